import { data, redirect } from 'react-router';
import { userFromRequest } from '~/accounts/rootSession.server';
import { sendStaffToSecondFactorSetUp } from '~/accounts/staffPages.server';
import { canEditBlog, type User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { sectionOf, sectionsFor } from './sections';
import { pageUrl } from '~/lib/pageUrl';

/**
 * A back-office page's guard, called by its loader and again by its action (the role is checked on
 * every request): signed-out visitors go to sign-in and back, staff without a second factor to set
 * one up (docs/decisions/0055), accounts without the role get 403.
 */
export async function requireStaffPage(db: Database, request: Request, allowed: (user: User) => boolean, refusal: string): Promise<User> {
  const user = await userFromRequest(db, request);
  const url = pageUrl(request);
  if (!user) throw redirect(`/signin?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
  sendStaffToSecondFactorSetUp(user);
  if (!allowed(user)) throw data({ error: refusal }, { status: 403 });
  return user;
}

/** The guard of the page's own section (studio/sections.ts). */
export async function requireSectionPage(db: Database, request: Request): Promise<User> {
  const section = sectionOf(pageUrl(request).pathname);
  if (!section) throw data({ error: 'Not found' }, { status: 404 });
  return requireStaffPage(db, request, section.allowed, `${section.label} is not part of your role in the back office`);
}

/**
 * The journal (/studio): editors. Other staff are sent to their first section, so /studio is the
 * back office's door for every role.
 */
export async function requireEditorPage(db: Database, request: Request): Promise<User> {
  const user = await userFromRequest(db, request);
  const url = pageUrl(request);
  if (!user) throw redirect(`/signin?${new URLSearchParams({ redirectTo: url.pathname })}`);
  sendStaffToSecondFactorSetUp(user);
  if (!canEditBlog(user)) {
    const first = sectionsFor(user)[0];
    if (first && url.pathname === '/studio') throw redirect(first.path);
    throw data({ error: 'The studio is for editors' }, { status: 403 });
  }
  return user;
}
