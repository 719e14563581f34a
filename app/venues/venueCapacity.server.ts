import { and, asc, desc, eq, gt, gte, max } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { hotels, venues, venueSlots, type VenueKind } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import type { FieldErrors } from '~/studio/StudioField';
import { withRetries } from '~/db/transactions.server';
import { localNow, timeOf, minutesOf } from '~/domain/hotelClock';
import { capacityLabel } from './sheetText';
import { VENUE_NOT_FOUND } from './venues.server';

/**
 * The editors' change to a venue's covers (a restaurant) or therapists (a spa) and largest party,
 * from the hotel's studio page. ADR 0032: in the transaction that changes the venue, locked
 * FOR UPDATE (it waits for bookings in flight, which hold it FOR SHARE, and holds new ones back),
 * the capacity of today's and later slot rows follows, and it never goes below what is already
 * booked in one of them. Audited; the venues trigger bumps the content version.
 */

export const VENUE_CAPACITY_MAX = 1000;
export const VENUE_PARTY_MAX = 20;

export interface StudioVenue {
  id: string;
  kind: VenueKind;
  name: string;
  capacity: number;
  maxParty: number;
  /** The most covers or therapists held in any slot from the hotel's today on. */
  mostBooked: number;
}

const unitsText = (kind: VenueKind, n: number) =>
  kind === 'spa' ? `${n} ${n === 1 ? 'therapist is' : 'therapists are'}` : `${n} ${n === 1 ? 'cover is' : 'covers are'}`;

/** A hotel's venues in its order, each with the most it holds in a slot from the hotel's today on. */
export async function venuesForStudio(db: Database, hotelId: string, now: Date): Promise<StudioVenue[]> {
  if (!isUuid(hotelId)) return [];
  const [hotel] = await db.select({ timeZone: hotels.timeZone }).from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) return [];
  const today = localNow(hotel.timeZone, now).date;
  const rows = await db
    .select({ id: venues.id, kind: venues.kind, name: venues.name, capacity: venues.capacity, maxParty: venues.maxParty })
    .from(venues)
    .where(eq(venues.hotelId, hotelId))
    .orderBy(asc(venues.position), asc(venues.name));
  const held = await db
    .select({ venueId: venueSlots.venueId, most: max(venueSlots.booked) })
    .from(venueSlots)
    .innerJoin(venues, eq(venues.id, venueSlots.venueId))
    .where(and(eq(venues.hotelId, hotelId), gte(venueSlots.day, today)))
    .groupBy(venueSlots.venueId);
  return rows.map((row) => ({ ...row, mostBooked: Number(held.find((h) => h.venueId === row.id)?.most ?? 0) }));
}

export type CapacityOutcome = { ok: true; value: StudioVenue } | { ok: false; status: 400 | 404 | 409; error: string; errors: FieldErrors };
const fail = (status: 400 | 404 | 409, error: string, errors: FieldErrors = {}): CapacityOutcome => ({ ok: false, status, error, errors });

/** Checks the typed numbers: whole numbers, capacity 1-1000, largest party 1 to the lesser of the capacity and 20. */
export function checkCapacity(
  input: { capacity: string; maxParty: string },
  kind: VenueKind,
): { ok: true; capacity: number; maxParty: number } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const whole = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : NaN);
  const capacity = whole(input.capacity);
  const maxParty = whole(input.maxParty);
  if (!(capacity >= 1 && capacity <= VENUE_CAPACITY_MAX)) errors.capacity = `${capacityLabel(kind)} must be a whole number from 1 to ${VENUE_CAPACITY_MAX}`;
  const partyMax = Math.min(Number.isNaN(capacity) ? VENUE_PARTY_MAX : capacity, VENUE_PARTY_MAX);
  if (!(maxParty >= 1 && maxParty <= partyMax)) errors.maxParty = `The largest party must be a whole number from 1 to ${partyMax}`;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, capacity, maxParty };
}

/**
 * Sets a venue's capacity and largest party: 404 when it is not this hotel's, 400 for numbers out
 * of range, 409 when a slot from the hotel's today on already holds more than the new capacity.
 */
export async function updateVenueCapacity(
  db: Database,
  actor: Pick<User, '_id' | 'username'>,
  hotelId: string,
  venueId: string,
  input: { capacity: string; maxParty: string },
  now: Date,
): Promise<CapacityOutcome> {
  if (!isUuid(venueId) || !isUuid(hotelId)) return fail(404, VENUE_NOT_FOUND);
  return withRetries(() =>
    db.transaction(async (tx): Promise<CapacityOutcome> => {
      const [before] = await tx
        .select({ id: venues.id, kind: venues.kind, name: venues.name, capacity: venues.capacity, maxParty: venues.maxParty, timeZone: hotels.timeZone })
        .from(venues)
        .innerJoin(hotels, eq(hotels.id, venues.hotelId))
        .where(and(eq(venues.id, venueId), eq(venues.hotelId, hotelId)))
        .for('update', { of: venues });
      if (!before) return fail(404, VENUE_NOT_FOUND);
      const checked = checkCapacity(input, before.kind);
      if (!checked.ok) {
        const count = Object.keys(checked.errors).length;
        return fail(400, count === 1 ? Object.values(checked.errors)[0]! : `Please correct the ${count} fields marked below.`, checked.errors);
      }
      const { capacity, maxParty } = checked;
      const today = localNow(before.timeZone, now).date;
      // Bookings wait on the venue's lock, so no slot can fill up between this read and the update.
      const [busiest] = await tx
        .select({ day: venueSlots.day, slot: venueSlots.slot, booked: venueSlots.booked })
        .from(venueSlots)
        .where(and(eq(venueSlots.venueId, venueId), gte(venueSlots.day, today), gt(venueSlots.booked, capacity)))
        .orderBy(desc(venueSlots.booked), asc(venueSlots.day), asc(venueSlots.slot))
        .limit(1);
      if (busiest) {
        const message = `${unitsText(before.kind, busiest.booked)} already booked at ${timeOf(minutesOf(busiest.slot))} on ${busiest.day}: ${capacityLabel(before.kind).toLowerCase()} can't go below ${busiest.booked}.`;
        return fail(409, message, { capacity: message });
      }
      await tx.update(venues).set({ capacity, maxParty }).where(eq(venues.id, venueId));
      await tx
        .update(venueSlots)
        .set({ capacity })
        .where(and(eq(venueSlots.venueId, venueId), gte(venueSlots.day, today)));
      await recordAudit(tx, actor, {
        action: 'venue.update',
        entity: 'venue',
        entityId: venueId,
        before: { capacity: before.capacity, maxParty: before.maxParty },
        after: { capacity, maxParty },
      });
      const [most] = await tx
        .select({ most: max(venueSlots.booked) })
        .from(venueSlots)
        .where(and(eq(venueSlots.venueId, venueId), gte(venueSlots.day, today)));
      return { ok: true, value: { id: venueId, kind: before.kind, name: before.name, capacity, maxParty, mostBooked: Number(most?.most ?? 0) } };
    }),
  );
}
