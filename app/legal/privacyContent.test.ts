import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '~/accounts/sessions.server';
import { OUTBOX_RETENTION_DAYS } from '~/mail/mailer.server';
import { browserData, keptData, SENT_MAIL_DAYS, SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS } from './privacyContent';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the privacy policy states the periods the code enforces', () => {
  it('sessions: idle and absolute lifetime', () => {
    expect(SESSION_IDLE_DAYS * DAY_MS).toBe(SESSION_IDLE_MS);
    expect(SESSION_LIFETIME_DAYS * DAY_MS).toBe(SESSION_LIFETIME_MS);
    expect(keptData.find((item) => item.name === 'Sign-in sessions')?.howLong).toBe(`Until you sign out, after 7 days without use, or 30 days at most`);
    expect(browserData.find((item) => item.name === 'The session cookie')?.howLong).toContain('30 days');
  });

  it('copies of sent mail', () => {
    expect(SENT_MAIL_DAYS).toBe(OUTBOX_RETENTION_DAYS);
  });

  it('every kind of data says what, why and how long', () => {
    for (const item of [...keptData, ...browserData]) {
      expect(item.what.length, item.name).toBeGreaterThan(10);
      expect(item.why.length, item.name).toBeGreaterThan(10);
      expect(item.howLong.length, item.name).toBeGreaterThan(3);
    }
  });
});
