import { format } from 'date-fns';

/**
 * Formats an instant by its UTC calendar day, so the server and every visitor's browser print the
 * same day whatever their time zone (a difference would also break hydration).
 */
export function formatUtcDate(value: string | Date, pattern: string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return format(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), pattern);
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
