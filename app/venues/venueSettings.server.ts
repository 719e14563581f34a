import { and, asc, count, eq, gte, isNull } from 'drizzle-orm';
import { canEditContent, type User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { bookings, hotels, spaTreatments, venues, venueSittings, venueSlots, type VenueKind } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { withRetries } from '~/db/transactions.server';
import type { FieldErrors } from '~/studio/StudioField';
import { isoWeekday, localNow, minutesOf, timeOf, WEEKDAYS } from '~/domain/hotelClock';
import { hhmm, VENUE_NOT_FOUND } from './venues.server';
import { checkHours, checkTexts, type HoursInput, type TextsInput } from './venueSettingsInput';

/**
 * The editors' changes to a venue beyond its capacity (venueCapacity.server.ts): its texts, slot
 * length and closed weekdays here, its sittings (venueSittings.server.ts) and a spa's treatments
 * (venueTreatments.server.ts), with the guard and the checks they share. ADR 0032: each write runs in
 * one transaction that locks the venue FOR UPDATE (bookings in flight hold it FOR SHARE, so none
 * lands between the check and the change) and refuses to leave a confirmed booking from the
 * hotel's today on outside the venue's hours, off its grid or on a closed day. Audited; the
 * triggers of venues, venue_sittings and spa_treatments bump the content version.
 */

export type SettingsOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 403 | 404 | 409; error: string; errors: FieldErrors };
export const fail = <T>(status: 400 | 403 | 404 | 409, error: string, errors: FieldErrors = {}): SettingsOutcome<T> => ({ ok: false, status, error, errors });
export const invalid = <T>(errors: FieldErrors): SettingsOutcome<T> => {
  const count = Object.keys(errors).length;
  return fail(400, count === 1 ? Object.values(errors)[0]! : `Please correct the ${count} fields marked below.`, errors);
};

export interface EditableSitting {
  id: string;
  name: string;
  opens: string;
  closes: string;
}

export interface EditableTreatment {
  id: string;
  name: string;
  durationMinutes: number;
  price: number;
}

export interface EditableVenue {
  id: string;
  hotelId: string;
  hotelName: string;
  currency: string;
  kind: VenueKind;
  name: string;
  cuisine: string | null;
  description: string;
  slotMinutes: number;
  closedWeekdays: number[];
  sittings: EditableSitting[];
  treatments: EditableTreatment[];
  /** Confirmed bookings from the hotel's today on: while there are any, the slot length stays. */
  upcomingBookings: number;
}

/** The venue as a write reads it under its lock, with its hotel's clock. */
export type LockedVenue = Pick<EditableVenue, 'id' | 'kind' | 'name' | 'cuisine' | 'description' | 'slotMinutes' | 'closedWeekdays'> & { timeZone: string };

/** A confirmed booking from the hotel's today on, as the checks read it. */
interface UpcomingBooking {
  day: string;
  start: number;
  end: number;
}

/** The hours a venue would keep after a change: what every upcoming booking must still fit. */
interface Plan {
  slotMinutes: number;
  closedWeekdays: number[];
  sittings: { opens: string; closes: string }[];
}

export const sittingsOf = (db: Database, venueId: string) =>
  db
    .select({ id: venueSittings.id, name: venueSittings.name, opens: venueSittings.opens, closes: venueSittings.closes })
    .from(venueSittings)
    .where(eq(venueSittings.venueId, venueId))
    .orderBy(asc(venueSittings.opens));

