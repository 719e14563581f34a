import { and, eq } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { hotels, reservations, roomTypes } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { reservationsTotal } from '~/lib/metrics.server';
import { wholeUnitsOf } from '~/lib/money';
import { awardEntriesOnRepricing } from '~/loyalty/awards.server';
import { appendEntries, NOT_ENOUGH_POINTS, NotEnoughPoints } from '~/loyalty/ledger.server';
import { memberTierOf } from '~/pricing/memberTier.server';
import { POINTS_PLAN, refusalText, type PlanRefusal } from '~/pricing/plans';
import type { StayPlan } from '~/pricing/planView';
import { quoteRoom } from '~/pricing/roomQuote.server';
import { recordStayEvent, snapshotColumns, snapshotOf } from './history.server';
import { NO_NIGHTS, NoRoomLeft, nightsFree, releaseNights, takeNights, type Nights } from './nights.server';
import { findReservation } from './reservationQueries.server';
import { tellGuest, type GuestMail } from './reservationMail.server';
import { NO_ROOM_LEFT, PRICE_CHANGED, RESERVATION_NOT_FOUND, type Refusal } from './reservations.server';
import type { Reservation } from './reservation';
import { checkStay, utcDay, type Stay, type StayProblemKey } from '~/domain/stay';
import { withRetries } from '~/db/transactions.server';

/**
 * Changing a stay after the request (issue 49, docs/decisions/0051-changing-a-stay-and-its-messages.md):
 * the guest moves the dates, changes the room type or the party of a requested or confirmed stay
 * that has not begun. The new stay is priced at today's rates on the same plan where that plan
 * still applies (Flexible otherwise; award nights stay award nights, repriced in points), shown
 * beside the old one before the guest confirms, and applied in one transaction that takes the new
 * nights before it gives back the old ones: a change that finds no room leaves the stay untouched,
 * and none ever overbooks. A confirmed stay that changes goes back to the concierge.
 */

/** What the guest asks to change; what is left out stays as it is. */
export interface StayChangeInput {
  checkIn?: string;
  checkOut?: string;
  roomTypeId?: string;
  guests?: number | string;
}

/** One side of a change: the stay and its price. */
export interface ChangeSide {
  roomType: { _id: string; name: string };
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  ratePlan: string;
  totalMinor: number;
  currency: string;
  nightly: { date: string; amountMinor: number }[];
  taxes: { includedMinor: number; addedMinor: number };
  /** Award nights: the stay's price in points; null for a paid stay. */
  points: number | null;
  refundable: boolean;
  freeCancellationUntil: string | null;
}

/** The quote of a change (`PATCH …?preview=1`): nothing is changed by it. */
export interface ChangePreview {
  before: ChangeSide;
  after: ChangeSide;
  differenceMinor: number;
  /** Award nights: the points the change holds (positive) or gives back (negative); null for a paid stay. */
  pointsDifference: number | null;
  /** The stay's plan does not apply to the new stay: it is priced at the Flexible rate. */
  planChanged: boolean;
  /** The stay is confirmed: once changed it goes back to the concierge to confirm again. */
  reconfirm: boolean;
}

/** Why a change is refused, for the pages to say in their language. */
export type ChangeRefusalReason =
  | 'not_found'
  | 'not_changeable'
  | 'started'
  | 'invalid_stay'
  | 'nothing_changed'
  | 'non_refundable_dates'
  | 'other_hotel'
  | 'too_many_guests'
  | 'points_not_sold'
  | 'no_room'
  | 'price_changed'
  | 'not_enough_points'
  /** Spending more points wants a fresh proof of the member (docs/decisions/0053). */
  | 'step_up';

export type ChangeRefusal = Omit<Refusal, 'field' | 'status'> & {
  status: Refusal['status'] | 401;
  reason: ChangeRefusalReason;
  field?: 'checkIn' | 'checkOut' | 'guests' | 'roomTypeId' | 'ratePlan' | 'expectedTotalMinor';
  stayProblem?: StayProblemKey;
  changedTo?: StayPlan;
  roomLimit?: { name: string; maxGuests: number };
};
export type ChangeOutcome<T> = { ok: true; value: T } | ChangeRefusal;

