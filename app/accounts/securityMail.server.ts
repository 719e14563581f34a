import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describeDevice } from '~/account/device';
import type { SecurityOptions } from '~/api/security.server';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { knownDevices, users, type SignInMethod } from '~/db/schema';
import { messagesOf } from '~/i18n/catalogs.server';
import { isolated } from '~/i18n/format';
import { LOCALE_INFO, localizedPath, type Locale } from '~/i18n/locales';
import { publishedLocales } from '~/i18n/published.server';
import { translatorFor, type MessageKey, type Translate } from '~/i18n/translate';
import { logger } from '~/lib/logger.server';
import { composeMail } from '~/mail/compose';
import { outboxOnly, sendMail } from '~/mail/mailer.server';
import { site } from '~/site.config';
import { signInMethodKey } from './signInMethods';

/**
 * The accounts' security notices and records (issue 47 item 5, docs/decisions/0056): for each event
 * below, one audit entry (the account as its actor) and a mail to the account, in its language,
 * through the outbox. An email change also tells the old address. Called by the domain functions
 * after their change has committed; a failure here is logged and never undoes or fails the change.
 */
export type SecurityEvent =
  | { kind: 'new-device'; method: SignInMethod }
  | { kind: 'two-step-on' }
  | { kind: 'two-step-off' }
  | { kind: 'passkey-added'; name: string }
  | { kind: 'passkey-removed'; name: string }
  | { kind: 'recovery-codes-new' }
  | { kind: 'recovery-code-used' }
  | { kind: 'password-changed'; via: 'account' | 'reset' }
  | { kind: 'email-changed'; from: string; to: string };

/** What the notice knows of the request: the configuration (mail settings, public origin) and the browser. */
export interface SecurityNotice {
  security?: SecurityOptions;
  userAgent?: string | null;
  /**
   * An admin did it in the studio, after the member asked for help (docs/decisions/0053): the mail
   * says our team did it, and neither the browser (the admin's) nor "if this was you".
   */
  byStaff?: boolean;
}

const SUBJECT: Record<SecurityEvent['kind'], MessageKey> = {
  'new-device': 'mail_security_subject_new_device',
  'two-step-on': 'mail_security_subject_two_step_on',
  'two-step-off': 'mail_security_subject_two_step_off',
  'passkey-added': 'mail_security_subject_passkey_added',
  'passkey-removed': 'mail_security_subject_passkey_removed',
  'recovery-codes-new': 'mail_security_subject_recovery_new',
  'recovery-code-used': 'mail_security_subject_recovery_used',
  'password-changed': 'mail_security_subject_password',
  'email-changed': 'mail_security_subject_email',
};

/** Every kind of event, as its audit entry's action says it (`account.<kind>`). */
export const SECURITY_EVENT_KINDS = Object.keys(SUBJECT) as SecurityEvent['kind'][];

/** The site's public origin, as the passkeys' relying party knows it (PUBLIC_ORIGIN or http://localhost:PORT). */
const originOf = (security?: SecurityOptions) =>
  security?.webauthn?.origin ?? (process.env.PUBLIC_ORIGIN ? new URL(process.env.PUBLIC_ORIGIN).origin : 'http://localhost:3000');

/** A device's name in the mail's language: describeDevice's English read back into its parts. */
function deviceName(t: Translate, locale: Locale, userAgent: string | null | undefined): string {
  const device = describeDevice(userAgent);
  if (device === 'Unknown device') return t('myaccount_unknown_device');
  const parts = /^(.+) on (.+)$/.exec(device);
  return parts ? t('myaccount_device', { browser: isolated(parts[1]!, locale), system: isolated(parts[2]!, locale) }) : device;
}

/** The time of the event, written out in the account's language, in UTC (said so). */
export const eventTime = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);

function opening(t: Translate, event: SecurityEvent, to: 'account' | 'old address'): string {
  const site_ = site.name;
  switch (event.kind) {
    case 'new-device':
      return t('mail_security_new_device', { site: site_ });
    case 'two-step-on':
      return t('mail_security_two_step_on', { site: site_ });
    case 'two-step-off':
      return t('mail_security_two_step_off', { site: site_ });
    case 'passkey-added':
      return t('mail_security_passkey_added', { site: site_, name: event.name });
    case 'passkey-removed':
      return t('mail_security_passkey_removed', { site: site_, name: event.name });
    case 'recovery-codes-new':
      return t('mail_security_recovery_new', { site: site_ });
    case 'recovery-code-used':
      return t('mail_security_recovery_used', { site: site_ });
    case 'password-changed':
      return t(event.via === 'reset' ? 'mail_security_password_reset' : 'mail_security_password', { site: site_ });
    case 'email-changed':
      return to === 'old address'
        ? t('mail_security_email_old', { site: site_, email: event.to })
        : t('mail_security_email_new', { site: site_, email: event.to });
  }
}

