import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { rateLimits } from '~/db/schema';
import { rateLimitRefusalsTotal } from '~/lib/metrics.server';

export interface LimitRule {
  /** Requests (or failures) allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface Limits {
  /** Failed sign-ins per account (email); short, so the real owner is never locked out for long. */
  loginFailuresPerAccount: LimitRule;
  /** Failed sign-ins per client address. */
  loginFailuresPerAddress: LimitRule;
  /** Accounts created per client address. */
  signupsPerAddress: LimitRule;
  /** Sign-up requests per client address (bounds password hashing and email probing). */
  signupAttemptsPerAddress: LimitRule;
  contactPerAddress: LimitRule;
  newsletterPerAddress: LimitRule;
  /** Password reset links asked for one address (email), known or not: bounds the mails one inbox gets. */
  passwordResetsPerEmail: LimitRule;
  /** Password reset requests per client address (bounds mail sent on a stranger's behalf). */
  passwordResetsPerAddress: LimitRule;
  /** Messages a guest writes about their stays, per account (issue 49): bounds a flood in the concierge's conversations. */
  stayMessagesPerGuest: LimitRule;
  /** Messages a member of staff writes to guests, per account: high enough for a busy desk, bounding a runaway script. */
  stayMessagesPerStaff: LimitRule;
  /** Wrong second-factor codes per account (issue 47): every process on one database counts together. */
  secondFactorFailuresPerAccount: LimitRule;
  /** Passkey sign-ins begun per client address: each keeps a challenge in the database until it is answered or expires. */
  passkeySignInsPerAddress: LimitRule;
}

/** See docs/decisions/0006-abuse-limits-csrf-and-bodies.md for the reasoning behind each number. */
export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerAccount: { max: 10, windowSeconds: 60 },
  loginFailuresPerAddress: { max: 10, windowSeconds: 60 },
  signupsPerAddress: { max: 10, windowSeconds: 3600 },
  signupAttemptsPerAddress: { max: 100, windowSeconds: 3600 },
  contactPerAddress: { max: 10, windowSeconds: 3600 },
  newsletterPerAddress: { max: 10, windowSeconds: 3600 },
  passwordResetsPerEmail: { max: 5, windowSeconds: 3600 },
  passwordResetsPerAddress: { max: 20, windowSeconds: 3600 },
  stayMessagesPerGuest: { max: 30, windowSeconds: 3600 },
  stayMessagesPerStaff: { max: 600, windowSeconds: 3600 },
  secondFactorFailuresPerAccount: { max: 10, windowSeconds: 900 },
  passkeySignInsPerAddress: { max: 30, windowSeconds: 60 },
};

/** Environment variables that override a rule's max, e.g. LIMIT_SIGNUPS_PER_ADDRESS=1000. */
export const LIMIT_ENV: Record<keyof Limits, string> = {
  loginFailuresPerAccount: 'LIMIT_LOGIN_FAILURES_PER_ACCOUNT',
  loginFailuresPerAddress: 'LIMIT_LOGIN_FAILURES_PER_ADDRESS',
  signupsPerAddress: 'LIMIT_SIGNUPS_PER_ADDRESS',
  signupAttemptsPerAddress: 'LIMIT_SIGNUP_ATTEMPTS_PER_ADDRESS',
  contactPerAddress: 'LIMIT_CONTACT_PER_ADDRESS',
  newsletterPerAddress: 'LIMIT_NEWSLETTER_PER_ADDRESS',
  passwordResetsPerEmail: 'LIMIT_PASSWORD_RESETS_PER_EMAIL',
  passwordResetsPerAddress: 'LIMIT_PASSWORD_RESETS_PER_ADDRESS',
  stayMessagesPerGuest: 'LIMIT_STAY_MESSAGES_PER_GUEST',
  stayMessagesPerStaff: 'LIMIT_STAY_MESSAGES_PER_STAFF',
  secondFactorFailuresPerAccount: 'LIMIT_SECOND_FACTOR_FAILURES_PER_ACCOUNT',
  passkeySignInsPerAddress: 'LIMIT_PASSKEY_SIGN_INS_PER_ADDRESS',
};

export function limitsFromEnv(env: NodeJS.ProcessEnv): Limits {
  const limits = structuredClone(DEFAULT_LIMITS);
  for (const [rule, name] of Object.entries(LIMIT_ENV) as [keyof Limits, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const max = Number(raw);
    if (!Number.isInteger(max) || max < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
    limits[rule].max = max;
  }
  return limits;
}

/** A counter key that does not store the email or address itself. */
export const limitKey = (rule: keyof Limits, subject: string) => `${rule}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url')}`;

/** The Retry-After header of a limited answer (none when the outcome carries no wait). */
export function retryAfterHeaders(retryAfter: number | undefined): Record<string, string> | undefined {
  return retryAfter === undefined ? undefined : { 'Retry-After': String(retryAfter) };
}

export interface Hit {
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
  limited: boolean;
}

/**
 * Counts one request against the rule in the shared database: a fixed window per key, updated
 * atomically by one upsert, so several server processes on one PostgreSQL agree.
 */
export async function hit(db: Database, key: string, rule: LimitRule): Promise<Hit> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      remaining: sql<string>`extract(epoch from (${rateLimits.windowStart} + ${window} - now()))`,
    });
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
  const count = row!.count;
  // The key starts with the rule's name (limitKey): a bounded label.
  if (count > rule.max) rateLimitRefusalsTotal.inc({ rule: key.slice(0, key.indexOf(':')) });
  return { count, limited: count > rule.max, retryAfter: Math.max(1, Math.ceil(Number(row!.remaining))) };
}

/** Takes back one counted request (a sign-in that turned out to be right). */
export async function refund(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function reset(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
