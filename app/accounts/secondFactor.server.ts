import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { hit, limitKey, refund } from '~/api/limits.server';
import type { SecurityOptions } from '~/api/security.server';
import type { Database } from '~/db/client.server';
import { passkeys, recoveryCodes, signInTickets, totpFactors, type SecondFactorMethod } from '~/db/schema';
import { site } from '~/site.config';
import { secondFactorMessages } from './secondFactorMessages';
import { tellSecurityEvent, type SecurityNotice } from './securityMail.server';
import { seal, unseal } from './secretBox.server';

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238) and one-time recovery codes
 * (issue 47, docs/decisions/0053). Every count that limits guessing lives in the database, so
 * several server processes on one PostgreSQL agree: the wrong codes per account (the abuse
 * limits' table), the codes tried per sign-in (the ticket's row), the last accepted time step.
 */
export interface SecondFactorDeps {
  db: Database;
  security: SecurityOptions;
  /** The browser's User-Agent, for the security notices (a recovery code used); unknown when absent. */
  userAgent?: string | null;
  /** The clock (tests move it); now by default. */
  now?: () => Date;
}

export const TOTP_PERIOD_S = 30;
/** A code of the step before or after is accepted too: a phone's clock a little off. */
const TOLERANCE_S = TOTP_PERIOD_S;
export const RECOVERY_CODE_COUNT = 10;
/** Codes tried per sign-in before the attempt is void. */
export const TRIES_PER_SIGN_IN = 5;
/** A sign-in waits this long for its second step. */
const TICKET_LIFETIME_MS = 10 * 60 * 1000;

export type CodeCheck = { ok: true; method: SecondFactorMethod } | { ok: false; status: 401 | 429; error: string; retryAfter?: number };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const nowOf = (deps: SecondFactorDeps) => deps.now?.() ?? new Date();

/** What the account has: an authenticator app (confirmed), one being set up, recovery codes left. */
export async function secondFactorOf(db: Database, userId: string): Promise<{ totp: boolean; pending: boolean; recoveryLeft: number }> {
  const [[factor], [left]] = await Promise.all([
    db.select({ confirmedAt: totpFactors.confirmedAt }).from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return { totp: Boolean(factor?.confirmedAt), pending: Boolean(factor && !factor.confirmedAt), recoveryLeft: Number(left?.n ?? 0) };
}

/** Whether sign-in asks this account for a second step. */
export async function hasSecondFactor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether the account has a second factor of any kind: a confirmed authenticator app or a passkey
 * (docs/decisions/0054). For the staff policy; sign-in's second step asks only for the app
 * (`hasSecondFactor`): a passkey signs in on its own.
 */
export async function hasAnySecondFactor(db: Database, userId: string): Promise<boolean> {
  if (await hasSecondFactor(db, userId)) return true;
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return Boolean(row);
}

const otpauthUri = (secret: string, label: string) => generateURI({ issuer: site.name, label, secret });

/** Starts setting up an authenticator app: a new secret (replacing one not yet confirmed). */
export async function startTotp(
  deps: SecondFactorDeps,
  user: { _id: string; email: string },
): Promise<{ ok: true; secret: string; otpauthUri: string } | { ok: false; status: 409; error: string }> {
  if (await hasSecondFactor(deps.db, user._id)) return { ok: false, status: 409, error: secondFactorMessages.alreadyOn };
  const secret = generateSecret();
  const secretSealed = await seal(deps.db, deps.security.secondFactorKey, secret, user._id);
  await deps.db
    .insert(totpFactors)
    .values({ userId: user._id, secretSealed })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretSealed, createdAt: sql`now()`, lastStep: null },
      setWhere: isNull(totpFactors.confirmedAt),
    });
  return { ok: true, secret, otpauthUri: otpauthUri(secret, user.email) };
}

/** The secret being set up (the account page shows it again until a first code confirms it). */
export async function pendingTotp(deps: SecondFactorDeps, user: { _id: string; email: string }): Promise<{ secret: string; otpauthUri: string } | null> {
  const [row] = await deps.db
    .select({ secretSealed: totpFactors.secretSealed })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, user._id), isNull(totpFactors.confirmedAt)))
    .limit(1);
  const secret = row && (await unseal(deps.db, deps.security.secondFactorKey, row.secretSealed, user._id));
  return secret ? { secret, otpauthUri: otpauthUri(secret, user.email) } : null;
}

