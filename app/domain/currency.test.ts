import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice } from '~/domain/currency';

describe('formatPrice: each country its currency format (docs/product/requirements.md section 3)', () => {
  it.each([
    ['USA', 1250, '$1,250'],
    ['United States', 1250, '$1,250'],
    ['UK', 1250, '£1,250'],
    ['United Kingdom', 12500, '£12,500'],
    ['France', 1250, '1\u202f250 €'],
    ['Germany', 1250, '1.250 €'],
    ['Italy', 9800, '9.800 €'],
    ['Japan', 120000, '¥120,000'],
    ['China', 8800, '¥8,800'],
    ['Singapore', 650, 'S$650'],
    ['Singapore', 8800, 'S$8,800'],
    ['Switzerland', 1200, 'CHF 1’200'],
    ['United Arab Emirates', 22000, 'AED 22,000'],
    ['UAE', 1400, 'AED 1,400'],
  ])('%s %d -> %s', (country, amount, expected) => {
    expect(formatPrice(amount, country)).toBe(expected);
  });

  it('puts $ before the amount for a country the table does not know', () => {
    expect(formatPrice(4200, 'Atlantis')).toBe('$4,200');
  });

  it('ignores case and surrounding spaces in the country name', () => {
    expect(formatPrice(1000, '  switzerland ')).toBe('CHF 1’000');
  });

  it('prints whole amounts without decimals', () => {
    expect(formatAmount(1234, 'USA')).toBe('1,234');
    expect(formatAmount(1234.001, 'USA')).toBe('1,234');
  });

  it("prints an amount with cents (a discounted night, a tax) with two decimals in the country's sign", () => {
    expect(formatAmount(1234.6, 'USA')).toBe('1,234.60');
    expect(formatAmount(1404.5, 'Germany')).toBe('1.404,50');
    expect(formatAmount(0.05, 'France')).toBe('0,05');
    expect(formatAmount(-12.5, 'UK')).toBe('-12.50');
    expect(formatPrice(519.99, 'Italy')).toBe('519,99 €');
  });
});
