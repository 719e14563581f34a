import { formatInstant } from '~/lib/dates';
import { useHydrated } from '~/lib/useHydrated';

/**
 * An instant to the minute. The server knows no reader's zone, so the page says it in UTC; once
 * React runs in the browser it says it in the reader's own zone, named either way.
 */
export function LocalTime({ value }: { value: string }) {
  const hydrated = useHydrated();
  return <time dateTime={value}>{formatInstant(value, hydrated ? undefined : 'UTC')}</time>;
}
