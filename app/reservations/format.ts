import { formatUtcDate } from '~/lib/dates';
import type { Stay } from './stay';

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
