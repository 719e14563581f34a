/**
 * Plain values of the schema (roles, statuses, limits) for the pages to import: the table modules
 * beside them pull in drizzle, which must never reach the browser's bundle.
 */
export const roles = ['user', 'editor', 'concierge', 'admin'] as const;
export type Role = (typeof roles)[number];

export const reservationStatuses = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** The kinds of movement in the points ledger (docs/decisions/0042-points-ledger.md). */
export const pointsEntryKinds = ['earn', 'hold', 'release', 'spend', 'adjust', 'expire'] as const;
export type PointsEntryKind = (typeof pointsEntryKinds)[number];

export const venueKinds = ['restaurant', 'spa'] as const;
export type VenueKind = (typeof venueKinds)[number];

export const bookingStatuses = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const BOOKING_NOTE_MAX = 500;

/** What an offer includes (app/offers); each kind is named in every language by the catalogue (`offers_inclusion_…`). */
export const offerInclusions = ['breakfast', 'spa_treatment', 'dinner_credit', 'late_checkout', 'casino_credit', 'airport_transfer'] as const;
export type OfferInclusion = (typeof offerInclusions)[number];

/** What happened to a stay, as its history records it (app/reservations/history.server.ts). */
export const stayEventKinds = ['requested', 'changed', 'confirmed', 'declined', 'cancelled', 'completed'] as const;
export type StayEventKind = (typeof stayEventKinds)[number];

/** Who wrote a message about a stay, or made a change to it. */
export const stayParties = ['guest', 'concierge'] as const;
export type StayParty = (typeof stayParties)[number];

/** A message about a stay: 1 to this many characters of plain text. */
export const STAY_MESSAGE_MAX = 2000;

/** The arrival details a guest gives before the stay (app/reservations/arrival.ts). */
export const bedPreferences = ['double', 'twin'] as const;
export type BedPreference = (typeof bedPreferences)[number];
export const stayOccasions = ['birthday', 'anniversary', 'honeymoon', 'business', 'other'] as const;
export type StayOccasion = (typeof stayOccasions)[number];
export const DIETARY_MAX = 300;

/** A stay's facts as they were before and after a change (names copied: the history outlives renames). */
export interface StaySnapshot {
  status: string;
  roomTypeId: string;
  roomType: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  ratePlan: string;
  totalMinor: number;
  currency: string;
  awardPoints: number | null;
}
