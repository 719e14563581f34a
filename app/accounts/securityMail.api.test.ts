// Security mail and records (issue 47 item 5, docs/decisions/0056): each event mails the account in its
// language through the outbox and writes one audit entry; sessions carry how they signed in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, newAccount, openTestApi, totpCode, turnOnTotp } from '~/api/testHelpers.server';
import { listAudit } from '~/audit/audit.server';
import { knownDevices } from '~/db/schema';
import type { Locale } from '~/i18n/locales';
import { listOutbox } from '~/mail/mailer.server';
import { composeSecurityMail } from './securityMail.server';
import { TestAuthenticator } from './testAuthenticator.server';

const { database, api } = await openTestApi();
const db = database.db;

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ua = (agent: string) => ({ 'user-agent': agent });

type Session = { token: string; user: { _id: string } };

async function member(language: Locale, agent = FIREFOX) {
  const account = { ...newAccount('sec'), language };
  const { status, body } = await call<Session>(api, 'POST', '/auth/signup', { body: account, headers: ua(agent) });
  expect(status).toBe(201);
  return { account, id: body.user._id, token: body.token, headers: { ...bearer(body.token), ...ua(agent) } };
}

/** The security notices to an address, newest first. */
const notices = async (to: string) => (await listOutbox(db, { to, limit: 50 })).filter((mail) => mail.kind === 'security-notice');
/** The account's own audit entries, newest first. */
const records = (userId: string) => listAudit(db, { entity: 'account', entityId: userId });
const sessionsOf = async (headers: Record<string, string>) =>
  (await call<{ method: string; current: boolean }[]>(api, 'GET', '/account/sessions', { headers })).body;

/** The mail a French account gets for `event` (its subject), to compare with what the outbox holds. */
const subjectOf = (kind: Parameters<typeof composeSecurityMail>[0], locale: Locale) =>
  composeSecurityMail(kind, { name: 'x', locale, at: new Date(), origin: 'http://localhost' }).subject;

