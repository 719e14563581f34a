import { describe, expect, it } from 'vitest';
import { readingTimeMinutes } from './readingTime';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('reading time: space-separated words / 200, rounded up', () => {
  it.each([
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
  ])('%d words -> %d min', (n, minutes) => {
    expect(readingTimeMinutes(words(n))).toBe(minutes);
  });

  it('splits on single spaces only, as the spec says', () => {
    // 200 words joined by newlines are one "word" by the spec's rule.
    expect(readingTimeMinutes(Array.from({ length: 400 }, () => 'w').join('\n'))).toBe(1);
    // Doubled spaces count the empty strings between them.
    expect(readingTimeMinutes(Array.from({ length: 101 }, () => 'w').join('  '))).toBe(2);
  });
});
