import { and, asc, count, eq, gte, isNull } from 'drizzle-orm';
import { canEditContent, type User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { bookings, hotels, spaTreatments, venues, venueSittings, venueSlots, type VenueKind } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { withRetries } from '~/reservations/transactions.server';
import type { FieldErrors } from '~/studio/StudioField';
import { isoWeekday, localNow, minutesOf, timeOf, WEEKDAYS } from './hotelClock';
import { hhmm, VENUE_NOT_FOUND } from './venues.server';
import {
  checkHours,
  checkSitting,
  checkTexts,
  checkTreatment,
  type HoursInput,
  type SittingInput,
  type TextsInput,
  type TreatmentInput,
} from './venueSettingsInput';

/**
 * The editors' changes to a venue beyond its capacity (venueCapacity.server.ts): its texts, its
 * sittings, slot length and closed weekdays, and a spa's treatments. ADR 0032: each write runs in
 * one transaction that locks the venue FOR UPDATE (bookings in flight hold it FOR SHARE, so none
 * lands between the check and the change) and refuses to leave a confirmed booking from the
 * hotel's today on outside the venue's hours, off its grid or on a closed day. Audited; the
 * triggers of venues, venue_sittings and spa_treatments bump the content version.
 */

export type SettingsOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 403 | 404 | 409; error: string; errors: FieldErrors };
const fail = <T>(status: 400 | 403 | 404 | 409, error: string, errors: FieldErrors = {}): SettingsOutcome<T> => ({ ok: false, status, error, errors });
const invalid = <T>(errors: FieldErrors): SettingsOutcome<T> => {
  const count = Object.keys(errors).length;
  return fail(400, count === 1 ? Object.values(errors)[0]! : `Please correct the ${count} fields marked below.`, errors);
};

export const SITTING_NOT_FOUND = 'Sitting not found';
export const TREATMENT_NOT_FOUND = 'Treatment not found';

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

interface LockedVenue {
  id: string;
  kind: VenueKind;
  name: string;
  cuisine: string | null;
  description: string;
  slotMinutes: number;
  closedWeekdays: number[];
  timeZone: string;
}

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

