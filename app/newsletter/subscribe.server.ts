import { data } from 'react-router';
import { siteOf, type LoadContext } from '~/lib/loadContext.server';
import { hit, limitKey, retryAfterHeaders, type Limits } from '~/api/limits.server';
import type { Database } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';
import { logger } from '~/lib/logger.server';
import { composeMail } from '~/mail/compose';
import { mailLinkOrigin } from '~/mail/links.server';
import { sendMail, type MailSettings } from '~/mail/mailer.server';
import { site } from '~/site.config';
import { messagesOf } from '~/i18n/catalogs.server';
import { DEFAULT_LOCALE, localeOfPath, localizedPath, type Locale } from '~/i18n/locales';
import { publishedLocales } from '~/i18n/published.server';
import { translatorFor } from '~/i18n/translate';
import { newsletterEmailError, newsletterMessages, type NewsletterAnswer } from './newsletter';
import { unsubscribeLink } from './unsubscribe.server';
import { pageUrl } from '~/lib/pageUrl';

export type SubscribeOutcome = { outcome: 'subscribed' | 'already-subscribed' } | { outcome: 'limited'; retryAfter: number };

/** Where the welcome mail's links point and how it leaves. */
export interface WelcomeMailOptions {
  /** The site's public origin (mailLinkOrigin). */
  origin: string;
  mail?: MailSettings;
  /** APP_SECRET, when configured. */
  appSecret?: string;
}

/**
 * Stores a subscription for an already validated address; what POST /api/newsletter and the
 * newsletter form's page action share. Counts against the per-address limit first; a filled
 * honeypot (`website`) is answered like a success and stores nothing. Idempotent. A new
 * subscriber gets the welcome mail with a one-click unsubscribe link; one already subscribed does
 * not get it again.
 */
export async function subscribeToNewsletter(
  db: Database,
  {
    email,
    website,
    clientAddress,
    limits,
    welcome,
    language = DEFAULT_LOCALE,
  }: {
    email: string;
    website?: string;
    clientAddress: string;
    limits: Limits;
    welcome: WelcomeMailOptions;
    /** The language of the page the visitor subscribed from: the welcome mail's and the letters'. */
    language?: Locale;
  },
): Promise<SubscribeOutcome> {
  const limited = await hit(db, limitKey('newsletterPerAddress', clientAddress), limits.newsletterPerAddress);
  if (limited.limited) return { outcome: 'limited', retryAfter: limited.retryAfter };
  if (website) return { outcome: 'subscribed' };
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email: email.toLowerCase(), language })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  if (inserted.length === 0) return { outcome: 'already-subscribed' };
  try {
    await sendWelcomeMail(db, email.toLowerCase(), welcome, language);
  } catch (err) {
    // The subscription stands; a mail that could not even be stored is logged, not the visitor's problem.
    logger.error({ err }, 'newsletter: the welcome mail could not be stored');
  }
  return { outcome: 'subscribed' };
}

/** The welcome mail, with the unsubscribe link in its text and in the RFC 8058 headers. */
export async function sendWelcomeMail(db: Database, email: string, { origin, mail, appSecret }: WelcomeMailOptions, locale: Locale = DEFAULT_LOCALE) {
  const t = translatorFor({ locale, messages: messagesOf(locale) });
  // The unsubscribe page in the mail's language while that language is published.
  const link = await unsubscribeLink(db, origin, email, appSecret);
  const unsubscribeHref = publishedLocales().includes(locale)
    ? link.replace(`${origin}/unsubscribe`, `${origin}${localizedPath(locale, '/unsubscribe')}`)
    : link;
  const body = composeMail({
    greeting: t('mail_welcome_greeting'),
    before: [t('mail_welcome_opening', { site: site.name })],
    link: { href: `${origin}/blog`, label: t('mail_welcome_link') },
    after: [t('mail_welcome_privacy')],
    footer: { text: t('mail_welcome_footer'), link: { href: unsubscribeHref, label: t('mail_welcome_unsubscribe') } },
  });
  return sendMail(
    db,
    {
      to: email,
      subject: t('mail_welcome_subject', { site: site.name }),
      ...body,
      headers: { 'List-Unsubscribe': `<${unsubscribeHref}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      kind: 'newsletter-welcome',
    },
    mail,
  );
}

/**
 * The page action behind the newsletter dialog's form (a route that shows Subscribe Now exports
 * it as its `action`). Posted without JavaScript, the page comes back with the dialog open and
 * this answer in it; with JavaScript a fetcher posts it and the dialog shows the same answer.
 */
export async function newsletterAction({ request, context }: { request: Request; context: LoadContext }) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const answer = (newsletter: NewsletterAnswer, init?: ResponseInit) => data({ newsletter }, init);
  const problem = newsletterEmailError(email);
  if (problem) return answer({ ok: false, message: problem, email }, { status: 400 });
  const failure = { ok: false, message: newsletterMessages.failure, email } as const;
  try {
    const result = await subscribeToNewsletter(siteOf(context).db, {
      email,
      website: String(form.get('website') ?? ''),
      // The form posts to the page it is shown on (the footer's dialog, on any page): its language.
      language: localeOfPath(pageUrl(request).pathname),
      clientAddress: siteOf(context).clientAddress,
      limits: siteOf(context).security.limits,
      welcome: { origin: mailLinkOrigin(request), mail: siteOf(context).mail, appSecret: siteOf(context).security.appSecret },
    });
    if (result.outcome === 'limited') return answer(failure, { status: 429, headers: retryAfterHeaders(result.retryAfter) });
    return answer({ ok: true });
  } catch (err) {
    logger.error({ err }, 'newsletter: subscribing failed');
    return answer(failure, { status: 500 });
  }
}
