/** The Aurelia Circle's points (docs/decisions/0042-points-ledger.md). */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { reservations } from './reservations';
import { pointsEntryKinds, type PointsEntryKind } from '../values';

export { pointsEntryKinds, type PointsEntryKind };

/**
 * The points ledger: one row per movement of a member's points, never updated or deleted (trigger
 * `points_entries_append_only`; a correction is a new entry). `points` is signed: earn, release
 * and a positive adjustment add, hold, spend, expire and a negative adjustment take away. A member's
 * balance is the sum of their entries. The only change a row ever sees is `user_id` becoming null
 * when the member deletes their account: the amounts stay on the hotel's books.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PointsEntryKind>().notNull(),
    points: integer('points').notNull(),
    /** Why, as a code the pages word in the member's language (`points_reason_…`): stay, award_stay, award_refund, adjustment. */
    reason: varchar('reason', { length: 40 }).notNull(),
    /** The stay it refers to, if any. */
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'restrict' }),
    /** A staff adjustment's words, shown to the member, and who made it (copied: it outlives the account). */
    note: text('note'),
    actorName: varchar('actor_name', { length: 30 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A member's history, newest first, and their balance's sum.
    index('points_entries_user_idx').on(t.userId, t.id.desc()),
    index('points_entries_reservation_idx').on(t.reservationId),
    // The programme's figures of a month.
    index('points_entries_created_idx').on(t.createdAt),
    // A stay earns once, whatever runs the completion twice.
    uniqueIndex('points_entries_one_earn_per_stay')
      .on(t.reservationId)
      .where(sql`${t.kind} = 'earn'`),
    check('points_entries_kind_check', sql`${t.kind} in ('earn', 'hold', 'release', 'spend', 'adjust', 'expire')`),
    check(
      'points_entries_sign_check',
      sql`(${t.kind} in ('earn', 'release') and ${t.points} > 0) or (${t.kind} in ('hold', 'spend', 'expire') and ${t.points} < 0) or (${t.kind} = 'adjust' and ${t.points} <> 0)`,
    ),
  ],
);

/**
 * A member's spendable balance: the sum of their entries, kept by the trigger `points_entries_balance`
 * in the same statement as each insert. `CHECK (balance >= 0)` is the guarantee that no member ever
 * spends or holds points they do not have: concurrent inserts for one member queue on this row's
 * lock and the second one re-checks against the first's committed balance.
 */
export const pointsBalances = pgTable(
  'points_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [check('points_balances_balance_check', sql`${t.balance} >= 0`)],
);

/**
 * The programme's settings admins change in the studio (`/studio/points`): the tier bonus on the
 * points a stay earns, in whole percent (0-200). One row (`id` is always true); without it the
 * defaults stand (Gold 25, Sovereign 50: app/loyalty/settings.server.ts).
 */
export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    id: boolean('id').primaryKey().default(true),
    goldBonusPct: smallint('gold_bonus_pct').notNull().default(25),
    sovereignBonusPct: smallint('sovereign_bonus_pct').notNull().default(50),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('loyalty_settings_one_row', sql`${t.id}`),
    check('loyalty_settings_bonus_check', sql`${t.goldBonusPct} between 0 and 200 and ${t.sovereignBonusPct} between 0 and 200`),
  ],
);

/**
 * The tier mails sent: a member reaching a tier in a calendar year is told once (the primary key),
 * whatever confirms, cancels and confirms again (app/loyalty/tierMail.server.ts).
 */
export const tierMails = pgTable(
  'tier_mails',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    tier: text('tier').$type<'gold' | 'sovereign'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year, t.tier] }), check('tier_mails_tier_check', sql`${t.tier} in ('gold', 'sovereign')`)],
);
