import { formatUtcDate } from '~/lib/dates';
import { formatDay } from '~/i18n/format';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '~/i18n/locales';

/**
 * A venue's times and days as the page's language writes them, computed on the server and sent
 * with the page's data (browsers' and Node's ICU data differ, and a text that differs breaks
 * hydration). Times are the hotel's own wall-clock times: formatted as UTC so no zone moves them.
 * English pages write 7:30 PM; French, German, Italian 19:30; Arabic and Chinese their own.
 */
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

export function formatClockTime(time: string, locale: Locale): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? 'en-US' : LOCALE_INFO[locale].tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(`1970-01-01T${time}:00Z`));
}

/** 'Friday, February 12, 2027' on English pages (the site's own formats), the language's long date elsewhere. */
export const formatVenueDay = (day: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? formatUtcDate(`${day}T00:00:00Z`, 'EEEE, MMMM d, yyyy') : formatDay(day, locale);

/** The weekday names of ISO weekdays (1 Monday … 7 Sunday) in the page's language. */
export function weekdayNames(days: readonly number[], locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return days.map((day) => format.format(new Date(Date.UTC(2024, 0, day))));
}
