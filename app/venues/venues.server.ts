import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels, spaTreatments, venues, venueSittings, type VenueKind } from '~/db/schema';
import { inLanguage } from '~/i18n/contentTranslations';
import type { Locale } from '~/i18n/locales';
import { isUuid } from '~/lib/ids';
import { localNow, WEEKDAYS } from '~/domain/hotelClock';
import { shownByOwner, venuePictures } from '~/media/picturePlaces.server';
import type { ShownMedia } from '~/media/sources';

/**
 * Restaurants and spas as guests and staff read them: each with its hotel (and the hotel's time
 * zone), sittings and treatments (docs/decisions/0032-tables-and-treatments-capacity.md). Free
 * slots are in slots.server.ts, bookings in bookings.server.ts. Their texts come in the language
 * asked for, English where a translation is missing (named in `english`, for `lang="en"`).
 */

export const BOOKING_WINDOW_DAYS = 180;
export const SLOT_FULL = 'Sorry, that time is no longer available. Please choose another time.';
export const BOOKING_NOT_FOUND = 'Booking not found';
export const VENUE_NOT_FOUND = 'Venue not found';

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; error: string; field?: string };
export const fail = (status: 400 | 404 | 409, error: string, field?: string) => ({ ok: false, status, error, ...(field && { field }) }) as const;

export interface HotelRef {
  _id: string;
  name: string;
  slug: string;
  timeZone: string;
}

export interface Treatment {
  _id: string;
  name: string;
  durationMinutes: number;
  price: number;
  currency: string;
  english?: 'name'[];
}

export interface Sitting {
  name: string;
  opens: string;
  closes: string;
  english?: 'name'[];
}

export interface Venue {
  _id: string;
  kind: VenueKind;
  slug: string;
  name: string;
  cuisine: string | null;
  description: string;
  hotel: HotelRef;
  maxParty: number;
  slotMinutes: number;
  sittings: Sitting[];
  closedOn: string[];
  treatments?: Treatment[];
  english?: ('cuisine' | 'description')[];
  /** Its photographs, hero first (the public answers and its page; none: its page keeps its illustration). */
  media?: ShownMedia[];
}

/** A venue with what booking needs beyond its public face. */
export interface BookableVenue extends Venue {
  capacity: number;
  closedWeekdays: number[];
  treatments: Treatment[];
}

const venueColumns = {
  id: venues.id,
  kind: venues.kind,
  slug: venues.slug,
  name: venues.name,
  cuisine: venues.cuisine,
  description: venues.description,
  translations: venues.translations,
  slotMinutes: venues.slotMinutes,
  capacity: venues.capacity,
  maxParty: venues.maxParty,
  closedWeekdays: venues.closedWeekdays,
  hotelId: hotels.id,
  hotelName: hotels.name,
  hotelSlug: hotels.slug,
  timeZone: hotels.timeZone,
  currency: hotels.currency,
};
const venueRows = (db: Database) => db.select(venueColumns).from(venues).innerJoin(hotels, eq(hotels.id, venues.hotelId));
type VenueRow = Awaited<ReturnType<ReturnType<typeof venueRows>['execute']>>[number];

export const hhmm = (time: string) => time.slice(0, 5);

/** The venues' sittings and treatments, one query each, attached to their rows. */
async function complete(db: Database, rows: VenueRow[], locale: Locale = 'en'): Promise<BookableVenue[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sittings, treatments] = await Promise.all([
    db
      .select({
        venueId: venueSittings.venueId,
        name: venueSittings.name,
        opens: venueSittings.opens,
        closes: venueSittings.closes,
        translations: venueSittings.translations,
      })
      .from(venueSittings)
      .where(inArray(venueSittings.venueId, ids))
      .orderBy(asc(venueSittings.opens)),
    db
      .select({
        venueId: spaTreatments.venueId,
        id: spaTreatments.id,
        name: spaTreatments.name,
        durationMinutes: spaTreatments.durationMinutes,
        price: spaTreatments.price,
        translations: spaTreatments.translations,
      })
      .from(spaTreatments)
      // A withdrawn treatment is offered no more; its bookings still name it (bookings.server.ts).
      .where(and(inArray(spaTreatments.venueId, ids), isNull(spaTreatments.withdrawnAt)))
      .orderBy(asc(spaTreatments.position), asc(spaTreatments.name)),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    slug: row.slug,
    name: row.name,
    ...inLanguage({ cuisine: row.cuisine, description: row.description }, row.translations, locale, ['cuisine', 'description']),
    hotel: { _id: row.hotelId, name: row.hotelName, slug: row.hotelSlug, timeZone: row.timeZone },
    maxParty: row.maxParty,
    slotMinutes: row.slotMinutes,
    capacity: row.capacity,
    closedWeekdays: [...row.closedWeekdays].sort(),
    closedOn: [...row.closedWeekdays].sort().map((d) => WEEKDAYS[d - 1]!),
    sittings: sittings
      .filter((s) => s.venueId === row.id)
      .map((s) => inLanguage({ name: s.name, opens: hhmm(s.opens), closes: hhmm(s.closes) }, s.translations, locale, ['name'])),
    treatments: treatments
      .filter((t) => t.venueId === row.id)
      .map((t) =>
        inLanguage({ _id: t.id, name: t.name, durationMinutes: t.durationMinutes, price: t.price, currency: row.currency }, t.translations, locale, ['name']),
      ),
  }));
}

