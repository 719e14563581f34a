import type { Role } from '~/db/schema';

/** An account as the API and the pages see it (docs/product/api.md, "Shapes"); never a password hash. */
export interface User {
  _id: string;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
}

export const canEditBlog = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'editor' || user?.role === 'admin';

/** Who answers reservation requests: the concierge team and admins. */
export const canManageReservations = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'concierge' || user?.role === 'admin';
