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
