import { formatDay } from '~/i18n/format';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { formatLongDate } from '~/lib/dates';

/** A day of the account (joined, signed in, last seen): English keeps 'March 5, 2024', the others Intl's. */
export const accountDay = (locale: Locale, value: string) => (locale === DEFAULT_LOCALE ? formatLongDate(value) : formatDay(value.slice(0, 10), locale));