/** The subject, text and HTML of one notice, in `locale`. */
export function composeSecurityMail(
  event: SecurityEvent,
  {
    name,
    locale,
    at,
    userAgent,
    origin,
    to = 'account',
    byStaff = false,
  }: { name: string; locale: Locale; at: Date; userAgent?: string | null; origin: string; to?: 'account' | 'old address'; byStaff?: boolean },
) {
  const t = translatorFor({ locale, messages: messagesOf(locale) });
  const page = (path: string) => `${origin}${publishedLocales().includes(locale) ? localizedPath(locale, path) : path}`;
  const details = [
    t('mail_security_when', { date: eventTime(locale, at) }),
    byStaff ? t('mail_security_by_staff') : t('mail_security_device', { device: deviceName(t, locale, userAgent) }),
  ];
  if (event.kind === 'new-device') details.push(t('mail_security_method', { method: t(signInMethodKey[event.method]) }));
  const body = composeMail({
    greeting: t('mail_greeting', { name }),
    before: [opening(t, event, to), ...details.map((line) => `• ${line}`)],
    link: { href: page('/account'), label: t('mail_security_link') },
    after:
      to === 'old address'
        ? [t('mail_security_old_address_help', { email: site.contact.email })]
        : byStaff
          ? [t('mail_security_by_staff_if_not_you', { url: page('/forgot-password'), email: site.contact.email })]
          : [t('mail_security_if_not_you', { url: page('/forgot-password'), email: site.contact.email })],
    footer: { text: t('mail_security_footer', { site: site.name }) },
  });
  return { subject: t(SUBJECT[event.kind], { site: site.name }), ...body };
}

/** The audit entry's fields: what happened, never a secret (no code, no credential id). */
function auditFields(event: SecurityEvent, device: string) {
  switch (event.kind) {
    case 'new-device':
      return { after: { device, method: event.method } };
    case 'passkey-added':
      return { after: { passkey: event.name, device } };
    case 'passkey-removed':
      return { before: { passkey: event.name }, after: { device } };
    case 'password-changed':
      return { after: { via: event.via, device } };
    case 'email-changed':
      return { before: { email: event.from }, after: { email: event.to, device } };
    default:
      return { after: { device } };
  }
}

/** Records the event in the audit log (the account as its actor) and mails the account (and an email change's old address). Never throws. */
export async function tellSecurityEvent(db: Database, userId: string, event: SecurityEvent, notice: SecurityNotice = {}): Promise<void> {
  try {
    const [account] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
    if (!account) return;
    const device = describeDevice(notice.userAgent);
    await recordAudit(
      db,
      { _id: userId, username: account.username },
      { action: `account.${event.kind}`, entity: 'account', entityId: userId, ...auditFields(event, device) },
    );
  } catch (err) {
    logger.error({ err, userId, event: event.kind }, 'accounts: the security event could not be recorded');
  }
  await mailSecurityNotice(db, userId, event, notice);
}

/**
 * Mails the account the notice of `event` in its language (and an email change's old address),
 * without an audit entry: for a caller that audited the event itself (an admin's, in the studio).
 * Never throws.
 */
export async function mailSecurityNotice(db: Database, userId: string, event: SecurityEvent, notice: SecurityNotice = {}): Promise<void> {
  try {
    const [account] = await db
      .select({ username: users.username, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!account) return;
    const at = new Date();
    const origin = originOf(notice.security);
    const mail = notice.security?.mail ?? outboxOnly;
    const common = { name: account.username, locale: account.language, at, userAgent: notice.userAgent, origin, byStaff: notice.byStaff };
    const to = event.kind === 'email-changed' ? event.to : account.email;
    await sendMail(db, { to, ...composeSecurityMail(event, common), kind: 'security-notice' }, mail);
    if (event.kind === 'email-changed') {
      await sendMail(db, { to: event.from, ...composeSecurityMail(event, { ...common, to: 'old address' }), kind: 'security-notice' }, mail);
    }
  } catch (err) {
    logger.error({ err, userId, event: event.kind }, 'accounts: the security notice could not be mailed');
  }
}

/** What identifies a device: the sha256 of its User-Agent (the string itself is not kept here). */
const deviceHash = (userAgent: string | null | undefined) =>
  createHash('sha256')
    .update(userAgent?.slice(0, 300) ?? '')
    .digest('hex');

/**
 * After a new session: records its device for the account, and tells the account when the device
 * is new to it. The account's first device (its sign-up, or its first sign-in since migration 0040)
 * is recorded without a mail.
 */
export async function noteSignIn(db: Database, userId: string, method: SignInMethod, notice: SecurityNotice): Promise<void> {
  try {
    const added = await db
      .insert(knownDevices)
      .values({ userId, deviceHash: deviceHash(notice.userAgent) })
      .onConflictDoNothing()
      .returning({ userId: knownDevices.userId });
    if (!added.length) return;
    const [known] = await db.select({ n: count() }).from(knownDevices).where(eq(knownDevices.userId, userId));
    if ((known?.n ?? 0) > 1) await tellSecurityEvent(db, userId, { kind: 'new-device', method }, notice);
  } catch (err) {
    logger.error({ err, userId }, 'accounts: the sign-in device could not be recorded');
  }
}
