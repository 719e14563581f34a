import { redirect } from 'react-router';
import { userFromRequest } from '~/accounts/rootSession.server';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';

/** A guest's reservation pages: signed-out visitors go to sign-in and come back to the same address. */
export async function requireGuestPage(db: Database, request: Request): Promise<User> {
  const user = await userFromRequest(db, request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/signin?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
}
