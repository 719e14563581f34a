import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { countHotels } from '~/db/contentState.server';
import { hotels } from '~/db/schema';
import { hotelPictures, shownByOwner, shownMediaOfRoomTypes } from '~/media/picturePlaces.server';
import type { ShownMedia } from '~/media/sources';
import { roomTypesOfHotel } from '~/reservations/availability.server';
import { listHotelReviews, summarizeHotelReviews } from '~/reviews/hotelReviews.server';
import type { ReviewFilter } from '~/reviews/review';
import type { ReviewSort } from '~/reviews/reviewInput';
import { inLanguage } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { HOTEL_TEXTS, type Hotel, type HotelCardData, type HotelSummary } from './hotel';

/** The most hotels one list request returns (docs/product/api.md). */
export const MAX_HOTELS_PER_PAGE = 100;

/** Reviews a hotel page and the hotel API show unless asked for more. */
export const DEFAULT_REVIEWS_SHOWN = 10;
export const MAX_REVIEWS_PER_REQUEST = 100;

type HotelRow = typeof hotels.$inferSelect;

/**
 * A hotel as the API and the pages show it. A translated page (`locale`) gets the city, country,
 * description and dress code in its language where the row has them, the others listed in `english`;
 * the API reads English, as before.
 */
export function toSummary(englishRow: HotelRow, locale: Locale = DEFAULT_LOCALE): HotelSummary {
  const row = inLanguage(englishRow, englishRow.translations, locale, HOTEL_TEXTS);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    country: row.country,
    city: row.city,
    streetAddress: row.streetAddress,
    coordinates: row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
    description: row.description,
    averageRating: Math.round(row.averageRating * 100) / 100,
    reviewCount: row.reviewCount,
    roomCount: row.roomCount,
    priceRange: { min: row.priceMin, max: row.priceMax, currency: row.currency },
    casino: {
      totalGamingSpace: row.totalGamingSpace,
      numberOfTables: row.numberOfTables,
      numberOfSlots: row.numberOfSlots,
      restaurants: row.restaurants,
      vipLounges: row.vipLounges,
      openingHours: { isOpenAllDay: row.isOpenAllDay, opens: row.opens, closes: row.closes },
      yearEstablished: row.yearEstablished,
      dresscode: row.dresscode,
    },
    image: row.image,
    ...(row.english && { english: row.english }),
  };
}

/** Hotels by rating, highest first, ties by name; `total` counts every hotel (a trigger-kept counter). */
export async function listHotels(
  db: Database,
  { limit = MAX_HOTELS_PER_PAGE, offset = 0, locale = DEFAULT_LOCALE }: { limit?: number; offset?: number; locale?: Locale } = {},
): Promise<{ hotels: HotelSummary[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(hotels)
      // Spelled to match hotels_rating_name_idx, so the database reads the index in order.
      .orderBy(sql`${hotels.averageRating} desc nulls last`, hotels.name)
      .limit(limit)
      .offset(offset),
    countHotels(db),
  ]);
  return { hotels: rows.map((row) => toSummary(row, locale)), total };
}

/**
 * The hotel with its room types, a page of its visible reviews (verified stays first, then newest
 * first unless `reviewSort` says otherwise; undated ones last; with `reviewFilter: 'verified'` the
 * verified only) and their breakdown; null when no hotel has that slug. `reviewCount` on the hotel
 * counts every visible review, `verifiedReviewCount` the verified ones, `verifiedRating` their mean.
 */
export async function findHotelBySlug(
  db: Database,
  slug: string,
  {
    reviewLimit = DEFAULT_REVIEWS_SHOWN,
    reviewOffset = 0,
    reviewSort = 'newest',
    reviewFilter = 'all',
    locale = DEFAULT_LOCALE,
  }: { reviewLimit?: number; reviewOffset?: number; reviewSort?: ReviewSort; reviewFilter?: ReviewFilter; locale?: Locale } = {},
): Promise<Hotel | null> {
  const [row] = await db.select().from(hotels).where(eq(hotels.slug, slug)).limit(1);
  if (!row) return null;
  const [hotelReviews, reviewSummary, rooms, media, roomMedia] = await Promise.all([
    listHotelReviews(db, row.id, { sort: reviewSort, limit: reviewLimit, offset: reviewOffset, filter: reviewFilter }),
    summarizeHotelReviews(db, row.id),
    roomTypesOfHotel(db, row.id, row.currency, locale),
    hotelPictures.shownOf(db, row.id, locale),
    shownMediaOfRoomTypes(db, row.id, locale),
  ]);
  const roomTypes = rooms.map((room) => ({ ...room, media: roomMedia.get(room._id) ?? [] }));
  const { verifiedRating, verifiedReviewCount, ...summary } = reviewSummary;
  return { ...toSummary(row, locale), verifiedRating, verifiedReviewCount, roomTypes, reviews: hotelReviews, reviewSummary: summary, media };
}

/** A card is at most about 400 CSS pixels wide: variants up to 960 px fill it on any screen. */
const CARD_WIDEST_VARIANT = 960;

/** The picture a hotel's card shows: its hero photograph, else the first of its gallery; only the widths a card uses. */
function cardPhoto(pictures: ShownMedia[] | undefined): ShownMedia | null {
  const picture = pictures?.[0];
  if (!picture) return null;
  const narrow = picture.sources.filter((source) => source.width <= CARD_WIDEST_VARIANT);
  return { ...picture, sources: narrow.length > 0 ? narrow : picture.sources };
}

/** The hotels of a list with their cards' photographs (issue 33), in one query for the page. */
export async function withCardPhotos(db: Database, list: HotelSummary[], locale: Locale = DEFAULT_LOCALE): Promise<HotelCardData[]> {
  const placed = await hotelPictures.ofOwners(
    db,
    list.map((hotel) => hotel._id),
  );
  const byHotel = shownByOwner(placed, locale);
  return list.map((hotel) => ({ ...hotel, photo: cardPhoto(byHotel.get(hotel._id)) }));
}
