import { asc, eq } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { reservationChanges, reservations, roomTypes, type StaySnapshot } from '~/db/schema';
import type { StayEventKind } from '~/db/values';
import type { HistoryLine } from './history';

/**
 * A stay's history (issue 49): every change to it, who made it, when, and the stay before and
 * after, written in the transaction of the change itself, so a change that rolls back leaves no
 * line and a committed one always has its line. The guest reads it on the stay's page, the
 * concierge on the reservation in the studio.
 */

/** The columns of a stay's snapshot, for a select joined with its room type. */
export const snapshotColumns = {
  status: reservations.status,
  roomTypeId: reservations.roomTypeId,
  roomType: roomTypes.name,
  checkIn: reservations.checkIn,
  checkOut: reservations.checkOut,
  nights: reservations.nights,
  guests: reservations.guests,
  ratePlan: reservations.ratePlan,
  totalMinor: reservations.totalMinor,
  currency: reservations.currency,
  awardPoints: reservations.awardPoints,
};

/** The snapshot's own fields of a row holding them (and more). */
export const snapshotOf = (row: StaySnapshot): StaySnapshot => ({
  status: row.status,
  roomTypeId: row.roomTypeId,
  roomType: row.roomType,
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  nights: row.nights,
  guests: row.guests,
  ratePlan: row.ratePlan,
  totalMinor: row.totalMinor,
  currency: row.currency,
  awardPoints: row.awardPoints,
});

/** Who made a change: the guest, a member of staff, or nobody (the daily job). */
export type StayActor = { party: 'guest'; user: Pick<User, '_id'> } | { party: 'concierge'; user: Pick<User, '_id' | 'username'> } | null;

export interface StayEvent {
  reservationId: string;
  /** The stay's guest (null once the account is deleted). */
  guestId: string | null;
  kind: StayEventKind;
  by: StayActor;
  before: StaySnapshot | null;
  after: StaySnapshot;
}

/** Writes one line of a stay's history, inside the transaction of the change. */
export async function recordStayEvent(tx: Pick<Database, 'insert'>, event: StayEvent): Promise<void> {
  await tx.insert(reservationChanges).values({
    reservationId: event.reservationId,
    userId: event.guestId,
    kind: event.kind,
    actor: event.by?.party ?? null,
    actorId: event.by?.user._id ?? null,
    actorName: event.by?.party === 'concierge' ? [...event.by.user.username].slice(0, 30).join('') : null,
    before: event.before,
    after: event.after,
  });
}

/** A stay's history, oldest first. `withNames`: the staff's names (the concierge's view). */
export async function stayHistory(db: Pick<Database, 'select'>, reservationId: string, { withNames = false } = {}): Promise<HistoryLine[]> {
  const rows = await db
    .select({
      id: reservationChanges.id,
      at: reservationChanges.createdAt,
      kind: reservationChanges.kind,
      actor: reservationChanges.actor,
      actorName: reservationChanges.actorName,
      before: reservationChanges.before,
      after: reservationChanges.after,
    })
    .from(reservationChanges)
    .where(eq(reservationChanges.reservationId, reservationId))
    .orderBy(asc(reservationChanges.id))
    .limit(200);
  return rows.map((r) => ({
    _id: String(r.id),
    at: r.at.toISOString(),
    kind: r.kind,
    by: r.actor,
    byName: withNames ? r.actorName : null,
    before: r.before,
    after: r.after,
  }));
}
