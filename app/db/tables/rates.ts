/** Exchange rates for the display currency (docs/decisions/0019-display-currency.md). */
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * How many units of each currency one euro buys, as of a day. Seeded by the migration (every
 * database has them, demo content or not); admins edit them in /studio/rates.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    /** ISO 4217 code: 'USD'. */
    currency: varchar('currency', { length: 3 }).primaryKey(),
    /** Units of `currency` per 1 EUR (EUR itself: 1). */
    perEuro: doublePrecision('per_euro').notNull(),
    /** The day the rate is from. */
    asOf: date('as_of').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('exchange_rates_positive', sql`${t.perEuro} > 0`), check('exchange_rates_code', sql`${t.currency} ~ '^[A-Z]{3}$'`)],
);

/**
 * Every rate a currency has had, by the day it is from: a stay completed on a day earns at the rate
 * in force that day (the latest `as_of` not after it; docs/decisions/0042-points-ledger.md). Kept
 * by a trigger on exchange_rates (drizzle/0035), so whatever writes a rate writes its day here.
 */
export const exchangeRateDays = pgTable(
  'exchange_rate_days',
  {
    currency: varchar('currency', { length: 3 }).notNull(),
    asOf: date('as_of').notNull(),
    perEuro: doublePrecision('per_euro').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.asOf] }), check('exchange_rate_days_positive', sql`${t.perEuro} > 0`)],
);
