import { redirect } from 'react-router';
import { userFromRequest } from '~/accounts/rootSession.server';
import { publicOrigin } from '~/seo/origin.server';
import type { Route } from './+types/CalendarRoute';
import { stayCalendarEvent } from './calendarEvents.server';
import { accountLanguage } from './guestLanguage.server';
import { buildCalendar, calendarFileName } from './ics';
import { findOwnReservation } from './reservationQueries.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

const privateText = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });

/**
 * GET /reservations/:id/calendar.ics: the guest's confirmed stay as an iCalendar file ("Add to
 * calendar"). Signed out: to sign-in and back here. Someone else's reservation is as unknown as a
 * missing one (404); one not confirmed (yet, or any more) has no event to add (409). The event's
 * words are in the account's language.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await userFromRequest(siteOf(context).db, request);
  if (!user) throw redirect(`/signin?${new URLSearchParams({ redirectTo: pageUrl(request).pathname })}`);
  // In the account's language (users.language), like the mails about the stay: the event's words,
  // and the hotel's place and the room's name where the rows have them in it.
  const locale = await accountLanguage(siteOf(context).db, user._id);
  const reservation = await findOwnReservation(siteOf(context).db, user, params.id, locale);
  if (!reservation) return privateText(404, 'Reservation not found');
  if (reservation.status !== 'confirmed') return privateText(409, 'Only a confirmed stay can be added to a calendar');
  const host = new URL(publicOrigin(request)).hostname;
  return new Response(buildCalendar([stayCalendarEvent(reservation, { host, locale })]), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${calendarFileName(reservation)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
