import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_NAMES, placeholderDate, placeholderName, reviewByline } from './reviewPlaceholder';

const today = new Date('2026-11-21T15:30:00Z');
const DAY = 86_400_000;
/** The i-th of some random-looking UUIDs (review ids are UUIDs). */
const uuid = (i: number) => `b3c1f0e2-1111-4aaa-a000-${((i * 2_654_435_761) >>> 0).toString(16).padStart(12, '0')}`;

describe('review placeholders (docs/product/requirements.md section 3)', () => {
  it('gives the same name and date to the same review on every render', () => {
    const review = { _id: 'b3c1f0e2-1111-4aaa-a000-000000000001', user: null, createdAt: null };
    const first = reviewByline(review, today);
    const again = reviewByline(review, new Date(today.getTime() + 3 * 3600_000)); // later the same day
    expect(again).toEqual(first);
  });

  it('picks the name from the list of ten', () => {
    expect(PLACEHOLDER_NAMES).toHaveLength(10);
    for (let i = 0; i < 50; i++) expect(PLACEHOLDER_NAMES).toContain(placeholderName(`review-${i}`));
  });

  it('spreads names and dates across reviews', () => {
    const ids = Array.from({ length: 200 }, (_, i) => uuid(i));
    expect(new Set(ids.map(placeholderName)).size).toBeGreaterThan(5);
    expect(new Set(ids.map((id) => placeholderDate(id, today).getTime())).size).toBeGreaterThan(15);
  });

  it('dates within the past 30 days, at a UTC midnight', () => {
    for (let i = 0; i < 200; i++) {
      const date = placeholderDate(uuid(i), today);
      const age = today.getTime() - date.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(30 * DAY + DAY);
      expect(date.getUTCHours()).toBe(0);
    }
  });

  it('keeps the real author and date when the review has them', () => {
    const review = { _id: 'x', user: { username: 'clara.m' }, createdAt: '2025-03-05T10:00:00.000Z' };
    expect(reviewByline(review, today)).toEqual({ username: 'clara.m', date: new Date('2025-03-05T10:00:00.000Z') });
  });
});
