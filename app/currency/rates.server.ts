import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { exchangeRateDays, exchangeRates } from '~/db/schema';
import { displayCurrencyOf, isDisplayCurrency, type DisplayCurrency } from '~/lib/displayCurrency';
import type { CurrencyView } from './convert';

export interface ExchangeRate {
  currency: string;
  /** Units of `currency` per 1 EUR. */
  perEuro: number;
  /** YYYY-MM-DD */
  asOf: string;
  updatedAt: string;
}

/** Every stored rate, by currency code. */
export async function listRates(db: Database): Promise<ExchangeRate[]> {
  const rows = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
  return rows.map((r) => ({ currency: r.currency, perEuro: r.perEuro, asOf: r.asOf, updatedAt: r.updatedAt.toISOString() }));
}

/**
 * Units of `currency` per 1 EUR in force on `day` (YYYY-MM-DD): the latest rate the table held from
 * a day not after it (exchange_rate_days, kept by a trigger), else the stored rate when every kept
 * one is from a later day; EUR is 1; null when the currency has no rate at all.
 */
export async function perEuroOn(db: Pick<Database, 'select'>, currency: string, day: string): Promise<number | null> {
  if (currency === 'EUR') return 1;
  const [kept] = await db
    .select({ perEuro: exchangeRateDays.perEuro })
    .from(exchangeRateDays)
    .where(and(eq(exchangeRateDays.currency, currency), lte(exchangeRateDays.asOf, day)))
    .orderBy(desc(exchangeRateDays.asOf))
    .limit(1);
  if (kept) return kept.perEuro;
  const [row] = await db.select({ perEuro: exchangeRates.perEuro }).from(exchangeRates).where(eq(exchangeRates.currency, currency));
  return row?.perEuro ?? null;
}

/** True when the code is offered and has a stored rate (the preference's and the API's rule). */
export async function isKnownCurrency(db: Database, code: string): Promise<boolean> {
  if (!isDisplayCurrency(code)) return false;
  const rows = await db.select({ currency: exchangeRates.currency }).from(exchangeRates).where(eq(exchangeRates.currency, code)).limit(1);
  return rows.length > 0;
}

/** The rates a page converts with, for a chosen currency; null when that currency has no rate. */
export async function currencyView(db: Database, target: DisplayCurrency): Promise<CurrencyView | null> {
  const rates = await listRates(db);
  if (!rates.some((r) => r.currency === target)) return null;
  return {
    target,
    perEuro: Object.fromEntries(rates.map((r) => [r.currency, r.perEuro])),
    asOf: rates.map((r) => r.asOf).sort()[0]!,
  };
}

/** The view of the visitor's currency cookie, or null: the default view, each hotel's own currency. */
export async function currencyViewOf(db: Database, request: Request): Promise<CurrencyView | null> {
  const chosen = displayCurrencyOf(request.headers.get('cookie'));
  return chosen ? currencyView(db, chosen) : null;
}

/** Stores a rate and its audit entry together; the pages follow at once (the table's trigger bumps the content version). */
export async function updateRate(
  db: Database,
  actor: Pick<User, '_id' | 'username'>,
  currency: DisplayCurrency,
  perEuro: number,
  asOf: string,
): Promise<ExchangeRate | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(exchangeRates).where(eq(exchangeRates.currency, currency)).for('update');
    if (!before) return null;
    const [after] = await tx
      .update(exchangeRates)
      .set({ perEuro, asOf, updatedAt: new Date(), updatedBy: actor._id })
      .where(eq(exchangeRates.currency, currency))
      .returning();
    await recordAudit(tx, actor, {
      action: 'rate.update',
      entity: 'exchange_rate',
      entityId: currency,
      before: { perEuro: before.perEuro, asOf: before.asOf },
      after: { perEuro: after!.perEuro, asOf: after!.asOf },
    });
    return { currency, perEuro: after!.perEuro, asOf: after!.asOf, updatedAt: after!.updatedAt.toISOString() };
  });
}
