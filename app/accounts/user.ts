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

/** Who edits the site's content (journal, events, hotels): editors and admins. */
export const canEditContent = canEditBlog;

/** Who reads and answers contact messages: the concierge team and admins. */
export const canAnswerMessages = canManageReservations;

export const isAdmin = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'admin';

/** Any back-office role. */
export const isStaff = (user: Pick<User, 'role'> | null | undefined) => canEditContent(user) || canManageReservations(user);
