import { useEffect, useRef, useState } from 'react';
import { data, Link, useNavigate } from 'react-router';
import { apiFetch, errorMessageOf } from '~/lib/apiClient';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { useHydrated } from '~/lib/useHydrated';
import { renderMarkdown } from '~/blog/markdown.server';
import { isUuid } from '~/lib/ids';
import { isLocale, LOCALE_INFO, LOCALES, type Locale } from '~/i18n/locales';
import { site } from '~/site.config';
import type { Route } from './+types/StudioEditorPage';
import { requireEditorPage } from './guard.server';
import { findPostById } from './posts.write.server';
import { SLUG_MAX_LENGTH } from '~/lib/slug';
import { TITLE_MAX } from './limits';
import { slugify } from './slugify';
import { StudioError } from './StudioError';
import { PhotosForm } from '~/media/PhotosForm';
import { photoAction, PHOTO_INTENTS } from '~/media/photoActions.server';
import { postPictures } from '~/media/picturePlaces.server';
import { asStudioPhoto, type PhotoOwnerView } from '~/media/studioPhoto';
import './studio.css';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireEditorPage(context.db, request);
  if (!params.id) return { post: null, previewHtml: '', photos: [] };
  if (!isUuid(params.id)) throw data({ error: 'Post not found' }, { status: 404 });
  const [post, photos] = await Promise.all([findPostById(context.db, params.id), postPictures.ofOwners(context.db, [params.id])]);
  if (!post) throw data({ error: 'Post not found' }, { status: 404 });
  return {
    post: { _id: post._id, title: post.title, slug: post.slug, content: post.content, language: post.language },
    previewHtml: renderMarkdown(post.content),
    photos: (photos.get(post._id) ?? []).map(asStudioPhoto),
  };
}

/** The post's cover photograph: its forms (plain posts, app/media/PhotosForm.tsx) are this page's only action. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireEditorPage(context.db, request);
  if (!params.id || !isUuid(params.id) || !(await findPostById(context.db, params.id))) throw data({ error: 'Post not found' }, { status: 404 });
  const form = await request.formData().catch(() => null);
  if (!form || !PHOTO_INTENTS.has(String(form.get('intent'))))
    return data(
      { ok: false as const, target: COVER.target, message: 'The form could not be read. Please try again.', values: {}, errors: {} },
      { status: 400 },
    );
  return photoAction(context.db, user, form, {
    places: postPictures,
    id: params.id,
    target: COVER.target,
    heroShown: 'Photograph uploaded: the post opens on it now, and its card on the blog shows it.',
    notShown: 'The post does not show this picture.',
    removed: 'Photograph removed from the post (it stays in the library; the illustration shows again).',
  });
}

const COVER: PhotoOwnerView = {
  target: 'photos',
  heading: 'Cover photograph',
  hint: 'The photograph opens the post and shows on its card on the blog, in place of the illustration (a new one replaces it).',
  heroOnly: true,
};

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.post ? `Edit: ${loaderData.post.title}` : 'New post'} | Blog Studio | ${site.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The languages a post may be written in, named in English (the studio is English) and in themselves. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'French', de: 'German', it: 'Italian', ar: 'Arabic', zh: 'Chinese (Simplified)' };

/** Waits this long after the last keystroke before asking the server for a preview. */
const PREVIEW_DEBOUNCE_MS = 400;

