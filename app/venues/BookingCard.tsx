import { Form, useNavigation } from 'react-router';
import { langOf } from '~/i18n/contentTranslations';
import { useT } from '~/i18n/translate';
import { ButtonSpinner } from '~/ui/forms';
import { bookingCalendarPath, bookingPath } from './links';
import type { Booking } from './booking';

/** A booking with its day and times written for the page's language (app/venues/plans.server.ts). */
export interface BookingEntry {
  booking: Booking;
  dayLabel: string;
  startLabel: string;
  endLabel: string;
  cancellable: boolean;
}

/**
 * A table or a treatment among the guest's plans: venue, hotel, day and time, the party or the
 * treatment, the reference and the notes; "Add to calendar" while confirmed, and a cancel form
 * behind a disclosure until it begins.
 */
export function BookingCard({ entry, headingLevel = 3 }: { entry: BookingEntry; headingLevel?: 2 | 3 }) {
  const t = useT();
  const { booking, dayLabel, startLabel, endLabel, cancellable } = entry;
  const { _id, venue, status } = booking;
  const Heading = `h${headingLevel}` as const;
  const navigation = useNavigation();
  const cancelling = navigation.state === 'submitting' && navigation.formAction === bookingPath(_id);
  return (
    <article className={`card reservation-card booking-card reservation-${status}`} aria-labelledby={`booking-${_id}`}>
      <p className={`chip reservation-status reservation-status-${status}`}>
        {t(status === 'confirmed' ? 'booking_status_confirmed' : 'booking_status_cancelled')}
      </p>
      <Heading id={`booking-${_id}`} className="card-title">
        {venue.name}
      </Heading>
      <p className="muted">
        {venue.hotel.name} ·{' '}
        {booking.treatment ? <span lang={langOf(booking.treatment, 'name')}>{booking.treatment.name}</span> : t('booking_table_for', { count: booking.party })}
      </p>
      <dl className="reservation-facts">
        <div>
          <dt>{t('booking_reference')}</dt>
          <dd className="reservation-reference">{booking.reference}</dd>
        </div>
        <div>
          <dt>{t('booking_day')}</dt>
          <dd>{dayLabel}</dd>
        </div>
        <div>
          <dt>{t('booking_time')}</dt>
          {/* A table is booked from its time; a treatment lasts its length. */}
          <dd>
            <bdi>{startLabel}</bdi>
            {booking.treatment && (
              <>
                {' – '}
                <bdi>{endLabel}</bdi>
              </>
            )}
          </dd>
        </div>
        {booking.note && (
          <div className="reservation-wide">
            <dt>{t('booking_your_note')}</dt>
            <dd>{booking.note}</dd>
          </div>
        )}
        {booking.staffNote && (
          <div className="reservation-wide">
            <dt>{t('booking_staff_note')}</dt>
            <dd>{booking.staffNote}</dd>
          </div>
        )}
      </dl>
      {status === 'confirmed' && (
        <div className="reservation-actions">
          {/* A file download: a plain link, never a client-side navigation. */}
          <a className="button button-outline button-sm" href={bookingCalendarPath(_id)} download>
            {t('booking_add_to_calendar')}
          </a>
          {cancellable && (
            <details className="reservation-cancel">
              <summary className="text-link">{t('booking_cancel_summary')}</summary>
              <Form method="post" action={bookingPath(_id)}>
                <p>{t('booking_cancel_text')}</p>
                <button type="submit" className="button button-outline button-sm" disabled={cancelling}>
                  {cancelling && <ButtonSpinner />}
                  {t('booking_cancel_button')}
                </button>
              </Form>
            </details>
          )}
        </div>
      )}
    </article>
  );
}
