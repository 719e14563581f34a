/**
 * Money as the site keeps it: integer minor units (cents, rappen, fils) of the hotel's currency,
 * never floating point where a total is stored or compared. How many minor units a unit holds is
 * ISO 4217's, read from Intl (2 for EUR, 0 for JPY, 3 for KWD).
 */

const digitsCache = new Map<string, number>();

/** Decimal places of a currency's minor unit: 2 for EUR, 0 for JPY. */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** Minor units in one unit of the currency: 100 for EUR, 1 for JPY. */
export const minorPerUnit = (currency: string) => 10 ** minorDigits(currency);

/** Whole units (or a decimal amount) to minor units, rounded to the nearest minor unit. */
export const toMinor = (units: number, currency: string) => Math.round(units * minorPerUnit(currency));

/** Minor units as an amount of the currency (for display and conversion only). */
export const unitsOf = (minor: number, currency: string) => minor / minorPerUnit(currency);

/** Minor units rounded to whole units: the API's older whole-unit fields (`nightlyRate`, `total`). */
export const wholeUnitsOf = (minor: number, currency: string) => Math.round(unitsOf(minor, currency));

const MONEY_TEXT = /^\d{1,9}(?:[.,]\d{1,3})?$/;

/**
 * An amount typed by staff ("520", "520.50", "520,5") in minor units, or null when it is not a
 * non-negative amount with at most the currency's decimals.
 */
export function parseMoney(text: string, currency: string): number | null {
  const value = text.trim().replace(/[\s'’]/g, '');
  if (!MONEY_TEXT.test(value)) return null;
  const [whole, fraction = ''] = value.split(/[.,]/) as [string, string?];
  if (fraction.length > minorDigits(currency)) return null;
  return Number(whole) * minorPerUnit(currency) + Number(fraction.padEnd(minorDigits(currency), '0') || 0);
}

/** Minor units as staff type them: "520", "520.50" (a dot, the currency's decimals when not whole). */
export function moneyText(minor: number, currency: string): string {
  const per = minorPerUnit(currency);
  if (minor % per === 0) return String(minor / per);
  return (minor / per).toFixed(minorDigits(currency));
}
