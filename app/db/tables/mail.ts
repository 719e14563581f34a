/** Mail (the outbox), password-reset links and the server's generated secrets. */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every mail the site sends, kept whether or not it left the machine: without SMTP_URL this table is
 * the only delivery (development and tests read it); with it, `sentAt` or `error` tells how the
 * hand-over to the SMTP server went. A stored copy never holds a secret the mail carries once SMTP
 * takes the mail (docs/decisions/0015-mail-outbox-and-password-reset.md).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** What the mail is for: 'password-reset', 'newsletter-welcome'. */
    kind: varchar('kind', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the SMTP server accepted it; null without SMTP, while sending, or after a failure. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why the SMTP server did not take it. */
    error: text('error'),
  },
  (t) => [index('outbox_to_created_idx').on(t.to, t.createdAt.desc()), index('outbox_created_idx').on(t.createdAt.desc())],
);

/**
 * Single-use links to set a new password, valid 30 minutes. Only the sha256 of the token in the
 * link is stored, as for sessions.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex sha256 of the token in the link. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Server secrets generated on first use when the environment gives none (APP_SECRET), so every
 * process on the database, and every restart, signs with the same key.
 */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
