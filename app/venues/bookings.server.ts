import { and, eq, inArray, sql } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { bookings, hotels, venues, venueSlots } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { withRetries } from '~/db/transactions.server';
import { isClockTime, isoWeekday, localNow, minutesOf, timeOf, WEEKDAYS } from '~/domain/hotelClock';
import type { Booking, StaffBooking } from './booking';
import { findBooking, withoutGuest } from './bookingQueries.server';
import { newBookingReference } from './reference.server';
import { checkQuestion, heldSlots, isClosedOn, lockSlots, startsOf, type SlotQuestion } from './slots.server';
import { BOOKING_NOT_FOUND, fail, findBookableVenue, SLOT_FULL, VENUE_NOT_FOUND, type Outcome } from './venues.server';

/**
 * The guests' tables and treatments (docs/decisions/0032-tables-and-treatments-capacity.md). A
 * booking takes `party` of the venue's capacity in every slot from its start to its end, with one
 * guarded update of venue_slots in the transaction that stores it: covers for a table (one slot),
 * therapists for a treatment (every slot its duration spans). Every day and time is the hotel's
 * own, by the hotel's clock (`now`).
 */

/** A guest may cancel a confirmed booking until it begins, by the hotel's clock. */
export function isCancellable(booking: Pick<Booking, 'status' | 'date' | 'time' | 'venue'>, now: Date): boolean {
  if (booking.status !== 'confirmed') return false;
  const clock = localNow(booking.venue.hotel.timeZone, now);
  return booking.date > clock.date || (booking.date === clock.date && minutesOf(booking.time) > clock.minutes);
}

export interface BookingRequest extends SlotQuestion {
  venueId: string;
  time: string;
  note?: string | null;
}

class SlotFull extends Error {}

/**
 * Books a table or a treatment, confirmed at once, or answers why not: 404 for an unknown venue,
 * 400 for a day, party, treatment or time the venue does not offer (past by the hotel's clock, a
 * closed day, not a start on its grid), 409 when a slot it needs has no room left.
 */
export async function book(db: Database, user: Pick<User, '_id'>, request: BookingRequest, now: Date): Promise<Outcome<Booking>> {
  if (!isUuid(request.venueId)) return fail(404, VENUE_NOT_FOUND);
  const note = request.note?.trim() || null;
  try {
    const outcome = await withRetries(() =>
      db.transaction(async (tx): Promise<Outcome<string>> => {
        const venue = await findBookableVenue(tx, request.venueId, 'share');
        if (!venue) return fail(404, VENUE_NOT_FOUND);
        const checked = checkQuestion(venue, request, now);
        if (!checked.ok) return checked;
        const { date, party, treatment, span, today, nowMinutes } = checked.value;
        if (isClosedOn(venue, date)) return fail(400, `${venue.name} is closed on ${WEEKDAYS[isoWeekday(date) - 1]}s`, 'date');
        const time = String(request.time ?? '').trim();
        if (!isClockTime(time)) return fail(400, 'The time must be written HH:MM', 'time');
        const start = minutesOf(time);
        if (!startsOf(venue, span).includes(start)) {
          return fail(
            400,
            `${treatment ? `The ${treatment.name}` : 'A table'} cannot begin at ${time} at ${venue.name}. Please choose one of the times offered.`,
            'time',
          );
        }
        if (date === today && start <= nowMinutes) return fail(400, `${time} has already begun at ${venue.name}. Please choose a later time.`, 'time');

        const slots = heldSlots(venue, start, span).map(timeOf);
        await lockSlots(tx, venue, date, slots);
        // One guarded update over the slots: each keeps booked + party within its capacity, or is
        // left as it was. Fewer rows than slots: one is full, and the transaction is undone.
        const taken = await tx
          .update(venueSlots)
          .set({ booked: sql`${venueSlots.booked} + ${party}` })
          .where(
            and(
              eq(venueSlots.venueId, venue._id),
              eq(venueSlots.day, date),
              inArray(venueSlots.slot, slots),
              sql`${venueSlots.booked} + ${party} <= ${venueSlots.capacity}`,
            ),
          )
          .returning({ slot: venueSlots.slot });
        if (taken.length !== slots.length) throw new SlotFull();
        const [created] = await tx
          .insert(bookings)
          .values({
            reference: newBookingReference(),
            venueId: venue._id,
            userId: user._id,
            day: date,
            startTime: time,
            endTime: timeOf(start + span),
            party,
            treatmentId: treatment?._id ?? null,
            note,
          })
          .returning({ id: bookings.id });
        return { ok: true, value: created!.id };
      }),
    );
    if (!outcome.ok) return outcome;
    const booking = await findBooking(db, outcome.value);
    return { ok: true, value: withoutGuest(booking!) };
  } catch (error) {
    if (error instanceof SlotFull) return fail(409, SLOT_FULL);
    throw error;
  }
}

