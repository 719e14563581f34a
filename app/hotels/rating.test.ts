import { describe, expect, it } from 'vitest';
import { formatRating, roundToHalfStar } from './rating';

describe('hotel rating display', () => {
  it.each([
    [4.86, 5],
    [4.74, 4.5],
    [4.75, 5],
    [4.25, 4.5],
    [4.24, 4],
    [3.8, 4],
    [0, 0],
  ])('rounds %d to the nearest half star: %d', (rating, stars) => {
    expect(roundToHalfStar(rating)).toBe(stars);
  });

  it('prints one decimal', () => {
    expect(formatRating(4.857)).toBe('4.9');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.33)).toBe('4.3');
  });

  it('keeps nonsense inside 0 to 5', () => {
    expect(formatRating(Number.NaN)).toBe('0.0');
    expect(roundToHalfStar(7)).toBe(5);
    expect(roundToHalfStar(-1)).toBe(0);
  });
});
