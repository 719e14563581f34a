import { createRoute, z } from '@hono/zod-openapi';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canEditBlog } from '~/accounts/user';
import { createRouter, ErrorSchema, json, jsonBody, type ApiDeps, idParam, security } from '~/api/openapi.server';
import { renderMarkdown } from '~/blog/markdown.server';
import type { Database } from '~/db/client.server';
import { LOCALES } from '~/i18n/locales';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '~/lib/slug';
import { CONTENT_MAX, TITLE_MAX } from './limits';
import { createPost, deletePost, SlugTakenError, updatePost } from './posts.write.server';

const title = z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);
const content = z.string({ error: 'Content is required' }).min(1, 'Content is required').max(CONTENT_MAX, `Content must be at most ${CONTENT_MAX} characters`);
const slug = z
  .string()
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'Slug may hold only lower-case letters, digits and single hyphens');

const language = z
  .enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` })
  .openapi({ description: 'The language the post is written in (a localized /blog lists its own first)' });

/** A post's fields as written: the API's JSON body, and the studio editor's form posted without JavaScript. */
export const CreateBody = z
  .object({
    title,
    content,
    slug: slug.optional().openapi({ description: 'Made from the title when absent (numbered until unique)' }),
    language: language.optional().openapi({ description: 'The language the post is written in; English when absent' }),
  })
  .openapi('PostCreate');
const UpdateBody = z
  .object({ title: title.optional(), content: content.optional(), slug: slug.optional(), language: language.optional() })
  .refine(
    (b) => b.title !== undefined || b.content !== undefined || b.slug !== undefined || b.language !== undefined,
    'Send at least one of title, content, slug and language',
  )
  .openapi('PostUpdate');
const PreviewBody = z.object({ content: z.string().max(CONTENT_MAX, `Content must be at most ${CONTENT_MAX} characters`) }).openapi('PreviewRequest');

const PostRef = z.object({}).passthrough().openapi({ description: 'The post (see Post)' });
const guarded = {
  401: json(ErrorSchema, 'Not signed in'),
  403: json(ErrorSchema, 'Signed in, but not an editor or admin'),
};

/** Only editors and admins get past; the account is kept for the handler (signedInAccount). */
const editorsOnly = (db: Database) => signedInOnly(db, { check: canEditBlog, refusal: 'Only editors can change the blog' });

export function studioApi({ db }: ApiDeps) {
  const createPostRoute = createRoute({
    method: 'post',
    path: '/blog',
    summary: 'Write a post (editors and admins)',
    security,
    middleware: [editorsOnly(db)],
    request: { body: jsonBody(CreateBody) },
    responses: {
      201: json(PostRef, 'The new post'),
      400: json(ErrorSchema, 'Invalid input'),
      ...guarded,
      409: json(ErrorSchema, 'Slug taken'),
      413: json(ErrorSchema, 'Over 1 MB'),
    },
  });
  const updatePostRoute = createRoute({
    method: 'put',
    path: '/blog/{id}',
    summary: 'Change a post (editors and admins)',
    security,
    middleware: [editorsOnly(db)],
    request: { params: idParam, body: jsonBody(UpdateBody) },
    responses: {
      200: json(PostRef, 'The changed post'),
      400: json(ErrorSchema, 'Invalid input'),
      ...guarded,
      404: json(ErrorSchema, 'No such post'),
      409: json(ErrorSchema, 'Slug taken'),
    },
  });
  const deletePostRoute = createRoute({
    method: 'delete',
    path: '/blog/{id}',
    summary: 'Delete a post (editors and admins)',
    security,
    middleware: [editorsOnly(db)],
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, ...guarded, 404: json(ErrorSchema, 'No such post') },
  });
  const previewRoute = createRoute({
    method: 'post',
    path: '/blog/preview',
    summary: 'Render markdown exactly as the public post page does (editors and admins)',
    security,
    middleware: [editorsOnly(db)],
    request: { body: jsonBody(PreviewBody) },
    responses: { 200: json(z.object({ html: z.string() }).openapi('Preview'), 'Sanitized HTML'), 400: json(ErrorSchema, 'Invalid input'), ...guarded },
  });

  return createRouter()
    .openapi(previewRoute, (c) => c.json({ html: renderMarkdown(c.req.valid('json').content) }, 200))
    .openapi(createPostRoute, async (c) => {
      const input = c.req.valid('json');
      try {
        return c.json(await createPost(db, { ...input, authorId: signedInAccount(c)._id }), 201);
      } catch (error) {
        if (error instanceof SlugTakenError) return c.json({ error: error.message }, 409);
        throw error;
      }
    })
    .openapi(updatePostRoute, async (c) => {
      try {
        const post = await updatePost(db, c.req.valid('param').id, c.req.valid('json'));
        if (!post) return c.json({ error: 'Post not found' }, 404);
        return c.json(post, 200);
      } catch (error) {
        if (error instanceof SlugTakenError) return c.json({ error: error.message }, 409);
        throw error;
      }
    })
    .openapi(deletePostRoute, async (c) => {
      if (!(await deletePost(db, c.req.valid('param').id))) return c.json({ error: 'Post not found' }, 404);
      return c.body(null, 204);
    });
}
