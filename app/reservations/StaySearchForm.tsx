import { Form } from 'react-router';
import { useT } from '~/i18n/translate';
import { addDays, BOOKING_WINDOW_DAYS, MAX_NIGHTS, type StayField } from '~/domain/stay';

export interface StayValues {
  checkIn: string;
  checkOut: string;
  guests: string;
  hotel?: string;
}

/** What the form shows before the visitor chooses: two weeks ahead, three nights, two guests. */
export function defaultStayValues(today: string): StayValues {
  return { checkIn: addDays(today, 14), checkOut: addDays(today, 17), guests: '2' };
}

/** The stay a URL asks about, as the form's values (defaults where it names none). */
export function stayValuesOf(params: URLSearchParams, today: string): StayValues {
  const defaults = defaultStayValues(today);
  return {
    checkIn: params.get('checkIn') ?? defaults.checkIn,
    checkOut: params.get('checkOut') ?? defaults.checkOut,
    guests: params.get('guests') ?? defaults.guests,
    hotel: params.get('hotel') ?? '',
  };
}

const GUEST_CHOICES = Array.from({ length: 10 }, (_, i) => String(i + 1));

interface Props {
  /** Where the search goes (a GET: the stay ends up in the address, shareable and working without scripts). */
  action: string;
  values: StayValues;
  today: string;
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  /** Hotels to choose from; no hotel field when absent. */
  hotels?: { slug: string; name: string }[];
  problem?: { error: string; field: StayField } | null;
  submitLabel?: string;
  className?: string;
  /** An offer the search is for (/booking?offer=…): kept by the search, so its plan stays listed. */
  offer?: string | null;
}

/**
 * Dates and party: a GET form, so it searches before the page's scripts run and without them; with
 * them React Router fetches the new page in place. The server checks everything again (stay.ts).
 */
export function StaySearchForm({ action, values, today, id, hotels, problem, submitLabel, className = '', offer }: Props) {
  const t = useT();
  const errorId = `${id}-error`;
  const invalid = (field: StayField) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
  const latestCheckIn = addDays(today, BOOKING_WINDOW_DAYS);
  return (
    <Form method="get" action={action} preventScrollReset className={`stay-search ${className}`} aria-label={t('stay_search')}>
      <div className="field">
        <label htmlFor={`${id}-check-in`}>{t('hotels_check_in')}</label>
        <input
          id={`${id}-check-in`}
          name="checkIn"
          type="date"
          required
          min={today}
          max={latestCheckIn}
          defaultValue={values.checkIn}
          {...invalid('checkIn')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-check-out`}>{t('hotels_check_out')}</label>
        <input
          id={`${id}-check-out`}
          name="checkOut"
          type="date"
          required
          min={addDays(today, 1)}
          max={addDays(latestCheckIn, MAX_NIGHTS)}
          defaultValue={values.checkOut}
          {...invalid('checkOut')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-guests`}>{t('hotels_guests')}</label>
        <select id={`${id}-guests`} name="guests" defaultValue={GUEST_CHOICES.includes(values.guests) ? values.guests : '2'} {...invalid('guests')}>
          {GUEST_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {hotels && (
        <div className="field">
          <label htmlFor={`${id}-hotel`}>{t('hotels_hotel')}</label>
          <select id={`${id}-hotel`} name="hotel" defaultValue={values.hotel ?? ''}>
            <option value="">{t('hotels_all_hotels')}</option>
            {hotels.map((h) => (
              <option key={h.slug} value={h.slug}>
                {h.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {offer && <input type="hidden" name="offer" value={offer} />}
      <button type="submit" className="button button-gold">
        {submitLabel ?? t('hotels_check_availability')}
      </button>
      {problem && (
        <p id={errorId} className="form-alert form-alert-error stay-search-error" role="alert">
          {problem.error}
        </p>
      )}
    </Form>
  );
}
