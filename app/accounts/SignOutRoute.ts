import { redirect } from 'react-router';
import type { Route } from './+types/SignOutRoute';
import { signOutAction } from './formActions.server';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageUrl } from '~/lib/pageUrl';

/**
 * POST /signout: the header's Log Out as a plain HTML form (docs/decisions/0012). Revokes the
 * cookie's session like POST /api/auth/logout, clears the cookie and goes home. With scripts
 * running, HeaderAccount calls the API instead and clears the stored session too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return signOutAction(request, context);
}

/** A GET never signs anyone out (links can be prefetched or followed by bots). */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizedPath(localeOfPath(pageUrl(request).pathname), '/'));
}
