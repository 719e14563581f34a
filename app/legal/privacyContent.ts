import { RESET_LINK_MINUTES } from '~/accounts/passwordReset';
import type { MessageKey } from '~/i18n/translate';
import { site } from '~/site.config';

/**
 * The Privacy Policy the cookie notice refers to: what the site keeps, why, for how long, and the
 * guest's rights, as catalogue keys (`privacy_…`, app/i18n/messages) shown in the page's language.
 * Every period here is the one the code enforces (the constants it imports, or the rule named beside
 * it), passed to the texts as values; change them together.
 */
/** The day the policy last changed (`YYYY-MM-DD`), written out in the page's language (legalDates.ts). */
export const PRIVACY_LAST_UPDATED = '2026-11-25';

/** Mirrors app/accounts/sessions.server.ts (SESSION_IDLE_MS, SESSION_LIFETIME_MS), which the browser bundle may not import. */
export const SESSION_IDLE_DAYS = 7;
export const SESSION_LIFETIME_DAYS = 30;
/** Mirrors app/mail/mailer.server.ts (OUTBOX_RETENTION_DAYS). */
export const SENT_MAIL_DAYS = 30;

/** The cookies' names (app/lib/personalRequest.ts SESSION_COOKIE, app/lib/displayCurrency.ts CURRENCY_COOKIE; privacyContent.test.ts holds them equal). */
export const SESSION_COOKIE_NAME = 'aurelia_session';
export const CURRENCY_COOKIE_NAME = 'currency';

/** The values the policy's texts name: the periods above, the company's name and addresses. */
export const privacyValues = {
  site: site.name,
  legalName: site.legalName,
  address: site.contact.address,
  email: site.contact.email,
  phone: site.contact.phone,
  idle: SESSION_IDLE_DAYS,
  lifetime: SESSION_LIFETIME_DAYS,
  days: SENT_MAIL_DAYS,
  minutes: RESET_LINK_MINUTES,
};

export interface KeptData {
  name: MessageKey;
  what: MessageKey;
  why: MessageKey;
  howLong: MessageKey;
  /** A cookie's name, the same in every language, set as code inside `what` (its `{cookie}`). */
  cookie?: string;
}

/** One row per kind of data the server keeps. */
export const keptData: KeptData[] = [
  {
    name: 'privacy_account_name',
    what: 'privacy_account_what',
    why: 'privacy_account_why',
    howLong: 'privacy_account_how_long',
  },
  {
    name: 'privacy_sessions_name',
    what: 'privacy_sessions_what',
    why: 'privacy_sessions_why',
    howLong: 'privacy_sessions_how_long',
  },
  {
    name: 'privacy_reservations_name',
    what: 'privacy_reservations_what',
    why: 'privacy_reservations_why',
    howLong: 'privacy_reservations_how_long',
  },
  {
    name: 'privacy_bookings_name',
    what: 'privacy_bookings_what',
    why: 'privacy_bookings_why',
    howLong: 'privacy_bookings_how_long',
  },
  {
    name: 'privacy_saved_name',
    what: 'privacy_saved_what',
    why: 'privacy_saved_why',
    howLong: 'privacy_saved_how_long',
  },
  {
    name: 'privacy_reviews_name',
    what: 'privacy_reviews_what',
    why: 'privacy_reviews_why',
    howLong: 'privacy_reviews_how_long',
  },
  {
    name: 'privacy_messages_name',
    what: 'privacy_messages_what',
    why: 'privacy_messages_why',
    howLong: 'privacy_messages_how_long',
  },
  {
    name: 'privacy_newsletter_name',
    what: 'privacy_newsletter_what',
    why: 'privacy_newsletter_why',
    howLong: 'privacy_newsletter_how_long',
  },
  {
    name: 'privacy_mails_name',
    what: 'privacy_mails_what',
    why: 'privacy_mails_why',
    howLong: 'privacy_mails_how_long',
  },
  {
    name: 'privacy_reset_name',
    what: 'privacy_reset_what',
    why: 'privacy_reset_why',
    howLong: 'privacy_reset_how_long',
  },
  {
    name: 'privacy_abuse_name',
    what: 'privacy_abuse_what',
    why: 'privacy_abuse_why',
    howLong: 'privacy_abuse_how_long',
  },
];

/** What the browser keeps: cookies (by the names the code sets) and its own storage. */
export const browserData: KeptData[] = [
  {
    name: 'privacy_session_cookie_name',
    what: 'privacy_session_cookie_what',
    why: 'privacy_session_cookie_why',
    howLong: 'privacy_session_cookie_how_long',
    cookie: SESSION_COOKIE_NAME,
  },
  {
    name: 'privacy_currency_cookie_name',
    what: 'privacy_currency_cookie_what',
    why: 'privacy_currency_cookie_why',
    howLong: 'privacy_currency_cookie_how_long',
    cookie: CURRENCY_COOKIE_NAME,
  },
  {
    name: 'privacy_storage_name',
    what: 'privacy_storage_what',
    why: 'privacy_storage_why',
    howLong: 'privacy_storage_how_long',
  },
];

export interface PrivacySection {
  id: string;
  title: MessageKey;
  body: MessageKey[];
}

export const privacySections: PrivacySection[] = [
  { id: 'sharing', title: 'privacy_sharing_title', body: ['privacy_sharing_staff', 'privacy_sharing_mail'] },
  { id: 'security', title: 'privacy_security_title', body: ['privacy_security_text'] },
  { id: 'rights', title: 'privacy_rights_title', body: ['privacy_rights_text', 'privacy_rights_else'] },
  { id: 'changes', title: 'privacy_changes_title', body: ['privacy_changes_text'] },
];
