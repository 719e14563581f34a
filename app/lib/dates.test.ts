import { describe, expect, it } from 'vitest';
import { formatInstant, formatLongDate, formatShortDate, formatUtcDate } from './dates';

describe('dates are printed by their UTC day', () => {
  it("long form 'MMMM d, yyyy'", () => {
    expect(formatLongDate('2024-03-05T09:00:00Z')).toBe('March 5, 2024');
  });
  it("short form 'MMM d, yyyy'", () => {
    expect(formatShortDate('2026-12-31T00:00:00Z')).toBe('Dec 31, 2026');
  });
  it("the English pages' other patterns: a stay's day, a venue's day, a stay's range", () => {
    expect(formatUtcDate('2027-02-12T00:00:00Z', 'EEE d MMM yyyy')).toBe('Fri 12 Feb 2027');
    expect(formatUtcDate('2027-02-12T00:00:00Z', 'EEEE, MMMM d, yyyy')).toBe('Friday, February 12, 2027');
    expect(formatUtcDate('2026-09-30T00:00:00Z', 'd MMM')).toBe('30 Sep');
    expect(formatUtcDate('2026-09-03T00:00:00Z', 'd')).toBe('3');
  });
  it('every month and weekday by its English name', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatUtcDate(new Date(Date.UTC(2026, m, 1)), 'MMMM MMM'));
    expect(months.join(', ')).toBe(
      'January Jan, February Feb, March Mar, April Apr, May May, June Jun, July Jul, August Aug, September Sep, October Oct, November Nov, December Dec',
    );
    // 2026-11-22 was a Sunday.
    const days = Array.from({ length: 7 }, (_, d) => formatUtcDate(new Date(Date.UTC(2026, 10, 22 + d)), 'EEEE EEE'));
    expect(days.join(', ')).toBe('Sunday Sun, Monday Mon, Tuesday Tue, Wednesday Wed, Thursday Thu, Friday Fri, Saturday Sat');
  });
  it('late in the UTC day stays that day', () => {
    expect(formatLongDate(new Date('2024-03-05T23:59:00Z'))).toBe('March 5, 2024');
  });
});

describe('instants are printed to the minute with their zone named', () => {
  it('in UTC, the time the message was stamped (not the start of its day)', () => {
    expect(formatInstant('2026-11-25T13:36:00Z', 'UTC')).toBe('Nov 25, 2026, 13:36 UTC');
  });
  it("in the reader's zone, which may be another day", () => {
    expect(formatInstant('2026-11-25T13:36:00Z', 'Europe/Zurich')).toBe('Nov 25, 2026, 14:36 GMT+1');
    expect(formatInstant('2026-11-25T23:10:00Z', 'Asia/Singapore')).toBe('Nov 26, 2026, 07:10 GMT+8');
  });
  it('just after midnight is 00:05, never 24:05', () => {
    expect(formatInstant('2026-11-25T00:05:00Z', 'UTC')).toBe('Nov 25, 2026, 00:05 UTC');
  });
});
