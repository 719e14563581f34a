import { isAdmin } from '~/accounts/user';
import { requireStaffPage } from '~/studio/guard.server';
import type { Route } from './+types/SubscribersCsvRoute';
import { toCsv } from './csv';
import { allSubscribers } from './subscribers.server';
import { siteOf } from '~/lib/loadContext.server';

/**
 * GET /studio/subscribers.csv: every subscriber, newest first, as a CSV download (email,
 * subscribed_at). Admins only, checked here by role: the path is not under /studio/subscribers/,
 * so the section guard would take it for the journal's.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaffPage(siteOf(context).db, request, isAdmin, 'Subscribers are for admins');
  const rows = (await allSubscribers(siteOf(context).db)).map((s) => [s.email, s.subscribedAt]);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(['email', 'subscribed_at'], rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="subscribers-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