describe('security mail and records', () => {
  it('mails a sign-in from a new device once, not a repeated one, nor the sign-up; sessions carry password', async () => {
    const guest = await member('fr');
    expect(await notices(guest.account.email)).toEqual([]);
    expect(await db.$count(knownDevices, eq(knownDevices.userId, guest.id))).toBe(1);

    const again = await call<Session>(api, 'POST', '/auth/login', { body: guest.account, headers: ua(FIREFOX) });
    expect(again.status).toBe(200);
    expect(await notices(guest.account.email)).toEqual([]);

    const phone = await call<Session>(api, 'POST', '/auth/login', { body: guest.account, headers: ua(SAFARI) });
    expect(phone.status).toBe(200);
    const [mail, ...rest] = await notices(guest.account.email);
    expect(rest).toEqual([]);
    expect(mail!.subject).toBe(subjectOf({ kind: 'new-device', method: 'password' }, 'fr'));
    expect(mail!.subject).toContain('Nouvelle connexion');
    expect(mail!.text).toContain('Safari');
    expect(mail!.text).toContain('mot de passe');
    expect(mail!.text).toMatch(/\/forgot-password/);
    expect(mail!.text).toMatch(/\/account/);
    const [entry, ...others] = await records(guest.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: 'account.new-device', actorId: guest.id, after: { method: 'password', device: 'Safari on iPhone' } });

    // The same phone again: nothing new.
    await call(api, 'POST', '/auth/login', { body: guest.account, headers: ua(SAFARI) });
    expect(await notices(guest.account.email)).toHaveLength(1);
    expect((await sessionsOf(guest.headers)).map((s) => s.method)).toEqual(['password', 'password', 'password', 'password']);
  });

  it('tells of two-step sign-in on and off, new recovery codes and a recovery code used; sessions carry code and recovery', async () => {
    const guest = await member('de');
    const { secret, recoveryCodes } = await turnOnTotp(api, guest.headers);
    const on = await notices(guest.account.email);
    expect(on.map((m) => m.subject)).toEqual([subjectOf({ kind: 'two-step-on' }, 'de')]);

    const login = async (code: string) => {
      const first = await call<{ ticket: string }>(api, 'POST', '/auth/login', { body: guest.account, headers: ua(FIREFOX) });
      return call<Session>(api, 'POST', '/auth/login/verify', { body: { ticket: first.body.ticket, code } });
    };
    const withCode = await login(totpCode(secret, 0));
    expect(withCode.status).toBe(200);
    const withRecovery = await login(recoveryCodes[0]!);
    expect(withRecovery.status).toBe(200);
    const methods = await sessionsOf(bearer(withRecovery.body.token));
    expect(methods.find((s) => s.current)!.method).toBe('recovery');
    expect(methods.map((s) => s.method).sort()).toEqual(['code', 'password', 'recovery']);

    const renewed = await call(api, 'POST', '/account/mfa/recovery-codes', { headers: guest.headers });
    expect(renewed.status).toBe(200);
    const off = await call(api, 'DELETE', '/account/mfa/totp', { headers: guest.headers, body: { code: totpCode(secret, 1) } });
    expect(off.status).toBe(204);

    const subjects = (await notices(guest.account.email)).map((m) => m.subject).reverse();
    expect(subjects).toEqual((['two-step-on', 'recovery-code-used', 'recovery-codes-new', 'two-step-off'] as const).map((kind) => subjectOf({ kind }, 'de')));
    expect((await records(guest.id)).map((r) => r.action).reverse()).toEqual([
      'account.two-step-on',
      'account.recovery-code-used',
      'account.recovery-codes-new',
      'account.two-step-off',
    ]);
  });

  it('tells of a passkey added and removed; a passkey sign-in is recorded as passkey', async () => {
    const guest = await member('it');
    const authenticator = new TestAuthenticator();
    const options = await call<never>(api, 'POST', '/account/passkeys/options', { headers: guest.headers });
    const added = await call<{ _id: string }>(api, 'POST', '/account/passkeys', {
      headers: guest.headers,
      body: { name: 'Telefono', credential: authenticator.register(options.body) },
    });
    expect(added.status).toBe(201);

    const start = await call<{ ceremony: string; options: never }>(api, 'POST', '/auth/passkey/options');
    const signedIn = await call<Session>(api, 'POST', '/auth/passkey', {
      body: { ceremony: start.body.ceremony, credential: authenticator.assert(start.body.options) },
      headers: ua(FIREFOX),
    });
    expect(signedIn.status).toBe(200);
    expect((await sessionsOf(bearer(signedIn.body.token))).find((s) => s.current)!.method).toBe('passkey');

    const removed = await call(api, 'DELETE', `/account/passkeys/${added.body._id}`, { headers: guest.headers });
    expect(removed.status).toBe(204);
    const mails = (await notices(guest.account.email)).reverse();
    expect(mails.map((m) => m.subject)).toEqual([
      subjectOf({ kind: 'passkey-added', name: 'Telefono' }, 'it'),
      subjectOf({ kind: 'passkey-removed', name: 'Telefono' }, 'it'),
    ]);
    expect(mails[0]!.text).toContain('Telefono');
    expect((await records(guest.id)).map((r) => r.action).reverse()).toEqual(['account.passkey-added', 'account.passkey-removed']);
  });

  it('tells of a password change, on the account page or through a reset link', async () => {
    const guest = await member('zh');
    const newPassword = 'harbour-lantern-velvet-77';
    const changed = await call(api, 'POST', '/account/password', {
      headers: guest.headers,
      body: { currentPassword: guest.account.password, newPassword },
    });
    expect(changed.status).toBe(200);
    expect((await notices(guest.account.email)).map((m) => m.subject)).toEqual([subjectOf({ kind: 'password-changed', via: 'account' }, 'zh')]);

    await call(api, 'POST', '/auth/forgot-password', { body: { email: guest.account.email } });
    const [link] = (await listOutbox(db, { to: guest.account.email, limit: 50 })).filter((m) => m.kind === 'password-reset');
    const token = /token=([A-Za-z0-9_-]{43})/.exec(link!.text)![1];
    const reset = await call(api, 'POST', '/auth/reset-password', { body: { token, password: 'quiet-garden-morning-58' } });
    expect(reset.status).toBe(200);
    const [latest] = await notices(guest.account.email);
    expect(latest!.text).toContain('重置');
    expect((await records(guest.id)).map((r) => [r.action, (r.after as { via: string }).via])).toEqual([
      ['account.password-changed', 'reset'],
      ['account.password-changed', 'account'],
    ]);
  });

  it('tells of an email change at the new address and the old one, in the account language', async () => {
    const guest = await member('ar');
    const newEmail = `new-${guest.account.email}`;
    const changed = await call(api, 'POST', '/account/email', { headers: guest.headers, body: { email: newEmail, password: guest.account.password } });
    expect(changed.status).toBe(200);
    const [toNew, ...moreNew] = await notices(newEmail);
    const [toOld, ...moreOld] = await notices(guest.account.email);
    expect([moreNew, moreOld]).toEqual([[], []]);
    expect(toNew!.subject).toBe(subjectOf({ kind: 'email-changed', from: guest.account.email, to: newEmail }, 'ar'));
    expect(toOld!.subject).toBe(toNew!.subject);
    // The old address is told where the account went, and what to do if that was not its owner.
    expect(toOld!.text).toContain(newEmail);
    expect(toOld!.text).not.toBe(toNew!.text);
    const [entry, ...others] = await records(guest.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: 'account.email-changed', before: { email: guest.account.email }, after: { email: newEmail } });
  });
});
