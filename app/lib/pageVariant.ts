import { DEFAULT_LOCALE, localeOfPath, type Locale } from '~/i18n/locales';
import { displayCurrencyOf, type DisplayCurrency } from './displayCurrency';

/**
 * What a kept page varies by beside its URL and visitor: the language (from the path) and the
 * display currency (the cookie's, ADR 0019). One value for every page store (the anonymous cache,
 * the signed-in pages, the guests' own pages), so none can forget a dimension.
 */
export interface PageVariant {
  locale: Locale;
  currency: DisplayCurrency | null;
}

export function pageVariantOf(target: string, cookie: string | null | undefined): PageVariant {
  const path = target.startsWith('/') ? target : new URL(target).pathname;
  const query = path.indexOf('?');
  return { locale: localeOfPath(query < 0 ? path : path.slice(0, query)), currency: displayCurrencyOf(cookie) };
}

/**
 * What a store adds to a page's key: '' for English in each hotel's own currency, else a fragment
 * such as `#lang=fr&currency=USD` (a fragment never reaches a server, so no URL collides with it).
 */
export function variantKey({ locale, currency }: PageVariant): string {
  // Every cached answer asks this: the common case (English, no currency chosen) without building anything.
  if (locale === DEFAULT_LOCALE) return currency ? `#currency=${currency}` : '';
  return currency ? `#lang=${locale}&currency=${currency}` : `#lang=${locale}`;
}

/** The key suffix of a request (its path or URL, and its Cookie header). */
export const pageVariantKey = (target: string, cookie: string | null | undefined) => variantKey(pageVariantOf(target, cookie));
