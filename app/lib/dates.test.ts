import { describe, expect, it } from 'vitest';
import { formatInstant, formatLongDate, formatShortDate } from './dates';

describe('dates are printed by their UTC day', () => {
  it("long form 'MMMM d, yyyy'", () => {
    expect(formatLongDate('2024-03-05T09:00:00Z')).toBe('March 5, 2024');
  });
  it("short form 'MMM d, yyyy'", () => {
    expect(formatShortDate('2026-12-31T00:00:00Z')).toBe('Dec 31, 2026');
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
