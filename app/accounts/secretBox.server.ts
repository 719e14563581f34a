import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Database } from '~/db/client.server';
import { namedSecret } from '~/db/appSecrets.server';

/**
 * AES-256-GCM for the authenticator apps' secrets (docs/decisions/0053). The key is SECOND_FACTOR_KEY
 * (any string of 32 characters or more, hashed to 256 bits) or, unset, one generated once and kept
 * in the database like APP_SECRET's. Each sealed value is bound to its account (`context`, the
 * additional data), so a sealed secret copied onto another account does not open.
 */
const VERSION = 'v1';

const keyOf = async (db: Database, configured?: string) =>
  createHash('sha256')
    .update(await namedSecret(db, 'second-factor', configured))
    .digest();

export async function seal(db: Database, configured: string | undefined, plain: string, context: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db, configured), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain value, or null when it does not open (another key, another account, a damaged value). */
export async function unseal(db: Database, configured: string | undefined, sealed: string, context: string): Promise<string | null> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await keyOf(db, configured), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
