import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { hotels } from './content';
import { reservationStatuses, type ReservationStatus } from '../values';
import { offers } from './pricing';
import { translationsColumn } from './translations';

export { reservationStatuses, type ReservationStatus };

/**
 * The kinds of room a hotel offers, with how many of each it has (`inventory`) and its rates
 * (docs/decisions/0038-price-model.md). Reservations hold one room of a type (docs/decisions/0014-reservations-without-overbooking.md).
 */
export const roomTypes = pgTable(
  'room_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull(),
    translations: translationsColumn(),
    sizeSqm: integer('size_sqm').notNull(),
    beds: varchar('beds', { length: 100 }).notNull(),
    view: varchar('view', { length: 100 }).notNull(),
    maxGuests: smallint('max_guests').notNull(),
    /** The night's price before seasons and weekends, in minor units of the hotel's currency (docs/decisions/0038). */
    baseRateMinor: integer('base_rate_minor').notNull(),
    /** Added to Friday and Saturday nights (negative: less), in minor units. */
    weekendDeltaMinor: integer('weekend_delta_minor').notNull().default(0),
    /** The price of a night in the programme's points (award nights); null: not bookable with points. */
    pointsPerNight: integer('points_per_night'),
    /** How many rooms of this type the hotel has. */
    inventory: integer('inventory').notNull(),
    /** The order the hotel shows its rooms in, smallest first. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('room_types_hotel_idx').on(t.hotelId, t.position),
    check('room_types_numbers_check', sql`${t.sizeSqm} > 0 and ${t.maxGuests} between 1 and 20 and ${t.baseRateMinor} >= 0 and ${t.inventory} >= 0`),
    check('room_types_points_check', sql`${t.pointsPerNight} is null or ${t.pointsPerNight} > 0`),
  ],
);

/** A guest's request for one room of a type, for a range of nights; the concierge confirms or declines it. */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short code the guest quotes to the concierge, e.g. AUR-7K3M9Q. */
    reference: varchar('reference', { length: 16 }).notNull(),
    /** Null once the guest's account is deleted (the stay stays on the hotel's books). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'restrict' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'restrict' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    nights: smallint('nights').notNull(),
    guests: smallint('guests').notNull(),
    specialRequests: text('special_requests'),
    /** The average night and the total as quoted, in whole units of `currency` (the API's older fields). */
    nightlyRate: integer('nightly_rate').notNull(),
    total: integer('total').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The rate plan: flexible, advance, member or an offer's slug (docs/decisions/0038). */
    ratePlan: varchar('rate_plan', { length: 80 }).notNull().default('flexible'),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    promoCode: varchar('promo_code', { length: 40 }),
    /** The price as the guest saw and sent it, in minor units of `currency`: what the hotel holds them to. */
    nightly: jsonb('nightly')
      .$type<{ date: string; amountMinor: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    supplementMinor: integer('supplement_minor').notNull().default(0),
    roomTotalMinor: integer('room_total_minor').notNull(),
    taxesIncludedMinor: integer('taxes_included_minor').notNull().default(0),
    taxesAddedMinor: integer('taxes_added_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    refundable: boolean('refundable').notNull().default(true),
    /** The last day the stay can be cancelled free of charge; null when non-refundable. */
    freeCancellationUntil: date('free_cancellation_until', { mode: 'string' }),
    /** Award nights: the points the stay costs (held at the request, spent on confirmation); null otherwise. */
    awardPoints: integer('award_points'),
    /** When the concierge (or the daily job) marked the confirmed stay completed after check-out: it then earns points. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    status: text('status').$type<ReservationStatus>().notNull().default('requested'),
    /** The concierge's note to the guest on confirming or declining. */
    staffNote: text('staff_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_reference_unique').on(t.reference),
    // A guest's stays, soonest first.
    index('reservations_user_check_in_idx').on(t.userId, t.checkIn),
    // The concierge's queue.
    index('reservations_status_created_idx').on(t.status, t.createdAt),
    index('reservations_room_type_idx').on(t.roomTypeId),
    // The concierge's arrivals of a day, of every hotel or one (issue 49).
    index('reservations_check_in_hotel_idx').on(t.checkIn, t.hotelId),
    check('reservations_status_check', sql`${t.status} in ('requested', 'confirmed', 'declined', 'cancelled')`),
    check('reservations_dates_check', sql`${t.checkOut} > ${t.checkIn} and ${t.nights} = ${t.checkOut} - ${t.checkIn}`),
    check('reservations_award_points_check', sql`${t.awardPoints} is null or ${t.awardPoints} > 0`),
    check('reservations_completed_check', sql`${t.completedAt} is null or ${t.status} = 'confirmed'`),
    check('reservations_guests_check', sql`${t.guests} >= 1`),
    check('reservations_money_check', sql`${t.totalMinor} >= 0 and ${t.roomTotalMinor} >= 0 and ${t.totalMinor} = ${t.roomTotalMinor} + ${t.taxesAddedMinor}`),
  ],
);

/**
 * Rooms of a type held per night: one row per room type and night that anyone has asked for,
 * `booked` counting the `requested` and `confirmed` reservations that include that night. A
 * reservation takes a room with one guarded update over its nights (`booked < inventory`), so two
 * requests can never both take the last room (docs/decisions/0014-reservations-without-overbooking.md).
 */
export const roomNights = pgTable(
  'room_nights',
  {
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.night] }), check('room_nights_booked_check', sql`${t.booked} >= 0`)],
);

/** A date range with a room type's own nightly rate (summer on the Riviera, winter in St. Moritz). Never overlapping per room type. */
export const rateSeasons = pgTable(
  'rate_seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** First and last night of the season, both included. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    rateMinor: integer('rate_minor').notNull(),
  },
  (t) => [
    index('rate_seasons_room_type_idx').on(t.roomTypeId, t.startsOn),
    check('rate_seasons_check', sql`${t.endsOn} >= ${t.startsOn} and ${t.rateMinor} >= 0`),
  ],
);

/** A night a room type is priced by hand in the studio's rates grid: exactly this, whatever the season or weekday. */
export const roomRateDays = pgTable(
  'room_rate_days',
  {
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    rateMinor: integer('rate_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.night] }), check('room_rate_days_rate_check', sql`${t.rateMinor} >= 0`)],
);
