import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.server';
import { appSecrets } from './schema';

/** The shortest APP_SECRET accepted: 32 characters (server/config.ts checks it at start). */
export const APP_SECRET_MIN_LENGTH = 32;

const SECRET_NAME = 'app';
const cache = new WeakMap<Database, Promise<string>>();

/**
 * The server's secret key for signing links: APP_SECRET when configured; otherwise 256 random bits
 * generated on first use and kept in `app_secrets`, so restarts and every process on the same
 * database sign alike (docs/decisions/0015-mail-outbox-and-password-reset.md). The first writer
 * wins when several processes start at once; everyone then reads the winner's value.
 */
export function appSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = cache.get(db);
  if (!secret) {
    secret = storedSecret(db);
    // A failure (database down) is not remembered: the next call tries again.
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}

async function storedSecret(db: Database): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('app_secrets: the generated secret could not be read back');
  return row.value;
}
