import type { Database } from '~/db/client.server';
import { passkeys } from '~/db/schema';
import { E2E_ADMIN, E2E_CONCIERGE, E2E_EDITOR, E2E_STAFF_PASSKEY } from './e2eEditor';
import { upsertAccount } from './users.server';

/**
 * The browser tests' staff accounts (only when the server starts with E2E_EDITOR_PASSWORD,
 * playwright.config.ts): each with the tests' password and the tests' passkey (E2E_STAFF_PASSKEY),
 * with which they sign in, as staff act only in a session proved with a second factor
 * (docs/decisions/0055, 0059).
 */
export async function ensureE2eStaff(db: Database, password: string): Promise<void> {
  for (const account of [E2E_EDITOR, E2E_ADMIN, E2E_CONCIERGE]) {
    const { user } = await upsertAccount(db, { ...account, password });
    await db
      .insert(passkeys)
      .values({ userId: user._id, credentialId: E2E_STAFF_PASSKEY.credentialIdOf(account), publicKey: E2E_STAFF_PASSKEY.publicKey, name: 'Browser tests' })
      .onConflictDoNothing();
  }
}
