/**
 * The visitor's display currency (docs/decisions/0019-display-currency.md): the currencies offered
 * and the cookie that carries the choice, read by the pages, the footer's selector and the response
 * cache (which keeps one page per choice). No cookie, or one naming no offered currency, means the
 * default view: every price in its hotel's own currency, as the spec's table prints it.
 */

/** The currencies a visitor may choose, in the selector's order; each has a rate in `exchange_rates`. */
export const DISPLAY_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'AED', 'SGD', 'JPY'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const CURRENCY_NAMES: Record<DisplayCurrency, string> = {
  EUR: 'Euro',
  USD: 'US dollar',
  GBP: 'Pound sterling',
  CHF: 'Swiss franc',
  AED: 'UAE dirham',
  SGD: 'Singapore dollar',
  JPY: 'Japanese yen',
};

/** The cookie that holds the choice (not HttpOnly: nothing secret, and a page's script may read it). */
export const CURRENCY_COOKIE = 'currency';
/** A year, in seconds. */
export const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency =>
  typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);

const COOKIE_PAIR = new RegExp(`(?:^|;)\\s*${CURRENCY_COOKIE}=([^;]*)`);

/** The chosen currency of a Cookie header, or null (no cookie, or a value that is not offered). */
export function displayCurrencyOf(cookie: string | null | undefined): DisplayCurrency | null {
  if (!cookie) return null;
  const value = COOKIE_PAIR.exec(cookie)?.[1]?.trim();
  return isDisplayCurrency(value) ? value : null;
}

/** The Set-Cookie value that keeps a choice for a year, or (null) forgets it. */
export function currencyCookie(currency: DisplayCurrency | null, { secure = false } = {}): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return currency ? `${CURRENCY_COOKIE}=${currency}; Max-Age=${CURRENCY_COOKIE_MAX_AGE}; ${attributes}` : `${CURRENCY_COOKIE}=; Max-Age=0; ${attributes}`;
}
