/** Accounts, their sessions and the abuse limits' counters. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/locales';
import { roles, type Role } from '../values';

export { roles, type Role };

/** `concierge` answers reservation requests; `editor` writes the journal; `admin` does everything. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 30 }).notNull(),
    /** Stored lower-cased; uniqueness is on the stored value. */
    email: varchar('email', { length: 254 }).notNull(),
    /** Null for accounts that cannot sign in (seeded reviewers). */
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin: the account cannot sign in and its sessions are gone. Null: active. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Bumped by the database on every change to what the guest's own pages show (this row, their
     * sessions, reservations, saved and recently viewed hotels): a page kept for them is current
     * while it was rendered at this version (docs/decisions/0022).
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
    /** The language of the guest's mails: the page's at sign-up, changed on /account (docs/decisions/0030). */
    language: text('language').$type<Locale>().notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_language_check', sql`${t.language} in ('en', 'fr', 'de', 'it', 'ar', 'zh')`),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('user', 'editor', 'concierge', 'admin')`),
  ],
);

/**
 * Sign-in sessions. Only the sha256 of the bearer token is stored, so a copy of this table signs
 * nobody in. A session ends at `expiresAt` (absolute lifetime), after the idle timeout without use,
 * or when its row is deleted (logout). See docs/decisions/0005-sessions-and-passwords.md.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Hex sha256 of the token the client holds. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in, cut to 300 characters: the account page names the device. */
    userAgent: varchar('user_agent', { length: 300 }),
    /** The last proof of the account's owner (the sign-in, a code, the password): sensitive actions want one within STEP_UP_WINDOW_S (docs/decisions/0053). */
    provedAt: timestamp('proved_at', { withTimezone: true }).notNull().defaultNow(),
    /** How the session signed in (docs/decisions/0056); sessions older than migration 0040 count as 'password'. */
    method: varchar('method', { length: 20 }).$type<SignInMethod>().notNull().default('password'),
    /**
     * When the session last proved a second factor: signed in with a code, a recovery code or a
     * passkey, or since confirmed the app, added a passkey or passed a step-up with one. Null: the
     * password alone. Staff act only in a session that has one (docs/decisions/0059).
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [
    check('sessions_method_check', sql`${t.method} in ('password', 'code', 'recovery', 'passkey')`),
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** How a session signed in: the password alone (or at sign-up), the password and the app's code, the password and a recovery code, a passkey. */
export const signInMethods = ['password', 'code', 'recovery', 'passkey'] as const;
export type SignInMethod = (typeof signInMethods)[number];

/**
 * The devices an account has signed in from (docs/decisions/0056): the sha256 of the browser's
 * User-Agent, never the string itself. A sign-in from one not listed is a new device and is mailed.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: varchar('device_hash', { length: 64 }).notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * Fixed-window counters of the abuse limits, shared by every server process on one database.
 * `key` names the rule and the subject (an address or a hashed account email).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);
