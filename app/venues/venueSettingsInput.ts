import type { VenueKind } from '~/db/values';
import type { FieldErrors } from '~/studio/StudioField';
import { isClockTime, WEEKDAYS } from '~/domain/hotelClock';

/**
 * The checks of an editor's venue forms, as typed, one message per field: the same limits as the
 * database's (app/db/tables/venues.ts), so a refusal is a 400 in words, never a failed statement.
 */

export const VENUE_LIMITS = {
  name: 100,
  cuisine: 100,
  description: 2000,
  sittingName: 60,
  treatmentName: 100,
  slotMin: 15,
  slotMax: 240,
  durationMin: 15,
  durationMax: 480,
  priceMax: 1_000_000,
} as const;

/** The slot lengths that tile the day from midnight (the database's rule): 15, 16, 18, 20 … 240. */
export const SLOT_LENGTHS = Array.from({ length: VENUE_LIMITS.slotMax - VENUE_LIMITS.slotMin + 1 }, (_, i) => i + VENUE_LIMITS.slotMin).filter(
  (m) => 1440 % m === 0,
);

export interface TextsInput {
  name: string;
  cuisine: string;
  description: string;
}
export interface HoursInput {
  slotMinutes: string;
  /** The ticked ISO weekdays, "1" Monday … "7" Sunday. */
  closedWeekdays: string[];
}
export interface SittingInput {
  name: string;
  opens: string;
  closes: string;
}
export interface TreatmentInput {
  name: string;
  durationMinutes: string;
  price: string;
}

type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };
const outcome = <T>(errors: FieldErrors, value: () => T): Checked<T> => (Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: value() });

const wholeNumber = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : NaN);

function text(errors: FieldErrors, field: string, label: string, value: string, max: number): string {
  const trimmed = value.trim();
  if (!trimmed) errors[field] = `${label} is required`;
  else if ([...trimmed].length > max) errors[field] = `${label} must be at most ${max} characters`;
  return trimmed;
}

export function checkTexts(input: TextsInput, kind: VenueKind): Checked<{ name: string; cuisine: string | null; description: string }> {
  const errors: FieldErrors = {};
  const name = text(errors, 'name', 'Name', input.name, VENUE_LIMITS.name);
  // A spa has no cuisine (the database's rule); whatever a spa's form sends is left aside.
  const cuisine = kind === 'restaurant' ? text(errors, 'cuisine', 'Cuisine', input.cuisine, VENUE_LIMITS.cuisine) : null;
  const description = text(errors, 'description', 'Description', input.description, VENUE_LIMITS.description);
  return outcome(errors, () => ({ name, cuisine, description }));
}

export function checkHours(input: HoursInput): Checked<{ slotMinutes: number; closedWeekdays: number[] }> {
  const errors: FieldErrors = {};
  const slotMinutes = wholeNumber(input.slotMinutes);
  if (!SLOT_LENGTHS.includes(slotMinutes)) {
    errors.slotMinutes = `The slot length must be a whole number of minutes from ${VENUE_LIMITS.slotMin} to ${VENUE_LIMITS.slotMax} that divides the day (15, 20, 30, 45, 60, 90, 120…)`;
  }
  const closed = new Set<number>();
  for (const day of input.closedWeekdays) {
    const n = wholeNumber(day);
    if (n >= 1 && n <= 7) closed.add(n);
    else errors.closedWeekdays = `Closed days must be among ${WEEKDAYS.join(', ')}`;
  }
  if (closed.size === 7) errors.closedWeekdays = 'A venue closed every day takes no bookings: leave at least one day open';
  return outcome(errors, () => ({ slotMinutes, closedWeekdays: [...closed].sort() }));
}

export function checkSitting(input: SittingInput): Checked<{ name: string; opens: string; closes: string }> {
  const errors: FieldErrors = {};
  const name = text(errors, 'name', 'Name', input.name, VENUE_LIMITS.sittingName);
  const opens = input.opens.trim().slice(0, 5);
  const closes = input.closes.trim().slice(0, 5);
  if (!isClockTime(opens)) errors.opens = 'Opens must be a time written HH:MM';
  if (!isClockTime(closes)) errors.closes = 'Closes must be a time written HH:MM';
  else if (isClockTime(opens) && closes <= opens) errors.closes = `Closes must be after it opens (${opens})`;
  return outcome(errors, () => ({ name, opens, closes }));
}

export function checkTreatment(input: TreatmentInput, slotMinutes: number): Checked<{ name: string; durationMinutes: number; price: number }> {
  const errors: FieldErrors = {};
  const name = text(errors, 'name', 'Name', input.name, VENUE_LIMITS.treatmentName);
  const durationMinutes = wholeNumber(input.durationMinutes);
  if (!(durationMinutes >= VENUE_LIMITS.durationMin && durationMinutes <= VENUE_LIMITS.durationMax)) {
    errors.durationMinutes = `The length must be a whole number of minutes from ${VENUE_LIMITS.durationMin} to ${VENUE_LIMITS.durationMax}`;
  } else if (durationMinutes % slotMinutes !== 0) {
    errors.durationMinutes = `The length must be a whole number of the spa's ${slotMinutes}-minute slots`;
  }
  const price = wholeNumber(input.price);
  if (!(price >= 0 && price <= VENUE_LIMITS.priceMax)) errors.price = `The price must be a whole number from 0 to ${VENUE_LIMITS.priceMax}`;
  return outcome(errors, () => ({ name, durationMinutes, price }));
}