/** A hotel's venue as the editor's page shows it; null when it is not that hotel's. */
export async function findVenueForEditor(db: Database, hotelId: string, venueId: string, now: Date): Promise<EditableVenue | null> {
  if (!isUuid(hotelId) || !isUuid(venueId)) return null;
  const [row] = await db
    .select({ ...lockedColumns, hotelName: hotels.name, currency: hotels.currency })
    .from(venues)
    .innerJoin(hotels, eq(hotels.id, venues.hotelId))
    .where(and(eq(venues.id, venueId), eq(venues.hotelId, hotelId)));
  if (!row) return null;
  const today = localNow(row.timeZone, now).date;
  const [sittings, treatments, [upcoming]] = await Promise.all([
    sittingsOf(db, venueId),
    db
      .select({ id: spaTreatments.id, name: spaTreatments.name, durationMinutes: spaTreatments.durationMinutes, price: spaTreatments.price })
      .from(spaTreatments)
      .where(and(eq(spaTreatments.venueId, venueId), isNull(spaTreatments.withdrawnAt)))
      .orderBy(asc(spaTreatments.position), asc(spaTreatments.name)),
    db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.venueId, venueId), eq(bookings.status, 'confirmed'), gte(bookings.day, today))),
  ]);
  return {
    id: row.id,
    hotelId,
    hotelName: row.hotelName,
    currency: row.currency,
    kind: row.kind,
    name: row.name,
    cuisine: row.cuisine,
    description: row.description,
    slotMinutes: row.slotMinutes,
    closedWeekdays: [...row.closedWeekdays].sort(),
    sittings: sittings.map((s) => ({ ...s, opens: hhmm(s.opens), closes: hhmm(s.closes) })),
    treatments,
    upcomingBookings: Number(upcoming?.n ?? 0),
  };
}

const lockedColumns = {
  id: venues.id,
  kind: venues.kind,
  name: venues.name,
  cuisine: venues.cuisine,
  description: venues.description,
  slotMinutes: venues.slotMinutes,
  closedWeekdays: venues.closedWeekdays,
  timeZone: hotels.timeZone,
};

/**
 * Runs `work` on the hotel's venue locked FOR UPDATE, in one transaction (retried on a deadlock):
 * 403 without the editor's role, 404 when the venue is not this hotel's.
 */
export function withVenueLocked<T>(
  db: Database,
  actor: Pick<User, '_id' | 'username' | 'role'>,
  hotelId: string,
  venueId: string,
  work: (tx: Database, venue: LockedVenue) => Promise<SettingsOutcome<T>>,
): Promise<SettingsOutcome<T>> {
  if (!canEditContent(actor)) return Promise.resolve(fail(403, 'Venues are edited by the editors'));
  if (!isUuid(hotelId) || !isUuid(venueId)) return Promise.resolve(fail(404, VENUE_NOT_FOUND));
  return withRetries(() =>
    db.transaction(async (tx): Promise<SettingsOutcome<T>> => {
      const [venue] = await tx
        .select(lockedColumns)
        .from(venues)
        .innerJoin(hotels, eq(hotels.id, venues.hotelId))
        .where(and(eq(venues.id, venueId), eq(venues.hotelId, hotelId)))
        .for('update', { of: venues });
      if (!venue) return fail(404, VENUE_NOT_FOUND);
      return work(tx, venue);
    }),
  );
}

export async function upcomingBookings(tx: Database, venue: LockedVenue, now: Date, treatmentId?: string): Promise<UpcomingBooking[]> {
  const today = localNow(venue.timeZone, now).date;
  const rows = await tx
    .select({ day: bookings.day, startTime: bookings.startTime, endTime: bookings.endTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.venueId, venue.id),
        eq(bookings.status, 'confirmed'),
        gte(bookings.day, today),
        treatmentId ? eq(bookings.treatmentId, treatmentId) : undefined,
      ),
    )
    .orderBy(asc(bookings.day), asc(bookings.startTime));
  return rows.map((r) => ({ day: r.day, start: minutesOf(r.startTime), end: minutesOf(r.endTime) }));
}

const fitsSitting = (plan: Plan, b: UpcomingBooking) =>
  plan.sittings.some((s) => b.start >= minutesOf(s.opens) && b.end <= minutesOf(s.closes) && (b.start - minutesOf(s.opens)) % plan.slotMinutes === 0);

export const when = (b: UpcomingBooking) => `${timeOf(b.start)} on ${WEEKDAYS[isoWeekday(b.day) - 1]} ${b.day}`;

/** Why the plan would strand an upcoming booking (the first, in time order), or null. */
export function strandedBy(plan: Plan, upcoming: UpcomingBooking[]): string | null {
  for (const b of upcoming) {
    const weekday = isoWeekday(b.day);
    if (plan.closedWeekdays.includes(weekday)) {
      return `A booking at ${when(b)} stands: the venue can't close on ${WEEKDAYS[weekday - 1]}s while it does.`;
    }
    if (!fitsSitting(plan, b)) {
      return `A booking at ${when(b)} (until ${timeOf(b.end)}) would no longer fit the hours: it must begin on the ${plan.slotMinutes}-minute grid from a sitting's opening and end by its close.`;
    }
  }
  return null;
}

