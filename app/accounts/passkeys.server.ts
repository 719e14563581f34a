/**
 * Passkeys (WebAuthn, issue 47, docs/decisions/0054): registering one on /account, signing in with a
 * discoverable credential (no email typed), and a passkey as a proof for the step-up. The relying
 * party's id and origin come from the configuration (PUBLIC_ORIGIN, else http://localhost:PORT),
 * never from a request header. Challenges live in the database: one use, five minutes, bound to the
 * session (registration, step-up) or to a ceremony id the browser holds (sign-in).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Database } from '~/db/client.server';
import { isUniqueViolation } from '~/db/client.server';
import { passkeys, users, webauthnChallenges } from '~/db/schema';
import type { SecurityOptions } from '~/api/security.server';
import { site } from '~/site.config';
import { passkeyMessages } from './passkeyMessages';
import { tellSecurityEvent, type SecurityNotice } from './securityMail.server';
import { PASSKEY_NAME_MAX } from './validation';
import { DEFAULT_WEBAUTHN } from './webauthnSettings';

const settingsOf = (security: SecurityOptions) => security.webauthn ?? DEFAULT_WEBAUTHN;

export interface PasskeyDeps {
  db: Database;
  security: SecurityOptions;
  now?: () => Date;
}

/** A passkey is both factors: the authenticator must verify its user (PIN, fingerprint, face). */
const USER_VERIFICATION = 'required' as const;
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export { PASSKEY_NAME_MAX };

type Purpose = 'register' | 'sign-in' | 'step-up';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function keepChallenge(db: Database, purpose: Purpose, binding: string, challenge: string, userId: string | null) {
  const row = { purpose, bindingHash: sha256(binding), challenge, userId, expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS) };
  await db
    .insert(webauthnChallenges)
    .values(row)
    .onConflictDoUpdate({ target: [webauthnChallenges.purpose, webauthnChallenges.bindingHash], set: { challenge, userId, expiresAt: row.expiresAt } });
  // Now and then, clear out the challenges nobody answered.
  if (Math.random() < 0.05) await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
}

/** Takes the challenge once: the row is deleted in the same statement that reads it. */
async function takeChallenge(db: Database, purpose: Purpose, binding: string): Promise<{ challenge: string; userId: string | null } | null> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.purpose, purpose), eq(webauthnChallenges.bindingHash, sha256(binding))))
    .returning({ challenge: webauthnChallenges.challenge, userId: webauthnChallenges.userId, expiresAt: webauthnChallenges.expiresAt });
  if (!row || row.expiresAt.getTime() < Date.now()) return null;
  return { challenge: row.challenge, userId: row.userId };
}

/**
 * The account's pages list its passkeys: a change to them is a new data version of the account, so
 * the pages kept per session (docs/decisions/0022) are rendered again, as the passkeys table has no
 * trigger of its own (0015_account_data_version.sql covers the older tables).
 */
async function passkeysChanged(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ dataVersion: sql`${users.dataVersion} + 1` })
    .where(eq(users.id, userId));
}

export type PasskeyFailure = { ok: false; status: 400 | 401 | 403 | 404 | 409; error: string };

export interface PasskeySummary {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listPasskeys(db: Database, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map((r) => ({ _id: r.id, name: r.name, createdAt: r.createdAt.toISOString(), lastUsedAt: r.lastUsedAt?.toISOString() ?? null }));
}

export async function hasPasskey(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return Boolean(row);
}

/** The options for navigator.credentials.create(), the challenge kept for the session `token`. */
export async function registrationOptions(
  { db, security }: PasskeyDeps,
  user: { _id: string; username: string; email: string },
  token: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpId } = settingsOf(security);
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user._id));
  const options = await generateRegistrationOptions({
    rpName: site.name,
    rpID: rpId,
    userName: user.email,
    userDisplayName: user.username,
    userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(user._id)),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: USER_VERIFICATION },
  });
  await keepChallenge(db, 'register', token, options.challenge, user._id);
  return options;
}

const transportsOf = (value: string | null) => (value ? (value.split(',') as AuthenticatorTransport[]) : undefined);

