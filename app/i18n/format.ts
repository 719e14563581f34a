import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from './locales';
import type { Translate } from './translate';

/**
 * Numbers, prices and dates as the page's language writes them (Intl): `1 560 €` on a French page,
 * `1.560 €` on a German one. English pages keep SPEC's country-based formats (app/lib, app/currency).
 */
export const formatNumber = (value: number, locale: Locale) => new Intl.NumberFormat(LOCALE_INFO[locale].tag).format(value);

export const formatPrice = (amount: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(LOCALE_INFO[locale].tag, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** A calendar day (`YYYY-MM-DD`, read as UTC) with the month's name: `25 novembre 2026`. */
export const formatDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * A moment (date and time, the visitor's clock), for texts shown only in the browser: as the browser
 * writes it on English pages (as before the languages), in the page's language elsewhere.
 */
export const formatMoment = (value: string | number | Date, locale: Locale) =>
  locale === DEFAULT_LOCALE
    ? new Date(value).toLocaleString()
    : new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

/** A stay's length with the language's plural rules: `1 nuit`, `3 nuits`, `ليلتان`. */
export const formatNights = (t: Translate, count: number) => t('stay_nights', { count });

/**
 * A name set inside a sentence of a right-to-left page, isolated from the text around it
 * (U+2068 … U+2069, the text form of `<bdi>`): a Latin hotel name in an Arabic sentence keeps the
 * sentence's full stop where Arabic puts it. Left-to-right pages get the name as it is.
 */
export const isolated = (name: string, locale: Locale) => (LOCALE_INFO[locale].dir === 'rtl' ? `\u2068${name}\u2069` : name);

/** A month and its year as the language writes them: `décembre 2026`, `2026年12月`. */
export const formatMonth = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A day with its weekday, for a screen reader's calendar: `vendredi 4 décembre 2026`. */
export const formatWeekday = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The weekdays' short names from Monday: `lun.`, `mar.`… (1 January 2024 was a Monday). */
export const weekdayNames = (locale: Locale) =>
  Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
