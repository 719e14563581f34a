import { and, eq } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { hotels, reservations, roomTypes, type ReservationStatus } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { reservationsTotal } from '~/lib/metrics.server';
import { promoProblemText, takePromoUse, type PromoProblem } from '~/offers/offers.server';
import { memberTierOf } from '~/pricing/memberTier.server';
import { wholeUnitsOf } from '~/lib/money';
import { refusalText, type PlanRefusal } from '~/pricing/plans';
import type { StayPlan } from '~/pricing/planView';
import { quoteRoom } from '~/pricing/roomQuote.server';
import type { GuestReservation, Reservation } from './reservation';
import { findReservation } from './reservationQueries.server';
import { tellGuest, type GuestMail } from './reservationMail.server';
import { tellTierReached } from '~/loyalty/tierMail.server';
import { utcDay, type Stay } from '~/domain/stay';
import { awardEntriesOnChange, awardHold } from '~/loyalty/awards.server';
import { appendEntries, NOT_ENOUGH_POINTS, NotEnoughPoints } from '~/loyalty/ledger.server';
import { newReference, withRetries } from '~/db/transactions.server';
import { recordStayEvent, snapshotColumns, snapshotOf } from './history.server';
import { NoRoomLeft, releaseNights, takeNights } from './nights.server';

/**
 * Reservation requests and their life (docs/decisions/0014-reservations-without-overbooking.md):
 * a request takes one room of its type for each night in the same transaction that stores it, with
 * a guarded update of room_nights that never lets `booked` pass the inventory; declining or
 * cancelling gives the nights back in the same way.
 */

/**
 * A refusal: its status and English message (the API's), and for the pages what they translate: the
 * field it is about, the plan's refusal, the promo code's problem, or the new price of a stay whose
 * rates changed since the guest saw them.
 */
export interface Refusal {
  ok: false;
  status: 400 | 404 | 409;
  error: string;
  field?: 'promoCode' | 'ratePlan' | 'expectedTotalMinor';
  plan?: PlanRefusal;
  promo?: PromoProblem;
  changedTo?: StayPlan;
  /** Award nights: the member's balance is short of the stay's points. */
  points?: true;
}

export type Outcome<T> = { ok: true; value: T } | Refusal;

const fail = (status: 400 | 404 | 409, error: string, more: Omit<Refusal, 'ok' | 'status' | 'error'> = {}): Refusal => ({ ok: false, status, error, ...more });

export const PRICE_CHANGED = 'The price of this stay has changed since you saw it. Please check the new total and send your request again.';

export const NO_ROOM_LEFT = 'Sorry, that room is no longer available for every night of your stay. Please choose other dates or another room.';
export const RESERVATION_NOT_FOUND = 'Reservation not found';

/** Holds one room per night; occupied by these statuses. */
export const HOLDING: readonly ReservationStatus[] = ['requested', 'confirmed'];

export interface ReservationRequest {
  roomTypeId: string;
  stay: Stay;
  specialRequests?: string | null;
  /** flexible (the default), advance, member or an offer's slug (docs/decisions/0038). */
  ratePlan?: string;
  promoCode?: string | null;
  /** The total the guest saw, in minor units: a different one now refuses the request (never a silent change). */
  expectedTotalMinor?: number | null;
}

/**
 * Stores a request for one room of the type for the stay on a rate plan, with the price of that
 * plan at this moment, or answers why not: 404 for an unknown room type, 400 when the party is too
 * big for it or the promo code does not hold (or the plan takes none), 409 when the plan does not apply to the stay, when the
 * price is not the one the guest saw, or when some night has no room left. The member price is the
 * member's tier's as of now; a promo code's use is taken in the same transaction. With `notify`,
 * the guest is mailed the request once it is stored (reservationMail.server.ts).
 */
