import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, json, type ApiDeps } from '~/api/openapi.server';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '~/lib/displayCurrency';
import { convertAmount, type CurrencyView } from './convert';
import { currencyView, listRates } from './rates.server';

const Rate = z
  .object({
    currency: z.string().openapi({ example: 'USD' }),
    perEuro: z.number().openapi({ description: 'Units of the currency that 1 EUR buys', example: 1.16 }),
    asOf: z.string().openapi({ description: 'The day the rate is from (YYYY-MM-DD)', example: '2026-11-20' }),
    updatedAt: z.string().openapi({ description: 'When the rate was last stored' }),
  })
  .openapi('ExchangeRate');

const listRoute = createRoute({
  method: 'get',
  path: '/exchange-rates',
  summary: 'The rates prices are converted with, per euro, each with its day',
  description: `The display currencies (${DISPLAY_CURRENCIES.join(', ')}) and their rates; admins change them in /studio/rates. Converted prices are approximate.`,
  responses: { 200: json(z.array(Rate), 'Every rate, by currency code') },
});

/** The optional `currency` query parameter of the hotel reads: a display currency, else 400. */
export const currencyQuery = z
  .enum(DISPLAY_CURRENCIES, { message: `currency must be one of ${DISPLAY_CURRENCIES.join(', ')}` })
  .optional()
  .openapi({ description: 'Adds displayPrice: the prices converted to this currency (approximate), with the day of the rates', example: 'USD' });

export const DisplayPriceSchema = z
  .object({
    currency: z.string().openapi({ example: 'USD' }),
    min: z.number().nullable().openapi({ description: 'priceRange.min converted, whole units; null without a rate for the hotel’s currency' }),
    max: z.number().nullable(),
    asOf: z.string().openapi({ description: 'The day of the oldest rate used (YYYY-MM-DD)' }),
    approximate: z.literal(true),
  })
  .openapi('DisplayPrice');

/** The rates for a `currency` query parameter (null when absent or without a stored rate). */
export const viewForQuery = (deps: Pick<ApiDeps, 'db'>, currency: DisplayCurrency | undefined) =>
  currency ? currencyView(deps.db, currency) : Promise.resolve(null);

/** A hotel with its prices converted (`displayPrice`), or as it is without a view. */
export function withDisplayPrice<H extends { priceRange: { min: number; max: number; currency: string } }>(hotel: H, view: CurrencyView | null) {
  if (!view) return hotel;
  const { min, max, currency } = hotel.priceRange;
  return {
    ...hotel,
    displayPrice: {
      currency: view.target,
      min: convertAmount(min, currency, view.target, view.perEuro),
      max: convertAmount(max, currency, view.target, view.perEuro),
      asOf: view.asOf,
      approximate: true as const,
    },
  };
}

export function ratesApi({ db }: ApiDeps) {
  return createRouter().openapi(listRoute, async (c) => c.json(await listRates(db), 200));
}
