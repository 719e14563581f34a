import { z } from '@hono/zod-openapi';
import { NO_CONTROL_CHARACTERS, wholeNumber } from '~/api/openapi.server';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '~/lib/displayCurrency';
import { FILTER_KEYS, HOTEL_SORTS, PRICE_CURRENCY_PARAM, type HotelSearch } from './search';

/**
 * The one parser of the hotel search's parameters: GET /api/rooms uses the schema as its query
 * (so the reference documents it), the /rooms loader through `parseSearchParams`. Whether a
 * country exists is the database's to say (`unknownCountryMessage`).
 */

export const MAX_QUERY_LENGTH = 100;
export const MAX_PRICE = 1_000_000;

const text = (name: string, max: number) =>
  z
    .string()
    .max(max, `${name} must be at most ${max} characters`)
    .regex(NO_CONTROL_CHARACTERS, `${name} must not contain control characters`)
    .transform((s) => s.trim().replace(/\s+/g, ' '));

const rating = z
  .string()
  .regex(/^\d(?:\.\d{1,2})?$/, 'minRating must be a number from 0 to 5')
  .transform(Number)
  .refine((n) => n <= 5, 'minRating must be a number from 0 to 5');

export const searchFields = {
  q: text('q', MAX_QUERY_LENGTH).optional().openapi({ description: 'Text in the name, city or country, any case', example: 'riviera' }),
  country: text('country', 100).optional().openapi({ description: 'One of the countries the hotels are in (exact name)', example: 'Italy' }),
  priceMin: wholeNumber('priceMin', 0, MAX_PRICE).optional().openapi({
    type: 'integer',
    description:
      "Lowest starting price per night (priceRange.min), in `currency` (euros without it): each hotel's price converted at the stored rates and rounded to whole units",
    example: 300,
  }),
  priceMax: wholeNumber('priceMax', 0, MAX_PRICE).optional().openapi({
    type: 'integer',
    description: 'Highest starting price per night, in `currency` (euros without it), converted and rounded the same way',
    example: 900,
  }),
  minRating: rating.optional().openapi({ type: 'number', description: 'Lowest averageRating, 0 to 5', example: '4' }),
  vipLounges: wholeNumber('vipLounges', 0, 1000).optional().openapi({ type: 'integer', description: 'At least this many casino VIP lounges', example: 2 }),
  minTables: wholeNumber('minTables', 0, 100_000).optional().openapi({ type: 'integer', description: 'At least this many casino gaming tables', example: 50 }),
  sort: z
    .enum(HOTEL_SORTS, { error: `sort must be one of ${HOTEL_SORTS.join(', ')}` })
    .optional()
    .openapi({
      description:
        'recommended (default: averageRating highest first, ties by name), price (priceRange.min lowest first), rating (averageRating, then reviewCount, highest first), name (A to Z)',
    }),
};

export const PRICE_ORDER_MESSAGE = 'priceMin must not be more than priceMax';

/** min ≤ max, as a refinement of a schema holding the search fields. */
export const pricesInOrder = (v: { priceMin?: number; priceMax?: number }) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax;

export const CURRENCY_MESSAGE = `currency must be one of ${DISPLAY_CURRENCIES.join(', ')}`;

/** The page's `currency` parameter: the currency of its price bounds (the display currency is the cookie's). */
const pageSchema = z
  .object({ ...searchFields, [PRICE_CURRENCY_PARAM]: z.enum(DISPLAY_CURRENCIES, { error: CURRENCY_MESSAGE }).optional() })
  .refine(pricesInOrder, { message: PRICE_ORDER_MESSAGE, path: ['priceMax'] });

export type ParsedSearch = { ok: true; search: HotelSearch } | { ok: false; message: string; field: string };

/** Page parameters: empty fields (a GET form sends every field) count as absent. */
export function parseSearchParams(params: URLSearchParams): ParsedSearch {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, PRICE_CURRENCY_PARAM, 'sort'] as const) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') raw[key] = value;
  }
  const result = pageSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    return { ok: false, message: issue.message, field: String(issue.path[0] ?? 'q') };
  }
  const { currency, ...fields } = result.data;
  return { ok: true, search: toSearch(fields, currency) };
}

type SearchFields = Omit<z.infer<typeof pageSchema>, typeof PRICE_CURRENCY_PARAM>;

/**
 * The parsed fields as a search, blank text dropped; the bounds' currency kept only beside a bound
 * and unless it is the euro (the default), so each search has one address.
 */
export function toSearch(fields: SearchFields, priceCurrency?: DisplayCurrency): HotelSearch {
  const { sort = 'recommended', q, country, ...numbers } = fields;
  const search: HotelSearch = { sort };
  if (q) search.q = q;
  if (country) search.country = country;
  for (const [key, value] of Object.entries(numbers)) if (value !== undefined) search[key as keyof typeof numbers] = value;
  const bounded = search.priceMin !== undefined || search.priceMax !== undefined;
  if (bounded && priceCurrency && priceCurrency !== 'EUR') search.priceCurrency = priceCurrency;
  return search;
}

/** The message for a country no hotel is in, or null. */
export function unknownCountryMessage(search: HotelSearch, countries: readonly string[]): string | null {
  if (search.country === undefined || countries.includes(search.country)) return null;
  return `country must be one of ${countries.join(', ')}`;
}
