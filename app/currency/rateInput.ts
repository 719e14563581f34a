import { isDisplayCurrency } from '~/lib/displayCurrency';

/** An admin's new rate (/studio/rates): the rules, shared by the form and its action. */

/** Sane bounds of a rate per euro: from the strongest currencies to the weakest in use. */
export const RATE_MIN = 0.0001;
export const RATE_MAX = 1_000_000;

export type RateProblem = { field: 'perEuro' | 'asOf' | 'currency'; message: string };

/** Checks an admin's new rate; the day may not be after `today` (YYYY-MM-DD). */
export function checkRate(
  input: { currency: string; perEuro: string; asOf: string },
  today: string,
): { ok: true; perEuro: number; asOf: string } | ({ ok: false } & RateProblem) {
  if (!isDisplayCurrency(input.currency)) return { ok: false, field: 'currency', message: 'That currency is not offered' };
  const perEuro = Number(input.perEuro.trim().replace(',', '.'));
  if (input.perEuro.trim() === '' || !Number.isFinite(perEuro) || perEuro < RATE_MIN || perEuro > RATE_MAX)
    return { ok: false, field: 'perEuro', message: `Enter a rate between ${RATE_MIN} and ${RATE_MAX.toLocaleString('en')} units per euro` };
  if (input.currency === 'EUR' && perEuro !== 1) return { ok: false, field: 'perEuro', message: 'One euro is always 1 euro' };
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(input.asOf) ||
    Number.isNaN(Date.parse(`${input.asOf}T00:00:00Z`)) ||
    new Date(`${input.asOf}T00:00:00Z`).toISOString().slice(0, 10) !== input.asOf
  )
    return { ok: false, field: 'asOf', message: 'Enter the day of the rate as YYYY-MM-DD' };
  if (input.asOf > today) return { ok: false, field: 'asOf', message: 'The day of the rate cannot be in the future' };
  return { ok: true, perEuro, asOf: input.asOf };
}
