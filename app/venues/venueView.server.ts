import type { Database } from '~/db/client.server';
import { formatPrice } from '~/i18n/format';
import { LOCALE_INFO, type Locale } from '~/i18n/locales';
import { messagesOf } from '~/i18n/catalogs.server';
import { translatorFor, type MessageKey } from '~/i18n/translate';
import { addDays } from '~/domain/stay';
import { WEEKDAYS } from '~/domain/hotelClock';
import { formatClockTime, formatVenueDay, weekdayNames } from './format';
import { freeSlots } from './slots.server';
import { BOOKING_WINDOW_DAYS, venueToday, type Outcome, type Venue } from './venues.server';

/** A text of the page's catalogue that says what is wrong, with its values. */
export interface Problem {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** Why a day, party, treatment or time cannot be booked, in the page's language (the checks' field says which). */
export function problemOf(outcome: Extract<Outcome<unknown>, { ok: false }>, venue: Pick<Venue, 'maxParty'>): Problem {
  if (outcome.status === 409) return { key: 'venue_error_full' };
  switch (outcome.field) {
    case 'date':
      return { key: 'venue_error_date', values: { days: BOOKING_WINDOW_DAYS } };
    case 'party':
      return { key: 'venue_error_party', values: { max: venue.maxParty } };
    case 'treatment':
      return { key: 'venue_error_treatment' };
    default:
      return { key: 'venue_error_time' };
  }
}

/**
 * What a venue's page shows for the guest's question in its address (`date`, `party` or
 * `treatment`, and a `time` kept through sign-in): the free times of that day, or why there are
 * none. Today by the hotel's clock and two at a table (one treatment, the first) when not asked.
 * Every time and day is written here, on the server, in the page's language.
 */
export async function venueView(db: Database, venue: Venue, query: URLSearchParams, locale: Locale, now: Date) {
  const today = venueToday(venue, now).date;
  const treatments = venue.treatments ?? [];
  const choice = {
    date: query.get('date') || today,
    party: query.get('party') || String(Math.min(2, venue.maxParty)),
    treatment: venue.kind === 'spa' ? query.get('treatment') || treatments[0]?._id || null : null,
    time: query.get('time'),
  };
  const outcome = await freeSlots(db, venue._id, { date: choice.date, party: venue.kind === 'spa' ? 1 : choice.party, treatmentId: choice.treatment }, now);
  const closedWeekdays = venue.closedOn.map((day) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]) + 1);
  const time = (value: string) => formatClockTime(value, locale);
  const t = translatorFor({ locale, messages: messagesOf(locale) });
  return {
    venue,
    choice,
    today,
    lastDay: addDays(today, BOOKING_WINDOW_DAYS),
    dayLabel: outcome.ok ? formatVenueDay(choice.date, locale) : '',
    slots: outcome.ok ? outcome.value.map((slot) => ({ ...slot, label: time(slot.time) })) : null,
    closed: outcome.ok && outcome.value.length === 0 && closedWeekdays.includes(new Date(`${choice.date}T12:00:00Z`).getUTCDay() || 7),
    problem: outcome.ok ? null : problemOf(outcome, venue),
    sittings: venue.sittings.map((sitting) => ({ ...sitting, opens: time(sitting.opens), closes: time(sitting.closes) })),
    closedOnText: closedWeekdays.length
      ? new Intl.ListFormat(LOCALE_INFO[locale].tag, { type: 'conjunction' }).format(weekdayNames(closedWeekdays, locale))
      : null,
    treatments: treatments.map((treatment) => ({
      _id: treatment._id,
      label: t('venue_treatment_option', {
        name: treatment.name,
        minutes: treatment.durationMinutes,
        price: formatPrice(treatment.price, treatment.currency, locale),
      }),
    })),
    partySizes: Array.from({ length: venue.maxParty }, (_, i) => i + 1),
  };
}
