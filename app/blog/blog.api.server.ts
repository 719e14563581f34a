import { createRoute, z } from '@hono/zod-openapi';
import { LOCALES } from '~/i18n/locales';
import { createRouter, ErrorSchema, json, langQuery, NO_CONTROL_CHARACTERS, slugParam, type ApiDeps } from '~/api/openapi.server';
import { ShownMediaSchema } from '~/media/media.api.server';
import { postPictures } from '~/media/picturePlaces.server';
import type { Post } from './post';
import { findPostBySlug, listPosts, listPostsByAuthor } from './posts.server';

/** A blog post as the API and the pages see it: the domain's Post (post.ts). */
export const PostSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    author: z.object({ username: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
    content: z.string().openapi({ description: 'Markdown as written; sanitized when rendered' }),
    /** URL path of the post's picture, or null. */
    image: z.string().nullable(),
    /** The language the post is written in (docs/decisions/0035). */
    language: z.enum(LOCALES).openapi({ description: 'The language the post is written in: en, fr, de, it, ar or zh' }),
    media: z
      .array(ShownMediaSchema)
      .optional()
      .openapi({ description: 'Its photographs, the hero first (its cover and its card’s picture, in the image’s stead), then the gallery; empty when none' }),
  })
  .openapi('Post') satisfies z.ZodType<Post>;

/** A post is written in one language (its `language`); `lang` chooses only its photographs' alt texts. */
const altTextQuery = z.object({
  lang: langQuery().openapi({
    description: 'The language of the photographs’ alt texts (English by default); one without a translation comes in English, with altLang "en"',
  }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/blog',
  summary: 'Every post, newest first',
  request: { query: altTextQuery },
  responses: { 200: json(z.array(PostSchema), 'The posts') },
});

const byAuthorRoute = createRoute({
  method: 'get',
  path: '/blog/author/{author}',
  summary: "One author's posts, newest first",
  request: {
    params: z.object({
      author: z
        .string()
        .min(1)
        .max(30, 'author is too long')
        .regex(NO_CONTROL_CHARACTERS, 'author may not hold control characters')
        .openapi({ param: { name: 'author', in: 'path' }, example: 'Aurelia Journal' }),
    }),
    query: altTextQuery,
  },
  responses: {
    200: json(z.array(PostSchema), 'The posts (empty for an unknown author)'),
    400: json(ErrorSchema, 'Malformed author or an unknown language'),
  },
});

const bySlugRoute = createRoute({
  method: 'get',
  path: '/blog/{slug}',
  summary: 'One post',
  request: { params: z.object({ slug: slugParam('slug') }), query: altTextQuery },
  responses: {
    200: json(PostSchema, 'The post'),
    400: json(ErrorSchema, 'Malformed slug or an unknown language'),
    404: json(ErrorSchema, 'No such post'),
  },
});

export function blogApi({ db }: ApiDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await postPictures.withMedia(db, await listPosts(db), c.req.valid('query').lang), 200))
    .openapi(byAuthorRoute, async (c) => {
      const posts = await listPostsByAuthor(db, c.req.valid('param').author);
      return c.json(await postPictures.withMedia(db, posts, c.req.valid('query').lang), 200);
    })
    .openapi(bySlugRoute, async (c) => {
      const post = await findPostBySlug(db, c.req.valid('param').slug);
      if (!post) return c.json({ error: 'Post not found' }, 404);
      return c.json((await postPictures.withMedia(db, [post], c.req.valid('query').lang))[0]!, 200);
    });
}
