import type { z } from '@hono/zod-openapi';
import type { PostSchema } from './blog.api.server';

/**
 * A blog post as the API and the pages see it (docs/product/api.md, "Shapes"); its content is the
 * markdown exactly as written. The API's schema is its one source; a type-only import, so no
 * schema code reaches the browser.
 */
export type Post = z.infer<typeof PostSchema>;
