import { describe, expect, it } from 'vitest';
import { pageVariantKey, pageVariantOf } from './pageVariant';

describe('page variant: what a kept page varies by beside its URL and visitor', () => {
  it('is the language of the path and the display currency of the cookie', () => {
    expect(pageVariantOf('/fr/rooms?page=2', 'currency=USD')).toEqual({ locale: 'fr', currency: 'USD' });
    expect(pageVariantOf('http://localhost:3000/ar.data', null)).toEqual({ locale: 'ar', currency: null });
    expect(pageVariantOf('/rooms', 'currency=XXX')).toEqual({ locale: 'en', currency: null });
  });

  it('keeps the English keys of before (no suffix, or the currency alone)', () => {
    expect(pageVariantKey('/', undefined)).toBe('');
    expect(pageVariantKey('/rooms', 'theme=dark; currency=GBP')).toBe('#currency=GBP');
  });

  it('sets every language and currency apart', () => {
    const keys = ['/', '/fr/', '/de/', '/ar/'].flatMap((path) => ['', 'currency=USD', 'currency=EUR'].map((cookie) => pageVariantKey(path, cookie)));
    expect(keys.filter((k, i) => k !== '' || i === 0)).toEqual([...new Set(keys)]);
    expect(pageVariantKey('/zh/', 'currency=JPY')).toBe('#lang=zh&currency=JPY');
  });
});
