import { describe, expect, it } from 'vitest';
import { pageCount, pageParam, pageWindow, reviewsParam } from './paging';

describe('paging rules', () => {
  it('reads ?page=, defaulting to 1', () => {
    expect(pageParam(new URLSearchParams(''))).toBe(1);
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    expect(pageParam(new URLSearchParams('page=0'))).toBe(1);
    expect(pageParam(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageParam(new URLSearchParams('page=abc'))).toBe(1);
  });

  it('counts pages of 24', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(100_000)).toBe(4167);
  });

  it('links the first, the last and two pages either side', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(7, 20)).toEqual([1, null, 5, 6, 7, 8, 9, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });

  it('reads ?reviews= in steps of 10 up to 100', () => {
    expect(reviewsParam(new URLSearchParams(''))).toBe(10);
    expect(reviewsParam(new URLSearchParams('reviews=20'))).toBe(20);
    expect(reviewsParam(new URLSearchParams('reviews=15'))).toBe(20);
    expect(reviewsParam(new URLSearchParams('reviews=5000'))).toBe(100);
    expect(reviewsParam(new URLSearchParams('reviews=x'))).toBe(10);
  });
});
