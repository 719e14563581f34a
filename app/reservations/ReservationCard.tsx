import { Form, Link, useNavigation } from 'react-router';
import { formatPrice } from '~/hotels/currency';
import { ButtonSpinner } from '~/ui/forms';
import { formatStayDates, formatStayDay } from './format';
import { calendarPath, reservationPath } from './links';
import { statusLabels, type Reservation } from './reservation';
import { guestsText, nightsText } from './stay';

/**
 * One reservation as the guest sees it: status, stay, total and the concierge's note; "Add to
 * calendar" once confirmed, and a cancel form behind a disclosure while it can still be cancelled.
 */
export function ReservationCard({
  reservation,
  cancellable,
  headingLevel = 2,
  linkToDetail = false,
}: {
  reservation: Reservation;
  cancellable: boolean;
  headingLevel?: 2 | 3;
  linkToDetail?: boolean;
}) {
  const { _id, hotel, roomType, status } = reservation;
  const Heading = `h${headingLevel}` as const;
  const navigation = useNavigation();
  const cancelling = navigation.state === 'submitting' && navigation.formAction === reservationPath(_id);
  return (
    <article className={`card reservation-card reservation-${status}`} aria-labelledby={`reservation-${_id}`}>
      <p className={`chip reservation-status reservation-status-${status}`}>{statusLabels[status]}</p>
      <Heading id={`reservation-${_id}`} className="card-title">
        {linkToDetail ? <Link to={reservationPath(_id)}>{hotel.name}</Link> : hotel.name}
      </Heading>
      <p className="muted">
        {roomType.name} · {formatStayDates(reservation)}
      </p>
      <dl className="reservation-facts">
        <div>
          <dt>Reference</dt>
          <dd className="reservation-reference">{reservation.reference}</dd>
        </div>
        <div>
          <dt>Check-in</dt>
          <dd>{formatStayDay(reservation.checkIn)}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{formatStayDay(reservation.checkOut)}</dd>
        </div>
        <div>
          <dt>Stay</dt>
          <dd>
            {nightsText(reservation.nights)}, {guestsText(reservation.guests)}
          </dd>
        </div>
        <div className="reservation-total">
          <dt>Total</dt>
          <dd>{formatPrice(reservation.total, hotel.country)}</dd>
        </div>
        {reservation.specialRequests && (
          <div className="reservation-wide">
            <dt>Your requests</dt>
            <dd>{reservation.specialRequests}</dd>
          </div>
        )}
        {reservation.note && (
          <div className="reservation-wide">
            <dt>From the concierge</dt>
            <dd>{reservation.note}</dd>
          </div>
        )}
      </dl>
      {(status === 'confirmed' || cancellable) && (
        <div className="reservation-actions">
          {status === 'confirmed' && (
            // A file download: a plain link, never a client-side navigation.
            <a className="button button-outline button-sm" href={calendarPath(_id)} download>
              Add to calendar
            </a>
          )}
          {cancellable && (
            <details className="reservation-cancel">
              <summary className="text-link">Cancel this stay</summary>
              <Form method="post" action={reservationPath(_id)}>
                <input type="hidden" name="intent" value="cancel" />
                <p>The room is released at once, and this cannot be undone.</p>
                <button type="submit" className="button button-outline button-sm" disabled={cancelling}>
                  {cancelling && <ButtonSpinner />}
                  Yes, cancel my stay
                </button>
              </Form>
            </details>
          )}
        </div>
      )}
    </article>
  );
}
