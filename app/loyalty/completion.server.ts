import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { exchangeRates, reservations, roomTypes } from '~/db/schema';
import { recordStayEvent, snapshotColumns, snapshotOf } from '~/reservations/history.server';
import { isUuid } from '~/lib/ids';
import { memberTierOf } from '~/pricing/memberTier.server';
import type { MemberTier } from '~/pricing/plans';
import { withRetries } from '~/db/transactions.server';
import { inviteToReview, type InvitationMail } from '~/reviews/reviewInvitation.server';
import { perEuroOn } from '~/currency/rates.server';
import { pointsForStay, type TierBonuses } from './earning';
import { appendEntries } from './ledger.server';
import { tierBonusesOf } from './settings.server';

/**
 * A confirmed stay is completed after check-out, by the concierge or by the daily job, and only
 * then earns its points (docs/decisions/0042-points-ledger.md). Completing sets `completed_at` and
 * writes the earn entry in one transaction with the reservation locked; a stay completed already is
 * refused, and the ledger's unique index on a stay's earn entry would refuse a second one anyway.
 */

export type CompleteOutcome = { ok: true; points: number } | { ok: false; status: 404 | 409; error: string };

export const COMPLETE_REFUSALS = {
  notFound: 'Reservation not found',
  notConfirmed: 'Only a confirmed stay can be completed',
  already: 'This stay is already completed',
  tooEarly: 'A stay can be completed from its check-out day',
} as const;

/**
 * Completes one confirmed stay whose check-out day has come (`today`, UTC) and credits its points
 * at the member's tier of that day. `by`: the member of staff (audited); null for the daily job.
 */
export async function completeStay(
  db: Database,
  id: string,
  by: Pick<User, '_id' | 'username'> | null,
  today: string,
  known: Partial<DayKnowledge> = {},
  /** Invite the guest to review the hotel once the completion has committed (issue 49). */
  notify?: InvitationMail,
): Promise<CompleteOutcome> {
  if (!isUuid(id)) return { ok: false, status: 404, error: COMPLETE_REFUSALS.notFound };
  const outcome = await completeInTransaction(db, id, by, today, known);
  if (outcome.ok && notify) await inviteToReview(db, id, notify);
  return outcome;
}

function completeInTransaction(db: Database, id: string, by: Pick<User, '_id' | 'username'> | null, today: string, known: Partial<DayKnowledge>) {
  return withRetries(() =>
    db.transaction(async (tx): Promise<CompleteOutcome> => {
      const [stay] = await tx
        .select({
          ...snapshotColumns,
          completedAt: reservations.completedAt,
          userId: reservations.userId,
          roomTotalMinor: reservations.roomTotalMinor,
        })
        .from(reservations)
        .innerJoin(roomTypes, eq(roomTypes.id, reservations.roomTypeId))
        .where(eq(reservations.id, id))
        .for('update', { of: reservations });
      if (!stay) return { ok: false, status: 404, error: COMPLETE_REFUSALS.notFound };
      if (stay.status !== 'confirmed') return { ok: false, status: 409, error: COMPLETE_REFUSALS.notConfirmed };
      if (stay.completedAt) return { ok: false, status: 409, error: COMPLETE_REFUSALS.already };
      if (stay.checkOut > today) return { ok: false, status: 409, error: COMPLETE_REFUSALS.tooEarly };
      await tx.update(reservations).set({ completedAt: new Date(), updatedAt: new Date() }).where(eq(reservations.id, id));
      let points = 0;
      // Award nights were paid with points: they earn none. A deleted member's stay earns for no one.
      if (stay.userId && !stay.awardPoints) {
        // At the rate in force on the completion day, whatever the rate has become since.
        const [perEuro, tier, bonuses] = await Promise.all([
          known.rates?.has(stay.currency) ? known.rates.get(stay.currency)! : perEuroOn(tx, stay.currency, today),
          memberTierOf(tx, stay.userId, today),
          known.bonuses ?? tierBonusesOf(tx),
        ]);
        points = perEuro ? pointsForStay(stay.roomTotalMinor, stay.currency, perEuro, bonuses[tier]) : 0;
        if (points > 0) await appendEntries(tx, [{ userId: stay.userId, kind: 'earn', points, reason: 'stay', reservationId: id }]);
      }
      const snapshot = snapshotOf(stay);
      await recordStayEvent(tx, {
        reservationId: id,
        guestId: stay.userId,
        kind: 'completed',
        by: by && { party: 'concierge', user: by },
        before: snapshot,
        after: snapshot,
      });
      if (by) {
        await recordAudit(tx, by, {
          action: 'reservation.completed',
          entity: 'reservation',
          entityId: id,
          before: { status: 'confirmed', completedAt: null },
          after: { status: 'confirmed', completed: true, points },
        });
      }
      return { ok: true, points };
    }),
  );
}