const sittingsOf = (db: Database, venueId: string) =>
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
function withVenueLocked<T>(
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

async function upcomingBookings(tx: Database, venue: LockedVenue, now: Date, treatmentId?: string): Promise<UpcomingBooking[]> {
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

const when = (b: UpcomingBooking) => `${timeOf(b.start)} on ${WEEKDAYS[isoWeekday(b.day) - 1]} ${b.day}`;

/** Why the plan would strand an upcoming booking (the first, in time order), or null. */
function strandedBy(plan: Plan, upcoming: UpcomingBooking[]): string | null {
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

const planOf = (venue: LockedVenue, sittings: { opens: string; closes: string }[]): Plan => ({
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
      // The database's trigger holds the offered treatments to the grid (drizzle/0023): said in words here.
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

/** Adds a sitting (`sittingId` null) or changes one: no overlap with the others, no booking from today on left outside. */
export function saveSitting(
  db: Database,
  actor: Pick<User, '_id' | 'username' | 'role'>,
  hotelId: string,
  venueId: string,
  sittingId: string | null,
  input: SittingInput,
  now: Date,
) {
  return withVenueLocked(db, actor, hotelId, venueId, async (tx, venue): Promise<SettingsOutcome<EditableSitting>> => {
    const sittings = await sittingsOf(tx, venue.id);
    const before = sittingId === null ? null : sittings.find((s) => s.id === sittingId);
    if (before === undefined) return fail(404, SITTING_NOT_FOUND);
    const checked = checkSitting(input);
    if (!checked.ok) return invalid(checked.errors);
    const after = checked.value;
    const others = sittings.filter((s) => s.id !== sittingId);
    const overlapping = others.find((s) => minutesOf(after.opens) < minutesOf(s.closes) && minutesOf(s.opens) < minutesOf(after.closes));
    if (overlapping) {
      const message = `The hours overlap ${overlapping.name} (${hhmm(overlapping.opens)}–${hhmm(overlapping.closes)}).`;
      return invalid({ opens: message });
    }
    const stranded = strandedBy(planOf(venue, [...others, after]), await upcomingBookings(tx, venue, now));
    if (stranded) return fail(409, stranded, { closes: stranded });
    let id = sittingId;
    if (before) {
      await tx.update(venueSittings).set(after).where(eq(venueSittings.id, before.id));
    } else {
      const [created] = await tx
        .insert(venueSittings)
        .values({ venueId: venue.id, ...after })
        .returning({ id: venueSittings.id });
      id = created!.id;
    }
    await recordAudit(tx, actor, {
      action: before ? 'venue.sitting.update' : 'venue.sitting.create',
      entity: 'venue',
      entityId: venue.id,
      before: before ? { id: before.id, name: before.name, opens: hhmm(before.opens), closes: hhmm(before.closes) } : null,
      after: { id, ...after },
    });
    return { ok: true, value: { id: id!, ...after } };
  });
}

/** Removes a sitting, unless a booking from today on falls in it. */
export function removeSitting(db: Database, actor: Pick<User, '_id' | 'username' | 'role'>, hotelId: string, venueId: string, sittingId: string, now: Date) {
  return withVenueLocked(db, actor, hotelId, venueId, async (tx, venue): Promise<SettingsOutcome<{ name: string }>> => {
    const sittings = await sittingsOf(tx, venue.id);
    const before = sittings.find((s) => s.id === sittingId);
    if (!before) return fail(404, SITTING_NOT_FOUND);
    const stranded = strandedBy(
      planOf(
        venue,
        sittings.filter((s) => s.id !== sittingId),
      ),
      await upcomingBookings(tx, venue, now),
    );
    if (stranded) return fail(409, stranded);
    await tx.delete(venueSittings).where(eq(venueSittings.id, before.id));
    await recordAudit(tx, actor, {
      action: 'venue.sitting.delete',
      entity: 'venue',
      entityId: venue.id,
      before: { id: before.id, name: before.name, opens: hhmm(before.opens), closes: hhmm(before.closes) },
      after: null,
    });
    return { ok: true, value: { name: before.name } };
  });
}

const offeredTreatment = (tx: Database, venueId: string, treatmentId: string) =>
  tx
    .select({ id: spaTreatments.id, name: spaTreatments.name, durationMinutes: spaTreatments.durationMinutes, price: spaTreatments.price })
    .from(spaTreatments)
    .where(and(eq(spaTreatments.venueId, venueId), eq(spaTreatments.id, treatmentId), isNull(spaTreatments.withdrawnAt)))
    .then((rows) => rows[0]);

/**
 * Adds a spa's treatment (`treatmentId` null) or changes one. A new duration applies to new
 * bookings only: a booking keeps the end it was made with (and the slots it holds).
 */
export function saveTreatment(
  db: Database,
  actor: Pick<User, '_id' | 'username' | 'role'>,
  hotelId: string,
  venueId: string,
  treatmentId: string | null,
  input: TreatmentInput,
) {
  return withVenueLocked(db, actor, hotelId, venueId, async (tx, venue): Promise<SettingsOutcome<EditableTreatment>> => {
    if (venue.kind !== 'spa') return fail(404, TREATMENT_NOT_FOUND);
    const before = treatmentId === null ? null : isUuid(treatmentId) ? await offeredTreatment(tx, venue.id, treatmentId) : undefined;
    if (before === undefined) return fail(404, TREATMENT_NOT_FOUND);
    const checked = checkTreatment(input, venue.slotMinutes);
    if (!checked.ok) return invalid(checked.errors);
    const after = checked.value;
    let id = treatmentId;
    if (before) {
      await tx.update(spaTreatments).set(after).where(eq(spaTreatments.id, before.id));
    } else {
      const [existing] = await tx.select({ n: count() }).from(spaTreatments).where(eq(spaTreatments.venueId, venue.id));
      const [created] = await tx
        .insert(spaTreatments)
        .values({ venueId: venue.id, ...after, position: Number(existing?.n ?? 0) })
        .returning({ id: spaTreatments.id });
      id = created!.id;
    }
    await recordAudit(tx, actor, {
      action: before ? 'venue.treatment.update' : 'venue.treatment.create',
      entity: 'venue',
      entityId: venue.id,
      before: before ?? null,
      after: { id, ...after },
    });
    return { ok: true, value: { id: id!, ...after } };
  });
}

/**
 * Removes a spa's treatment: refused while a confirmed booking of it from the hotel's today on
 * stands; withdrawn (hidden, kept) when older or cancelled bookings name it; deleted otherwise.
 */
export function removeTreatment(
  db: Database,
  actor: Pick<User, '_id' | 'username' | 'role'>,
  hotelId: string,
  venueId: string,
  treatmentId: string,
  now: Date,
) {
  return withVenueLocked(db, actor, hotelId, venueId, async (tx, venue): Promise<SettingsOutcome<{ name: string; withdrawn: boolean }>> => {
    const before = isUuid(treatmentId) ? await offeredTreatment(tx, venue.id, treatmentId) : undefined;
    if (!before) return fail(404, TREATMENT_NOT_FOUND);
    const upcoming = await upcomingBookings(tx, venue, now, before.id);
    if (upcoming.length > 0) {
      return fail(
        409,
        `The ${before.name} is booked at ${when(upcoming[0]!)}${upcoming.length > 1 ? ` and ${upcoming.length - 1} more time${upcoming.length > 2 ? 's' : ''}` : ''}: it can't be removed while bookings from today on stand.`,
      );
    }
    const [history] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.treatmentId, before.id));
    const withdrawn = Number(history?.n ?? 0) > 0;
    if (withdrawn) await tx.update(spaTreatments).set({ withdrawnAt: now }).where(eq(spaTreatments.id, before.id));
    else await tx.delete(spaTreatments).where(eq(spaTreatments.id, before.id));
    await recordAudit(tx, actor, {
      action: withdrawn ? 'venue.treatment.withdraw' : 'venue.treatment.delete',
      entity: 'venue',
      entityId: venue.id,
      before,
      after: null,
    });
    return { ok: true, value: { name: before.name, withdrawn } };
  });
}
