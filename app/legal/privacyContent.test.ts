import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '~/accounts/sessions.server';
import { messagesOf } from '~/i18n/catalogs.server';
import { LOCALES, type Locale } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import { CURRENCY_COOKIE } from '~/lib/displayCurrency';
import { SESSION_COOKIE } from '~/lib/personalRequest';
import { OUTBOX_RETENTION_DAYS } from '~/mail/mailer.server';
import { legalDate } from './legalDates';
import {
  browserData,
  CURRENCY_COOKIE_NAME,
  keptData,
  PRIVACY_LAST_UPDATED,
  privacyValues,
  SENT_MAIL_DAYS,
  SESSION_COOKIE_NAME,
  SESSION_IDLE_DAYS,
  SESSION_LIFETIME_DAYS,
} from './privacyContent';
import { TERMS_LAST_UPDATED } from './termsContent';

const DAY_MS = 24 * 60 * 60 * 1000;
const tIn = (locale: Locale) => translatorFor({ locale, messages: messagesOf(locale) });
const itemNamed = (items: typeof keptData, name: string) => items.find((item) => item.name === name)!;

describe('the privacy policy states the periods the code enforces', () => {
  it('sessions: idle and absolute lifetime', () => {
    expect(SESSION_IDLE_DAYS * DAY_MS).toBe(SESSION_IDLE_MS);
    expect(SESSION_LIFETIME_DAYS * DAY_MS).toBe(SESSION_LIFETIME_MS);
    const t = tIn('en');
    expect(t(itemNamed(keptData, 'privacy_sessions_name').howLong, privacyValues)).toBe('Until you sign out, after 7 days without use, or 30 days at most');
    expect(t(itemNamed(browserData, 'privacy_session_cookie_name').howLong, privacyValues)).toContain('30 days');
  });

  it('copies of sent mail', () => {
    expect(SENT_MAIL_DAYS).toBe(OUTBOX_RETENTION_DAYS);
    expect(tIn('en')(itemNamed(keptData, 'privacy_mails_name').howLong, privacyValues)).toBe('30 days');
  });

  it.each(LOCALES)('%s: every kind of data says what, why and how long, with the periods the code enforces', (locale) => {
    const t = tIn(locale);
    const number = (value: number) => new Intl.NumberFormat(locale === 'zh' ? 'zh-Hans' : locale).format(value);
    for (const item of [...keptData, ...browserData]) {
      expect(t(item.name).length, `${locale} ${item.name}`).toBeGreaterThan(1);
      expect(t(item.what, { cookie: item.cookie }).length, `${locale} ${item.what}`).toBeGreaterThan(5);
      expect(t(item.why).length, `${locale} ${item.why}`).toBeGreaterThan(3);
      expect(t(item.howLong, privacyValues).length, `${locale} ${item.howLong}`).toBeGreaterThan(1);
    }
    const sessions = t(itemNamed(keptData, 'privacy_sessions_name').howLong, privacyValues);
    expect(sessions).toContain(number(SESSION_IDLE_DAYS));
    expect(sessions).toContain(number(SESSION_LIFETIME_DAYS));
    expect(t(itemNamed(browserData, 'privacy_session_cookie_name').howLong, privacyValues)).toContain(number(SESSION_LIFETIME_DAYS));
    expect(t(itemNamed(keptData, 'privacy_mails_name').howLong, privacyValues)).toContain(number(SENT_MAIL_DAYS));
  });
});

describe('the privacy policy names the cookies the code sets, in every language', () => {
  it('by the names the code uses', () => {
    expect(SESSION_COOKIE_NAME).toBe(SESSION_COOKIE);
    expect(CURRENCY_COOKIE_NAME).toBe(CURRENCY_COOKIE);
    expect(browserData.map((item) => item.cookie).filter(Boolean)).toEqual([SESSION_COOKIE, CURRENCY_COOKIE]);
  });

  it.each(LOCALES)('%s lists each cookie by its name, untranslated', (locale) => {
    const t = tIn(locale);
    for (const item of browserData.filter((entry) => entry.cookie)) {
      expect(t(item.what, { cookie: item.cookie }), `${locale} ${item.what}`).toContain(item.cookie);
    }
  });
});

describe('the legal pages keep their English texts and date them in each language', () => {
  it('English, word for word', () => {
    const t = tIn('en');
    expect(t('privacy_who_text', privacyValues)).toBe(
      'Aurelia Resorts & Casinos Ltd., ' +
        `${privacyValues.address}, is responsible for your data on this website. Write to us at ${privacyValues.email} about anything in this policy.`,
    );
    expect(t('privacy_reset_how_long', privacyValues)).toBe('Used once, and valid for 30 minutes');
    expect(legalDate(PRIVACY_LAST_UPDATED, 'en')).toBe('25 November 2026');
    expect(legalDate(TERMS_LAST_UPDATED, 'en')).toBe('January 2025');
  });

  it('each language writes the dates its own way', () => {
    expect(legalDate(PRIVACY_LAST_UPDATED, 'fr')).toBe('25 novembre 2026');
    expect(legalDate(PRIVACY_LAST_UPDATED, 'de')).toBe('25. November 2026');
    expect(legalDate(TERMS_LAST_UPDATED, 'it')).toBe('gennaio 2025');
    expect(legalDate(PRIVACY_LAST_UPDATED, 'zh')).toBe('2026年11月25日');
    expect(legalDate(PRIVACY_LAST_UPDATED, 'ar')).toMatch(/نوفمبر/);
  });
});
