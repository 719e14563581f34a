import type { Role } from '~/db/values';
import type { MemberTier } from '~/pricing/plans';

/**
 * An account as the API and the pages see it (docs/product/api.md, "Shapes"); never a password hash.
 * The API's schema (accounts.api.server.ts) is checked against it.
 */
export interface User {
  _id: string;
  username: string;
  email: string;
  role: Role;
  /** ISO 8601. */
  createdAt: string;
  /**
   * The rewards tier of the confirmed nights of this calendar year, read with the session (the
   * member price is the tier's, docs/decisions/0038); absent where the account was not read through one.
   */
  tier?: MemberTier;
  /**
   * Messages about stays waiting to be read, read with the session (issue 49): a guest's from the
   * concierge, a member of the concierge team's from every guest; counted up to 100.
   */
  unreadMessages?: number;
}

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