/** The guest cancels their own; a member of staff cancels any, with a note the guest reads (audited). */
export type Cancellation = { by: Pick<User, '_id'>; staff?: undefined } | { by: Pick<User, '_id' | 'username'>; staff: { note: string | null } };

/**
 * Cancels a confirmed booking before it begins (the hotel's clock), in one transaction with the
 * booking locked, giving its party back to every slot it held: 404 when there is none (for a guest,
 * also someone else's), 409 when already cancelled or begun. A staff cancellation is audited in the
 * same transaction.
 */
export async function cancelBooking(db: Database, id: string, cancellation: Cancellation, now: Date): Promise<Outcome<StaffBooking>> {
  if (!isUuid(id)) return fail(404, BOOKING_NOT_FOUND);
  const outcome = await withRetries(() =>
    db.transaction(async (tx): Promise<Outcome<null>> => {
      const owner = cancellation.staff ? undefined : eq(bookings.userId, cancellation.by._id);
      const [current] = await tx
        .select({
          status: bookings.status,
          venueId: bookings.venueId,
          day: bookings.day,
          startTime: bookings.startTime,
          endTime: bookings.endTime,
          party: bookings.party,
          slotMinutes: venues.slotMinutes,
          capacity: venues.capacity,
          timeZone: hotels.timeZone,
        })
        .from(bookings)
        .innerJoin(venues, eq(venues.id, bookings.venueId))
        .innerJoin(hotels, eq(hotels.id, venues.hotelId))
        .where(and(eq(bookings.id, id), owner))
        .for('update', { of: bookings });
      if (!current) return fail(404, BOOKING_NOT_FOUND);
      if (current.status !== 'confirmed') return fail(409, `This booking is already ${current.status}`);
      const clock = localNow(current.timeZone, now);
      const start = minutesOf(current.startTime);
      if (current.day < clock.date || (current.day === clock.date && start <= clock.minutes)) {
        return fail(409, 'This booking has already begun and can no longer be cancelled. Please speak to the concierge.');
      }
      const staffNote = cancellation.staff ? cancellation.staff.note?.trim() || null : undefined;
      await tx
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: now, cancelledBy: cancellation.by._id, updatedAt: now, ...(staffNote !== undefined && { staffNote }) })
        .where(eq(bookings.id, id));
      // The slots it held, from the times it keeps (not today's grid), locked in time order as a booking takes them.
      const held: string[] = [];
      for (let slot = start; slot < minutesOf(current.endTime); slot += current.slotMinutes) held.push(timeOf(slot));
      await lockSlots(tx, { _id: current.venueId, capacity: current.capacity }, current.day, held);
      await tx
        .update(venueSlots)
        .set({ booked: sql`${venueSlots.booked} - ${current.party}` })
        .where(and(eq(venueSlots.venueId, current.venueId), eq(venueSlots.day, current.day), inArray(venueSlots.slot, held)));
      if (cancellation.staff) {
        await recordAudit(tx, cancellation.by, {
          action: 'booking.cancelled',
          entity: 'booking',
          entityId: id,
          before: { status: current.status },
          after: { status: 'cancelled', note: staffNote },
        });
      }
      return { ok: true, value: null };
    }),
  );
  if (!outcome.ok) return outcome;
  return { ok: true, value: (await findBooking(db, id))! };
}
