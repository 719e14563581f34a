import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '~/db/client.server';
import { passkeys } from '~/db/schema';
import { E2E_ADMIN, E2E_CONCIERGE, E2E_EDITOR } from './e2eEditor';
import { upsertAccount } from './users.server';

/**
 * The browser tests' staff accounts (only when the server starts with E2E_EDITOR_PASSWORD,
 * playwright.config.ts): each with the tests' password and, as staff act only with a second factor
 * (docs/decisions/0055), a passkey on record whose private key no one holds. It satisfies the staff
 * policy and signs nobody in; the tests sign these accounts in with the password.
 */
export async function ensureE2eStaff(db: Database, password: string): Promise<void> {
  for (const account of [E2E_EDITOR, E2E_ADMIN, E2E_CONCIERGE]) {
    const { user } = await upsertAccount(db, { ...account, password });
    const [held] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user._id)).limit(1);
    if (!held)
      await db.insert(passkeys).values({ userId: user._id, credentialId: randomBytes(16).toString('base64url'), publicKey: 'none', name: 'Browser tests' });
  }
}
