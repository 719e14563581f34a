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