/**
 * What the daily job reads once a batch rather than once a stay: the tier bonuses in force and the
 * day's rate of each currency of the batch (the same for every stay completed that day). Read before
 * the stays' transactions, never inside one (PGlite runs one transaction at a time).
 */
export interface DayKnowledge {
  bonuses: TierBonuses;
  /** The day's rate of each currency read (units per 1 EUR; null: none). */
  rates: ReadonlyMap<string, number | null>;
}

async function dayKnowledge(db: Database, today: string, currencies: readonly string[]): Promise<DayKnowledge> {
  const rates = new Map<string, number | null>();
  for (const currency of new Set(currencies)) rates.set(currency, await perEuroOn(db, currency, today));
  return { bonuses: await tierBonusesOf(db), rates };
}

/**
 * The daily job: completes every confirmed stay whose check-out day has come, in batches, a few
 * stays at a time (`parallel`: each its own transaction; on PostgreSQL their round trips and commits
 * overlap). Safe to run again or in several processes at once: a stay completed by another is
 * skipped; two stays of one member queue on the member's balance row.
 */
export async function completeDueStays(
  db: Database,
  today: string,
  { batch = 500, parallel = 4, notify }: { batch?: number; parallel?: number; notify?: InvitationMail } = {},
): Promise<number> {
  let completed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const due = await db
      .select({ id: reservations.id, currency: reservations.currency })
      .from(reservations)
      .where(and(eq(reservations.status, 'confirmed'), isNull(reservations.completedAt), lte(reservations.checkOut, today), sql`${reservations.id} > ${after}`))
      .orderBy(reservations.id)
      .limit(batch);
    const known = await dayKnowledge(
      db,
      today,
      due.map((d) => d.currency),
    );
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const { id } = due[next++]!;
        const outcome = await completeStay(db, id, null, today, known, notify);
        if (outcome.ok) completed += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
    if (due.length < batch) return completed;
    after = due.at(-1)!.id;
  }
}

/**
 * A member's pending points: what their confirmed stays not yet completed will earn at their tier
 * of `today` (award nights earn none). Most members have none: the tier and the bonuses are read
 * only for those who do. `tier`: the caller's own read of it, when it has one under way.
 */
export async function pendingPointsOf(
  db: Database,
  userId: string,
  today: string,
  tier: () => Promise<MemberTier> = () => memberTierOf(db, userId, today),
): Promise<number> {
  const stays = await db
    .select({ roomTotalMinor: reservations.roomTotalMinor, currency: reservations.currency, perEuro: exchangeRates.perEuro })
    .from(reservations)
    .leftJoin(exchangeRates, eq(exchangeRates.currency, reservations.currency))
    .where(and(eq(reservations.userId, userId), eq(reservations.status, 'confirmed'), isNull(reservations.completedAt), isNull(reservations.awardPoints)));
  if (stays.length === 0) return 0;
  const [memberTier, bonuses] = await Promise.all([tier(), tierBonusesOf(db)]);
  return stays.reduce((sum, s) => sum + pointsForStay(s.roomTotalMinor, s.currency, s.currency === 'EUR' ? 1 : (s.perEuro ?? 0), bonuses[memberTier]), 0);
}
