/** What the pages show: hotels and their reviews, the journal, events. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales';
import { users } from './accounts';
import { translationsColumn } from './translations';

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
    translations: translationsColumn(),
    /**
     * The city and country in every other language, one line each, for the search's text filter:
     * "Singapour" finds Singapore on any page. Kept by the database from `translations`.
     */
    placeNames: text('place_names')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          LOCALES.filter((l) => l !== DEFAULT_LOCALE)
            .flatMap((l) => [`coalesce(translations #>> '{${l},city}', '')`, `coalesce(translations #>> '{${l},country}', '')`])
            .join(` || E'\\n' || `),
        ),
      ),
    /** URL path of the card and hero picture. */
    image: varchar('image', { length: 300 }).notNull(),
    roomCount: integer('room_count').notNull(),
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The hotel's IANA time zone (e.g. Europe/Zurich): every time of its venues is local to it (app/venues). */
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    /**
     * priceMin in euros at the stored rate of `currency`, for the search's price order; null while
     * that currency has no rate. Kept by triggers on hotels and exchange_rates (drizzle/0016).
     */
    priceMinEur: doublePrecision('price_min_eur'),
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
    /** Where the hotel is (WGS 84 degrees) for the map; null when unknown (the map leaves it out). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
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
    // The hotel search (app/hotels/search): one index per order, the country one also for the list of countries.
    index('hotels_country_rating_idx').on(t.country, t.averageRating.desc(), t.name),
    // By price compared in one currency (euros), whatever each hotel's own (ADR 0025).
    index('hotels_price_eur_name_idx').on(t.priceMinEur, t.name),
    // A country's hotels by price: the search's price order within a country reads its page directly.
    index('hotels_country_price_eur_name_idx').on(t.country, t.priceMinEur, t.name),
    index('hotels_rating_reviews_name_idx').on(t.averageRating.desc(), t.reviewCount.desc(), t.name),
    index('hotels_name_idx').on(t.name),
    // The search's text filter (name, city or country ILIKE '%q%'): trigrams (pg_trgm, drizzle/0014),
    // so a query reads the matching rows only, not the whole table.
    index('hotels_text_trgm_idx').using('gin', t.name.op('gin_trgm_ops'), t.city.op('gin_trgm_ops'), t.country.op('gin_trgm_ops')),
    index('hotels_place_names_trgm_idx').using('gin', t.placeNames.op('gin_trgm_ops')),
    // Every numeric filter in one narrow index: the count of a filtered search is an index-only scan
    // (where the visibility map is set: PostgreSQL's autovacuum, a VACUUM on PGlite).
    index('hotels_country_filters_idx').on(t.country, t.priceMinEur, t.averageRating, t.numberOfTables, t.vipLounges),
    // An IANA zone name's shape (Area/Location, or UTC); the application checks that the zone exists.
    check('hotels_time_zone_check', sql`${t.timeZone} ~ '^(UTC|[A-Z][A-Za-z_]+(/[A-Za-z0-9_+-]+){1,2})$'`),
    check('hotels_price_check', sql`${t.priceMin} >= 0 and ${t.priceMax} >= ${t.priceMin}`),
    // Both or neither, each in range: a marker is drawn only from a real place.
    check(
      'hotels_coordinates_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and coalesce(${t.latitude}, 0) between -90 and 90 and coalesce(${t.longitude}, 0) between -180 and 180`,
    ),
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
    /** The guest's sub-scores, 1 to 5 each, null when not given (app/reviews/reviewInput.ts). */
    staffScore: smallint('staff_score'),
    facilitiesScore: smallint('facilities_score'),
    cleanlinessScore: smallint('cleanliness_score'),
    comfortScore: smallint('comfort_score'),
    valueScore: smallint('value_score'),
    locationScore: smallint('location_score'),
    /** The guest's last edit; null when never edited. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Set when staff hide the review: not shown, not counted in the hotel's rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * A review from a verified stay: the first day of the month its author's completed stay at the
     * hotel began, as it was when the review was written or last edited; null when they had none.
     */
    stayMonth: date('stay_month', { mode: 'string' }),
  },
  (t) => [
    // A hotel's reviews, newest first.
    index('reviews_hotel_created_idx').on(t.hotelId, t.createdAt.desc().nullsLast(), t.id),
    index('reviews_user_idx').on(t.userId),
    // The hotel's verified average and count: an index-only range of its verified, visible ratings.
    index('reviews_hotel_verified_idx')
      .on(t.hotelId, t.rating)
      .where(sql`${t.stayMonth} is not null and ${t.hiddenAt} is null`),
    // One review per guest per hotel; anonymous (seeded, or the account deleted) ones are free.
    uniqueIndex('reviews_user_hotel_unique')
      .on(t.userId, t.hotelId)
      .where(sql`${t.userId} is not null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_sub_scores_check',
      sql`coalesce(${t.staffScore}, 1) between 1 and 5 and coalesce(${t.facilitiesScore}, 1) between 1 and 5 and coalesce(${t.cleanlinessScore}, 1) between 1 and 5 and coalesce(${t.comfortScore}, 1) between 1 and 5 and coalesce(${t.valueScore}, 1) between 1 and 5 and coalesce(${t.locationScore}, 1) between 1 and 5`,
    ),
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
    /** The language the post is written in: a localized /blog lists its own language's first (docs/decisions/0030). */
    language: text('language').$type<Locale>().notNull().default('en'),
  },
  (t) => [
    uniqueIndex('posts_slug_unique').on(t.slug),
    check('posts_language_check', sql`${t.language} in ('en', 'fr', 'de', 'it', 'ar', 'zh')`),
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
    translations: translationsColumn(),
    category: varchar('category', { length: 100 }).notNull(),
    /** URL path of the card picture. */
    image: varchar('image', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Upcoming events, soonest first.
  (t) => [index('events_date_idx').on(t.date, t.title)],
);
