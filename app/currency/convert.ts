import type { DisplayCurrency } from '~/lib/displayCurrency';
import { formatPrice } from '~/domain/currency';

/**
 * Prices in the visitor's chosen currency (docs/decisions/0019-display-currency.md): the hotel's
 * price goes to euros and on to the target at the stored rates, rounded to whole units, and is
 * always shown as approximate, beside the hotel's own price where there is room.
 */

/** What a page needs to convert: the chosen currency, every rate (units per 1 EUR) and their day. */
export interface CurrencyView {
  target: DisplayCurrency;
  perEuro: Record<string, number>;
  /** The oldest day among the rates (YYYY-MM-DD): what the page says the prices are "of". */
  asOf: string;
}

/** The country whose format (app/domain/currency.ts) prints a currency: its symbol and separators. */
const FORMAT_COUNTRY: Record<DisplayCurrency, string> = {
  EUR: 'italy',
  USD: 'usa',
  GBP: 'uk',
  CHF: 'switzerland',
  AED: 'uae',
  SGD: 'singapore',
  JPY: 'japan',
};

/** `amount` of `from` in `to`, in whole units; null when a rate is missing. */
export function convertAmount(amount: number, from: string, to: string, perEuro: Record<string, number>): number | null {
  if (from === to) return Math.round(amount);
  const fromRate = perEuro[from];
  const toRate = perEuro[to];
  if (!fromRate || !toRate || !Number.isFinite(amount)) return null;
  return Math.round((amount / fromRate) * toRate);
}

/** An amount in a display currency's own format: '$1,250', 'CHF 1’200', '1.200 €', '¥180,000'. */
export const formatInCurrency = (amount: number, currency: DisplayCurrency): string => formatPrice(amount, FORMAT_COUNTRY[currency]);

/**
 * A hotel's price in the view's currency, formatted, or null when there is nothing to convert (no
 * choice, or a rate missing): the caller then shows the hotel's own price alone.
 */
export function convertedPrice(amount: number, hotelCurrency: string, view: CurrencyView | null | undefined): string | null {
  if (!view) return null;
  const converted = convertAmount(amount, hotelCurrency, view.target, view.perEuro);
  return converted === null ? null : formatInCurrency(converted, view.target);
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '20 Nov 2026' for '2026-11-20'. */
export const formatRatesDay = (asOf: string): string => DAY.format(new Date(`${asOf}T00:00:00Z`));

/** The note beside converted prices: 'Prices in US dollars are approximate, at the rates of 20 Nov 2026.' */
export const approximateNote = (view: CurrencyView): string =>
  `Prices in ${PLURALS[view.target]} are approximate, at the rates of ${formatRatesDay(view.asOf)}.`;

/** 'US dollars' for USD: how the pages name a currency's amounts. */
export const currencyPlural = (currency: DisplayCurrency): string => PLURALS[currency];

const PLURALS: Record<DisplayCurrency, string> = {
  EUR: 'euros',
  USD: 'US dollars',
  GBP: 'pounds sterling',
  CHF: 'Swiss francs',
  AED: 'UAE dirhams',
  SGD: 'Singapore dollars',
  JPY: 'Japanese yen',
};
