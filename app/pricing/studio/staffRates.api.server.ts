import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canEditContent } from '~/accounts/user';
import { createRouter, ErrorSchema, idParam, json, jsonBody, security, wholeNumber, type ApiDeps } from '~/api/openapi.server';
import type { WriteOutcome } from '~/hotels/studio/hotels.write.server';
import { isCalendarDay, utcDay } from '~/domain/stay';
import { findHotelPricing, HOTEL_NOT_FOUND, saveHotelPricing, type StudioHotelPricing } from './hotelPricing.write.server';
import { HotelPricingInput, hotelPricingFields, RatesChange } from './pricingInput.server';
import { GRID_DAYS } from './pricingInput';
import { changeRates } from './rates.write.server';
import { ratesGrid } from './ratesGrid.server';

/**
 * The editors' prices through the API (the studio's pages use the same functions): a hotel's taxes
 * and plans, its rates grid, and the bulk change of a room type's nights. Money in minor units of
 * the hotel's currency. The public search and pages follow each change at once.
 */

const StaffHotelPricing = z
  .object({
    ...hotelPricingFields,
    hotelId: z.string(),
    currency: z.string().openapi({ description: 'The hotel’s currency: every amount is in its minor units' }),
    stored: z.boolean().openapi({ description: 'False while the hotel is priced with the defaults' }),
  })
  .openapi('StaffHotelPricing');

const GridNight = z.object({
  date: z.string(),
  amountMinor: z.number().openapi({ description: 'The night’s Flexible price' }),
  source: z.enum(['hand', 'season', 'base']).openapi({ description: 'Priced by hand, by a season, or the base rate (with the weekend difference)' }),
  season: z.string().nullable(),
  weekend: z.boolean().openapi({ description: 'A Friday or Saturday night' }),
});

const StaffRatesGrid = z
  .object({
    hotel: z.object({ _id: z.string(), name: z.string(), slug: z.string(), currency: z.string() }),
    from: z.string(),
    nights: z.array(z.string()),
    roomTypes: z.array(z.object({ _id: z.string(), name: z.string(), baseRateMinor: z.number(), weekendDeltaMinor: z.number(), nights: z.array(GridNight) })),
  })
  .openapi('StaffRatesGrid');

const RatesChanged = z
  .object({
    roomTypeId: z.string(),
    from: z.string(),
    until: z.string(),
    rateMinor: z.number().nullable(),
    nights: z.number().openapi({ description: 'Nights priced (or hand prices cleared)' }),
  })
  .openapi('RatesChanged');

const GridQuery = z.object({
  from: z
    .string()
    .refine(isCalendarDay, 'from must be a date written YYYY-MM-DD')
    .optional()
    .openapi({ description: 'The first night shown (default: today, UTC)', example: '2027-07-01' }),
  days: wholeNumber('days', 1, GRID_DAYS)
    .optional()
    .openapi({ type: 'integer', description: `Nights shown, 1 to ${GRID_DAYS} (default ${GRID_DAYS})` }),
});

const guarded = {
  401: json(ErrorSchema, 'Not signed in'),
  403: json(ErrorSchema, 'Signed in, but not an editor or admin'),
};

/** A refused write: its status, its message and, by field, its problems. */
export const refusal = (c: Context, outcome: Extract<WriteOutcome<unknown>, { ok: false }>) =>
  c.json(
    { error: outcome.error, ...(outcome.errors ? { details: Object.fromEntries(Object.entries(outcome.errors).map(([k, v]) => [k, v ?? ''])) } : {}) },
    outcome.status,
  );

const pricingAnswer = ({ hotel, pricing, stored }: StudioHotelPricing) => ({ hotelId: hotel.id, currency: hotel.currency, stored, ...pricing });

