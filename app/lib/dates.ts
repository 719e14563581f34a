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
