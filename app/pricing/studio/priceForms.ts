import type { FieldErrors } from '~/studio/StudioField';
import { minorDigits, unitsOf } from '~/lib/money';

/**
 * What the price pages' actions answer one of their forms (plain POSTs, or React Router's with
 * scripts): which form (`target`), what happened and, on a problem, what was typed and a message
 * per field. The offers' pages answer the same way. Browser-safe.
 */
export type PriceFormAnswer =
  { ok: true; target: string; message: string } | { ok: false; target: string; message: string; values: Record<string, string>; errors: FieldErrors };

/** The answer when it refused this form, with what was typed. */
export const refusalFor = (answer: PriceFormAnswer | undefined, target: string) => (answer && !answer.ok && answer.target === target ? answer : undefined);

const amountFormats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units as staff read it, without the currency: "1,250" or "1,250.50". */
export function amountText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const whole = minor % 10 ** digits === 0;
  const key = `${currency}:${whole}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits });
    amountFormats.set(key, format);
  }
  return format.format(unitsOf(minor, currency));
}
