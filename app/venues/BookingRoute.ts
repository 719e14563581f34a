import { data, redirect } from 'react-router';
import { requireSignedInPage } from '~/accounts/rootSession.server';
import { mailLinkOrigin } from '~/mail/links.server';
import type { Route } from './+types/BookingRoute';
import { tellBookingGuest } from './bookingMail.server';
import { cancelBooking } from './bookings.server';
import { siteOf } from '~/lib/loadContext.server';

/**
 * POST /reservations/bookings/:id: the guest cancels their table or treatment (the form on its
 * card), then comes back to their plans. Someone else's is as unknown as a missing one (404); one
 * already cancelled or begun goes back to the plans, which show it as it is.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const outcome = await cancelBooking(siteOf(context).db, params.id, { by: user }, new Date());
  // Already cancelled (a second tap, another tab) or begun: the plans show it as it is.
  if (!outcome.ok && outcome.status === 409) throw redirect('/reservations');
  if (!outcome.ok) throw data({ error: outcome.error }, { status: outcome.status });
  await tellBookingGuest(siteOf(context).db, 'cancelled', outcome.value, outcome.value.guest, {
    origin: mailLinkOrigin(request),
    mail: siteOf(context).mail,
    locale: 'en',
  });
  throw redirect(`/reservations?${new URLSearchParams({ cancelled: outcome.value.reference })}`);
}

/** A GET shows nothing of its own: the plans list it. */
export function loader() {
  return redirect('/reservations');
}
