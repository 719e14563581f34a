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
  /**
   * A staff account whose session has not proved a second factor, read with the session: its role's
   * powers wait (issue 47, docs/decisions/0055 and 0059). `set-up`: the account has none yet (an
   * authenticator app or a passkey); `prove`: it has one, and this session signed in with the
   * password alone.
   */
  needsSecondFactor?: 'set-up' | 'prove';
}

type Roled = Pick<User, 'role' | 'needsSecondFactor'> | null | undefined;

/** The role an account acts in: a staff account without a second factor acts as a guest. */
const actingRole = (user: Roled) => (user?.needsSecondFactor ? 'user' : user?.role);

export const canEditBlog = (user: Roled) => actingRole(user) === 'editor' || actingRole(user) === 'admin';

/** Who answers reservation requests: the concierge team and admins. */
export const canManageReservations = (user: Roled) => actingRole(user) === 'concierge' || actingRole(user) === 'admin';

/** Who edits the site's content (journal, events, hotels): editors and admins. */
export const canEditContent = canEditBlog;

/** Who reads and answers contact messages: the concierge team and admins. */
export const canAnswerMessages = canManageReservations;

export const isAdmin = (user: Roled) => actingRole(user) === 'admin';

/** Any back-office role. */
export const isStaff = (user: Roled) => canEditContent(user) || canManageReservations(user);

/** A staff role held by an account that must set up a second factor before acting in it. */
export const staffAwaitingSecondFactor = (user: Roled) => Boolean(user?.needsSecondFactor) && user?.role !== 'user';

/** Whether `allowed` refuses the account only for want of a second factor (its role alone would do). */
export function refusedForSecondFactor(user: User, allowed: (user: User) => boolean): boolean {
  if (!staffAwaitingSecondFactor(user) || allowed(user)) return false;
  const { needsSecondFactor: _awaiting, ...withSecondFactor } = user;
  return allowed(withSecondFactor);
}
