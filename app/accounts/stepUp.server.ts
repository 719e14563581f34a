import { eq, sql } from 'drizzle-orm';
import { hit, limitKey, refund } from '~/api/limits.server';
import type { Database } from '~/db/client.server';
import { sessions, users } from '~/db/schema';
import { accountMessages } from '~/account/accountMessages';
import { verifyPassword } from './passwords.server';
import { checkSecondFactor, hasSecondFactor, type SecondFactorDeps } from './secondFactor.server';
import { secondFactorMessages } from './secondFactorMessages';
import { hasPasskey } from './passkeys.server';
import { hashToken } from './sessions.server';

/**
 * Step-up (issue 47, docs/decisions/0053): the sensitive actions want a proof of the owner within
 * the last STEP_UP_WINDOW_S seconds on the session that asks. Signing in is one (the session's
 * `provedAt` starts at its creation); so is a code of the second factor, or, for an account
 * without one, the password.
 */
export const DEFAULT_STEP_UP_WINDOW_S = 600;

const windowOf = (deps: SecondFactorDeps) => deps.security.stepUpWindowSeconds ?? DEFAULT_STEP_UP_WINDOW_S;

/** Whether the session holding `token` proved its owner recently enough. */
export async function hasFreshProof(deps: SecondFactorDeps, token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  const [row] = await deps.db
    .select({ provedAt: sessions.provedAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  const now = deps.now?.() ?? new Date();
  return Boolean(row && now.getTime() - row.provedAt.getTime() <= windowOf(deps) * 1000);
}

/**
 * A proof of the owner on the session holding `token`, now; `secondFactor`: made with one (a code, a
 * passkey, confirming the app), which staff need in their session to act (docs/decisions/0059).
 */
export async function recordProof(db: Database, token: string, { secondFactor = false }: { secondFactor?: boolean } = {}): Promise<void> {
  await db
    .update(sessions)
    .set(secondFactor ? { provedAt: sql`now()`, secondFactorAt: sql`now()` } : { provedAt: sql`now()` })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

export type StepUpOutcome = { ok: true; secondFactor: boolean } | { ok: false; status: 400 | 401 | 429; error: string; retryAfter?: number };

/**
 * A proof for the session: the second factor's code when the account has one (the password does
 * not do then), else the password. Wrong answers count against the account's second-factor limit.
 */
export async function stepUp(deps: SecondFactorDeps, userId: string, token: string, proof: { code?: string; password?: string }): Promise<StepUpOutcome> {
  const outcome = await checkProof(deps, userId, proof);
  if (outcome.ok) await recordProof(deps.db, token, { secondFactor: outcome.secondFactor });
  return outcome;
}

export async function checkProof(deps: SecondFactorDeps, userId: string, { code, password }: { code?: string; password?: string }): Promise<StepUpOutcome> {
  if (await hasSecondFactor(deps.db, userId)) {
    if (!code?.trim()) return { ok: false, status: 400, error: secondFactorMessages.codeMissing };
    const checked = await checkSecondFactor(deps, userId, code);
    return checked.ok ? { ok: true, secondFactor: true } : checked;
  }
  if (!password) return { ok: false, status: 400, error: secondFactorMessages.stepUp };
  const key = limitKey('secondFactorFailuresPerAccount', userId);
  const counted = await hit(deps.db, key, deps.security.limits.secondFactorFailuresPerAccount);
  if (counted.limited) return { ok: false, status: 429, error: secondFactorMessages.tooManyCodes, retryAfter: counted.retryAfter };
  const [row] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!(await verifyPassword(row?.passwordHash, password.slice(0, 1000)))) return { ok: false, status: 401, error: accountMessages.wrongPassword };
  await refund(deps.db, key);
  return { ok: true, secondFactor: false };
}

/**
 * `passkey`: the account has one, so the page's field may offer it beside the code or password (with
 * scripts and WebAuthn: POST /api/auth/step-up/passkey, then the same form again).
 */
export type FormProof =
  { ok: true } | { ok: false; stepUp: 'code' | 'password'; passkey: boolean; tried: boolean; status: 400 | 401 | 429; retryAfter?: number };

/**
 * A page form's step-up: through when the session's proof is fresh, or when the form carries a
 * right code (or, without a second factor, the password), which renews the proof; otherwise what to
 * ask for in place (`tried`: something was typed and was wrong).
 */
export async function proveInForm(
  deps: SecondFactorDeps,
  userId: string,
  token: string | null,
  { code, password }: { code: string; password: string },
): Promise<FormProof> {
  if (await hasFreshProof(deps, token)) return { ok: true };
  const [withCode, passkey] = await Promise.all([hasSecondFactor(deps.db, userId), hasPasskey(deps.db, userId)]);
  const stepUp = withCode ? ('code' as const) : ('password' as const);
  if (!token || (!code && !password)) return { ok: false, stepUp, passkey, tried: false, status: 401 };
  const outcome = await checkProof(deps, userId, { code, password });
  if (!outcome.ok) return { ok: false, stepUp, passkey, tried: true, status: outcome.status, retryAfter: outcome.retryAfter };
  await recordProof(deps.db, token, { secondFactor: outcome.secondFactor });
  return { ok: true };
}

/** What a studio form answers when its action wants a fresh proof first: which proof, and why, in words. */
export interface StudioProofAsked {
  stepUp: 'code' | 'password';
  /** The account has a passkey: the field offers it too (with scripts and WebAuthn). */
  passkey: boolean;
  message: string;
  status: 400 | 401 | 429;
}

/**
 * The studio's forms' step-up (issue 47, item 4): a staff action that needs a fresh proof (a role,
 * an account's access, the tier bonus) goes through when the session proved its owner within the
 * window, or proves it now with the form's `stepUpCode` or `stepUpPassword` (null then); otherwise
 * what to ask for in place: the form comes back with the field, no script needed.
 */
export async function studioFormProof(deps: SecondFactorDeps, userId: string, token: string | null, form: FormData): Promise<StudioProofAsked | null> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const proof = await proveInForm(deps, userId, token, { code: text('stepUpCode'), password: text('stepUpPassword') });
  if (proof.ok) return null;
  const message =
    proof.status === 429
      ? secondFactorMessages.tooManyCodes
      : !proof.tried
        ? secondFactorMessages.stepUp
        : proof.stepUp === 'code'
          ? secondFactorMessages.wrongCode
          : accountMessages.wrongPassword;
  return { stepUp: proof.stepUp, passkey: proof.passkey, message, status: proof.status };
}
