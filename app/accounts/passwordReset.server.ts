import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hit, limitKey, reset } from '~/api/limits.server';
import type { Database } from '~/db/client.server';
import { passwordResets, sessions, users } from '~/db/schema';
import { EMAIL_MAX, isValidEmail } from '~/lib/email';
import { composeMail } from '~/mail/compose';
import { outboxOnly, sendMail, type MailSettings } from '~/mail/mailer.server';
import { site } from '~/site.config';
import { messagesOf } from '~/i18n/catalogs.server';
import { localizedPath } from '~/i18n/locales';
import { publishedLocales } from '~/i18n/published.server';
import { translatorFor } from '~/i18n/translate';
import type { Requester } from './accounts.server';
import { hashPassword } from './passwords.server';
import { tellSecurityEvent, type SecurityNotice } from './securityMail.server';
import { hashToken } from './sessions.server';
import { findUserByEmail } from './users.server';
import { newPasswordProblem } from './validation';
import { safeRedirectPath } from './redirect';
import { linkMessage, RESET_LINK_MINUTES, resetMessages, type TokenState } from './passwordReset';

/**
 * "Forgot your password?": the rules the pages (ForgotPasswordPage, ResetPasswordPage) and the API
 * (POST /api/auth/forgot-password, /reset-password) share. A link holds a single-use token of 256
 * random bits, valid 30 minutes; only its sha256 is stored. Asking answers the same whether or not
 * an account has the address. Setting the new password ends every session of the account.
 * docs/decisions/0015-mail-outbox-and-password-reset.md.
 */

/** A token is 43 base64url characters; anything else cannot be one, so no query is needed. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The first problem with an email typed into the form; null when it is well formed. */
export function resetEmailError(email: string): string | null {
  if (!email) return resetMessages.emailMissing;
  if (!isValidEmail(email)) return resetMessages.emailInvalid;
  return null;
}

export type ResetRequestOutcome = { ok: true } | { ok: false; status: 429; error: string; retryAfter: number };

/**
 * Mails a reset link when the (well-formed) address belongs to an account that has a password, and
 * answers the same either way. Counted per address and per email before anything else, so the
 * limits say nothing about which addresses have accounts.
 */
export async function requestPasswordReset(
  { db, security, address }: Requester,
  { email, origin, mail = outboxOnly, redirectTo = null }: { email: string; origin: string; mail?: MailSettings; redirectTo?: string | null },
): Promise<ResetRequestOutcome> {
  const { limits } = security;
  const [byAddress, byEmail] = await Promise.all([
    hit(db, limitKey('passwordResetsPerAddress', address), limits.passwordResetsPerAddress),
    hit(db, limitKey('passwordResetsPerEmail', email), limits.passwordResetsPerEmail),
  ]);
  if (byAddress.limited || byEmail.limited) {
    const wait = Math.max(byAddress.limited ? byAddress.retryAfter : 0, byEmail.limited ? byEmail.retryAfter : 0);
    return { ok: false, status: 429, error: resetMessages.limited, retryAfter: wait };
  }
  const user = email.length <= EMAIL_MAX ? await findUserByEmail(db, email) : null;
  // Accounts without a password (the demo reviewers) cannot sign in, so they get no link either.
  if (!user?.passwordHash || user.disabledAt) return { ok: true };

  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    // The database's clock, the one the checks below compare with.
    expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
  });
  if (Math.random() < 0.02) await deleteEndedResets(db);

  // In the account's language (chosen at sign-up, changed on /account), its page too while published.
  const locale = user.language;
  const t = translatorFor({ locale, messages: messagesOf(locale) });
  const page = publishedLocales().includes(locale) ? localizedPath(locale, '/reset-password') : '/reset-password';
  // `redirectTo`: the page the guest was signing in for, only ever a path on this site.
  const next = safeRedirectPath(redirectTo, '');
  const query = new URLSearchParams({ token, ...(next && { redirectTo: next }) });
  const link = `${origin}${page}?${query}`;
  const body = composeMail({
    greeting: t('mail_reset_greeting', { name: user.username }),
    before: [t('mail_reset_opening', { site: site.name, minutes: RESET_LINK_MINUTES })],
    link: { href: link, label: t('mail_reset_link') },
    after: [t('mail_reset_once'), t('mail_reset_ignore')],
  });
  await sendMail(db, { to: user.email, subject: t('mail_reset_subject', { site: site.name }), ...body, kind: 'password-reset', secrets: [token] }, mail);
  return { ok: true };
}

/** What a reset link's token is worth now (the page shows the form only for a valid one). */
export async function resetTokenState(db: Database, token: string | null | undefined): Promise<TokenState> {
  if (!token || !TOKEN_SHAPE.test(token)) return 'unknown';
  const [row] = await db
    .select({ usedAt: passwordResets.usedAt, expired: sql<boolean>`${passwordResets.expiresAt} <= now()` })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  return row.expired ? 'expired' : 'valid';
}

export type ResetOutcome =
  | { ok: true; email: string }
  | { ok: false; status: 400; error: string; reason: 'link'; state: Exclude<TokenState, 'valid'> }
  | { ok: false; status: 400; error: string; reason: 'password'; field: 'password' | 'confirmPassword' };

/**
 * Sets the new password through a valid link: the token is used up, every other link of the
 * account too, and every session of the account ends (a thief's included). The link is checked
 * first (cheap), so a guessed token never costs a password hash; a guarded update makes two
 * simultaneous uses of one link give one change.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string; confirmPassword?: string },
  notice?: SecurityNotice,
): Promise<ResetOutcome> {
  const linkFailure = (state: Exclude<TokenState, 'valid'>): ResetOutcome => ({ ok: false, status: 400, error: linkMessage[state], reason: 'link', state });
  const state = await resetTokenState(db, input.token);
  if (state !== 'valid') return linkFailure(state);
  const problem = newPasswordProblem(input.password, input.confirmPassword);
  if (problem) return { ok: false, status: 400, reason: 'password', ...problem };

  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashToken(input.token);
  const changed = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ userId: passwordResets.userId });
    if (!used) return null;
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId)).returning({ id: users.id, email: users.email });
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    return user!;
  });
  // Used or expired between the check and the update (another tab was quicker).
  if (changed === null) {
    const now = await resetTokenState(db, input.token);
    return linkFailure(now === 'valid' ? 'used' : now);
  }
  // The owner proved they read the mail: failed sign-ins counted against the account are forgiven.
  await reset(db, limitKey('loginFailuresPerAccount', changed.email));
  await tellSecurityEvent(db, changed.id, { kind: 'password-changed', via: 'reset' }, notice);
  return { ok: true, email: changed.email };
}

/** Links that ended more than a day ago are of no use to anyone, not even for a clearer message. */
export async function deleteEndedResets(db: Database): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now() - interval '1 day'`));
}
