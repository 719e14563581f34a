import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { apiFetch, errorMessageOf } from '~/lib/apiClient';
import { FormAlert } from '~/ui/forms';
import { listPosts } from '~/blog/posts.server';
import { formatLongDate } from '~/lib/dates';
import { site } from '~/site.config';
import type { Route } from './+types/StudioPage';
import { requireEditorPage } from './guard.server';
import { StudioError } from './StudioError';
import { StudioNav } from './StudioNav';
import './studio.css';
import { siteOf } from '~/lib/loadContext.server';

const DeletePostDialog = lazy(() => import('./DeletePostDialog'));

export async function loader({ context, request }: Route.LoaderArgs) {
  const editor = await requireEditorPage(siteOf(context).db, request);
  const posts = await listPosts(siteOf(context).db);
  return {
    editor: editor.username,
    role: editor.role,
    posts: posts.map(({ _id, title, slug, author, updatedAt, language }) => ({ _id, title, slug, author: author.username, updatedAt, language })),
  };
}

export function meta() {
  return [{ title: `Blog Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

type PostRow = Route.ComponentProps['loaderData']['posts'][number];

/** A post's language as the editors read it: French, Chinese (the studio is in English). */
const languageName = new Intl.DisplayNames('en', { type: 'language' });

/** The editors' list of posts: write, edit, view and delete (with confirmation). */
export default function StudioPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [toDelete, setToDelete] = useState<PostRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<string | null>(searchParams.get('saved') ? 'The post is saved.' : null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    setError(null);
    try {
      const res = await apiFetch(`/blog/${toDelete._id}`, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error((await errorMessageOf(res)) ?? 'Could not delete the post. Please try again.');
      setNotice(`Deleted “${toDelete.title}”.`);
      setToDelete(null);
      await revalidator.revalidate();
      headingRef.current?.focus();
    } catch (err) {
      setToDelete(null);
      setError(err instanceof Error ? err.message : 'Could not delete the post. Please try again.');
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="container studio">
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <div>
          <p className="eyebrow">Signed in as {loaderData.editor}</p>
          <h1 ref={headingRef} tabIndex={-1}>
            Blog Studio
          </h1>
        </div>
        <div className="studio-head-actions">
          <Link className="button button-gold" to="/studio/new">
            New post
          </Link>
        </div>
      </div>
      <FormAlert id="studio-notice" tone="success" message={notice} />
      <FormAlert id="studio-error" message={error} />
      {loaderData.posts.length === 0 ? (
        <p>No posts yet. Write the first one.</p>
      ) : (
        <ul className="studio-list" role="list" aria-label="Posts">
          {loaderData.posts.map((post) => (
            <li key={post._id} className="studio-item" data-testid="studio-post">
              <div className="studio-item-text">
                <h2 className="studio-item-title" lang={post.language === 'en' ? undefined : post.language}>
                  <Link to={`/studio/${post._id}`}>{post.title}</Link>
                </h2>
                <p className="muted">
                  {languageName.of(post.language)} · {post.author} · updated <time dateTime={post.updatedAt}>{formatLongDate(post.updatedAt)}</time> · /blog/
                  {post.slug}
                </p>
              </div>
              <div className="studio-item-actions">
                <Link className="button button-outline" to={`/blog/${post.slug}`}>
                  View<span className="visually-hidden"> {post.title}</span>
                </Link>
                <Link className="button button-outline" to={`/studio/${post._id}`}>
                  Edit<span className="visually-hidden"> {post.title}</span>
                </Link>
                <button type="button" className="button button-outline button-danger" onClick={() => setToDelete(post)}>
                  Delete<span className="visually-hidden"> {post.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {toDelete && (
        <Suspense>
          <DeletePostDialog title={toDelete.title} deleting={deleting} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
        </Suspense>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioError error={error} />;
}
