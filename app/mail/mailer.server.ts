import { desc, eq, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '~/db/client.server';
import { outbox } from '~/db/schema';
import { logger } from '~/lib/logger.server';
import { mailsTotal } from '~/lib/metrics.server';

/**
 * The site's mail: every message is stored in the `outbox` table and, when SMTP_URL is set, handed
 * to that SMTP server after the request has been answered. Without SMTP_URL nothing leaves the
 * machine and the outbox is the delivery (development, tests: they read the table, or
 * GET /api/admin/outbox). See docs/decisions/0015-mail-outbox-and-password-reset.md.
 */

export const DEFAULT_MAIL_FROM = 'Aurelia Resorts <concierge@aurelia-resorts.example>';

/** Kept this long, then swept (now and then, when a mail is sent). */
export const OUTBOX_RETENTION_DAYS = 30;

export type MailKind =
  | 'password-reset'
  | 'newsletter-welcome'
  | 'reservation-requested'
  | 'reservation-changed'
  | 'reservation-confirmed'
  | 'reservation-declined'
  | 'reservation-cancelled'
  | 'booking-confirmed'
  | 'booking-cancelled'
  | 'tier-reached'
  | 'stay-message'
  | 'review-invitation'
  | 'security-notice';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  kind: MailKind;
  /**
   * Parts of the mail that are credentials (the token of a reset link). Once an SMTP server
   * carries the mail, the stored copy holds `[removed]` in their place, so reading the outbox
   * cannot take over an account; without SMTP the stored copy is the delivery and keeps them.
   */
  secrets?: string[];
}

/** What hands a mail to an SMTP server: nodemailer's transporter, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string; headers?: Record<string, string> }): Promise<unknown>;
}

export interface MailSettings {
  /** The From header (MAIL_FROM). */
  from: string;
  /** The SMTP transport (SMTP_URL); null: the outbox only. */
  transport: MailTransport | null;
}

/** No SMTP: what tests and a server without SMTP_URL use. */
export const outboxOnly: MailSettings = { from: DEFAULT_MAIL_FROM, transport: null };

/** The settings of a server: SMTP through nodemailer when a URL is given (smtp:// or smtps://). */
export function createMailSettings({ smtpUrl, from }: { smtpUrl?: string; from?: string }): MailSettings {
  return { from: from || DEFAULT_MAIL_FROM, transport: smtpUrl ? nodemailer.createTransport(smtpUrl) : null };
}

export interface QueuedMail {
  /** The outbox row. */
  id: string;
  /** Settles once the SMTP server has answered: true when it took the mail. False at once without SMTP. Never rejects. */
  delivered: Promise<boolean>;
}

const REMOVED = '[removed]';

function withoutSecrets(value: string, secrets: readonly string[]): string {
  return secrets.reduce((text, secret) => (secret ? text.split(secret).join(REMOVED) : text), value);
}

/**
 * Stores the mail in the outbox and, with SMTP, sends it in the background: the caller's answer
 * never waits for (or reveals, by its timing) the SMTP server. Logs the recipient and subject,
 * never the body: a reset link is a credential (ADR 0015). Only `npm run dev` without SMTP logs the
 * text too, so a developer can follow a link.
 */
export async function sendMail(db: Database, mail: OutgoingMail, settings: MailSettings = outboxOnly): Promise<QueuedMail> {
  const { transport } = settings;
  const secrets = transport ? (mail.secrets ?? []) : [];
  const headers = mail.headers ?? {};
  const [row] = await db
    .insert(outbox)
    .values({
      // Lower-cased, as the site stores every address (and GET /api/admin/outbox finds it).
      to: mail.to.toLowerCase(),
      subject: mail.subject,
      text: withoutSecrets(mail.text, secrets),
      html: mail.html === undefined ? null : withoutSecrets(mail.html, secrets),
      headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, withoutSecrets(value, secrets)])),
      kind: mail.kind,
    })
    .returning({ id: outbox.id });
  const id = row!.id;
  mailsTotal.inc({ kind: mail.kind, outcome: 'stored' });
  logger.info({ mailId: id, kind: mail.kind, to: mail.to, subject: mail.subject, smtp: transport !== null }, 'mail: stored in the outbox');
  if (!transport && process.env.NODE_ENV === 'development') logger.info({ mailId: id, text: mail.text }, 'mail: the text (development only, no SMTP_URL)');
  if (Math.random() < 0.01) await sweepOutbox(db);
  if (!transport) return { id, delivered: Promise.resolve(false) };
  const delivered = transport
    .sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers })
    .then(
      async () => {
        await db
          .update(outbox)
          .set({ sentAt: sql`now()` })
          .where(eq(outbox.id, id));
        mailsTotal.inc({ kind: mail.kind, outcome: 'sent' });
        logger.info({ mailId: id, kind: mail.kind }, 'mail: sent');
        return true;
      },
      async (err: unknown) => {
        const reason = err instanceof Error ? err.message : String(err);
        mailsTotal.inc({ kind: mail.kind, outcome: 'failed' });
        logger.warn({ mailId: id, kind: mail.kind, err }, 'mail: the SMTP server did not take it');
        await db
          .update(outbox)
          .set({ error: reason.slice(0, 1000) })
          .where(eq(outbox.id, id));
        return false;
      },
    )
    .catch((err: unknown) => {
      logger.error({ mailId: id, err }, 'mail: recording the delivery failed');
      return false;
    });
  return { id, delivered };
}

export async function sweepOutbox(db: Database): Promise<void> {
  await db.delete(outbox).where(lt(outbox.createdAt, sql`now() - make_interval(days => ${OUTBOX_RETENTION_DAYS})`));
}

export type OutboxRow = typeof outbox.$inferSelect;

/** The newest mails first, to one address (lower-cased) or to anyone. */
export async function listOutbox(db: Database, { to, limit }: { to?: string; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