/** Checks the browser's answer to the session's registration challenge and keeps the passkey under `name`. */
export async function registerPasskey(
  { db, security }: PasskeyDeps,
  userId: string,
  token: string,
  response: RegistrationResponseJSON,
  name: string,
  userAgent?: string | null,
): Promise<{ ok: true; passkey: PasskeySummary } | PasskeyFailure> {
  const kept = await takeChallenge(db, 'register', token);
  if (!kept || kept.userId !== userId) return { ok: false, status: 400, error: passkeyMessages.expired };
  const { rpId, origin } = settingsOf(security);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: kept.challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, status: 400, error: passkeyMessages.notAccepted };
  }
  if (!verified.verified) return { ok: false, status: 400, error: passkeyMessages.notAccepted };
  const { credential } = verified.registrationInfo;
  try {
    const [row] = await db
      .insert(passkeys)
      .values({
        userId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports?.join(',').slice(0, 200) || null,
        name,
      })
      .returning();
    await passkeysChanged(db, userId);
    await tellSecurityEvent(db, userId, { kind: 'passkey-added', name: row!.name }, { security, userAgent });
    return { ok: true, passkey: { _id: row!.id, name: row!.name, createdAt: row!.createdAt.toISOString(), lastUsedAt: null } };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, error: passkeyMessages.taken };
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A passkey's name as the page's forms take it (the API's schema says the same): trimmed, 1 to
 * PASSKEY_NAME_MAX characters; else the refusal, in the API's English.
 */
export function passkeyName(raw: string): { ok: true; name: string } | { ok: false; error: string } {
  const name = raw.trim();
  if (!name) return { ok: false, error: passkeyMessages.nameMissing };
  if (name.length > PASSKEY_NAME_MAX) return { ok: false, error: passkeyMessages.nameTooLong };
  return { ok: true, name };
}

/** Renames one of the account's passkeys (not a change of security: no step-up, no mail; docs/decisions/0054). */
export async function renamePasskey(db: Database, userId: string, id: string, name: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (rows[0]) await passkeysChanged(db, userId);
  return rows.length > 0;
}

/** Removes one of the account's passkeys; the account is told (ADR 0056). */
export async function removePasskey(db: Database, userId: string, id: string, notice?: SecurityNotice): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id, name: passkeys.name });
  if (rows[0]) {
    await passkeysChanged(db, userId);
    await tellSecurityEvent(db, userId, { kind: 'passkey-removed', name: rows[0].name }, notice);
  }
  return rows.length > 0;
}

/**
 * The options for navigator.credentials.get() at sign-in: discoverable credentials (no
 * allowCredentials, the browser offers the site's passkeys), and a ceremony id naming the challenge.
 */
export async function signInOptions({ db, security }: PasskeyDeps): Promise<{ ceremony: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const options = await generateAuthenticationOptions({ rpID: settingsOf(security).rpId, allowCredentials: [], userVerification: USER_VERIFICATION });
  const ceremony = randomBytes(32).toString('base64url');
  await keepChallenge(db, 'sign-in', ceremony, options.challenge, null);
  return { ceremony, options };
}

/** The options for a step-up with a passkey: the account's own credentials, the challenge bound to the session. */
export async function stepUpOptions({ db, security }: PasskeyDeps, userId: string, token: string): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const own = await db.select({ credentialId: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
  if (own.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: settingsOf(security).rpId,
    allowCredentials: own.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
    userVerification: USER_VERIFICATION,
  });
  await keepChallenge(db, 'step-up', token, options.challenge, userId);
  return options;
}

/** Checks an assertion against the challenge kept for (`purpose`, `binding`); for a step-up, only the session owner's passkeys. */
export async function verifyAssertion(
  { db, security }: PasskeyDeps,
  purpose: 'sign-in' | 'step-up',
  binding: string,
  response: AuthenticationResponseJSON,
  ownerId?: string,
): Promise<{ ok: true; userId: string } | PasskeyFailure> {
  const kept = await takeChallenge(db, purpose, binding);
  if (!kept || (ownerId && kept.userId !== ownerId)) return { ok: false, status: 400, error: passkeyMessages.expired };
  const [stored] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, response.id.slice(0, 1400)))
    .limit(1);
  if (!stored || (ownerId && stored.userId !== ownerId)) return { ok: false, status: 401, error: passkeyMessages.unknown };
  // The authenticator's user handle, when it sends one, must name the passkey's owner.
  const handle = response.response?.userHandle;
  if (handle && safeUtf8(handle) !== stored.userId) return { ok: false, status: 401, error: passkeyMessages.notAccepted };
  const { rpId, origin } = settingsOf(security);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: kept.challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: transportsOf(stored.transports),
      },
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, status: 401, error: passkeyMessages.notAccepted };
  }
  if (!verified.verified) return { ok: false, status: 401, error: passkeyMessages.notAccepted };
  // The counter only moves forward (authenticators that keep none always say 0).
  const updated = await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(
      and(
        eq(passkeys.id, stored.id),
        verified.authenticationInfo.newCounter > 0 ? lt(passkeys.counter, verified.authenticationInfo.newCounter) : gt(passkeys.counter, -1),
      ),
    )
    .returning({ id: passkeys.id });
  if (updated.length === 0) return { ok: false, status: 401, error: passkeyMessages.notAccepted };
  return { ok: true, userId: stored.userId };
}

function safeUtf8(base64url: string): string | null {
  try {
    return isoBase64URL.toUTF8String(base64url);
  } catch {
    return null;
  }
}
