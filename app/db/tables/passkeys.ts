/** Passkeys (WebAuthn) of the accounts and the challenges of their ceremonies (issue 47, docs/decisions/0054). */
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A member's passkey: the credential's id (base64url, unique across the site), its public key
 * (COSE, base64url) and signature counter. Never a secret: a copy of this table signs nobody in.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: varchar('credential_id', { length: 1400 }).notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** The authenticator's transports (usb, internal, hybrid…), comma-separated; a hint for later sign-ins. */
    transports: varchar('transports', { length: 200 }),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_unique').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge waiting for its answer: one use (the row is deleted as it is taken), five
 * minutes. A registration's is bound to the session that asked (`sessionHash`), a sign-in's to a
 * ceremony id handed to the browser (`ceremonyHash`), a step-up's to the session too.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'register', 'sign-in' or 'step-up'. */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** sha256 of the session token (register, step-up) or of the ceremony id (sign-in). */
    bindingHash: varchar('binding_hash', { length: 64 }).notNull(),
    challenge: varchar('challenge', { length: 200 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('webauthn_challenges_binding_unique').on(t.purpose, t.bindingHash), index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
