import { describe, expect, it } from 'vitest';
import { priceIn } from '~/domain/localFormat';

describe('priceIn: a price as each language writes it', () => {
  it('writes whole amounts bare, with the language grouping and the symbol on its side', () => {
    expect(priceIn('fr', 3942, 'CHF')).toBe('3\u202f942\u00a0CHF');
    expect(priceIn('de', 1560, 'EUR')).toBe('1.560\u00a0€');
    expect(priceIn('zh', 1560, 'EUR')).toBe('€1,560');
  });

  it('writes cents (a discounted night, a city tax) with the language decimal sign, from the rounded cents', () => {
    expect(priceIn('fr', 1404.5, 'EUR')).toBe('1\u202f404,50\u00a0€');
    expect(priceIn('it', 1234.6, 'EUR')).toBe('1.234,60\u00a0€');
    expect(priceIn('zh', 0.05, 'GBP')).toBe('£0.05');
    expect(priceIn('de', 12.999, 'EUR')).toBe('13\u00a0€');
    expect(priceIn('fr', -7.5, 'EUR')).toBe('-7,50\u00a0€');
  });
});
