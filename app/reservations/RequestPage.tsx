import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from 'react-router';
import { formatPrice } from '~/hotels/currency';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/RequestPage';
import { findRoomWithHotel, hotelAvailability } from './availability.server';
import { formatStayDay } from './format';
import { requireSignedInPage } from '~/accounts/rootSession.server';
import { mailLinkOrigin } from '~/mail/links.server';
import { hotelStayPath, reservationPath } from './links';
import { requestReservation } from './reservations.server';
import { checkStay, guestsText, nightsText, SPECIAL_REQUESTS_MAX, utcDay } from './stay';

/**
 * The request for one room type and stay (`?roomType=…&checkIn=…&checkOut=…&guests=…`): the stay and
 * its total once more, special requests, and Send. A plain form handled by this page's action; the
 * guest lands on the reservation with its reference.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireSignedInPage(context.db, request);
  const params = new URL(request.url).searchParams;
  const room = await findRoomWithHotel(context.db, params.get('roomType') ?? '');
  if (!room) throw data({ error: 'Room not found' }, { status: 404 });
  const check = checkStay({ checkIn: params.get('checkIn'), checkOut: params.get('checkOut'), guests: params.get('guests') ?? '2' }, utcDay());
  let problem = check.ok ? null : check.error;
  let available = 0;
  if (check.ok) {
    available = (await hotelAvailability(context.db, room.hotel._id, check.stay)).get(room.roomType._id) ?? 0;
    if (check.stay.guests > room.roomType.maxGuests) problem = `The ${room.roomType.name} takes at most ${guestsText(room.roomType.maxGuests)}`;
    else if (available === 0) problem = 'Sorry, this room is not available for every night of your stay. Please choose other dates or another room.';
  }
  return { ...room, stay: check.ok ? check.stay : null, problem };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireSignedInPage(context.db, request);
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const specialRequests = field('specialRequests');
  if (specialRequests.length > SPECIAL_REQUESTS_MAX) {
    return data({ error: `Special requests must be at most ${SPECIAL_REQUESTS_MAX} characters`, specialRequests }, { status: 400 });
  }
  const check = checkStay({ checkIn: field('checkIn'), checkOut: field('checkOut'), guests: field('guests') });
  if (!check.ok) return data({ error: check.error, specialRequests }, { status: 400 });
  const outcome = await requestReservation(
    context.db,
    user,
    { roomTypeId: field('roomType'), stay: check.stay, specialRequests },
    { origin: mailLinkOrigin(request), mail: context.mail },
  );
  if (!outcome.ok) return data({ error: outcome.error, specialRequests }, { status: outcome.status });
  return redirect(`${reservationPath(outcome.value._id)}?requested=1`);
}

export function meta() {
  return [{ title: `Request a Reservation | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { roomType, hotel, stay, problem } = loaderData;
  const sending = useNavigation().state === 'submitting';
  const error = actionData?.error ?? problem;
  return (
    <>
      <PageBanner id="request-heading" eyebrow={`${hotel.city}, ${hotel.country}`} title="Request a Reservation" lead={`${roomType.name} at ${hotel.name}`} />
      <div className="container section reservation-layout">
        <section className="card reservation-card" aria-labelledby="stay-heading">
          <h2 id="stay-heading">Your stay</h2>
          {stay ? (
            <dl className="reservation-facts">
              <div>
                <dt>Hotel</dt>
                <dd>
                  <Link to={`/rooms/${hotel.slug}`}>{hotel.name}</Link>
                </dd>
              </div>
              <div>
                <dt>Room</dt>
                <dd>{roomType.name}</dd>
              </div>
              <div>
                <dt>Check-in</dt>
                <dd>{formatStayDay(stay.checkIn)}</dd>
              </div>
              <div>
                <dt>Check-out</dt>
                <dd>{formatStayDay(stay.checkOut)}</dd>
              </div>
              <div>
                <dt>Guests</dt>
                <dd>{guestsText(stay.guests)}</dd>
              </div>
              <div>
                <dt>Rate</dt>
                <dd>
                  {formatPrice(roomType.nightlyRate, hotel.country)} per night × {nightsText(stay.nights)}
                </dd>
              </div>
              <div className="reservation-total">
                <dt>Total</dt>
                <dd>{formatPrice(roomType.nightlyRate * stay.nights, hotel.country)}</dd>
              </div>
            </dl>
          ) : (
            <p className="muted">These dates do not make a stay we can offer.</p>
          )}
          <p className="muted reservation-terms">
            No payment is taken online. Our concierge confirms your request in writing, usually within a day, and holds the room for you meanwhile.
          </p>
        </section>
        <section className="card reservation-card" aria-labelledby="send-heading">
          <h2 id="send-heading">Send your request</h2>
          <FormAlert id="request-error" message={error} />
          {stay && !problem ? (
            <Form method="post" aria-labelledby="send-heading" aria-busy={sending}>
              <input type="hidden" name="roomType" value={roomType._id} />
              <input type="hidden" name="checkIn" value={stay.checkIn} />
              <input type="hidden" name="checkOut" value={stay.checkOut} />
              <input type="hidden" name="guests" value={stay.guests} />
              <div className="field">
                <label htmlFor="special-requests">
                  Special requests <span className="optional">(optional)</span>
                </label>
                <textarea
                  id="special-requests"
                  name="specialRequests"
                  rows={4}
                  maxLength={SPECIAL_REQUESTS_MAX}
                  defaultValue={actionData?.specialRequests ?? ''}
                  aria-describedby="special-requests-hint"
                />
                <p id="special-requests-hint" className="field-hint">
                  Arrival time, dietary needs, a celebration: anything our concierge should know.
                </p>
              </div>
              <button type="submit" className="button button-gold" disabled={sending}>
                {sending && <ButtonSpinner />}
                {sending ? 'Sending...' : 'Send Request'}
              </button>
            </Form>
          ) : (
            <p>
              <Link className="button button-outline" to={stay ? hotelStayPath(hotel.slug, stay) + '#book-your-stay' : `/rooms/${hotel.slug}#book-your-stay`}>
                Choose other dates
              </Link>
            </p>
          )}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorState
      title={notFound ? 'Room not found' : 'Unable to load your request'}
      message={notFound ? 'We could not find that room. Please choose again from the hotel page.' : 'Please try again in a moment.'}
      backTo={{ href: '/booking', label: 'Search availability' }}
    />
  );
}
