const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The parts of a day the English pages write, as date-fns and Unicode's date patterns name them. */
const TOKENS = /EEEE|EEE|MMMM|MMM|yyyy|d/g;

/**
 * Formats an instant by its UTC calendar day, so the server and every visitor's browser print the
 * same day whatever their time zone (a difference would also break hydration). The English pages'
 * patterns only ('EEE d MMM yyyy' is 'Fri 12 Feb 2027'), written from fixed English names: no
 * runtime's locale data can change them, and no date library rides in every page's JavaScript
 * (docs/decisions/0034). Other languages use Intl (app/i18n/format.ts).
 */
export function formatUtcDate(value: string | Date, pattern: string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'EEEE':
        return WEEKDAYS[d.getUTCDay()]!;
      case 'EEE':
        return WEEKDAYS[d.getUTCDay()]!.slice(0, 3);
      case 'MMMM':
        return MONTHS[d.getUTCMonth()]!;
      case 'MMM':
        return MONTHS[d.getUTCMonth()]!.slice(0, 3);
      case 'yyyy':
        return String(d.getUTCFullYear());
      default:
        return String(d.getUTCDate());
    }
  });
}

/** 'March 5, 2024': the blog's and the reviews' long-form date. */
export const formatLongDate = (value: string | Date) => formatUtcDate(value, 'MMMM d, yyyy');

/** 'Mar 5, 2024': the events' date. */
export const formatShortDate = (value: string | Date) => formatUtcDate(value, 'MMM d, yyyy');

/**
 * 'Nov 25, 2026, 13:36 UTC': an instant to the minute in `timeZone` (the runtime's own when
 * undefined), the zone named after it ('UTC', 'GMT+1', 'EST'), so a reader never guesses it.
 */
export function formatInstant(value: string | Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(typeof value === 'string' ? new Date(value) : value);
}
