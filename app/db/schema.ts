import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** `concierge` answers reservation requests; `editor` writes the journal; `admin` does everything. */
export const roles = ['user', 'editor', 'concierge', 'admin'] as const;
export type Role = (typeof roles)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 30 }).notNull(),
    /** Stored lower-cased; uniqueness is on the stored value. */
    email: varchar('email', { length: 254 }).notNull(),
    /** Null for accounts that cannot sign in (seeded reviewers). */
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('user', 'editor', 'concierge', 'admin')`),
  ],
);

export const hotels = pgTable(
  'hotels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 120 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    streetAddress: varchar('street_address', { length: 200 }).notNull(),
    description: text('description').notNull(),
    /** URL path of the card and hero picture. */
    image: varchar('image', { length: 300 }).notNull(),
    roomCount: integer('room_count').notNull(),
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    totalGamingSpace: integer('total_gaming_space').notNull(),
    numberOfTables: integer('number_of_tables').notNull(),
    numberOfSlots: integer('number_of_slots').notNull(),
    restaurants: integer('restaurants').notNull(),
    vipLounges: integer('vip_lounges').notNull(),
    isOpenAllDay: boolean('is_open_all_day').notNull(),
    /** HH:mm, null when open all day. */
    opens: varchar('opens', { length: 5 }),
    closes: varchar('closes', { length: 5 }),
    yearEstablished: integer('year_established').notNull(),
    dresscode: varchar('dresscode', { length: 200 }).notNull(),
    // Maintained by the reviews trigger (drizzle/0001_review_rating_trigger.sql), never computed per request.
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    averageRating: doublePrecision('average_rating').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hotels_slug_unique').on(t.slug),
    // The list order: highest rating first, ties by name.
    index('hotels_rating_name_idx').on(t.averageRating.desc(), t.name),
    check('hotels_price_check', sql`${t.priceMin} >= 0 and ${t.priceMax} >= ${t.priceMin}`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** Null for anonymous reviews: the page shows a placeholder name. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** Null for undated reviews: the page shows a placeholder date. */
    createdAt: timestamp('created_at', { withTimezone: true }),
  },
  (t) => [
    // A hotel's reviews, newest first.
    index('reviews_hotel_created_idx').on(t.hotelId, t.createdAt.desc().nullsLast(), t.id),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 160 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Markdown exactly as written; sanitized when rendered. */
    content: text('content').notNull(),
    /** URL path of the hero picture, null when the post has none. */
    image: varchar('image', { length: 300 }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posts_slug_unique').on(t.slug),
    index('posts_created_idx').on(t.createdAt.desc()),
    index('posts_author_created_idx').on(t.authorId, t.createdAt.desc()),
  ],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 200 }).notNull(),
    /** The day of the event (YYYY-MM-DD). */
    date: date('date', { mode: 'string' }).notNull(),
    location: varchar('location', { length: 200 }).notNull(),
    description: text('description').notNull(),
    category: varchar('category', { length: 100 }).notNull(),
    /** URL path of the card picture. */
    image: varchar('image', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Upcoming events, soonest first.
  (t) => [index('events_date_idx').on(t.date, t.title)],
);

/**
 * Sign-in sessions. Only the sha256 of the bearer token is stored, so a copy of this table signs
 * nobody in. A session ends at `expiresAt` (absolute lifetime), after the idle timeout without use,
 * or when its row is deleted (logout). See docs/decisions/0005-sessions-and-passwords.md.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Hex sha256 of the token the client holds. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Fixed-window counters of the abuse limits, shared by every server process on one database.
 * `key` names the rule and the subject (an address or a hashed account email).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

export const contactCategories = ['reservation', 'spa', 'dining', 'events', 'feedback', 'other'] as const;
export type ContactCategory = (typeof contactCategories)[number];

/** Messages sent through the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    category: text('category').$type<ContactCategory>().notNull(),
    /** The hotel a reservation enquiry is about, if any. */
    hotelId: uuid('hotel_id').references(() => hotels.id, { onDelete: 'set null' }),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    /** The signed-in account that sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    check('contact_messages_category_check', sql`${t.category} in ('reservation', 'spa', 'dining', 'events', 'feedback', 'other')`),
  ],
);

/** Newsletter subscribers; one row per (lower-cased) address. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_unique').on(t.email)],
);

/**
 * The kinds of room a hotel offers, with how many of each it has (`inventory`) and the nightly rate
 * in the hotel's currency. Reservations hold one room of a type (docs/decisions/0014-reservations-without-overbooking.md).
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
    sizeSqm: integer('size_sqm').notNull(),
    beds: varchar('beds', { length: 100 }).notNull(),
    view: varchar('view', { length: 100 }).notNull(),
    maxGuests: smallint('max_guests').notNull(),
    /** Whole units of the hotel's currency, per night. */
    nightlyRate: integer('nightly_rate').notNull(),
    /** How many rooms of this type the hotel has. */
    inventory: integer('inventory').notNull(),
    /** The order the hotel shows its rooms in, smallest first. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('room_types_hotel_idx').on(t.hotelId, t.position),
    check('room_types_numbers_check', sql`${t.sizeSqm} > 0 and ${t.maxGuests} between 1 and 20 and ${t.nightlyRate} >= 0 and ${t.inventory} >= 0`),
  ],
);

export const reservationStatuses = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

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
    /** The rate and total as quoted when requested, in `currency`. */
    nightlyRate: integer('nightly_rate').notNull(),
    total: integer('total').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
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
    check('reservations_status_check', sql`${t.status} in ('requested', 'confirmed', 'declined', 'cancelled')`),
    check('reservations_dates_check', sql`${t.checkOut} > ${t.checkIn} and ${t.nights} = ${t.checkOut} - ${t.checkIn}`),
    check('reservations_guests_check', sql`${t.guests} >= 1`),
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

/**
 * Every mail the site sends, kept whether or not it left the machine: without SMTP_URL this table is
 * the only delivery (development and tests read it); with it, `sentAt` or `error` tells how the
 * hand-over to the SMTP server went. A stored copy never holds a secret the mail carries once SMTP
 * takes the mail (docs/decisions/0015-mail-outbox-and-password-reset.md).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** What the mail is for: 'password-reset', 'newsletter-welcome'. */
    kind: varchar('kind', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the SMTP server accepted it; null without SMTP, while sending, or after a failure. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why the SMTP server did not take it. */
    error: text('error'),
  },
  (t) => [index('outbox_to_created_idx').on(t.to, t.createdAt.desc()), index('outbox_created_idx').on(t.createdAt.desc())],
);

/**
 * Single-use links to set a new password, valid 30 minutes. Only the sha256 of the token in the
 * link is stored, as for sessions.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex sha256 of the token in the link. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Server secrets generated on first use when the environment gives none (APP_SECRET), so every
 * process on the database, and every restart, signs with the same key.
 */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