export async function requestReservation(
  db: Database,
  user: Pick<User, '_id'>,
  request: ReservationRequest,
  notify?: GuestMail,
): Promise<Outcome<Reservation>> {
  const { roomTypeId, stay } = request;
  const ratePlan = request.ratePlan || 'flexible';
  const today = utcDay();
  if (!isUuid(roomTypeId)) return fail(404, 'Room type not found');
  const note = request.specialRequests?.trim() || null;
  try {
    const id = await withRetries(() =>
      db.transaction(async (tx) => {
        // FOR SHARE: the inventory cannot change under this request (a staff edit waits for it).
        const [room] = await tx
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
          .where(eq(roomTypes.id, roomTypeId))
          .for('share', { of: roomTypes });
        if (!room) return fail(404, 'Room type not found');
        if (stay.guests > room.maxGuests) return fail(400, `The ${room.name} takes at most ${room.maxGuests} ${room.maxGuests === 1 ? 'guest' : 'guests'}`);

        const tier = ratePlan === 'member' ? await memberTierOf(tx, user._id, today) : null;
        const priced = await quoteRoom(tx, room, stay, ratePlan, { tier, today });
        if (!priced.ok) return fail(409, refusalText(priced.refusal), { field: 'ratePlan', plan: priced.refusal });
        const { plan, offer } = priced;
        if (request.expectedTotalMinor != null && request.expectedTotalMinor !== plan.totalMinor) {
          return fail(409, PRICE_CHANGED, { field: 'expectedTotalMinor', changedTo: plan });
        }
        if (offer?.promoCode) {
          const problem = await takePromoUse(tx, offer.offerId, request.promoCode, new Date());
          if (problem) return fail(400, promoProblemText[problem], { field: 'promoCode', promo: problem });
        } else if (request.promoCode?.trim()) {
          // A code the chosen plan does not take is never dropped: the guest would pay without the saving they typed.
          return fail(400, promoProblemText.promo_not_for_plan, { field: 'promoCode', promo: 'promo_not_for_plan' });
        }

        // One guarded update per night's row: the last room goes to exactly one request (nights.server.ts).
        await takeNights(tx, room, { from: stay.checkIn, to: stay.checkOut });

        const [created] = await tx
          .insert(reservations)
          .values({
            reference: newReference(),
            userId: user._id,
            hotelId: room.hotelId,
            roomTypeId: room.id,
            checkIn: stay.checkIn,
            checkOut: stay.checkOut,
            nights: stay.nights,
            guests: stay.guests,
            specialRequests: note,
            nightlyRate: wholeUnitsOf(Math.round(plan.roomMinor / stay.nights), room.currency),
            total: wholeUnitsOf(plan.totalMinor, room.currency),
            currency: room.currency,
            ratePlan: plan.code,
            offerId: offer?.offerId ?? null,
            promoCode: offer?.promoCode ? request.promoCode!.trim().toUpperCase() : null,
            nightly: plan.nightly,
            supplementMinor: plan.supplementMinor,
            roomTotalMinor: plan.roomMinor,
            taxesIncludedMinor: plan.taxes.includedMinor,
            taxesAddedMinor: plan.taxes.addedMinor,
            totalMinor: plan.totalMinor,
            refundable: plan.refundable,
            freeCancellationUntil: plan.freeCancellationUntil,
            awardPoints: plan.points ?? null,
          })
          .returning({ id: reservations.id });
        // Award nights: the points are held in this same transaction (a short balance rolls the whole request back).
        if (plan.points) await appendEntries(tx, [awardHold(user._id, created!.id, plan.points)]);
        await recordStayEvent(tx, {
          reservationId: created!.id,
          guestId: user._id,
          kind: 'requested',
          by: { party: 'guest', user },
          before: null,
          after: {
            status: 'requested',
            roomTypeId: room.id,
            roomType: room.name,
            checkIn: stay.checkIn,
            checkOut: stay.checkOut,
            nights: stay.nights,
            guests: stay.guests,
            ratePlan: plan.code,
            totalMinor: plan.totalMinor,
            currency: room.currency,
            awardPoints: plan.points ?? null,
          },
        });
        return { ok: true, id: created!.id } as const;
      }),
    );
    if (!id.ok) return id;
    reservationsTotal.inc({ event: 'requested' });
    const reservation = await findReservation(db, id.id);
    if (notify) await tellGuest(db, 'requested', reservation, notify, (locale) => findReservation(db, id.id, locale));
    return { ok: true, value: reservation! };
  } catch (error) {
    if (error instanceof NoRoomLeft) return fail(409, NO_ROOM_LEFT);
    if (error instanceof NotEnoughPoints) return fail(409, NOT_ENOUGH_POINTS, { field: 'ratePlan', points: true });
    throw error;
  }
}

/** True while the guest may still cancel: requested or confirmed, and check-in still ahead. */
export function isCancellable(reservation: Pick<Reservation, 'status' | 'checkIn'>, today: string = utcDay()): boolean {
  return HOLDING.includes(reservation.status) && reservation.checkIn > today;
}

