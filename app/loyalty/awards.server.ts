import type { ReservationStatus } from '~/db/schema';
import type { NewEntry } from './ledger.server';

/**
 * Award nights' points through a stay's life (docs/decisions/0042-points-ledger.md): held when the
 * request is stored, spent when the concierge confirms (the hold released and the spend written
 * together, so the balance never moves twice), released when the request is declined or cancelled,
 * given back when a confirmed stay is cancelled. Each is written in the transaction of the change.
 */
export function awardHold(userId: string, reservationId: string, points: number): NewEntry {
  return { userId, kind: 'hold', points: -points, reason: 'award_stay', reservationId };
}

/** The entries a change of status writes for an award stay (none for a paid one or a deleted member's). */
export function awardEntriesOnChange(
  stay: { id: string; userId: string | null; awardPoints: number | null },
  from: ReservationStatus,
  to: ReservationStatus,
): NewEntry[] {
  const { userId, awardPoints: points } = stay;
  if (!userId || !points) return [];
  const base = { userId, reservationId: stay.id };
  if (from === 'requested' && to === 'confirmed') {
    return [
      { ...base, kind: 'release', points, reason: 'award_stay' },
      { ...base, kind: 'spend', points: -points, reason: 'award_stay' },
    ];
  }
  if (from === 'requested' && (to === 'declined' || to === 'cancelled')) return [{ ...base, kind: 'release', points, reason: 'award_released' }];
  if (from === 'confirmed' && to === 'cancelled') return [{ ...base, kind: 'release', points, reason: 'award_refund' }];
  return [];
}

/**
 * The entries a change of an award stay's dates, room or party writes when its points price moves
 * from `before` to `after` (issue 49): the one place the points difference of a change is held or
 * released, inside the change's transaction (a short balance rolls the whole change back, the stay
 * untouched). A requested stay holds the difference (or releases it when the new stay costs less);
 * a confirmed one had spent its points and goes back to the concierge, so they are returned and
 * the new price held, as for a new request: the balance moves by the difference either way.
 */
export function awardEntriesOnRepricing(
  stay: { id: string; userId: string | null },
  status: 'requested' | 'confirmed',
  before: number,
  after: number,
): NewEntry[] {
  const { userId } = stay;
  if (!userId) return [];
  const base = { userId, reservationId: stay.id };
  if (status === 'confirmed') {
    return [
      { ...base, kind: 'release', points: before, reason: 'award_change' },
      { ...base, kind: 'hold', points: -after, reason: 'award_stay' },
    ];
  }
  const difference = after - before;
  if (difference > 0) return [{ ...base, kind: 'hold', points: -difference, reason: 'award_change' }];
  if (difference < 0) return [{ ...base, kind: 'release', points: -difference, reason: 'award_change' }];
  return [];
}
