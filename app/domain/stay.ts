/**
 * The rules of a stay (docs/product/reservations.md): dates as YYYY-MM-DD calendar days, check-in
 * from today (UTC) up to a year ahead, check-out after check-in, at most MAX_NIGHTS nights, and a
 * party of 1 to MAX_GUESTS. Plain functions shared by the API, the pages' loaders and actions, and
 * the forms in the browser, so every door gives the same message in the same order.
 */

export const MAX_NIGHTS = 30;
export const BOOKING_WINDOW_DAYS = 365;
/** No room type takes more; a room type's own maximum is checked against its row. */
export const MAX_GUESTS = 20;
export const SPECIAL_REQUESTS_MAX = 1000;

export interface Stay {
  checkIn: string;
  checkOut: string;
  guests: number;
  nights: number;
}

export type StayField = 'checkIn' | 'checkOut' | 'guests';
/** A stay's problem as the translated pages say it: a message key of app/i18n/messages and its values. */
export interface StayProblemKey {
  key:
    | 'stay_checkin_missing'
    | 'stay_checkin_format'
    | 'stay_checkin_past'
    | 'stay_checkin_window'
    | 'stay_checkout_missing'
    | 'stay_checkout_format'
    | 'stay_checkout_order'
    | 'stay_too_long'
    | 'stay_guests';
  values?: Record<string, number>;
}
export type StayCheck = { ok: true; stay: Stay } | { ok: false; error: string; field: StayField; message: StayProblemKey };

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && utcDay(new Date(time)) === value;
}

/**
 * Checks a stay as a visitor typed it (strings from a form or a query) against `today` (UTC,
 * YYYY-MM-DD). The first problem wins, in the order of the form's fields.
 */
export function checkStay(input: { checkIn?: string | null; checkOut?: string | null; guests?: string | number | null }, today: string = utcDay()): StayCheck {
  const checkIn = (input.checkIn ?? '').trim();
  const checkOut = (input.checkOut ?? '').trim();
  if (!checkIn) return { ok: false, error: 'Please choose a check-in date', field: 'checkIn', message: { key: 'stay_checkin_missing' } };
  if (!isCalendarDay(checkIn))
    return { ok: false, error: 'Check-in must be a date written YYYY-MM-DD', field: 'checkIn', message: { key: 'stay_checkin_format' } };
  if (checkIn < today) return { ok: false, error: 'Check-in cannot be in the past', field: 'checkIn', message: { key: 'stay_checkin_past' } };
  if (daysBetween(today, checkIn) > BOOKING_WINDOW_DAYS) {
    return {
      ok: false,
      error: `Check-in must be within ${BOOKING_WINDOW_DAYS} days from today`,
      field: 'checkIn',
      message: { key: 'stay_checkin_window', values: { days: BOOKING_WINDOW_DAYS } },
    };
  }
  if (!checkOut) return { ok: false, error: 'Please choose a check-out date', field: 'checkOut', message: { key: 'stay_checkout_missing' } };
  if (!isCalendarDay(checkOut))
    return { ok: false, error: 'Check-out must be a date written YYYY-MM-DD', field: 'checkOut', message: { key: 'stay_checkout_format' } };
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) return { ok: false, error: 'Check-out must be after check-in', field: 'checkOut', message: { key: 'stay_checkout_order' } };
  if (nights > MAX_NIGHTS)
    return {
      ok: false,
      error: `A stay can be at most ${MAX_NIGHTS} nights`,
      field: 'checkOut',
      message: { key: 'stay_too_long', values: { nights: MAX_NIGHTS } },
    };
  const guestsText = String(input.guests ?? '').trim();
  const guests = Number(guestsText);
  if (!/^\d{1,2}$/.test(guestsText) || guests < 1 || guests > MAX_GUESTS) {
    return {
      ok: false,
      error: `Guests must be a whole number from 1 to ${MAX_GUESTS}`,
      field: 'guests',
      message: { key: 'stay_guests', values: { max: MAX_GUESTS } },
    };
  }
  return { ok: true, stay: { checkIn, checkOut, guests, nights } };
}

/** The stay's query string, as the search forms write it: `checkIn=…&checkOut=…&guests=…`. */
export function staySearch(stay: Pick<Stay, 'checkIn' | 'checkOut' | 'guests'>): string {
  return new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut, guests: String(stay.guests) }).toString();
}

/** The stay a URL asks about: null when it names no dates at all, else the check. */
export function stayFromSearch(params: URLSearchParams, today: string = utcDay()): StayCheck | null {
  if (!params.has('checkIn') && !params.has('checkOut')) return null;
  return checkStay({ checkIn: params.get('checkIn'), checkOut: params.get('checkOut'), guests: params.get('guests') ?? '2' }, today);
}

/** "3 nights", "1 night". */
export const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** "2 guests", "1 guest". */
export const guestsText = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
