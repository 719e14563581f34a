import { describe, expect, it } from 'vitest';
import { composeSecurityMail, SECURITY_EVENT_KINDS, type SecurityEvent } from './securityMail.server';
import { catalogs } from '~/i18n/catalogs.server';
import { LOCALES } from '~/i18n/locales';

// A URL in a mail's text is followed by a space, a line's end or nothing: many mail clients take a
// comma, a full stop or a closing bracket right after it into the link, which then leads nowhere.

/** Punctuation a mail client may take into a link: Latin, Arabic and Chinese. */
const PUNCTUATION = /[.,;:!?)\]}'"»”’،؛。，；：！？）」]/u;

/** The URLs of a text that run straight into punctuation. */
const urlsRunningIntoPunctuation = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).filter((url) => PUNCTUATION.test(url.at(-1)!));

const events: SecurityEvent[] = SECURITY_EVENT_KINDS.map((kind) => {
  switch (kind) {
    case 'new-device':
      return { kind, method: 'password' };
    case 'passkey-added':
    case 'passkey-removed':
      return { kind, name: 'Phone' };
    case 'password-changed':
      return { kind, via: 'account' };
    case 'email-changed':
      return { kind, from: 'old@example.com', to: 'new@example.com' };
    default:
      return { kind } as SecurityEvent;
  }
});

describe('URLs in mails', () => {
  it('no mail message of the catalogue puts anything but a space or its end right after a link placeholder', () => {
    const offending: string[] = [];
    for (const locale of LOCALES) {
      for (const [key, message] of Object.entries(catalogs[locale])) {
        if (!key.startsWith('mail_')) continue;
        for (const match of message.matchAll(/\{(\w*(?:url|link|href)\w*)\}(.?)/gi)) {
          if (match[2] && !/\s/.test(match[2])) offending.push(`${locale} ${key}: {${match[1]}}${match[2]}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('no security notice, in any language, by the member or by our team, runs a URL into punctuation', () => {
    const offending: string[] = [];
    for (const locale of LOCALES) {
      for (const event of events) {
        for (const byStaff of [false, true]) {
          for (const to of event.kind === 'email-changed' ? (['account', 'old address'] as const) : (['account'] as const)) {
            const mail = composeSecurityMail(event, { name: 'Ada', locale, at: new Date(), origin: 'https://aurelia-resorts.example', to, byStaff });
            expect(mail.text).toMatch(/https:\/\/aurelia-resorts\.example/);
            offending.push(...urlsRunningIntoPunctuation(mail.text).map((url) => `${locale} ${event.kind}: ${url}`));
          }
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('the check finds a URL followed by a comma', () => {
    expect(urlsRunningIntoPunctuation('choose one at https://example.com/forgot-password, then')).toEqual(['https://example.com/forgot-password,']);
    expect(urlsRunningIntoPunctuation('عبر https://example.com/x، ثم')).toHaveLength(1);
    expect(urlsRunningIntoPunctuation('here: https://example.com/x\nthen')).toEqual([]);
  });
});