/** Confirms the app with its first code; answers the first set of recovery codes. */
export async function confirmTotp(
  deps: SecondFactorDeps,
  userId: string,
  code: string,
  userAgent?: string | null,
): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; status: 400 | 401 | 409 | 429; error: string; retryAfter?: number }> {
  const [row] = await deps.db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  if (!row) return { ok: false, status: 409, error: secondFactorMessages.notStarted };
  if (row.confirmedAt) return { ok: false, status: 409, error: secondFactorMessages.alreadyOn };
  const checked = await limited(deps, userId, () => acceptTotp(deps, userId, row.secretSealed, code, { confirming: true }));
  if (!checked.ok) return checked;
  await deps.db
    .update(totpFactors)
    .set({ confirmedAt: sql`now()` })
    .where(eq(totpFactors.userId, userId));
  const codes = await issueRecoveryCodes(deps.db, userId);
  await tellSecurityEvent(deps.db, userId, { kind: 'two-step-on' }, { security: deps.security, userAgent });
  return { ok: true, recoveryCodes: codes };
}

/** A base32 secret an authenticator app takes: at least 16 characters (80 bits), A-Z and 2-7, '=' padding allowed. */
export const isTotpSecret = (secret: string) => /^[A-Z2-7]{16,}=*$/.test(secret);

/**
 * Sets up a confirmed authenticator app for an account without the page's round trip (the operator's
 * `npm run user:create` for staff, docs/decisions/0053): the secret given (base32) or a new one,
 * sealed as `startTotp` does and confirmed with new recovery codes as `confirmTotp` does. Replaces an
 * app the account had; the caller has checked the account and the secret.
 */
export async function provisionTotp(
  deps: SecondFactorDeps,
  user: { _id: string; email: string },
  given?: string,
): Promise<{ secret: string; otpauthUri: string; recoveryCodes: string[] }> {
  const secret = given ?? generateSecret();
  const secretSealed = await seal(deps.db, deps.security.secondFactorKey, secret, user._id);
  await deps.db
    .insert(totpFactors)
    .values({ userId: user._id, secretSealed, confirmedAt: sql`now()` })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secretSealed, createdAt: sql`now()`, confirmedAt: sql`now()`, lastStep: null } });
  return { secret, otpauthUri: otpauthUri(secret, user.email), recoveryCodes: await newRecoveryCodes(deps.db, user._id) };
}

/** Turns two-step sign-in off (the caller has checked a code or the step-up): the app and the recovery codes go. */
export async function removeSecondFactor(db: Database, userId: string, notice?: SecurityNotice): Promise<void> {
  const removed = await db.transaction((tx) => deleteSecondFactorRows(tx, userId));
  // An app still being set up was never on: nothing to tell.
  if (removed.some((row) => row.confirmedAt)) await tellSecurityEvent(db, userId, { kind: 'two-step-off' }, notice);
}

/**
 * The rows of an account's two-step sign-in, inside the caller's transaction: its recovery codes and
 * its authenticator app, confirmed or being set up. Answers the app's row, if there was one.
 */
export async function deleteSecondFactorRows(tx: Database, userId: string): Promise<{ confirmedAt: Date | null }[]> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return tx.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ confirmedAt: totpFactors.confirmedAt });
}

/** A new set of recovery codes asked for on /account or the API; the old ones stop working, and the account is told. */
export async function newRecoveryCodes(db: Database, userId: string, notice?: SecurityNotice): Promise<string[]> {
  const codes = await issueRecoveryCodes(db, userId);
  await tellSecurityEvent(db, userId, { kind: 'recovery-codes-new' }, notice);
  return codes;
}

/** A set of recovery codes replacing the old one. Shown once: only their hashes are kept. */
async function issueRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(userId, code) })));
  });
  return codes;
}

// No 0/o, 1/l/i: read from paper and typed again.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
/** 50 random bits each, behind the per-account limit: sha256 (with the account) is enough, and a copy of the table gives none away. */
export const recoveryHash = (userId: string, code: string) => sha256(`${userId}:${normalizeRecovery(code)}`);

const TOTP_SHAPE = /^\d{6}$/;

/**
 * Checks a code of the account's second factor: an authenticator app's code (accepted once) or an
 * unused recovery code (used up). Wrong codes count against the account's limit in the database.
 */
export async function checkSecondFactor(deps: SecondFactorDeps, userId: string, rawCode: string): Promise<CodeCheck> {
  const code = rawCode.replace(/\s/g, '');
  if (!code || code.length > 40) return { ok: false, status: 401, error: secondFactorMessages.wrongCode };
  return limited(deps, userId, async () => {
    if (TOTP_SHAPE.test(code)) {
      const [row] = await deps.db
        .select({ secretSealed: totpFactors.secretSealed })
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
        .limit(1);
      return row ? acceptTotp(deps, userId, row.secretSealed, code, { confirming: false }) : null;
    }
    const [used] = await deps.db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(userId, code)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    if (used) await tellSecurityEvent(deps.db, userId, { kind: 'recovery-code-used' }, { security: deps.security, userAgent: deps.userAgent });
    return used ? 'recovery' : null;
  });
}

