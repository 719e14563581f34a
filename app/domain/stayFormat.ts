import { formatPrice } from '~/domain/currency';
import { priceIn } from '~/domain/localFormat';
import { formatDay } from '~/i18n/format';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { formatUtcDate } from '~/lib/dates';
import { unitsOf } from '~/lib/money';
import type { Stay } from '~/domain/stay';

/** 'Fri 12 Feb 2027': a stay's day, the same on the server and in every browser. */
export const formatStayDay = (day: string) => formatUtcDate(`${day}T00:00:00Z`, 'EEE d MMM yyyy');

/** '12–15 Feb 2027', '30 Jan – 2 Feb 2027', '30 Dec 2026 – 2 Jan 2027'. */
export function formatStayDates({ checkIn, checkOut }: Pick<Stay, 'checkIn' | 'checkOut'>): string {
  const [inYear, inMonth] = checkIn.split('-');
  const [outYear, outMonth] = checkOut.split('-');
  const day = (d: string, pattern: string) => formatUtcDate(`${d}T00:00:00Z`, pattern);
  if (inYear !== outYear) return `${day(checkIn, 'd MMM yyyy')} – ${day(checkOut, 'd MMM yyyy')}`;
  if (inMonth !== outMonth) return `${day(checkIn, 'd MMM')} – ${day(checkOut, 'd MMM yyyy')}`;
  return `${day(checkIn, 'd')}–${day(checkOut, 'd MMM yyyy')}`;
}

/**
 * A stay's day on a page in `locale`: English keeps 'Fri 12 Feb 2027'; the other languages write the
 * day with the month's name as they do (`12 février 2027`, `2027年2月12日`), through app/i18n/format.ts.
 */
export const stayDayIn = (locale: Locale, day: string) => (locale === DEFAULT_LOCALE ? formatStayDay(day) : formatDay(day, locale));

/** A stay's dates on a page in `locale`: English keeps '12–15 Feb 2027'; the others `12 février 2027 – 15 février 2027`. */
export const stayDatesIn = (locale: Locale, stay: Pick<Stay, 'checkIn' | 'checkOut'>) =>
  locale === DEFAULT_LOCALE ? formatStayDates(stay) : `${formatDay(stay.checkIn, locale)} – ${formatDay(stay.checkOut, locale)}`;

/** A stay's price on a page in `locale`: English keeps the hotel country's format (app/domain/currency.ts). */
export const stayPriceIn = (locale: Locale, amount: number, hotel: { country: string }, currency: string) =>
  locale === DEFAULT_LOCALE ? formatPrice(amount, hotel.country) : priceIn(locale, amount, currency);

/** An amount in minor units (a plan's total, a night, a tax) as stayPriceIn writes it, cents shown where it has them. */
export const stayMoneyIn = (locale: Locale, minor: number, hotel: { country: string }, currency: string) =>
  stayPriceIn(locale, unitsOf(minor, currency), hotel, currency);
