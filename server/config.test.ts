import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '~/api/limits.server';
import { readConfig } from './config';

describe('readConfig: mail and secrets', () => {
  it('needs nothing: mail stays in the outbox, from the brand, the secret kept in the database', () => {
    const config = readConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Aurelia Resorts <concierge@aurelia-resorts.example>');
    expect(config.appSecret).toBeUndefined();
    expect(config.limits.passwordResetsPerEmail).toEqual(DEFAULT_LIMITS.passwordResetsPerEmail);
  });

  it('takes SMTP_URL with PUBLIC_ORIGIN, MAIL_FROM, APP_SECRET and the reset limits', () => {
    const config = readConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      PUBLIC_ORIGIN: 'https://aurelia-resorts.example',
      MAIL_FROM: 'Concierge <c@aurelia-resorts.example>',
      APP_SECRET: 'x'.repeat(32),
      LIMIT_PASSWORD_RESETS_PER_EMAIL: '7',
      LIMIT_PASSWORD_RESETS_PER_ADDRESS: '70',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Concierge <c@aurelia-resorts.example>',
      appSecret: 'x'.repeat(32),
    });
    expect(config.limits.passwordResetsPerEmail.max).toBe(7);
    expect(config.limits.passwordResetsPerAddress.max).toBe(70);
  });

  it.each([
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, /needs PUBLIC_ORIGIN/],
    [{ SMTP_URL: 'http://mail.example.com', PUBLIC_ORIGIN: 'https://a.example' }, /smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: 'not a url', PUBLIC_ORIGIN: 'https://a.example' }, /must be a URL/],
    [{ APP_SECRET: 'too-short' }, /at least 32 characters/],
  ])('refuses %j at start', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('readConfig: shutdown and metrics', () => {
  it('drains 5 s, waits 10 s more at most, and serves no metrics unless asked', () => {
    const config = readConfig({});
    expect(config.shutdown).toEqual({ drainMs: 5000, timeoutMs: 10_000 });
    expect(config.metricsPort).toBeUndefined();
    expect(config.metricsToken).toBeUndefined();
  });

  it('takes SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS, METRICS_PORT and METRICS_TOKEN', () => {
    const config = readConfig({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '2500', METRICS_PORT: '9464', METRICS_TOKEN: 't'.repeat(24) });
    expect(config).toMatchObject({ shutdown: { drainMs: 0, timeoutMs: 2500 }, metricsPort: 9464, metricsToken: 't'.repeat(24) });
  });

  it.each([
    [{ SHUTDOWN_DRAIN_MS: '5s' }, /SHUTDOWN_DRAIN_MS must be a whole number/],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, /SHUTDOWN_TIMEOUT_MS must be a whole number/],
    [{ METRICS_PORT: '3000' }, /must differ from PORT/],
    [{ METRICS_PORT: 'x' }, /METRICS_PORT must be a port number/],
    [{ METRICS_TOKEN: 'short' }, /at least 24 characters/],
  ])('refuses %j at start', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
