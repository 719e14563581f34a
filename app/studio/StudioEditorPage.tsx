import { useEffect, useRef, useState } from 'react';
import { data, Link, redirect, useNavigate } from 'react-router';
import { apiFetch, errorMessageOf } from '~/lib/apiClient';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { renderMarkdown } from '~/blog/markdown.server';
import { isUuid } from '~/lib/ids';
import { isLocale, LOCALE_INFO, LOCALES, type Locale } from '~/i18n/locales';
import { site } from '~/site.config';
import type { Route } from './+types/StudioEditorPage';
import { requireEditorPage } from './guard.server';
import type { User } from '~/accounts/user';
import type { Post } from '~/blog/post';
import type { Database } from '~/db/client.server';
import { CreateBody } from './posts.api.server';
import { createPost, findPostById, SlugTakenError, updatePost } from './posts.write.server';
import { SLUG_MAX_LENGTH } from '~/lib/slug';
import { CONTENT_MAX, TITLE_MAX } from './limits';
import { slugify } from './slugify';
import { StudioError } from './StudioError';
import { PhotosForm } from '~/media/PhotosForm';
import { photoAction, PHOTO_INTENTS } from '~/media/photoActions.server';
import { postPictures } from '~/media/picturePlaces.server';
import { asStudioPhoto, type PhotoOwnerView } from '~/media/studioPhoto';
import './studio.css';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireEditorPage(siteOf(context).db, request);
  if (!params.id) return { post: null, previewHtml: '', photos: [] };
  if (!isUuid(params.id)) throw data({ error: 'Post not found' }, { status: 404 });
  const [post, photos] = await Promise.all([findPostById(siteOf(context).db, params.id), postPictures.ofOwners(siteOf(context).db, [params.id])]);
  if (!post) throw data({ error: 'Post not found' }, { status: 404 });
  return {
    post: { _id: post._id, title: post.title, slug: post.slug, content: post.content, language: post.language },
    previewHtml: renderMarkdown(post.content),
    photos: (photos.get(post._id) ?? []).map(asStudioPhoto),
  };
}

/**
 * The post's own form (Publish / Save changes) and its cover photograph's forms, all plain posts: with
 * JavaScript the post is saved through the API instead, without reloading the page.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireEditorPage(siteOf(context).db, request);
  const post = params.id && isUuid(params.id) ? await findPostById(siteOf(context).db, params.id) : null;
  if (params.id && !post) throw data({ error: 'Post not found' }, { status: 404 });
  const form = await request.formData().catch(() => null);
  const intent = String(form?.get('intent'));
  if (form && intent === SAVE_INTENT) return savePostFromForm(siteOf(context).db, user, form, post);
  if (!form || !post || !PHOTO_INTENTS.has(intent))
    return data(
      { ok: false as const, target: COVER.target, message: 'The form could not be read. Please try again.', values: {}, errors: {} },
      { status: 400 },
    );
  return photoAction(siteOf(context).db, user, form, {
    places: postPictures,
    id: post._id,
    target: COVER.target,
    heroShown: 'Photograph uploaded: the post opens on it now, and its card on the blog shows it.',
    notShown: 'The post does not show this picture.',
    removed: 'Photograph removed from the post (it stays in the library; the illustration shows again).',
  });
}

const SAVE_INTENT = 'save-post';
/** Which form an answer is for: the post's own (its cover's forms answer on COVER.target). */
const POST_FORM = 'post';

/** Checked as the API checks a new post; saved, then back to the list, as with JavaScript. */
async function savePostFromForm(db: Database, user: User, form: FormData, post: Post | null) {
  const values = {
    title: String(form.get('title') ?? ''),
    // A textarea posts its line breaks as CRLF; the API and the markdown take LF.
    content: String(form.get('content') ?? '').replace(/\r\n?/g, '\n'),
    slug: String(form.get('slug') ?? '').trim(),
    language: String(form.get('language') ?? 'en'),
  };
  // The preview beside the refused form shows what was written (content over the limit: none),
  // rendered only when refusing: a saved post goes back to the list.
  const refused = (status: number, message: string) => {
    const previewHtml = values.content.length <= CONTENT_MAX ? renderMarkdown(values.content) : '';
    return data({ ok: false as const, target: POST_FORM, message, values, errors: {}, previewHtml }, { status });
  };
  const parsed = CreateBody.safeParse({ ...values, slug: values.slug || undefined });
  if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
  try {
    const saved = post ? await updatePost(db, post._id, parsed.data) : await createPost(db, { ...parsed.data, authorId: user._id });
    if (!saved) throw data({ error: 'Post not found' }, { status: 404 });
    return redirect(`/studio?saved=${encodeURIComponent(saved.slug)}`);
  } catch (error) {
    if (error instanceof SlugTakenError) return refused(409, error.message);
    throw error;
  }
}

const COVER: PhotoOwnerView = {
  target: 'photos',
  heading: 'Cover photograph',
  hint: 'The photograph opens the post and shows on its card on the blog, in place of the illustration (a new one replaces it).',
  heroOnly: true,
};

export function meta({ loaderData: loaderData }: Route.MetaArgs) {
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
  // The post's form refused by the action (posted before the scripts ran, or without them): what was sent.
  const refused = actionData && 'target' in actionData && actionData.target === POST_FORM && !actionData.ok ? actionData : undefined;
  const sent = refused && 'values' in refused ? (refused.values as Partial<Record<'title' | 'content' | 'slug' | 'language', string>>) : undefined;
  const [title, setTitle] = useState(sent?.title ?? post?.title ?? '');
  const [slug, setSlug] = useState(sent?.slug ?? post?.slug ?? '');
  // A new post's slug follows its title until the editor changes it; an existing one keeps its URL.
  const [slugEdited, setSlugEdited] = useState(post !== null || Boolean(sent?.slug));
  const [content, setContent] = useState(sent?.content ?? post?.content ?? '');
  const [language, setLanguage] = useState<Locale>(sent?.language && isLocale(sent.language) ? sent.language : (post?.language ?? 'en'));
  const [previewHtml, setPreviewHtml] = useState(
    refused && 'previewHtml' in refused && typeof refused.previewHtml === 'string' ? refused.previewHtml : loaderData.previewHtml,
  );
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
          <FormAlert id="editor-error" message={error ?? refused?.message ?? null} />
          <input type="hidden" name="intent" value={SAVE_INTENT} />
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
          <button type="submit" className="button button-gold" disabled={saving}>
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
