/** The second factor of sign-in (issue 47, docs/decisions/0053): authenticator apps, recovery codes, half-done sign-ins. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * An account's authenticator app (TOTP, RFC 6238). The secret is stored encrypted (AES-256-GCM,
 * app/accounts/secretBox.server.ts), never in clear. `confirmedAt` null: set up but not yet confirmed
 * by a first code, so sign-in does not ask for it. `lastStep` is the time step of the last accepted
 * code: a code is accepted once (no replay within its window).
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** One-time recovery codes: only their sha256 is kept; `usedAt` set when one signs in. A new set replaces the old. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right and which waits for the second step: no session exists yet.
 * The ticket's sha256 is kept; `tries` counts the codes tried (at most 5, then the attempt is void).
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketHash: varchar('ticket_hash', { length: 64 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [
    uniqueIndex('sign_in_tickets_hash_unique').on(t.ticketHash),
    index('sign_in_tickets_expires_idx').on(t.expiresAt),
    check('sign_in_tickets_tries_check', sql`${t.tries} >= 0`),
  ],
);

export type SecondFactorMethod = 'totp' | 'recovery';
export const secondFactorMethods = ['totp', 'recovery'] as const satisfies readonly SecondFactorMethod[];
