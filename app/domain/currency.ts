/**
 * Prices in each country's own format (docs/product/requirements.md section 3, "Currency display by country"): the
 * symbol and its side come from the spec's table, the thousands separator from the country's
 * convention. The separator is spelled out rather than taken from a locale, because ICU builds
 * differ (Node prints de-CH with ' and no separator in Italian 9800, browsers may not), and the
 * server and the browser must print the very same text.
 */
interface CurrencyFormat {
  symbol: string;
  position: 'before' | 'after';
  thousandsSeparator: string;
  /** The decimal sign where an amount has cents (a price by the night after a discount, a tax). */
  decimalMark?: ',';
}

const formats = {
  usa: { symbol: '$', position: 'before', thousandsSeparator: ',' },
  uk: { symbol: '£', position: 'before', thousandsSeparator: ',' },
  france: { symbol: '€', position: 'after', thousandsSeparator: '\u202f', decimalMark: ',' },
  germany: { symbol: '€', position: 'after', thousandsSeparator: '.', decimalMark: ',' },
  italy: { symbol: '€', position: 'after', thousandsSeparator: '.', decimalMark: ',' },
  japan: { symbol: '¥', position: 'before', thousandsSeparator: ',' },
  china: { symbol: '¥', position: 'before', thousandsSeparator: ',' },
  singapore: { symbol: 'S$', position: 'before', thousandsSeparator: ',' },
  switzerland: { symbol: 'CHF', position: 'before', thousandsSeparator: '’' },
  uae: { symbol: 'AED', position: 'before', thousandsSeparator: ',' },
} satisfies Record<string, CurrencyFormat>;

const unknownCountry: CurrencyFormat = { symbol: '$', position: 'before', thousandsSeparator: ',' };

const aliases: Record<string, keyof typeof formats> = {
  usa: 'usa',
  us: 'usa',
  'united states': 'usa',
  'united states of america': 'usa',
  uk: 'uk',
  'united kingdom': 'uk',
  'great britain': 'uk',
  england: 'uk',
  scotland: 'uk',
  france: 'france',
  germany: 'germany',
  italy: 'italy',
  japan: 'japan',
  china: 'china',
  singapore: 'singapore',
  switzerland: 'switzerland',
  uae: 'uae',
  'united arab emirates': 'uae',
};

export function currencyFormatFor(country: string): CurrencyFormat {
  const key = aliases[country.trim().toLowerCase()];
  return key ? formats[key] : unknownCountry;
}

/** The amount with the country's thousands separators and no symbol: '12,500', '1’200', '9.800'. */
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * An amount's digits from its rounded cents, so that 1234.6 (1234.5999…) prints 60 cents and 0.999
 * never prints 100: the whole part written by `writeWhole`, then the cents, where there are any,
 * after `decimalMark`.
 */
export function amountDigits(amount: number, writeWhole: (whole: number) => string, decimalMark: string): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = `${amount < 0 && cents > 0 ? '-' : ''}${writeWhole(Math.trunc(cents / 100))}`;
  return cents % 100 === 0 ? whole : `${whole}${decimalMark}${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The amount with the country's separators: whole amounts as before ('12,500'); an amount with
 * cents with two decimals and the country's decimal sign ('1.404,50').
 */
export function formatAmount(amount: number, country: string): string {
  const format = currencyFormatFor(country);
  return amountDigits(amount, (whole) => grouped.format(whole).replaceAll(',', format.thousandsSeparator), format.decimalMark ?? '.');
}

/** The amount in the country's currency format: '£1,250', 'CHF 1’200', '9.800 €', 'S$650'. */
export function formatPrice(amount: number, country: string): string {
  const { symbol, position } = currencyFormatFor(country);
  const digits = formatAmount(amount, country);
  if (position === 'after') return `${digits} ${symbol}`;
  // Letter codes read better with a space; sign symbols sit right against the digits.
  return /^[A-Z]+$/.test(symbol) ? `${symbol} ${digits}` : `${symbol}${digits}`;
}
