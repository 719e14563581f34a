/**
 * The hotels' restaurants and spas, their sittings and treatments, the guests' bookings and the
 * load of every slot (docs/decisions/0032-tables-and-treatments-capacity.md). Every day and time
 * here is local to the venue's hotel (`hotels.time_zone`).
 */
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, smallint, text, time, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { hotels } from './content';
import { BOOKING_NOTE_MAX, bookingStatuses, venueKinds, type BookingStatus, type VenueKind } from '../values';
import { translationsColumn } from './translations';

export { BOOKING_NOTE_MAX, bookingStatuses, venueKinds, type BookingStatus, type VenueKind };

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VenueKind>().notNull(),
    /** Unique within the hotel: /rooms/{hotel}/dining/{slug}. */
    slug: varchar('slug', { length: 120 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Restaurants only (e.g. "Modern Cantonese"); null for a spa. */
    cuisine: varchar('cuisine', { length: 100 }),
    description: text('description').notNull(),
    translations: translationsColumn(),
    /** The grid of bookable start times, from each sitting's opening. */
    slotMinutes: smallint('slot_minutes').notNull(),
    /** A restaurant's covers per slot; a spa's therapists at work at once. */
    capacity: smallint('capacity').notNull(),
    /** The largest party one booking may be for (a spa: guests treated side by side). */
    maxParty: smallint('max_party').notNull(),
    /** ISO weekdays it is closed on: 1 Monday … 7 Sunday. */
    closedWeekdays: smallint('closed_weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** The order the hotel shows its venues in, smallest first. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('venues_hotel_slug_unique').on(t.hotelId, t.slug),
    index('venues_hotel_position_idx').on(t.hotelId, t.position),
    check('venues_kind_check', sql`${t.kind} in ('restaurant', 'spa')`),
    check('venues_cuisine_check', sql`(${t.kind} = 'restaurant') = (${t.cuisine} is not null)`),
    // Slots tile the day from midnight: 15, 20, 30, 45, 60, 90, 120… minutes.
    check('venues_slot_minutes_check', sql`${t.slotMinutes} between 15 and 240 and 1440 % ${t.slotMinutes} = 0`),
    check('venues_capacity_check', sql`${t.capacity} between 1 and 1000 and ${t.maxParty} between 1 and least(${t.capacity}, 20)`),
    check('venues_closed_weekdays_check', sql`${t.closedWeekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`),
  ],
);

/**
 * When a venue takes guests, e.g. lunch 12:00–14:30: a booking begins on the slot grid from
 * `opens` and ends by `closes` (a table after one slot, a treatment after its duration).
 */
export const venueSittings = pgTable(
  'venue_sittings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    opens: time('opens').notNull(),
    closes: time('closes').notNull(),
    translations: translationsColumn(),
  },
  (t) => [index('venue_sittings_venue_idx').on(t.venueId, t.opens), check('venue_sittings_hours_check', sql`${t.closes} > ${t.opens}`)],
);

/** A spa's treatments; the duration is a whole number of the spa's slots (a trigger checks it, drizzle/). */
export const spaTreatments = pgTable(
  'spa_treatments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    /** Whole units of the hotel's currency. */
    price: integer('price').notNull(),
    translations: translationsColumn(),
    position: smallint('position').notNull().default(0),
    /**
     * Set when an editor removes a treatment that bookings (past or cancelled) still refer to: it
     * leaves the guests' pages and the API, and the bookings keep their history.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('spa_treatments_venue_idx').on(t.venueId, t.position),
    // What a booking's (venue, treatment) key refers to: a treatment of that very venue.
    uniqueIndex('spa_treatments_venue_id_unique').on(t.venueId, t.id),
    check('spa_treatments_numbers_check', sql`${t.durationMinutes} between 15 and 480 and ${t.price} >= 0`),
  ],
);

/** A table or a treatment, confirmed at once; it holds `party` of the venue's capacity in every slot from `startTime` to `endTime`. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short code the guest quotes, e.g. AUB-7K3M9Q. */
    reference: varchar('reference', { length: 16 }).notNull(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'restrict' }),
    /** Null once the guest's account is deleted (the booking stays on the venue's sheet). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The hotel's local day and times. */
    day: date('day', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    /** Kept, not derived: the slots to give back on cancelling stay the ones taken, whatever later edits do. */
    endTime: time('end_time').notNull(),
    party: smallint('party').notNull(),
    /** A treatment of the booking's own venue (the composite key below); null for a table. */
    treatmentId: uuid('treatment_id'),
    note: text('note'),
    status: text('status').$type<BookingStatus>().notNull().default('confirmed'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The guest, or the member of staff who cancelled (the audit log has the rest). */
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's note to the guest on cancelling. */
    staffNote: text('staff_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_reference_unique').on(t.reference),
    // A guest's plans, soonest first.
    index('bookings_user_day_idx').on(t.userId, t.day, t.startTime),
    // A venue's day sheet.
    index('bookings_venue_day_idx').on(t.venueId, t.day, t.startTime),
    index('bookings_treatment_idx').on(t.treatmentId),
    foreignKey({
      name: 'bookings_treatment_of_venue_fk',
      columns: [t.venueId, t.treatmentId],
      foreignColumns: [spaTreatments.venueId, spaTreatments.id],
    }).onDelete('restrict'),
    check('bookings_status_check', sql`${t.status} in ('confirmed', 'cancelled')`),
    check('bookings_cancelled_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check('bookings_times_check', sql`${t.endTime} > ${t.startTime}`),
    check('bookings_party_check', sql`${t.party} between 1 and 20`),
    check('bookings_note_check', sql`char_length(${t.note}) <= 500 and char_length(${t.staffNote}) <= 1000`),
  ],
);

/**
 * How much of a venue's capacity each slot of a day holds: one row per venue, day and slot that
 * anyone has booked, `booked` counting the parties of the confirmed bookings spanning it. The row
 * carries the capacity it was made with, so the database itself refuses a count above it; bookings
 * take their slots with one guarded update (docs/decisions/0032).
 */
export const venueSlots = pgTable(
  'venue_slots',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    slot: time('slot').notNull(),
    capacity: smallint('capacity').notNull(),
    booked: smallint('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.day, t.slot] }), check('venue_slots_booked_check', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`)],
);
