import { z } from '@hono/zod-openapi';
import { TRANSLATED_LOCALES } from '~/i18n/contentTranslations';
import { SLUG_PATTERN } from '~/lib/slug';
import { RESERVED_PLAN_CODES } from '~/pricing/plans';
import { day, moneyMinor, percentage, whole } from '~/pricing/studio/pricingInput.server';
import { OFFER_LIMITS, offerInclusions } from './offerInput';

/**
 * An offer as editors write it, through the studio's form or the staff API: one message per field.
 * Money is minor units of each hotel's currency; the promo code is upper-cased.
 */

// eslint-disable-next-line no-control-regex -- line breaks are text in a description, other control characters are not
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- a one-line field holds no line break either
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f]/;

const text = (label: string, max: number, multiline = false) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !(multiline ? CONTROL : CONTROL_OR_BREAK).test(value), `${label} may not hold control characters`);

export const PROMO_CODE_RULE = 'Promo code must be 3 to 40 letters A-Z, digits and hyphens';
export const NO_HOTEL = 'Choose at least one hotel the offer applies to';

const slug = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(OFFER_LIMITS.slug, `Slug must be at most ${OFFER_LIMITS.slug} characters`)
  .regex(SLUG_PATTERN, 'Slug may hold only lower-case letters, digits and single hyphens')
  .refine((value) => !RESERVED_PLAN_CODES.includes(value), `Slug can't be ${RESERVED_PLAN_CODES.join(', ')}: those name the built-in rate plans`);

const promoCode = z
  .string({ error: PROMO_CODE_RULE })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{3,40}$/, PROMO_CODE_RULE))
  .nullable();

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time in ISO 8601, e.g. 2027-01-01T00:00:00Z` }).nullable();

const OfferHotel = z.object({
  hotelId: z.string({ error: 'hotelId is required' }).max(64),
  supplementMinor: moneyMinor('Supplement').openapi({ description: 'Added once to the stay, in minor units of that hotel’s currency' }),
});

const TextsOfLanguage = z.object({
  name: text('Name', OFFER_LIMITS.name).optional(),
  summary: text('Summary', OFFER_LIMITS.summary).optional(),
  description: text('Description', OFFER_LIMITS.description, true).optional(),
});

const Translations = z
  .object(
    Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, TextsOfLanguage.optional()])) as Record<
      (typeof TRANSLATED_LOCALES)[number],
      z.ZodOptional<typeof TextsOfLanguage>
    >,
  )
  .strict()
  .openapi({ description: 'The texts in the other languages (fr, de, it, ar, zh); a missing text shows the English one' });

/** Each field's own rule, without defaults (PATCH sends some). */
const fieldRules = {
  slug,
  name: text('Name', OFFER_LIMITS.name),
  summary: text('Summary', OFFER_LIMITS.summary),
  description: text('Description', OFFER_LIMITS.description, true),
  translations: Translations,
  inclusions: z
    .array(z.enum(offerInclusions, { error: `Inclusions must be among ${offerInclusions.join(', ')}` }))
    .max(offerInclusions.length)
    .transform((list) => [...new Set(list)]),
  stayFrom: day('First night'),
  stayUntil: day('Last night'),
  minNights: whole('Minimum nights', 1, OFFER_LIMITS.maxNights),
  discountPct: percentage('Discount'),
  refundable: z.boolean({ error: 'refundable must be true or false' }),
  published: z.boolean({ error: 'published must be true or false' }),
  hotels: z.array(OfferHotel, { error: NO_HOTEL }).min(1, NO_HOTEL).max(10_000),
  promoCode: promoCode.openapi({ type: 'string', description: 'Upper-cased; A-Z, 0-9 and hyphens, 3 to 40; unique; null for none' }),
  promoStartsAt: instant('Valid from'),
  promoEndsAt: instant('Valid until'),
  promoMaxUses: whole('Cap on uses', 1, OFFER_LIMITS.maxUses).nullable(),
};

export const offerFields = {
  ...fieldRules,
  translations: fieldRules.translations.default({}),
  inclusions: fieldRules.inclusions.default([]),
  published: fieldRules.published.default(true),
  promoCode: fieldRules.promoCode.default(null),
  promoStartsAt: fieldRules.promoStartsAt.default(null),
  promoEndsAt: fieldRules.promoEndsAt.default(null),
  promoMaxUses: fieldRules.promoMaxUses.default(null),
};

/** The rules across fields. */
function offerRules(offer: z.output<z.ZodObject<typeof offerFields>>, ctx: z.RefinementCtx) {
  if (offer.stayUntil < offer.stayFrom) ctx.addIssue({ code: 'custom', path: ['stayUntil'], message: 'Last night must be on or after the first night' });
  if (new Set(offer.hotels.map((h) => h.hotelId)).size !== offer.hotels.length) {
    ctx.addIssue({ code: 'custom', path: ['hotels'], message: 'Each hotel may be listed once' });
  }
  if (offer.promoStartsAt && offer.promoEndsAt && Date.parse(offer.promoEndsAt) <= Date.parse(offer.promoStartsAt)) {
    ctx.addIssue({ code: 'custom', path: ['promoEndsAt'], message: 'The code must end after it starts' });
  }
  if (!offer.promoCode && (offer.promoStartsAt || offer.promoEndsAt || offer.promoMaxUses !== null)) {
    ctx.addIssue({ code: 'custom', path: ['promoCode'], message: 'A validity window or a cap needs a promo code' });
  }
}

export const OfferInput = z.object(offerFields).superRefine(offerRules).openapi('OfferInput');
export type OfferInput = z.output<typeof OfferInput>;

/** PATCH: any of the fields; the offer after the change is checked whole. */
export const OfferChanges = z
  .object(fieldRules)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one field to change')
  .openapi('OfferChanges');
export type OfferChanges = z.input<typeof OfferChanges>;
