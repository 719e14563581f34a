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

/** Who answers reservation requests: admins (the back office adds a concierge role). */
export const canManageReservations = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'admin';
