import { LOCALE_INFO, type Locale } from '~/i18n/locales';

/**
 * The legal pages' update dates as the page's language writes them (Intl): `25 November 2026`,
 * `25 novembre 2026`, `2026年11月25日`. English is British here, as the texts are (day before month).
 * Written by the loader on the server, so the browser's own ICU data cannot change the text it hydrates.
 */
export function legalDate(date: string, locale: Locale): string {
  const tag = locale === 'en' ? 'en-GB' : LOCALE_INFO[locale].tag;
  const withDay = /^\d{4}-\d{2}-\d{2}$/.test(date);
  return new Intl.DateTimeFormat(tag, { ...(withDay ? { day: 'numeric' } : {}), month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(withDay ? `${date}T00:00:00Z` : `${date}-01T00:00:00Z`),
  );
}
