import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.server';
import { appSecrets } from './schema';

/** The shortest APP_SECRET accepted: 32 characters (server/config.ts checks it at start). */
export const APP_SECRET_MIN_LENGTH = 32;

const SECRET_NAME = 'app';
const caches = new Map<string, WeakMap<Database, Promise<string>>>();

/**
 * The server's secret key for signing links: APP_SECRET when configured; otherwise 256 random bits
 * generated on first use and kept in `app_secrets`, so restarts and every process on the same
 * database sign alike (docs/decisions/0015-mail-outbox-and-password-reset.md). The first writer
 * wins when several processes start at once; everyone then reads the winner's value.
 */
export function appSecret(db: Database, configured?: string): Promise<string> {
  return namedSecret(db, SECRET_NAME, configured);
}

/**
 * A secret of its own name, kept like APP_SECRET's: the configured value, else one generated once in
 * `app_secrets` (the second factor's encryption key is `second-factor`, docs/decisions/0053).
 */
export function namedSecret(db: Database, name: string, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let cache = caches.get(name);
  if (!cache) caches.set(name, (cache = new WeakMap()));
  let secret = cache.get(db);
  if (!secret) {
    secret = storedSecret(db, name);
    // A failure (database down) is not remembered: the next call tries again.
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}

async function storedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error('app_secrets: the generated secret could not be read back');
  return row.value;
}