export const CHANGE_TEXTS = {
  notChangeable: 'Only a requested or confirmed stay can be changed',
  started: 'A stay can be changed only before the day of check-in. Please write to the concierge.',
  nothing: 'Nothing to change: choose other dates, another room or another number of guests',
  nonRefundableDates: 'This stay is on a non-refundable rate: its dates cannot be changed. The room and the number of guests can.',
  otherHotel: 'That room type is not at this hotel',
} as const;

const refuse = (
  status: ChangeRefusal['status'],
  reason: ChangeRefusalReason,
  error: string,
  more: Omit<ChangeRefusal, 'ok' | 'status' | 'error' | 'reason'> = {},
): ChangeRefusal => ({ ok: false, status, reason, error, ...more });

/** The stay as it is, with what a change needs of it. */
const currentColumns = {
  ...snapshotColumns,
  id: reservations.id,
  reference: reservations.reference,
  userId: reservations.userId,
  hotelId: reservations.hotelId,
  offerId: reservations.offerId,
  promoCode: reservations.promoCode,
  nightly: reservations.nightly,
  taxesIncludedMinor: reservations.taxesIncludedMinor,
  taxesAddedMinor: reservations.taxesAddedMinor,
  refundable: reservations.refundable,
  freeCancellationUntil: reservations.freeCancellationUntil,
};

type Reader = Pick<Database, 'select' | 'execute'>;

async function currentStay(db: Reader, user: Pick<User, '_id'>, id: string, lock: boolean) {
  const query = db
    .select(currentColumns)
    .from(reservations)
    .innerJoin(roomTypes, eq(roomTypes.id, reservations.roomTypeId))
    .where(and(eq(reservations.id, id), eq(reservations.userId, user._id)));
  const [row] = lock ? await query.for('update', { of: reservations }) : await query;
  return row ?? null;
}
type Current = NonNullable<Awaited<ReturnType<typeof currentStay>>>;

/** The room type the stay moves to (or stays in), with its hotel's currency; FOR SHARE when applying (its inventory stands). */
async function targetRoom(db: Reader, roomTypeId: string, lock: boolean) {
  if (!isUuid(roomTypeId)) return null;
  const query = db
    .select({
      id: roomTypes.id,
      hotelId: roomTypes.hotelId,
      name: roomTypes.name,
      maxGuests: roomTypes.maxGuests,
      inventory: roomTypes.inventory,
      currency: hotels.currency,
    })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(roomTypes.id, roomTypeId));
  const [row] = lock ? await query.for('share', { of: roomTypes }) : await query;
  return row ?? null;
}
type Room = NonNullable<Awaited<ReturnType<typeof targetRoom>>>;

/** Whether the stay's status and dates allow a change at all (the pages offer it only then). */
export function isChangeable(stay: Pick<Reservation, 'status' | 'checkIn'>, today: string = utcDay()): boolean {
  return (stay.status === 'requested' || stay.status === 'confirmed') && stay.checkIn > today;
}

interface Planned {
  stay: Stay;
  room: Room;
  plan: StayPlan;
  offerId: string | null;
  planChanged: boolean;
  /** The nights the stay already holds on the new room type (none when it moves to another). */
  kept: Nights;
}

/**
 * The new stay and its price, or why it cannot be: read inside the apply's transaction (the stay
 * locked, the room type shared) or without locks for the preview.
 */
