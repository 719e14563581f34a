import type { RoomType } from '~/reservations/reservation';

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

export interface HotelSummary {
  _id: string;
  name: string;
  slug: string;
  country: string;
  city: string;
  streetAddress: string;
  description: string;
  averageRating: number;
  reviewCount: number;
  roomCount: number;
  priceRange: { min: number; max: number; currency: string };
  casino: Casino;
  image: string;
}

export interface Review {
  _id: string;
  user: { username: string } | null;
  rating: number;
  comment: string;
  createdAt: string | null;
}

export interface Hotel extends HotelSummary {
  /** The kinds of room, in the hotel's order. */
  roomTypes: RoomType[];
  reviews: Review[];
}
