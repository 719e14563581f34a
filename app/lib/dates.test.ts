import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './dates';

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