/** Counts the try against the account's limit before checking (parallel guesses cannot slip past), gives it back when right. */
async function limited(deps: SecondFactorDeps, userId: string, check: () => Promise<SecondFactorMethod | null>): Promise<CodeCheck> {
  const key = limitKey('secondFactorFailuresPerAccount', userId);
  const counted = await hit(deps.db, key, deps.security.limits.secondFactorFailuresPerAccount);
  if (counted.limited) return { ok: false, status: 429, error: secondFactorMessages.tooManyCodes, retryAfter: counted.retryAfter };
  const method = await check();
  if (!method) return { ok: false, status: 401, error: secondFactorMessages.wrongCode };
  await refund(deps.db, key);
  return { ok: true, method };
}

/** The app's code, accepted when right and of a later time step than the last accepted one (one update: no replay, even in parallel). */
async function acceptTotp(deps: SecondFactorDeps, userId: string, sealed: string, code: string, { confirming }: { confirming: boolean }) {
  if (!TOTP_SHAPE.test(code.replace(/\s/g, ''))) return null;
  const secret = await unseal(deps.db, deps.security.secondFactorKey, sealed, userId);
  if (!secret) return null;
  const result = verifySync({ secret, token: code.replace(/\s/g, ''), epoch: Math.floor(nowOf(deps).getTime() / 1000), epochTolerance: TOLERANCE_S });
  if (!result.valid) return null;
  if (!('timeStep' in result)) return null;
  const step = result.timeStep;
  const [accepted] = await deps.db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        confirming ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return accepted ? ('totp' as const) : null;
}

/** A sign-in whose password was right, waiting for its second step: the ticket to present with the code. */
export async function issueSignInTicket(db: Database, userId: string, userAgent?: string | null): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(signInTickets).values({
    ticketHash: sha256(ticket),
    userId,
    expiresAt: new Date(Date.now() + TICKET_LIFETIME_MS),
    userAgent: userAgent?.slice(0, 300) || null,
  });
  if (Math.random() < 0.02) await db.delete(signInTickets).where(lt(signInTickets.expiresAt, sql`now()`));
  return ticket;
}

export type SecondStep =
  | { ok: true; userId: string; userAgent: string | null; method: SecondFactorMethod }
  | { ok: false; status: 400 | 401 | 429; error: string; retryAfter?: number };

/**
 * The second step of a sign-in: the ticket's try is counted first (at most five per sign-in, in
 * one update), then the code. A right code uses the ticket up; the fifth wrong one voids it.
 */
export async function completeSignIn(deps: SecondFactorDeps, ticket: string, code: string): Promise<SecondStep> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return { ok: false, status: 401, error: secondFactorMessages.ticketUnknown };
  const ticketHash = sha256(ticket);
  const [claimed] = await deps.db
    .update(signInTickets)
    .set({ tries: sql`${signInTickets.tries} + 1` })
    .where(and(eq(signInTickets.ticketHash, ticketHash), gt(signInTickets.expiresAt, sql`now()`), lt(signInTickets.tries, TRIES_PER_SIGN_IN)))
    .returning({ id: signInTickets.id, userId: signInTickets.userId, userAgent: signInTickets.userAgent, tries: signInTickets.tries });
  if (!claimed) {
    const gone = await deps.db.delete(signInTickets).where(eq(signInTickets.ticketHash, ticketHash)).returning({ tries: signInTickets.tries });
    const voided = gone.some((row) => row.tries >= TRIES_PER_SIGN_IN);
    return { ok: false, status: 401, error: voided ? secondFactorMessages.attemptVoid : secondFactorMessages.ticketUnknown };
  }
  if (!code.trim()) {
    await deps.db
      .update(signInTickets)
      .set({ tries: sql`${signInTickets.tries} - 1` })
      .where(eq(signInTickets.id, claimed.id));
    return { ok: false, status: 400, error: secondFactorMessages.codeMissing };
  }
  const checked = await checkSecondFactor({ ...deps, userAgent: claimed.userAgent }, claimed.userId, code);
  if (!checked.ok) {
    if (checked.status === 401 && claimed.tries >= TRIES_PER_SIGN_IN) {
      await deps.db.delete(signInTickets).where(eq(signInTickets.id, claimed.id));
      return { ok: false, status: 401, error: secondFactorMessages.attemptVoid };
    }
    return checked;
  }
  const [used] = await deps.db.delete(signInTickets).where(eq(signInTickets.id, claimed.id)).returning({ id: signInTickets.id });
  // Two right codes in parallel: one session.
  if (!used) return { ok: false, status: 401, error: secondFactorMessages.ticketUnknown };
  return { ok: true, userId: claimed.userId, userAgent: claimed.userAgent, method: checked.method };
}
