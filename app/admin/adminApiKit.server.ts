import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { signedInOnly } from '~/accounts/auth.server';
import { isAdmin } from '~/accounts/user';
import { ErrorSchema, json, wholeNumber } from '~/api/openapi.server';
import type { Database } from '~/db/client.server';

/** The back office's API pages: at most 100 rows, 25 unless asked. */
export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;

// Typed, or the empty scope lists make the route's request type `never`.
export const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

export const guarded = {
  401: json(ErrorSchema, 'Not signed in'),
  403: json(ErrorSchema, 'Signed in, but not an admin'),
};

/** `limit` and `offset` of a paged list. */
export const pagingQuery = {
  limit: wholeNumber('limit', 1, MAX_LIMIT)
    .optional()
    .openapi({ type: 'integer', example: DEFAULT_LIMIT, description: `At most ${MAX_LIMIT}; default ${DEFAULT_LIMIT}` }),
  offset: wholeNumber('offset', 0, 100_000_000).optional().openapi({ type: 'integer', example: 0 }),
};

export const searchTerm = z.string().max(254, 'q must be at most 254 characters').optional().openapi({ example: 'grace' });

/** A page of rows: `items`, how many match in all (`total`), and the `limit` and `offset` asked. */
export const pageOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ items: z.array(item), total: z.number(), limit: z.number(), offset: z.number() }).openapi(name);

export const idParam = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, example: '0b7e6a3c-3f5e-4f7e-a1d2-9c1e2f3a4b5c' }),
});

/** Admins only (401 signed out, 403 other roles); the account is kept for the handler (signedInAccount). */
export const adminsOnly = (db: Database, refusal: string) => signedInOnly(db, { check: isAdmin, refusal });

/** Who may see what these routes answer: only the one who asked, never a shared cache. */
export const privateAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
};
