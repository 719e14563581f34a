import type { Locale } from '~/i18n/locales';
/** Shapes of the hand-written demo content that `seed.server.ts` loads into the database. */

export interface SeedUser {
  username: string;
  email: string;
}

export interface SeedReview {
  /** Username of a SeedUser, or null for an anonymous review (the page shows a placeholder name). */
  username: string | null;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  /** ISO date (YYYY-MM-DD), or null when the review has no date (the page shows a placeholder date). */
  date: string | null;
}

export interface SeedHotel {
  slug: string;
  name: string;
  /** Country as shown to travellers, e.g. "United Kingdom", "Switzerland", "United Arab Emirates". */
  country: string;
  city: string;
  /** IANA time zone of the city: the venues' times are local to it. */
  timeZone: string;
  streetAddress: string;
  /** Where it is, in WGS 84 degrees (the map, app/hotels/map). */
  coordinates: { latitude: number; longitude: number };
  description: string;
  roomCount: number;
  priceRange: { min: number; max: number; currency: string };
  casino: {
    totalGamingSpace: number; // square metres
    numberOfTables: number;
    numberOfSlots: number;
    restaurants: number;
    vipLounges: number;
    openingHours: { isOpenAllDay: boolean; opens: string | null; closes: string | null }; // HH:mm
    yearEstablished: number;
    dresscode: string;
  };
  reviews: SeedReview[];
}

export interface SeedPost {
  slug: string;
  title: string;
  /** ISO date (YYYY-MM-DD) the post was published. */
  date: string;
  /** Markdown (GFM). */
  content: string;
  /** The language it is written in; English when absent. */
  language?: Locale;
  /** Its picture's path; `/images/blog/{slug}.svg` when absent. */
  image?: string;
}

export interface SeedEvent {
  /** Stable key of the demo event (its id derives from it). */
  key: string;
  title: string;
  /** The event's day, counted from the day the content is seeded (negative: in the past). */
  daysFromSeeding: number;
  location: string;
  description: string;
  category: string;
  image: string;
}

export interface SeedRoomType {
  name: string;
  description: string;
  sizeSqm: number;
  beds: string;
  view: string;
  maxGuests: number;
  /** Per night, in the hotel's currency. */
  nightlyRate: number;
  /** How many rooms of this type the hotel has. */
  inventory: number;
}
