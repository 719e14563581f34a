import type { Locale } from '~/i18n/locales';
import { amountDigits } from '~/domain/currency';

/**
 * Numbers and prices on a translated page, written as its language writes them (`1 560 €` in
 * French, `1.560 €` in German, `€1,560` in Chinese). Spelled out rather than left to `Intl`, for
 * the reason of ./currency.ts: Node's and the browsers' ICU builds differ (Node writes `1560 €` in
 * Italian), and the server's text and the browser's must be the same. English pages keep the
 * countries' formats of ./currency.ts.
 */
const GROUP: Record<Locale, string> = { en: ',', fr: '\u202f', de: '.', it: '.', ar: ',', zh: ',' };
const DECIMAL: Record<Locale, string> = { en: '.', fr: ',', de: ',', it: ',', ar: '.', zh: '.' };

/** Symbols after the amount (French, German, Italian, Arabic) or before it (Chinese); other currencies by their code. */
const AFTER: Record<string, string> = { EUR: '€', GBP: '£', USD: '$', JPY: '¥' };
const AFTER_AR: Record<string, string> = { EUR: '€', GBP: '£', USD: 'US$', AED: 'د.إ.', JPY: '¥' };
const BEFORE: Record<string, string> = { EUR: '€', GBP: '£', USD: 'US$', JPY: 'JP¥', SGD: 'S$' };

const grouped = (value: number, separator: string) => String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** A whole number with the language's thousands separator: `12 500`, `12.500`, `12,500`. */
export function numberIn(locale: Locale, value: number): string {
  return `${value < 0 ? '-' : ''}${grouped(value, GROUP[locale])}`;
}

/** A number with `digits` decimals and the language's decimal sign: `4,5` in French. */
export function decimalIn(locale: Locale, value: number, digits = 1): string {
  return value.toFixed(digits).replace('.', DECIMAL[locale]);
}

/** A price in the language's format, the currency's symbol or code at its side; cents with the language's decimal sign where the amount has them. */
export function priceIn(locale: Locale, amount: number, currency: string): string {
  const digits = amountDigits(amount, (whole) => grouped(whole, GROUP[locale]), DECIMAL[locale]);
  if (locale === 'zh' || locale === 'en') {
    const symbol = BEFORE[currency];
    return symbol ? `${symbol}${digits}` : `${currency}\u00a0${digits}`;
  }
  const symbol = (locale === 'ar' ? AFTER_AR : AFTER)[currency] ?? currency;
  return `${digits}\u00a0${symbol}`;
}
