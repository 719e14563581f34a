import type { ShownMedia } from '~/media/sources';
import type { RoomType } from '~/reservations/reservation';
import type { PublicReview, ReviewSummary } from '~/reviews/review';

/** A hotel as the API and the pages see it (docs/product/api.md, "Shapes"). */
export interface Casino {
  totalGamingSpace: number;
  numberOfTables: number;
  numberOfSlots: number;
  restaurants: number;
  vipLounges: number;
  openingHours: { isOpenAllDay: boolean; opens: string | null; closes: string | null };
  yearEstablished: number;
  dresscode: string;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface HotelSummary {
  _id: string;
  name: string;
  slug: string;
  country: string;
  city: string;
  streetAddress: string;
  /** WGS 84 degrees, null when the hotel's place is not recorded (it is left off the map). */
  coordinates: Coordinates | null;
  description: string;
  averageRating: number;
  reviewCount: number;
  roomCount: number;
  priceRange: { min: number; max: number; currency: string };
  casino: Casino;
  image: string;
  /** On a translated page: the fields shown in English for want of a translation (`lang="en"`). */
  english?: HotelText[];
}

/** A hotel's card on the home page and the list: the summary and its photograph, if it has one. */
export type HotelCardData = HotelSummary & { photo: ShownMedia | null };

/** A hotel's texts that have translations (the `translations` column); its name stays as it is. */
export const HOTEL_TEXTS = ['city', 'country', 'description', 'dresscode'] as const;
export type HotelText = (typeof HOTEL_TEXTS)[number];

/** A visible review, with its sub-scores and whether its author stayed there (app/reviews). */
export type Review = PublicReview;

export interface Hotel extends HotelSummary {
  /** The kinds of room, in the hotel's order, each with its photographs (hero first). */
  roomTypes: (RoomType & { media: ShownMedia[] })[];
  reviews: Review[];
  /** The mean rating of the reviews from verified stays (0 without any), and how many (issue 49). */
  verifiedRating: number;
  verifiedReviewCount: number;
  /** Counts per star and sub-score averages over every visible review. */
  reviewSummary: ReviewSummary;
  /** Its photographs: the hero first, then the gallery in order (none: the illustration shows). */
  media: ShownMedia[];
}
