import type { z } from '@hono/zod-openapi';
import type { UserSchema } from './accounts.api.server';

/**
 * An account as the API and the pages see it (docs/product/api.md, "Shapes"); never a password hash.
 * The API's schema is its one source; a type-only import, so no schema code reaches the browser.
 */
export type User = z.infer<typeof UserSchema>;

export const canEditBlog = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'editor' || user?.role === 'admin';

/** Who answers reservation requests: the concierge team and admins. */
export const canManageReservations = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'concierge' || user?.role === 'admin';
