import { describe, expect, it } from 'vitest';
import { searchQuery } from './search';
import { parseSearchParams } from './searchParams.server';

const canonical = (query: string) => {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.message);
  return searchQuery(parsed.search);
};

describe('the /rooms address of a price search', () => {
  it('keeps the bounds’ currency beside a bound, unless it is the euro (the default)', () => {
    expect(canonical('priceMax=600&currency=USD')).toBe('?priceMax=600&currency=USD');
    expect(canonical('country=Italy&priceMin=100&priceMax=600&currency=JPY&sort=price')).toBe(
      '?country=Italy&priceMin=100&priceMax=600&currency=JPY&sort=price',
    );
    expect(canonical('priceMax=600&currency=EUR')).toBe('?priceMax=600');
    // The form sends its currency with empty bounds: no bound, no currency.
    expect(canonical('q=&priceMin=&priceMax=&currency=USD&sort=recommended')).toBe('');
  });

  it('refuses a currency that is not offered, naming the field', () => {
    expect(parseSearchParams(new URLSearchParams('priceMax=600&currency=usd'))).toEqual({
      ok: false,
      field: 'currency',
      message: 'currency must be one of EUR, USD, GBP, CHF, AED, SGD, JPY',
    });
  });
});
