import { Form, Link, useNavigation } from 'react-router';
import type { ReservationStatus } from '~/db/schema';
import { langOf } from '~/i18n/contentTranslations';
import { formatNights } from '~/i18n/format';
import { localizedPath } from '~/i18n/locales';
import { useT, type MessageKey } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { ButtonSpinner } from '~/ui/forms';
import { planNameKey, termsOf, termsText, totalTaxesText } from '~/pricing/planTexts';
import { utcDay } from '~/domain/stay';
import { stayDatesIn, stayDayIn, stayMoneyIn } from '~/domain/stayFormat';
import { calendarPath, changePath, reservationPath } from '~/domain/stayLinks';
import type { Reservation } from './reservation';

/** The status chip's words (the English ones are app/reservations/reservation.ts's statusLabels). */
const STATUS_KEYS: Record<ReservationStatus, MessageKey> = {
  requested: 'stays_status_requested',
  confirmed: 'stays_status_confirmed',
  declined: 'stays_status_declined',
  cancelled: 'stays_status_cancelled',
};

/**
 * One reservation as the guest sees it: status, stay, total and the concierge's note; "Add to
 * calendar" once confirmed, "Change this stay" while it can change, and a cancel form behind a
 * disclosure while it can still be cancelled, its terms first (what the hotel may charge, to be
 * acknowledged before a charged cancellation is sent).
 */
export function ReservationCard({
  reservation,
  cancellable,
  changeable = false,
  cancelProblem = false,
  unread = 0,
  headingLevel = 2,
  linkToDetail = false,
}: {
  reservation: Reservation;
  cancellable: boolean;
  /** Its dates, room or party can still be changed (its page links to the change). */
  changeable?: boolean;
  /** The last cancel was refused: the disclosure stays open on its terms. */
  cancelProblem?: boolean;
  /** The concierge's messages about it the guest has not read (the list links to them). */
  unread?: number;
  headingLevel?: 2 | 3;
  linkToDetail?: boolean;
}) {
  const { _id, hotel, roomType, status } = reservation;
  const Heading = `h${headingLevel}` as const;
  const t = useT();
  const locale = useLocale();
  const path = localizedPath(locale, reservationPath(_id));
  const navigation = useNavigation();
  const cancelling = navigation.state === 'submitting' && navigation.formAction === path;
  const terms = termsOf(reservation, utcDay());
  const total = stayMoneyIn(locale, reservation.totalMinor, hotel, reservation.currency);
  const planName = reservation.offer
    ? reservation.offer.name
    : t(planNameKey((['flexible', 'advance', 'member'] as const).find((p) => p === reservation.ratePlan) ?? 'flexible'));
  return (
    <article className={`card reservation-card reservation-${status}`} aria-labelledby={`reservation-${_id}`}>
      <p className={`chip reservation-status reservation-status-${status}`}>{t(STATUS_KEYS[status])}</p>
      <Heading id={`reservation-${_id}`} className="card-title">
        {linkToDetail ? <Link to={path}>{hotel.name}</Link> : hotel.name}
      </Heading>
      <p className="muted">
        <span lang={langOf(roomType, 'name')}>{roomType.name}</span> · {stayDatesIn(locale, reservation)}
      </p>
      {unread > 0 && (
        <p>
          <Link className="chip stay-unread-link" to={`${path}#messages`}>
            {t('stays_messages_unread_link', { count: unread })}
          </Link>
        </p>
      )}
      <dl className="reservation-facts">
        <div>
          <dt>{t('stays_reference')}</dt>
          <dd className="reservation-reference">{reservation.reference}</dd>
        </div>
        <div>
          <dt>{t('stays_checkin')}</dt>
          <dd>{stayDayIn(locale, reservation.checkIn)}</dd>
        </div>
        <div>
          <dt>{t('stays_checkout')}</dt>
          <dd>{stayDayIn(locale, reservation.checkOut)}</dd>
        </div>
        <div>
          <dt>{t('stays_stay')}</dt>
          <dd>{t('stays_stay_summary', { nights: formatNights(t, reservation.nights), guests: t('stays_guests', { count: reservation.guests }) })}</dd>
        </div>
        <div>
          <dt>{t('stays_rate')}</dt>
          <dd lang={reservation.offer ? langOf(reservation.offer, 'name') : undefined}>{planName}</dd>
        </div>
        <div className="reservation-total">
          <dt>{t('stays_total')}</dt>
          <dd>{stayMoneyIn(locale, reservation.totalMinor, hotel, reservation.currency)}</dd>
          <dd className="total-taxes">{totalTaxesText(t, reservation.taxes, (minor) => stayMoneyIn(locale, minor, hotel, reservation.currency))}</dd>
        </div>
        <div className="reservation-wide reservation-terms-line">
          <dt>{t('rates_terms')}</dt>
          <dd>{termsText(t, terms, locale)}</dd>
        </div>
        {reservation.specialRequests && (
          <div className="reservation-wide">
            <dt>{t('stays_your_requests')}</dt>
            <dd>{reservation.specialRequests}</dd>
          </div>
        )}
        {reservation.note && (
          <div className="reservation-wide">
            <dt>{t('stays_from_concierge')}</dt>
            <dd>{reservation.note}</dd>
          </div>
        )}
      </dl>
      {(status === 'confirmed' || cancellable || changeable) && (
        <div className="reservation-actions">
          {changeable && (
            <Link className="button button-outline button-sm" to={localizedPath(locale, changePath(_id))}>
              {t('stays_change_link')}
            </Link>
          )}
          {status === 'confirmed' && (
            // A file download: a plain link, never a client-side navigation.
            <a className="button button-outline button-sm" href={calendarPath(_id)} download>
              {t('stays_add_to_calendar')}
            </a>
          )}
          {cancellable && (
            <details className="reservation-cancel" open={cancelProblem || undefined}>
              <summary className="text-link">{t('stays_cancel_summary')}</summary>
              <Form method="post" action={path}>
                <input type="hidden" name="intent" value="cancel" />
                {/* No payment is taken online (ADR 0014): the terms are what the hotel holds the guest to, said before they confirm. */}
                <p className="reservation-cancel-terms">
                  <strong>{t('stays_cancel_terms')}</strong> {termsText(t, terms, locale)}
                </p>
                {terms.kind === 'free-until' ? (
                  <p>{t('stays_cancel_free', { date: stayDayIn(locale, terms.until) })}</p>
                ) : (
                  <>
                    <p className="reservation-cancel-charge">
                      {t(terms.kind === 'non-refundable' ? 'rates_cancel_non_refundable' : 'rates_cancel_inside_window', { total })}
                    </p>
                    <p className="muted">{t('stays_cancel_at_hotel')}</p>
                    <div className="field field-check">
                      <input id={`accept-charge-${_id}`} type="checkbox" name="acceptCharge" value="yes" required />
                      <label htmlFor={`accept-charge-${_id}`}>{t('stays_cancel_accept', { total })}</label>
                    </div>
                  </>
                )}
                <p>{t('stays_cancel_text')}</p>
                <button type="submit" className="button button-outline button-sm" disabled={cancelling}>
                  {cancelling && <ButtonSpinner />}
                  {t('stays_cancel_button')}
                </button>
              </Form>
            </details>
          )}
        </div>
      )}
    </article>
  );
}