async function planChange(
  db: Reader,
  user: Pick<User, '_id'>,
  current: Current,
  input: StayChangeInput,
  today: string,
  lock: boolean,
): Promise<Planned | ChangeRefusal> {
  if (current.status !== 'requested' && current.status !== 'confirmed')
    return refuse(409, 'not_changeable', `${CHANGE_TEXTS.notChangeable}; this one is ${current.status}`);
  if (current.checkIn <= today) return refuse(409, 'started', CHANGE_TEXTS.started);
  const checked = checkStay(
    { checkIn: input.checkIn ?? current.checkIn, checkOut: input.checkOut ?? current.checkOut, guests: input.guests ?? current.guests },
    today,
  );
  if (!checked.ok) return refuse(400, 'invalid_stay', checked.error, { field: checked.field, stayProblem: checked.message });
  const stay = checked.stay;
  const roomTypeId = input.roomTypeId || current.roomTypeId;
  const datesMove = stay.checkIn !== current.checkIn || stay.checkOut !== current.checkOut;
  if (!datesMove && roomTypeId === current.roomTypeId && stay.guests === current.guests) return refuse(400, 'nothing_changed', CHANGE_TEXTS.nothing);
  // The hotel holds a non-refundable stay to its nights (docs/decisions/0038): they cannot move.
  if (datesMove && !current.refundable) return refuse(409, 'non_refundable_dates', CHANGE_TEXTS.nonRefundableDates);
  const room = await targetRoom(db, roomTypeId, lock);
  if (!room || room.hotelId !== current.hotelId) return refuse(400, 'other_hotel', CHANGE_TEXTS.otherHotel, { field: 'roomTypeId' });
  if (stay.guests > room.maxGuests) {
    return refuse(400, 'too_many_guests', `The ${room.name} takes at most ${room.maxGuests} ${room.maxGuests === 1 ? 'guest' : 'guests'}`, {
      field: 'guests',
      roomLimit: { name: room.name, maxGuests: room.maxGuests },
    });
  }
  // Today's prices on the stay's own plan; a member price stays the member's tier's of today.
  const tier = current.ratePlan === 'member' ? await memberTierOf(db, user._id, today) : null;
  const priced = room as { id: string; hotelId: string; currency: string };
  let quoted = await quoteRoom(db, priced, stay, current.ratePlan, { tier, today });
  let planChanged = false;
  if (!quoted.ok) {
    // Award nights are paid with points: a room without a points price cannot take them.
    if (current.ratePlan === POINTS_PLAN)
      return refuse(409, 'points_not_sold', refusalText(quoted.refusal), { field: 'ratePlan', plan: quoted.refusal as PlanRefusal });
    // The plan does not apply to the new stay (an offer's dates, Advance purchase too close): Flexible, shown as such.
    quoted = await quoteRoom(db, priced, stay, 'flexible', { tier: null, today });
    planChanged = true;
    if (!quoted.ok) return refuse(409, 'not_changeable', refusalText(quoted.refusal));
  }
  const kept = room.id === current.roomTypeId ? { from: current.checkIn, to: current.checkOut } : NO_NIGHTS;
  return { stay, room, plan: quoted.plan, offerId: quoted.offer?.offerId ?? null, planChanged, kept };
}

const sideOf = (current: Current): ChangeSide => ({
  roomType: { _id: current.roomTypeId, name: current.roomType },
  checkIn: current.checkIn,
  checkOut: current.checkOut,
  nights: current.nights,
  guests: current.guests,
  ratePlan: current.ratePlan,
  totalMinor: current.totalMinor,
  currency: current.currency,
  nightly: current.nightly,
  taxes: { includedMinor: current.taxesIncludedMinor, addedMinor: current.taxesAddedMinor },
  points: current.awardPoints,
  refundable: current.refundable,
  freeCancellationUntil: current.freeCancellationUntil,
});

function previewOf(current: Current, planned: Planned): ChangePreview {
  const { stay, room, plan } = planned;
  const after: ChangeSide = {
    roomType: { _id: room.id, name: room.name },
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    guests: stay.guests,
    ratePlan: plan.code,
    totalMinor: plan.totalMinor,
    currency: plan.currency,
    nightly: plan.nightly,
    taxes: { includedMinor: plan.taxes.includedMinor, addedMinor: plan.taxes.addedMinor },
    points: plan.points ?? null,
    refundable: plan.refundable,
    freeCancellationUntil: plan.freeCancellationUntil,
  };
  return {
    before: sideOf(current),
    after,
    differenceMinor: after.totalMinor - current.totalMinor,
    pointsDifference: current.awardPoints === null ? null : (after.points ?? 0) - current.awardPoints,
    planChanged: planned.planChanged,
    reconfirm: current.status === 'confirmed',
  };
}