export const planOf = (venue: LockedVenue, sittings: { opens: string; closes: string }[]): Plan => ({
  slotMinutes: venue.slotMinutes,
  closedWeekdays: venue.closedWeekdays,
  sittings,
});

/** Name, cuisine (restaurants) and description. */
export function updateVenueTexts(db: Database, actor: Pick<User, '_id' | 'username' | 'role'>, hotelId: string, venueId: string, input: TextsInput) {
  return withVenueLocked(db, actor, hotelId, venueId, async (tx, venue): Promise<SettingsOutcome<{ name: string }>> => {
    const checked = checkTexts(input, venue.kind);
    if (!checked.ok) return invalid(checked.errors);
    const after = checked.value;
    await tx.update(venues).set(after).where(eq(venues.id, venue.id));
    await recordAudit(tx, actor, {
      action: 'venue.update',
      entity: 'venue',
      entityId: venue.id,
      before: { name: venue.name, cuisine: venue.cuisine, description: venue.description },
      after,
    });
    return { ok: true, value: { name: after.name } };
  });
}

/**
 * Slot length and closed weekdays. A new slot length is refused while any confirmed booking from
 * the hotel's today on stands (ADR 0032's addendum): the slots it holds were counted on the old
 * grid. A newly closed weekday is refused while a booking from today on falls on it.
 */
export function updateVenueHours(db: Database, actor: Pick<User, '_id' | 'username' | 'role'>, hotelId: string, venueId: string, input: HoursInput, now: Date) {
  return withVenueLocked(db, actor, hotelId, venueId, async (tx, venue): Promise<SettingsOutcome<{ name: string }>> => {
    const checked = checkHours(input);
    if (!checked.ok) return invalid(checked.errors);
    const { slotMinutes, closedWeekdays } = checked.value;
    const upcoming = await upcomingBookings(tx, venue, now);
    const slotChanged = slotMinutes !== venue.slotMinutes;
    if (slotChanged) {
      if (upcoming.length > 0) {
        const message = `The slot length can't change while bookings from today on stand (${upcoming.length}, the first at ${when(upcoming[0]!)}): their slots were counted on the ${venue.slotMinutes}-minute grid.`;
        return fail(409, message, { slotMinutes: message });
      }
      // The database's trigger holds the offered treatments to the grid (drizzle/0024): said in words here.
      const treatments = await tx
        .select({ name: spaTreatments.name, minutes: spaTreatments.durationMinutes })
        .from(spaTreatments)
        .where(and(eq(spaTreatments.venueId, venue.id), isNull(spaTreatments.withdrawnAt)))
        .orderBy(asc(spaTreatments.position), asc(spaTreatments.name));
      const misfit = treatments.find((t) => t.minutes % slotMinutes !== 0);
      if (misfit) {
        const message = `The ${misfit.name} lasts ${misfit.minutes} minutes, which is not a whole number of ${slotMinutes}-minute slots: change its length first.`;
        return fail(409, message, { slotMinutes: message });
      }
    }
    const stranded = strandedBy({ ...planOf(venue, await sittingsOf(tx, venue.id)), slotMinutes, closedWeekdays }, upcoming);
    if (stranded) return fail(409, stranded, { closedWeekdays: stranded });
    await tx.update(venues).set({ slotMinutes, closedWeekdays }).where(eq(venues.id, venue.id));
    if (slotChanged) {
      // No confirmed booking from today on (checked above): these rows all hold nothing, and rows of
      // the old grid would only confuse the new one.
      const today = localNow(venue.timeZone, now).date;
      await tx.delete(venueSlots).where(and(eq(venueSlots.venueId, venue.id), gte(venueSlots.day, today)));
    }
    await recordAudit(tx, actor, {
      action: 'venue.update',
      entity: 'venue',
      entityId: venue.id,
      before: { slotMinutes: venue.slotMinutes, closedWeekdays: [...venue.closedWeekdays].sort() },
      after: { slotMinutes, closedWeekdays },
    });
    return { ok: true, value: { name: venue.name } };
  });
}
