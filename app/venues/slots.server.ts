import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { venueSlots } from '~/db/schema';
import { daysBetween, isCalendarDay } from '~/domain/stay';
import { isoWeekday, localNow, minutesOf, timeOf } from '~/domain/hotelClock';
import { BOOKING_WINDOW_DAYS, fail, findBookableVenue, VENUE_NOT_FOUND, type BookableVenue, type Outcome, type Treatment } from './venues.server';

/**
 * A venue's grid of starts and what is free on it, by the hotel's clock: the checks every door
 * shares (the day, the party, the treatment), the starts a booking may take, and the slot rows a
 * booking locks (docs/decisions/0032-tables-and-treatments-capacity.md).
 */

/** What a guest asks about: the day, the party and (a spa) the treatment, as typed. */
export interface SlotQuestion {
  date?: string | null;
  party?: string | number | null;
  treatmentId?: string | null;
}

interface CheckedQuestion {
  date: string;
  party: number;
  treatment: Treatment | null;
  /** Minutes a booking lasts: one slot for a table, the treatment's duration. */
  span: number;
  /** The hotel's day and time now. */
  today: string;
  nowMinutes: number;
}

/** The checks every door shares, in the order of the form: date, party, treatment. */
export function checkQuestion(venue: BookableVenue, question: SlotQuestion, now: Date): Outcome<CheckedQuestion> {
  const clock = localNow(venue.hotel.timeZone, now);
  const date = String(question.date ?? '').trim();
  if (!date) return fail(400, 'Please choose a date', 'date');
  if (!isCalendarDay(date)) return fail(400, 'The date must be written YYYY-MM-DD', 'date');
  if (date < clock.date) return fail(400, 'The date cannot be in the past', 'date');
  if (daysBetween(clock.date, date) > BOOKING_WINDOW_DAYS) return fail(400, `The date must be within ${BOOKING_WINDOW_DAYS} days from today`, 'date');
  // No party given: two at a table (or the venue's largest party when smaller), one at a spa.
  const partyText =
    question.party === undefined || question.party === null ? String(venue.kind === 'spa' ? 1 : Math.min(2, venue.maxParty)) : String(question.party).trim();
  const party = Number(partyText);
  if (!/^\d{1,3}$/.test(partyText) || party < 1 || party > venue.maxParty) {
    return fail(400, `Party must be a whole number from 1 to ${venue.maxParty}`, 'party');
  }
  let treatment: Treatment | null = null;
  const treatmentId = String(question.treatmentId ?? '').trim();
  if (venue.kind === 'spa') {
    if (!treatmentId) return fail(400, 'Please choose a treatment', 'treatment');
    treatment = venue.treatments.find((t) => t._id === treatmentId) ?? null;
    if (!treatment) return fail(400, `${venue.name} has no such treatment`, 'treatment');
  } else if (treatmentId) {
    return fail(400, 'Only a spa takes a treatment', 'treatment');
  }
  return { ok: true, value: { date, party, treatment, span: treatment?.durationMinutes ?? venue.slotMinutes, today: clock.date, nowMinutes: clock.minutes } };
}

/** Every start on the grid of each sitting whose booking (`span` minutes) ends by the sitting's close. */
export function startsOf(venue: BookableVenue, span: number): number[] {
  const starts: number[] = [];
  for (const sitting of venue.sittings) {
    for (let start = minutesOf(sitting.opens); start + span <= minutesOf(sitting.closes); start += venue.slotMinutes) starts.push(start);
  }
  return starts;
}

/** The slots a booking from `start` holds: its own and those its duration spans. */
export const heldSlots = (venue: Pick<BookableVenue, 'slotMinutes'>, start: number, span: number) =>
  Array.from({ length: Math.ceil(span / venue.slotMinutes) }, (_, i) => start + i * venue.slotMinutes);

export const isClosedOn = (venue: BookableVenue, date: string) => venue.closedWeekdays.includes(isoWeekday(date));

export interface FreeSlot {
  time: string;
  available: number;
}

/**
 * The times a party can still book on a day, in the hotel's local time: starts already begun by
 * the hotel's clock are left out, as is a day the venue is closed (an empty list), and so is any
 * start without room for the party. `available`: free covers for a table; therapists free for the
 * treatment's whole length at a spa.
 */
export async function freeSlots(db: Database, venueId: string, question: SlotQuestion, now: Date): Promise<Outcome<FreeSlot[]>> {
  const venue = await findBookableVenue(db, venueId);
  if (!venue) return fail(404, VENUE_NOT_FOUND);
  const checked = checkQuestion(venue, question, now);
  if (!checked.ok) return checked;
  const { date, party, span, today, nowMinutes } = checked.value;
  if (isClosedOn(venue, date)) return { ok: true, value: [] };
  const rows = await db
    .select({ slot: venueSlots.slot, capacity: venueSlots.capacity, booked: venueSlots.booked })
    .from(venueSlots)
    .where(and(eq(venueSlots.venueId, venue._id), eq(venueSlots.day, date)));
  const free = new Map(rows.map((r) => [minutesOf(r.slot), r.capacity - r.booked]));
  const slots: FreeSlot[] = [];
  for (const start of startsOf(venue, span)) {
    if (date === today && start <= nowMinutes) continue;
    const available = Math.min(...heldSlots(venue, start, span).map((slot) => free.get(slot) ?? venue.capacity));
    if (available >= party) slots.push({ time: timeOf(start), available });
  }
  return { ok: true, value: slots };
}

/**
 * Locks the day's slot rows from `first` to `last` in time order, making the missing ones with the
 * venue's capacity. Every writer takes them in this order, so two transactions never wait on each
 * other in a circle.
 */
export async function lockSlots(tx: Database, venue: { _id: string; capacity: number }, date: string, slots: string[]) {
  await tx.execute(sql`
    insert into venue_slots (venue_id, day, slot, capacity)
    values ${sql.join(
      slots.map((slot) => sql`(${venue._id}::uuid, ${date}::date, ${slot}::time, ${venue.capacity})`),
      sql`, `,
    )}
    on conflict do nothing`);
  await tx.execute(sql`
    select slot from venue_slots
    where venue_id = ${venue._id} and day = ${date} and slot >= ${slots[0]}::time and slot <= ${slots[slots.length - 1]}::time
    order by slot
    for update`);
}
