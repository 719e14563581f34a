import { describe, expect, it } from 'vitest';
import { hotelTabParam, hotelTabSearch } from './tabs';

const tabOf = (query: string) => hotelTabParam(new URLSearchParams(query));

describe('hotelTabParam', () => {
  it('reads the three tabs', () => {
    expect(tabOf('tab=overview')).toBe('overview');
    expect(tabOf('tab=amenities')).toBe('amenities');
    expect(tabOf('tab=reviews')).toBe('reviews');
  });
  it('falls back to the overview for a missing or unknown tab', () => {
    expect(tabOf('')).toBe('overview');
    expect(tabOf('tab=Reviews')).toBe('overview');
    expect(tabOf('tab=nonsense&reviews=30')).toBe('overview');
  });
  it('lands on the reviews when more reviews were asked for', () => {
    expect(tabOf('reviews=20')).toBe('reviews');
    expect(tabOf('reviews=10')).toBe('overview');
    expect(tabOf('reviews=20&tab=amenities')).toBe('amenities');
  });
});

describe('hotelTabSearch', () => {
  it('sets the tab and keeps the other parameters', () => {
    expect(hotelTabSearch(new URLSearchParams('reviews=20&tab=overview'), 'reviews')).toBe('?reviews=20&tab=reviews');
    expect(hotelTabSearch(new URLSearchParams(''), 'amenities')).toBe('?tab=amenities');
  });
});