/**
 * The quote of a change, read without a lock: 200 with the old and new stay and the difference,
 * or the refusal the change itself would meet (409 when no room of the type is free on a new night).
 */
export async function previewStayChange(
  db: Database,
  user: Pick<User, '_id'>,
  id: string,
  input: StayChangeInput,
  today: string = utcDay(),
): Promise<ChangeOutcome<ChangePreview>> {
  if (!isUuid(id)) return refuse(404, 'not_found', RESERVATION_NOT_FOUND);
  const current = await currentStay(db, user, id, false);
  if (!current) return refuse(404, 'not_found', RESERVATION_NOT_FOUND);
  const planned = await planChange(db, user, current, input, today, false);
  if ('ok' in planned) return planned;
  if (!(await nightsFree(db, planned.room, { from: planned.stay.checkIn, to: planned.stay.checkOut }, planned.kept))) {
    return refuse(409, 'no_room', NO_ROOM_LEFT);
  }
  return { ok: true, value: previewOf(current, planned) };
}

export const STEP_UP_TO_SPEND_MORE = 'Spending more points wants a fresh proof that it is you';

export interface ApplyOptions {
  /** The total the guest was shown for the new stay: a different one refuses the change (never a silent change). */
  expectedTotalMinor?: number | null;
  /** Award nights: the points the guest was shown for the new stay. */
  expectedPoints?: number | null;
  today?: string;
  /** Mail the guest after the commit. */
  notify?: GuestMail;
  /**
   * Whether the member proved it is them recently enough (read with the change's transaction): a
   * change that spends more of their points (an award stay moved to a dearer one) wants it, as
   * requesting an award stay does (docs/decisions/0053); without, 401 'step_up' and nothing changes.
   * The change is priced once, under the lock, for this and for the change itself.
   */
  freshProof?: (tx: Database) => Promise<boolean>;
}

/**
 * Changes the guest's own stay, in one transaction with the stay locked: the new nights are taken
 * (those the stay does not already hold) before the old ones are given back, the price, plan and
 * points follow, a confirmed stay goes back to `requested`, and the history records before and
 * after. No room on some new night: 409, and the transaction rolls back whole, the stay untouched.
 */