/** The guest cancels their own; a member of staff (recorded in the audit log) confirms or declines. */
type Change = { kind: 'cancel'; by: Pick<User, '_id'> } | { kind: 'confirm' | 'decline'; note: string | null; by: Pick<User, '_id' | 'username'> };

/** `today`: what the cancellation rule compares check-in with (default today, UTC); `notify`: mail the guest after the commit. */
export type ChangeOptions = { today?: string; notify?: GuestMail };

const STATUS_AFTER: Record<Change['kind'], Exclude<ReservationStatus, 'requested'>> = { cancel: 'cancelled', confirm: 'confirmed', decline: 'declined' };

/** Why a change does not apply to a reservation in its status, or null when it does. */
function refusal(change: Change['kind'], current: { status: ReservationStatus; checkIn: string }, today: string): string | null {
  if (change === 'cancel') {
    if (!HOLDING.includes(current.status)) return `This reservation is already ${current.status}`;
    if (current.checkIn <= today) return 'A stay can be cancelled only before the day of check-in. Please contact the concierge.';
    return null;
  }
  if (current.status !== 'requested')
    return `Only a requested reservation can be ${change === 'confirm' ? 'confirmed' : 'declined'}; this one is ${current.status}`;
  return null;
}

/**
 * Cancels (the guest's own), confirms or declines (staff) a reservation, in one transaction with
 * the row locked: 404 when there is none (or it is someone else's), 409 when its status does not
 * allow the change. Cancelling and declining free the nights at once. A staff decision is audited
 * in the same transaction; with `notify`, the guest is mailed after it commits.
 */
export async function changeReservation(
  db: Database,
  id: string,
  change: Change,
  { today = utcDay(), notify }: ChangeOptions = {},
): Promise<Outcome<Reservation>> {
  if (!isUuid(id)) return fail(404, RESERVATION_NOT_FOUND);
  const outcome = await withRetries(() =>
    db.transaction(async (tx) => {
      const owner = change.kind === 'cancel' ? eq(reservations.userId, change.by._id) : undefined;
      const [current] = await tx
        .select({ ...snapshotColumns, userId: reservations.userId })
        .from(reservations)
        .innerJoin(roomTypes, eq(roomTypes.id, reservations.roomTypeId))
        .where(and(eq(reservations.id, id), owner))
        .for('update', { of: reservations });
      if (!current) return fail(404, RESERVATION_NOT_FOUND);
      const refused = refusal(change.kind, current, today);
      if (refused) return fail(409, refused);
      const status = STATUS_AFTER[change.kind];
      const staffNote = change.kind === 'cancel' ? undefined : change.note?.trim() || null;
      await tx
        .update(reservations)
        .set({ status, updatedAt: new Date(), ...(staffNote !== undefined && { staffNote }) })
        .where(eq(reservations.id, id));
      if (!HOLDING.includes(status)) await releaseNights(tx, current.roomTypeId, { from: current.checkIn, to: current.checkOut });
      await appendEntries(tx, awardEntriesOnChange({ id, ...current }, current.status, status));
      const before = snapshotOf(current);
      await recordStayEvent(tx, {
        reservationId: id,
        guestId: current.userId,
        kind: status,
        by: change.kind === 'cancel' ? { party: 'guest', user: change.by } : { party: 'concierge', user: change.by },
        before,
        after: { ...before, status },
      });
      if (change.kind !== 'cancel') {
        await recordAudit(tx, change.by, {
          action: `reservation.${status}`,
          entity: 'reservation',
          entityId: id,
          before: { status: current.status },
          after: { status, note: staffNote },
        });
      }
      return { ok: true, userId: current.userId, checkIn: current.checkIn } as const;
    }),
  );
  if (!outcome.ok) return outcome;
  reservationsTotal.inc({ event: STATUS_AFTER[change.kind] });
  const changed = await findReservation(db, id);
  if (notify) await tellGuest(db, STATUS_AFTER[change.kind], changed, notify, (locale) => findReservation(db, id, locale));
  // A confirmation may take the member into a new tier for the stay's year: told once (issue 32).
  if (notify && change.kind === 'confirm' && outcome.userId) await tellTierReached(db, outcome.userId, outcome.checkIn.slice(0, 4), notify);
  return { ok: true, value: toReservationOnly(changed!) };
}

const toReservationOnly = ({ guest: _guest, ...reservation }: GuestReservation): Reservation => reservation;
