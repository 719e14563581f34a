import { z } from '@hono/zod-openapi';
import { minorDigits, parseMoney } from '~/lib/money';
import { isCalendarDay } from '~/domain/stay';
import { MAX_ADVANCE_DAYS, MAX_BULK_NIGHTS, MAX_FREE_CANCELLATION_DAYS, MAX_MONEY_MINOR, MAX_PLAN_PCT, MAX_VAT_BPS, SEASON_NAME_MAX } from './pricingInput';

/**
 * The rules of the studio's price writes, shared by its forms and the staff API: one message per
 * field, naming it as the form labels it. Money is integer minor units of the hotel's currency.
 */

// eslint-disable-next-line no-control-regex -- a name holds no control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

export const day = (label: string) =>
  z
    .string({ error: `${label} must be a date written YYYY-MM-DD` })
    .refine(isCalendarDay, `${label} must be a date written YYYY-MM-DD`)
    .openapi({ example: '2027-07-01', format: 'date' });

export const moneyMinor = (label: string) =>
  z
    .number({ error: `${label} must be an amount in minor units (cents), 0 or more` })
    .int(`${label} must be a whole number of minor units (cents)`)
    .min(0, `${label} can't be negative`)
    .max(MAX_MONEY_MINOR, `${label} must be at most ${MAX_MONEY_MINOR} minor units`);

export const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

export const percentage = (label: string) =>
  z
    .number({ error: `${label} must be a whole percentage from 0 to ${MAX_PLAN_PCT}` })
    .int(`${label} must be a whole percentage from 0 to ${MAX_PLAN_PCT}`)
    .min(0, `${label} must be a whole percentage from 0 to ${MAX_PLAN_PCT}`)
    .max(MAX_PLAN_PCT, `${label} must be a whole percentage from 0 to ${MAX_PLAN_PCT}`);

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

const seasonName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(SEASON_NAME_MAX, `Name must be at most ${SEASON_NAME_MAX} characters`)
  .refine((value) => !CONTROL.test(value), 'Name may not hold control characters');

const seasonFields = {
  name: seasonName,
  startsOn: day('First night'),
  endsOn: day('Last night'),
  rateMinor: moneyMinor('Rate'),
};

/** A season of a room type: its name, first and last night (both included) and its nightly rate. */
export const SeasonInput = z
  .object(seasonFields)
  .refine((s) => s.endsOn >= s.startsOn, { path: ['endsOn'], message: 'Last night must be on or after the first night' })
  .openapi('SeasonInput');
export type SeasonInput = z.infer<typeof SeasonInput>;

export const SeasonChanges = z
  .object({
    name: seasonFields.name.optional(),
    startsOn: seasonFields.startsOn.optional(),
    endsOn: seasonFields.endsOn.optional(),
    rateMinor: seasonFields.rateMinor.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one field to change')
  .openapi('SeasonChanges');
export type SeasonChanges = z.infer<typeof SeasonChanges>;

/** The bulk change of the rates grid: every night from `from` to `until` (both included) at `rateMinor`, or back to the season's or base rate (null). */
export const RatesChange = z
  .object({
    from: day('First night'),
    until: day('Last night'),
    rateMinor: moneyMinor('Price').nullable().openapi({ description: 'The price of each night in minor units; null clears the hand prices' }),
  })
  .refine((c) => c.until >= c.from, { path: ['until'], message: 'Last night must be on or after the first night' })
  .refine((c) => Date.parse(c.until) - Date.parse(c.from) < MAX_BULK_NIGHTS * 86_400_000, {
    path: ['until'],
    message: `A change covers at most ${MAX_BULK_NIGHTS} nights`,
  })
  .openapi('RatesChange');
export type RatesChange = z.infer<typeof RatesChange>;

/** A hotel's taxes and plans, field by field. */
export const hotelPricingFields = {
  vatBps: whole('VAT', 0, MAX_VAT_BPS).openapi({ description: 'Basis points: 1000 is 10 %' }),
  vatIncluded: flag('vatIncluded').openapi({ description: 'True: the prices include VAT; false: it is added' }),
  cityTaxMinor: moneyMinor('City tax').openapi({ description: 'Per guest or room (cityTaxPer) and night, minor units; 0 for none' }),
  cityTaxPer: z.enum(['guest', 'room'], { error: 'City tax is charged per guest or per room' }),
  freeCancellationDays: whole('Free cancellation', 0, MAX_FREE_CANCELLATION_DAYS).openapi({
    description: 'Flexible: free until this many days before arrival',
  }),
  advanceEnabled: flag('advanceEnabled'),
  advancePct: percentage('Advance purchase discount'),
  advanceMinDays: whole('Days ahead', 0, MAX_ADVANCE_DAYS),
  memberEnabled: flag('memberEnabled'),
  memberIvoryPct: percentage('Ivory discount'),
  memberGoldPct: percentage('Gold discount'),
  memberSovereignPct: percentage('Sovereign discount'),
};

/** A hotel's taxes and plans, whole (PUT). */
export const HotelPricingInput = z
  .object(hotelPricingFields)
  .superRefine((p, ctx) => {
    // Deeper by tier (issue 31): a higher tier never pays more.
    if (p.memberGoldPct < p.memberIvoryPct) ctx.addIssue({ code: 'custom', path: ['memberGoldPct'], message: "Gold discount must be at least Ivory's" });
    if (p.memberSovereignPct < p.memberGoldPct) {
      ctx.addIssue({ code: 'custom', path: ['memberSovereignPct'], message: "Sovereign discount must be at least Gold's" });
    }
  })
  .openapi('HotelPricingInput');
export type HotelPricingInput = z.infer<typeof HotelPricingInput>;

/** An amount typed in the studio, may be negative (the weekend difference): minor units, or null when it is not an amount. */
export function parseSignedMoney(text: string, currency: string): number | null {
  const trimmed = text.trim();
  const negative = /^[-−]/.test(trimmed);
  const minor = parseMoney(negative ? trimmed.slice(1) : trimmed, currency);
  if (minor === null || minor > MAX_MONEY_MINOR) return null;
  return negative ? -minor : minor;
}

/**
 * A money field of a form (what staff type: "520", "520.50") in minor units, or the field's problem
 * in words: empty, negative, or not an amount in the currency's decimals.
 */
export function readMoneyField(text: string, currency: string, label: string): { ok: true; minor: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: `${label} is required` };
  if (/^[-−]/.test(trimmed)) return { ok: false, error: `${label} can't be negative` };
  const minor = parseMoney(trimmed, currency);
  if (minor === null || minor > MAX_MONEY_MINOR)
    return { ok: false, error: `${label} must be an amount in ${currency}, such as ${minorDigits(currency) ? '520 or 520.50' : '520'}` };
  return { ok: true, minor };
}

/** VAT typed as a percentage with up to two decimals ("3.8") in basis points, or the text as typed. */
export function vatBpsOrText(text: string): number | string {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return text.trim();
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as the form shows them: "3.8", "20". */
export const vatPercentText = (bps: number) => String(bps / 100);
