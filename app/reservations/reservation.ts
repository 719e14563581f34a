import type { OfferInclusion, ReservationStatus } from '~/db/values';
import type { StayPlan } from '~/pricing/planView';
import type { ShownMedia } from '~/media/sources';

/** A kind of room as the hotel page and the API show it (docs/product/api.md, "Shapes"). */
export interface RoomType {
  _id: string;
  name: string;
  description: string;
  sizeSqm: number;
  beds: string;
  view: string;
  maxGuests: number;
  /** The base rate per night, in whole units of the hotel's currency (seasons and weekends aside). */
  nightlyRate: number;
  /** The same in minor units (docs/decisions/0038). */
  baseRateMinor: number;
  currency: string;
  /** How many rooms of this type the hotel has. */
  inventory: number;
  /** On a translated page: the fields shown in English for want of a translation (`lang="en"`). */
  english?: ('name' | 'description' | 'beds' | 'view')[];
  /** Its photographs, hero first (on the hotel's answer and page; the card shows the first). */
  media?: ShownMedia[];
}

/** A room type that is free for every night of a stay, with the stay's price. */
export interface Availability {
  hotel: {
    _id: string;
    name: string;
    slug: string;
    /** In English: what the prices' formats follow (app/domain/currency.ts). */
    country: string;
    city: string;
    averageRating: number;
    /** The city and country in a translated page's language (the English ones listed in `english`). */
    place?: { city: string; country: string; english?: ('city' | 'country')[] };
  };
  roomType: RoomType;
  /** Rooms of this type still free on every night of the stay. */
  available: number;
  nights: number;
  /** The Flexible plan's average night and total (added taxes included), in whole units of `currency`. */
  nightlyRate: number;
  total: number;
  currency: string;
  /** Every plan the stay can be booked on, Flexible first. */
  plans: StayPlan[];
}

export interface Reservation {
  _id: string;
  reference: string;
  status: ReservationStatus;
  /**
   * In a guest's language (pages, mails, calendar files), `city` and `country` are that language's
   * where the hotel has them, the English ones listed in `english`; in English, the country is also
   * what the prices' formats follow (app/domain/currency.ts). The name is the hotel's own.
   */
  hotel: {
    _id: string;
    name: string;
    slug: string;
    country: string;
    city: string;
    english?: ('city' | 'country')[];
    /** Its IANA zone: times about the stay are the hotel's. */ timeZone: string;
  };
  /** The name in the guest's language likewise (`english` when it has no translation). */
  roomType: { _id: string; name: string; english?: 'name'[] };
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  specialRequests: string | null;
  /** The average night and the total in whole units of `currency` (the API's older fields). */
  nightlyRate: number;
  total: number;
  currency: string;
  /** The rate plan: flexible, advance, member or the offer's slug (docs/decisions/0038). */
  ratePlan: string;
  /** The offer booked, its name in the guest's language and what it includes; null for the other plans. */
  offer: { slug: string; name: string; inclusions: OfferInclusion[]; english?: 'name'[] } | null;
  /** The price as the guest saw and sent it, in minor units of `currency`. */
  nightly: { date: string; amountMinor: number }[];
  supplementMinor: number;
  roomTotalMinor: number;
  taxes: { includedMinor: number; addedMinor: number };
  totalMinor: number;
  refundable: boolean;
  /** The last day the stay can be cancelled free of charge (YYYY-MM-DD); null when non-refundable. */
  freeCancellationUntil: string | null;
  /** The concierge's note on confirming or declining. */
  note: string | null;
  /** Award nights: the points the stay costs (held at the request, spent on confirmation); null for a paid stay. */
  awardPoints: number | null;
  /** When the confirmed stay was marked completed after check-out (it then earns points); null before. */
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A reservation with its guest, for the concierge. */
export interface GuestReservation extends Reservation {
  guest: { username: string; email: string } | null;
}

export const statusLabels: Record<ReservationStatus, string> = {
  requested: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};