/** A venue as the API shows it: no capacity, treatments only for a spa. */
export function publicVenue({ capacity: _capacity, closedWeekdays: _closed, treatments, ...venue }: BookableVenue): Venue {
  return venue.kind === 'spa' ? { ...venue, treatments } : venue;
}

export interface VenueQuery {
  hotelSlug?: string;
  /** Only these hotels' venues (the studio's page of hotels). */
  hotelIds?: string[];
  kind?: VenueKind;
  limit?: number;
  offset?: number;
  /** The language of the texts; English by default. */
  locale?: Locale;
}

/**
 * Venues, the best-rated hotels first (as /api/rooms), each hotel's in its own order; null when
 * `hotelSlug` names no hotel.
 */
export async function listVenues(db: Database, { hotelSlug, hotelIds, kind, limit = 100, offset = 0, locale }: VenueQuery = {}): Promise<Venue[] | null> {
  const filters: SQL[] = [];
  if (hotelIds) filters.push(inArray(venues.hotelId, hotelIds));
  if (hotelSlug) {
    const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, hotelSlug)).limit(1);
    if (!hotel) return null;
    filters.push(eq(venues.hotelId, hotel.id));
  }
  if (kind) filters.push(eq(venues.kind, kind));
  const rows = await venueRows(db)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(sql`${hotels.averageRating} desc`, asc(hotels.name), asc(venues.position), asc(venues.name))
    .limit(limit)
    .offset(offset);
  return withMedia(db, (await complete(db, rows, locale)).map(publicVenue), locale);
}

/** The venues with their photographs (the public answers and pages; booking needs none). */
async function withMedia(db: Database, list: Venue[], locale: Locale = 'en'): Promise<Venue[]> {
  const byVenue = shownByOwner(
    await venuePictures.ofOwners(
      db,
      list.map((v) => v._id),
    ),
    locale,
  );
  return list.map((venue) => ({ ...venue, media: byVenue.get(venue._id) ?? [] }));
}

export async function findBookableVenue(db: Database, id: string, lock?: 'share'): Promise<BookableVenue | null> {
  if (!isUuid(id)) return null;
  const query = venueRows(db).where(eq(venues.id, id));
  // FOR SHARE: the venue's capacity, grid and sittings cannot change under a booking (an edit waits).
  const rows = lock ? await query.for('share', { of: venues }) : await query;
  const [venue] = await complete(db, rows);
  return venue ?? null;
}

/** A hotel's venue by the two slugs of its page (`/rooms/{hotel}/venues/{venue}`). */
export async function findVenueOfHotel(db: Database, hotelSlug: string, venueSlug: string, locale: Locale = 'en'): Promise<Venue | null> {
  const rows = await venueRows(db)
    .where(and(eq(hotels.slug, hotelSlug), eq(venues.slug, venueSlug)))
    .limit(1);
  const [venue] = await complete(db, rows, locale);
  return venue ? (await withMedia(db, [publicVenue(venue)], locale))[0]! : null;
}

/** The hotel's day and time now: a venue's page offers days from it on. */
export function venueToday(venue: Pick<Venue, 'hotel'>, now: Date) {
  return localNow(venue.hotel.timeZone, now);
}

export async function findVenue(db: Database, id: string): Promise<Venue | null> {
  const venue = await findBookableVenue(db, id);
  return venue ? publicVenue(venue) : null;
}
