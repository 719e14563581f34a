import type { StayEventKind, StayParty, StaySnapshot } from '~/db/values';

/** A stay's history as the guest and the concierge read it (history.server.ts writes and reads it). */

/** One line of a stay's history as the API and the pages show it. */
export interface HistoryLine {
  _id: string;
  at: string;
  kind: StayEventKind;
  /** Who: the guest, the concierge, or null (the daily job). */
  by: StayParty | null;
  /** The member of staff's name, for the concierge's pages; null in the guest's answer. */
  byName: string | null;
  before: StaySnapshot | null;
  after: StaySnapshot;
}

/** What differs between two snapshots, in the order a reader takes it in. */
export type ChangedFact = 'status' | 'dates' | 'room' | 'guests' | 'plan' | 'total' | 'points';

export function changedFacts(before: StaySnapshot | null, after: StaySnapshot): ChangedFact[] {
  if (!before) return [];
  const facts: ChangedFact[] = [];
  if (before.status !== after.status) facts.push('status');
  if (before.checkIn !== after.checkIn || before.checkOut !== after.checkOut) facts.push('dates');
  if (before.roomTypeId !== after.roomTypeId) facts.push('room');
  if (before.guests !== after.guests) facts.push('guests');
  if (before.ratePlan !== after.ratePlan) facts.push('plan');
  if (before.totalMinor !== after.totalMinor) facts.push('total');
  if ((before.awardPoints ?? 0) !== (after.awardPoints ?? 0)) facts.push('points');
  return facts;
}
