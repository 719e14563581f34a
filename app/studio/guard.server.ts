import { data, redirect } from 'react-router';
import { userFromRequest } from '~/accounts/rootSession.server';
import { canEditBlog, type User } from '~/accounts/user';
import type { Database } from '~/db/client.server';

/** The studio's pages: signed-out visitors go to sign-in (and back), other accounts get 403. */
export async function requireEditorPage(db: Database, request: Request): Promise<User> {
  const user = await userFromRequest(db, request);
  const url = new URL(request.url);
  if (!user) throw redirect(`/signin?${new URLSearchParams({ redirectTo: url.pathname })}`);
  if (!canEditBlog(user)) throw data({ error: 'The studio is for editors' }, { status: 403 });
  return user;
}
