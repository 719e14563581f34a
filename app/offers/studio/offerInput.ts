/**
 * The fields editors set on an offer, in the form's order, with the limits of the offers table
 * (app/db/tables/pricing.ts). Browser-safe: the rules are in offerInput.server.ts.
 */
import { offerInclusions, type OfferInclusion } from '~/db/values';
import type { TranslatableField } from '~/studio/translations';

export { offerInclusions, type OfferInclusion };

export const OFFER_LIMITS = {
  slug: 80,
  name: 120,
  summary: 300,
  description: 5000,
  promoCode: 40,
  maxNights: 30,
  maxUses: 1_000_000,
} as const;

export const OFFER_FIELD_ORDER = [
  'name',
  'slug',
  'summary',
  'description',
  'inclusions',
  'stayFrom',
  'stayUntil',
  'minNights',
  'discountPct',
  'hotels',
  'promoCode',
  'promoStartsOn',
  'promoEndsOn',
  'promoMaxUses',
] as const;
export type OfferField = (typeof OFFER_FIELD_ORDER)[number];

/** The inclusions as the studio (English) names them. */
export const INCLUSION_LABELS: Record<OfferInclusion, string> = {
  breakfast: 'Breakfast',
  spa_treatment: 'A spa treatment',
  dinner_credit: 'A dinner credit',
  late_checkout: 'Late check-out',
  casino_credit: 'A casino credit',
  airport_transfer: 'Airport transfer',
};

/** The offer's texts editors translate. */
export const OFFER_TRANSLATED = [
  { name: 'name', label: 'Name', maxLength: OFFER_LIMITS.name },
  { name: 'summary', label: 'Summary', maxLength: OFFER_LIMITS.summary },
  { name: 'description', label: 'Description', maxLength: OFFER_LIMITS.description, multiline: true },
] as const satisfies readonly TranslatableField[];

/** A hotel's row in the offer's form: `hotel` checkboxes and a `supplement.<id>` amount each. */
export const supplementField = (hotelId: string) => `supplement.${hotelId}`;

/** The offer form's name (its fields' ids start with it) and the translations form's. */
export const OFFER_FORM = 'offer';
export const OFFER_TRANSLATIONS = 'offer-translations';
