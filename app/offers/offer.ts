import type { OfferInclusion } from '~/db/values';
import type { ShownMedia } from '~/media/sources';

/** An offer as the pages and the API show it (in a page's language, `english` naming the texts left in English). */
export interface Offer {
  _id: string;
  slug: string;
  name: string;
  summary: string;
  description: string;
  inclusions: OfferInclusion[];
  /** First and last night the offer covers (YYYY-MM-DD). */
  stayFrom: string;
  stayUntil: string;
  minNights: number;
  discountPct: number;
  refundable: boolean;
  /** True when the offer is booked with a promo code (the code itself is never shown). */
  promoCode: boolean;
  hotels: { _id: string; name: string; slug: string; city: string; country: string; currency: string; supplementMinor: number }[];
  english?: ('name' | 'summary' | 'description')[];
  /** Its photographs, the hero first (its page opens on it, its card shows it): on its pages and in the API, not in booking's reads. */
  media?: ShownMedia[];
}

export const OFFER_TEXTS = ['name', 'summary', 'description'] as const;