export async function applyStayChange(
  db: Database,
  user: Pick<User, '_id'>,
  id: string,
  input: StayChangeInput,
  { expectedTotalMinor = null, expectedPoints = null, today = utcDay(), notify, freshProof }: ApplyOptions = {},
): Promise<ChangeOutcome<Reservation>> {
  if (!isUuid(id)) return refuse(404, 'not_found', RESERVATION_NOT_FOUND);
  let outcome: ChangeOutcome<{ reconfirm: boolean }>;
  try {
    outcome = await withRetries(() =>
      db.transaction(async (tx): Promise<ChangeOutcome<{ reconfirm: boolean }>> => {
        const current = await currentStay(tx, user, id, true);
        if (!current) return refuse(404, 'not_found', RESERVATION_NOT_FOUND);
        const planned = await planChange(tx, user, current, input, today, true);
        if ('ok' in planned) return planned;
        const { stay, room, plan } = planned;
        // More points to spend: a fresh proof first, asked only of a change whose new nights are free (a full one is refused as such).
        const spendsMore = current.awardPoints !== null && (plan.points ?? 0) > current.awardPoints;
        if (spendsMore && freshProof && !(await freshProof(tx))) {
          if (await nightsFree(tx, room, { from: stay.checkIn, to: stay.checkOut }, planned.kept)) return refuse(401, 'step_up', STEP_UP_TO_SPEND_MORE);
        }
        const shownOtherwise =
          (expectedTotalMinor !== null && expectedTotalMinor !== plan.totalMinor) || (expectedPoints !== null && expectedPoints !== (plan.points ?? null));
        if (shownOtherwise) return refuse(409, 'price_changed', PRICE_CHANGED, { field: 'expectedTotalMinor', changedTo: plan });

        // The new nights first, then the old ones back: a full night throws before anything is given up.
        await takeNights(tx, room, { from: stay.checkIn, to: stay.checkOut }, planned.kept);
        const stillHeld = room.id === current.roomTypeId ? { from: stay.checkIn, to: stay.checkOut } : NO_NIGHTS;
        await releaseNights(tx, current.roomTypeId, { from: current.checkIn, to: current.checkOut }, stillHeld);

        const status = 'requested' as const;
        await tx
          .update(reservations)
          .set({
            roomTypeId: room.id,
            checkIn: stay.checkIn,
            checkOut: stay.checkOut,
            nights: stay.nights,
            guests: stay.guests,
            nightlyRate: wholeUnitsOf(Math.round(plan.roomMinor / stay.nights), room.currency),
            total: wholeUnitsOf(plan.totalMinor, room.currency),
            ratePlan: plan.code,
            offerId: planned.planChanged ? null : (planned.offerId ?? current.offerId),
            promoCode: planned.planChanged ? null : current.promoCode,
            nightly: plan.nightly,
            supplementMinor: plan.supplementMinor,
            roomTotalMinor: plan.roomMinor,
            taxesIncludedMinor: plan.taxes.includedMinor,
            taxesAddedMinor: plan.taxes.addedMinor,
            totalMinor: plan.totalMinor,
            refundable: plan.refundable,
            freeCancellationUntil: plan.freeCancellationUntil,
            awardPoints: plan.points ?? null,
            status,
            updatedAt: new Date(),
          })
          .where(eq(reservations.id, id));
        if (current.awardPoints !== null && plan.points !== undefined) {
          await holdAwardDifference(tx, { id, userId: current.userId }, current.status as 'requested' | 'confirmed', current.awardPoints, plan.points);
        }
        const before = snapshotOf(current);
        await recordStayEvent(tx, {
          reservationId: id,
          guestId: current.userId,
          kind: 'changed',
          by: { party: 'guest', user },
          before,
          after: {
            status,
            roomTypeId: room.id,
            roomType: room.name,
            checkIn: stay.checkIn,
            checkOut: stay.checkOut,
            nights: stay.nights,
            guests: stay.guests,
            ratePlan: plan.code,
            totalMinor: plan.totalMinor,
            currency: plan.currency,
            awardPoints: plan.points ?? null,
          },
        });
        return { ok: true, value: { reconfirm: current.status === 'confirmed' } };
      }),
    );
  } catch (error) {
    if (error instanceof NoRoomLeft) return refuse(409, 'no_room', NO_ROOM_LEFT);
    if (error instanceof NotEnoughPoints) return refuse(409, 'not_enough_points', NOT_ENOUGH_POINTS, { field: 'ratePlan', points: true });
    throw error;
  }
  if (!outcome.ok) return outcome;
  reservationsTotal.inc({ event: 'changed' });
  const changed = await findReservation(db, id);
  if (notify) await tellGuest(db, 'changed', changed, notify, (locale) => findReservation(db, id, locale));
  const { guest: _guest, ...reservation } = changed!;
  return { ok: true, value: reservation };
}

/**
 * The points side of a change of an award stay: the difference held, or given back, in the
 * change's transaction (awardEntriesOnRepricing). The one function that spends a member's points on
 * a change, so a proof of presence can be asked for around it; a short balance throws
 * NotEnoughPoints and the whole change rolls back.
 */
export async function holdAwardDifference(
  tx: Pick<Database, 'insert'>,
  stay: { id: string; userId: string | null },
  status: 'requested' | 'confirmed',
  before: number,
  after: number,
): Promise<void> {
  await appendEntries(tx, awardEntriesOnRepricing(stay, status, before, after));
}
