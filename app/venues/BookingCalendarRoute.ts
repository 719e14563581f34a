import { redirect } from 'react-router';
import { userFromRequest } from '~/accounts/rootSession.server';
import { bookingCalendarEvent } from '~/reservations/calendarEvents.server';
import { accountLanguage } from '~/reservations/guestLanguage.server';
import { buildCalendar } from '~/reservations/ics';
import { publicOrigin } from '~/seo/origin.server';
import type { Route } from './+types/BookingCalendarRoute';
import { findOwnBooking, inBookingsLanguage } from './bookingQueries.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

const privateText = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });

/**
 * GET /reservations/bookings/:id/calendar.ics: a confirmed table or treatment as an iCalendar
 * event at the hotel's local time. Signed out: sign-in and back; someone else's: 404; cancelled: 409.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await userFromRequest(siteOf(context).db, request);
  if (!user) throw redirect(`/signin?${new URLSearchParams({ redirectTo: pageUrl(request).pathname })}`);
  const booking = await findOwnBooking(siteOf(context).db, user, params.id);
  if (!booking) return privateText(404, 'Booking not found');
  if (booking.status !== 'confirmed') return privateText(409, 'Only a confirmed booking can be added to a calendar');
  const host = new URL(publicOrigin(request)).hostname;
  // In the account's language (users.language), the treatment's name too where it has one.
  const locale = await accountLanguage(siteOf(context).db, user._id);
  const [written] = await inBookingsLanguage(siteOf(context).db, [booking], locale);
  return new Response(buildCalendar([bookingCalendarEvent(written!, { host, locale })]), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="aurelia-${booking.reference}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