export function staffRatesApi({ db }: ApiDeps) {
  const editorsOnly = signedInOnly(db, { check: canEditContent, refusal: 'Only editors can change the prices' });
  const base = { security, middleware: [editorsOnly] };

  const getPricing = createRoute({
    ...base,
    method: 'get',
    path: '/staff/hotels/{id}/pricing',
    summary: 'A hotel’s taxes and rate plans (editors and admins)',
    request: { params: idParam },
    responses: { 200: json(StaffHotelPricing, 'The hotel’s taxes and plans'), ...guarded, 404: json(ErrorSchema, 'No such hotel') },
  });
  const putPricing = createRoute({
    ...base,
    method: 'put',
    path: '/staff/hotels/{id}/pricing',
    summary: 'Set a hotel’s taxes and rate plans (editors and admins)',
    description:
      'Every field: VAT in basis points (0-5000), included or added; the city tax per guest or room and night (minor units); Flexible’s free cancellation days (0-60); Advance purchase on or off, its percentage (0-90) and days ahead (0-365); the member price on or off with the Ivory, Gold and Sovereign percentages (0-90, each tier at least the one below).',
    request: { params: idParam, body: jsonBody(HotelPricingInput) },
    responses: {
      200: json(StaffHotelPricing, 'The hotel’s taxes and plans after the change'),
      400: json(ErrorSchema, 'Invalid input, by field in details'),
      ...guarded,
      404: json(ErrorSchema, 'No such hotel'),
    },
  });
  const getRates = createRoute({
    ...base,
    method: 'get',
    path: '/staff/hotels/{id}/rates',
    summary: 'A hotel’s rates grid: each room type’s Flexible price by night (editors and admins)',
    request: { params: idParam, query: GridQuery },
    responses: {
      200: json(StaffRatesGrid, 'The room types by night'),
      400: json(ErrorSchema, 'Bad from or days'),
      ...guarded,
      404: json(ErrorSchema, 'No such hotel'),
    },
  });
  const putRates = createRoute({
    ...base,
    method: 'put',
    path: '/staff/room-types/{id}/rates',
    summary: 'Price every night of a date range by hand, or clear those hand prices (editors and admins)',
    description: `Every night from \`from\` to \`until\` (both included, today or later, at most 366 nights) costs \`rateMinor\` on the Flexible plan, whatever its season or weekday; \`rateMinor: null\` clears the hand prices back to the season's or base rate. The hotel's price range follows.`,
    request: { params: idParam, body: jsonBody(RatesChange) },
    responses: {
      200: json(RatesChanged, 'What changed'),
      400: json(ErrorSchema, 'Invalid input, by field in details'),
      ...guarded,
      404: json(ErrorSchema, 'No such room type'),
    },
  });

  return createRouter()
    .openapi(getPricing, async (c) => {
      const found = await findHotelPricing(db, c.req.valid('param').id);
      return found ? c.json(pricingAnswer(found), 200) : c.json({ error: HOTEL_NOT_FOUND }, 404);
    })
    .openapi(putPricing, async (c) => {
      const outcome = await saveHotelPricing(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      return outcome.ok ? c.json(pricingAnswer(outcome.value), 200) : (refusal(c, outcome) as never);
    })
    .openapi(getRates, async (c) => {
      const { from = utcDay(), days = GRID_DAYS } = c.req.valid('query');
      const grid = await ratesGrid(db, c.req.valid('param').id, from, days);
      if (!grid) return c.json({ error: HOTEL_NOT_FOUND }, 404);
      const { hotel, roomTypes, ...rest } = grid;
      return c.json(
        {
          hotel: { _id: hotel.id, name: hotel.name, slug: hotel.slug, currency: hotel.currency },
          ...rest,
          roomTypes: roomTypes.map(({ id, ...r }) => ({ _id: id, ...r })),
        },
        200,
      );
    })
    .openapi(putRates, async (c) => {
      const id = c.req.valid('param').id;
      const outcome = await changeRates(db, signedInAccount(c), [id], c.req.valid('json'));
      if (!outcome.ok) return refusal(c, outcome) as never;
      const { roomTypeIds: _ids, ...changed } = outcome.value;
      return c.json({ roomTypeId: id, ...changed }, 200);
    });
}
