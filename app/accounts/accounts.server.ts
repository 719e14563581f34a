import { hit, limitKey, refund, reset } from '~/api/limits.server';
import type { SecurityOptions } from '~/api/security.server';
import type { Database } from '~/db/client.server';
import { isUniqueViolation } from '~/db/client.server';
import { hashPassword, verifyPassword } from './passwords.server';
import { createSession } from './sessions.server';
import type { User } from './user';
import type { Locale } from '~/i18n/locales';
import { findTakenField, findUserByEmail, insertUser, toUser } from './users.server';
import { EMAIL_MAX } from '~/lib/email';
import { limitMessages, messages, PASSWORD_MAX, takenMessages } from './validation';
import { causeChain } from '~/lib/causes';
import { signInFailuresTotal } from '~/lib/metrics.server';
import type { SecondFactorMethod } from '~/db/schema';
import { completeSignIn, hasSecondFactor, issueSignInTicket } from './secondFactor.server';
import { findUserById } from './users.server';

/**
 * The accounts' domain rules, shared by the JSON API (accounts.api.server.ts) and the pages'
 * form actions (SignUpPage, SignInPage): abuse limits, duplicate checks, password checks and the
 * new session. Callers validate the input first (validation.ts) and turn the outcome into a JSON
 * answer or a page.
 */
export type AccountOutcome =
  | { ok: true; token: string; user: User }
  | { ok: false; status: 400 | 401 | 403 | 409 | 429; error: string; details?: Record<string, string>; retryAfter?: number };

/** A sign-in whose password was right, for an account with a second factor: no session yet, a ticket for the second step. */
export interface SecondStepRequired {
  ok: true;
  secondStep: { ticket: string; methods: SecondFactorMethod[] };
}

export { limitMessages };

export interface Requester {
  db: Database;
  security: SecurityOptions;
  /** The client's address under the proxy rules (security.server.ts `clientAddress`). */
  address: string;
  /** The browser's User-Agent, kept with the session so the account page can name the device. */
  userAgent?: string | null;
}

class LimitReached extends Error {
  constructor(readonly retryAfter: number) {
    super('limit reached');
  }
}

/** Creates the account and its first session. The input has passed `registrationError`. */
export async function registerAccount(
  { db, security, address, userAgent }: Requester,
  input: { username: string; email: string; password: string; website?: string; language?: Locale },
): Promise<AccountOutcome> {
  const { limits } = security;
  // A filled honeypot: refused with the generic failure text (a session cannot be faked).
  if (input.website) return { ok: false, status: 400, error: messages.registrationFailed };
  const tooMany = (retryAfter: number): AccountOutcome => ({ ok: false, status: 429, error: limitMessages.signup, retryAfter });
  const attempts = await hit(db, limitKey('signupAttemptsPerAddress', address), limits.signupAttemptsPerAddress);
  if (attempts.limited) return tooMany(attempts.retryAfter);
  const taken = await findTakenField(db, input.email, input.username);
  if (taken) return takenOutcome(taken);
  const passwordHash = await hashPassword(input.password);
  let row;
  try {
    // The account and its count against the address's limit commit together: simultaneous
    // identical sign-ups wait on the unique indexes and get 409 (exactly one account), and
    // only accounts really created use up the limit.
    row = await db.transaction(async (tx) => {
      const inserted = await insertUser(tx, { username: input.username, email: input.email, passwordHash, language: input.language });
      const created = await hit(tx, limitKey('signupsPerAddress', address), limits.signupsPerAddress);
      if (created.limited) throw new LimitReached(created.retryAfter);
      return inserted;
    });
  } catch (error) {
    if (error instanceof LimitReached) return tooMany(error.retryAfter);
    if (isUniqueViolation(error)) return takenOutcome(uniqueField(error));
    throw error;
  }
  const { token } = await createSession(db, row.id, userAgent, { method: 'password', security });
  return { ok: true, token, user: toUser(row) };
}

/** Checks the pair and opens a new session; failures are limited per account and per address. */
export async function signInWithPassword(
  { db, security, address, userAgent }: Requester,
  { email, password }: { email: string; password: string },
): Promise<AccountOutcome | SecondStepRequired> {
  const { limits } = security;
  const accountKey = limitKey('loginFailuresPerAccount', email);
  const addressKey = limitKey('loginFailuresPerAddress', address);
  // Counted before checking and given back on success, so parallel guesses cannot slip past.
  const [byAccount, byAddress] = await Promise.all([hit(db, accountKey, limits.loginFailuresPerAccount), hit(db, addressKey, limits.loginFailuresPerAddress)]);
  if (byAccount.limited || byAddress.limited) {
    const wait = Math.max(byAccount.limited ? byAccount.retryAfter : 0, byAddress.limited ? byAddress.retryAfter : 0);
    return { ok: false, status: 429, error: limitMessages.login, retryAfter: wait };
  }
  const plausible = email.length <= EMAIL_MAX && password.length <= PASSWORD_MAX;
  const user = plausible ? await findUserByEmail(db, email) : null;
  const ok = plausible && (await verifyPassword(user?.passwordHash, password));
  if (!ok || !user) {
    signInFailuresTotal.inc();
    return { ok: false, status: 401, error: messages.signInFailed };
  }
  // Said only to whoever knows the password: the address alone reveals nothing.
  if (user.disabledAt) return { ok: false, status: 403, error: messages.accountDisabled };
  await Promise.all([reset(db, accountKey), refund(db, addressKey)]);
  // Two-step sign-in: the right password alone opens no session (issue 47).
  if (await hasSecondFactor(db, user.id)) {
    return { ok: true, secondStep: { ticket: await issueSignInTicket(db, user.id, userAgent), methods: ['totp', 'recovery'] } };
  }
  const { token } = await createSession(db, user.id, userAgent, { method: 'password', security });
  return { ok: true, token, user: toUser(user) };
}

/** The second step of a sign-in: the ticket and a code (the app's or a recovery code) open the session. */
export async function signInWithCode({ db, security }: Requester, { ticket, code }: { ticket: string; code: string }): Promise<AccountOutcome> {
  const step = await completeSignIn({ db, security }, ticket, code);
  if (!step.ok) return step;
  const user = await findUserById(db, step.userId);
  if (!user) return { ok: false, status: 401, error: messages.signInFailed };
  if (user.disabledAt) return { ok: false, status: 403, error: messages.accountDisabled };
  const { token } = await createSession(db, user.id, step.userAgent, { method: step.method === 'recovery' ? 'recovery' : 'code', security });
  return { ok: true, token, user: toUser(user) };
}

function takenOutcome(field: 'email' | 'username'): AccountOutcome {
  return {
    ok: false,
    status: 409,
    error: takenMessages[field],
    details: { [field]: 'taken' },
  };
}

function uniqueField(error: unknown): 'email' | 'username' {
  for (const { constraint } of causeChain(error)) {
    if (typeof constraint === 'string') return constraint.includes('email') ? 'email' : 'username';
  }
  return 'email';
}