/** Write or edit a post, with a live preview from the public page's markdown pipeline. */
export default function StudioEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  // A new post's slug follows its title until the editor changes it; an existing one keeps its URL.
  const [slugEdited, setSlugEdited] = useState(post !== null);
  const [content, setContent] = useState(post?.content ?? '');
  const [language, setLanguage] = useState<Locale>(post?.language ?? 'en');
  const [previewHtml, setPreviewHtml] = useState(loaderData.previewHtml);
  const [previewState, setPreviewState] = useState<'idle' | 'updating' | 'failed'>('idle');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return undefined;
    }
    const controller = new AbortController();
    setPreviewState('updating');
    const timer = setTimeout(async () => {
      try {
        const res = await apiFetch('/blog/preview', { method: 'POST', body: { content }, signal: controller.signal });
        if (!res.ok) throw new Error(String(res.status));
        setPreviewHtml(((await res.json()) as { html: string }).html);
        setPreviewState('idle');
      } catch {
        if (!controller.signal.aborted) setPreviewState('failed');
      }
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!title.trim() || !content) {
      setError('Please give the post a title and some content');
      return;
    }
    setSaving(true);
    try {
      const body = { title, content, language, ...(slug ? { slug } : {}) };
      const res = post ? await apiFetch(`/blog/${post._id}`, { method: 'PUT', body }) : await apiFetch('/blog', { method: 'POST', body });
      if (!res.ok) {
        setError((await errorMessageOf(res)) ?? 'Could not save the post. Please try again.');
        setSaving(false);
        return;
      }
      const saved = (await res.json()) as { slug: string };
      navigate(`/studio?saved=${encodeURIComponent(saved.slug)}`);
    } catch {
      setError('Could not save the post. Please try again.');
      setSaving(false);
    }
  }

  return (
    <div className="container studio">
      <p className="studio-back">
        <Link to="/studio">← All posts</Link>
      </p>
      <h1>{post ? 'Edit post' : 'New post'}</h1>
      <div className="studio-editor">
        <form method="post" onSubmit={onSubmit} aria-busy={saving} aria-label={post ? 'Edit post' : 'New post'} className="studio-form">
          <FormAlert id="editor-error" message={error} />
          <div className="field">
            <label htmlFor="post-title">Title</label>
            <input
              id="post-title"
              name="title"
              value={title}
              maxLength={TITLE_MAX}
              required
              lang={LOCALE_INFO[language].tag}
              dir={LOCALE_INFO[language].dir}
              onChange={(e) => {
                setTitle(e.target.value);
                if (!slugEdited) setSlug(slugify(e.target.value));
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="post-slug">Slug</label>
            <input
              id="post-slug"
              name="slug"
              value={slug}
              maxLength={SLUG_MAX_LENGTH}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              aria-describedby="slug-hint"
              onChange={(e) => {
                setSlug(e.target.value);
                setSlugEdited(true);
              }}
            />
            <p id="slug-hint" className="field-hint">
              The address: /blog/{slug || '…'}. Lower-case letters, digits and hyphens.
            </p>
          </div>
          <div className="field">
            <label htmlFor="post-language">Language</label>
            <select
              id="post-language"
              name="language"
              value={language}
              aria-describedby="language-hint"
              onChange={(e) => {
                if (isLocale(e.target.value)) setLanguage(e.target.value);
              }}
            >
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {l === 'en' ? LANGUAGE_NAMES[l] : `${LANGUAGE_NAMES[l]} (${LOCALE_INFO[l].name})`}
                </option>
              ))}
            </select>
            <p id="language-hint" className="field-hint">
              The language the post is written in: the blog in that language lists it first.
            </p>
          </div>
          <div className="field">
            <label htmlFor="post-content">Content (Markdown)</label>
            <textarea
              id="post-content"
              name="content"
              rows={18}
              value={content}
              required
              lang={LOCALE_INFO[language].tag}
              dir={LOCALE_INFO[language].dir}
              onChange={(e) => setContent(e.target.value)}
            />
          </div>
          <button type="submit" className="button button-gold" disabled={saving || !hydrated}>
            {saving && <ButtonSpinner />}
            {post ? 'Save changes' : 'Publish post'}
          </button>
        </form>
        <section className="studio-preview" aria-labelledby="preview-heading">
          <h2 id="preview-heading">
            Preview{' '}
            <span className="muted studio-preview-state" role="status">
              {previewState === 'updating' ? 'Updating…' : previewState === 'failed' ? 'Preview unavailable' : ''}
            </span>
          </h2>
          <div className="card prose studio-preview-body" data-testid="preview" lang={LOCALE_INFO[language].tag} dir={LOCALE_INFO[language].dir}>
            <h1 className="studio-preview-title">{title || 'Untitled'}</h1>
            {/* Sanitized by the server's markdown pipeline (POST /api/blog/preview). */}
            <div dangerouslySetInnerHTML={{ __html: previewHtml }} />
          </div>
        </section>
      </div>
      {post && <PhotosForm owner={COVER} photos={loaderData.photos} answer={actionData} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioError error={error} />;
}
