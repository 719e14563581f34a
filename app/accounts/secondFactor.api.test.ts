// Two-step sign-in (issue 47): POST /api/auth/login's second step, the member's authenticator app and recovery codes.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, newAccount, openTestApi, totpCode, turnOnTotp } from '~/api/testHelpers.server';
import { recoveryCodes, sessions, signInTickets, totpFactors } from '~/db/schema';
import { accountRequests, cookieOf } from './accountsApiTestKit.server';
import { secondFactorMessages } from './secondFactorMessages';
import { unseal } from './secretBox.server';

const { database, api } = await openTestApi({ seed: false });
const { signup, login, me } = accountRequests(api);
const db = database.db;

type Login = { mfaRequired?: true; ticket: string; methods: string[]; token?: string; error?: string };
const verify = (body: unknown) => call<{ token: string; user: { _id: string }; error: string }>(api, 'POST', '/auth/login/verify', { body });

/** A member with two-step sign-in on. */
async function memberWithTotp() {
  const account = newAccount('mfa');
  const { body } = await signup(account);
  const { secret, recoveryCodes: codes } = await turnOnTotp(api, bearer(body.token));
  return { account, secret, codes, userId: body.user._id, token: body.token };
}

const firstStep = async (account: { email: string; password: string }) => {
  const res = await call<Login>(api, 'POST', '/auth/login', { body: { email: account.email, password: account.password } });
  return res;
};

describe('signing in with two-step sign-in', () => {
  it('gives no session, token or cookie before the second step', async () => {
    const { account, userId } = await memberWithTotp();
    const before = await db.select().from(sessions).where(eq(sessions.userId, userId));
    const res = await firstStep(account);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mfaRequired: true, ticket: expect.any(String), methods: ['totp', 'recovery'] });
    expect(res.body.token).toBeUndefined();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(before.length);
    // The ticket itself is no session.
    expect((await me(bearer(res.body.ticket))).status).toBe(401);
    const [ticketRow] = await db.select().from(signInTickets).where(eq(signInTickets.userId, userId));
    expect(ticketRow!.ticketHash).toBe(createHash('sha256').update(res.body.ticket).digest('hex'));
  });

  it('signs in with the app’s code, and accepts that code once', async () => {
    const { account, secret } = await memberWithTotp();
    const code = totpCode(secret, 0);
    const first = await firstStep(account);
    const done = await verify({ ticket: first.body.ticket, code });
    expect(done.status).toBe(200);
    expect(cookieOf(done.headers)).toBe(done.body.token);
    expect((await me(bearer(done.body.token))).status).toBe(200);
    // The same code again, on a new sign-in: refused (no replay within its window).
    const second = await firstStep(account);
    expect(await verify({ ticket: second.body.ticket, code })).toMatchObject({ status: 401, body: { error: secondFactorMessages.wrongCode } });
    // The used ticket does not open a second session.
    expect((await verify({ ticket: first.body.ticket, code: totpCode(secret, 1) })).status).toBe(401);
  });

  it('signs in with a recovery code, each usable once', async () => {
    const { account, codes } = await memberWithTotp();
    const first = await firstStep(account);
    expect((await verify({ ticket: first.body.ticket, code: codes[0]!.toUpperCase() })).status).toBe(200);
    const second = await firstStep(account);
    expect((await verify({ ticket: second.body.ticket, code: codes[0] })).status).toBe(401);
    expect((await verify({ ticket: second.body.ticket, code: codes[1] })).status).toBe(200);
  });

  it('voids the sign-in after five wrong codes', async () => {
    const { account, secret } = await memberWithTotp();
    const { body } = await firstStep(account);
    for (let i = 0; i < 4; i++) expect((await verify({ ticket: body.ticket, code: '000000' })).body.error).toBe(secondFactorMessages.wrongCode);
    expect((await verify({ ticket: body.ticket, code: '000000' })).body.error).toBe(secondFactorMessages.attemptVoid);
    const after = await verify({ ticket: body.ticket, code: totpCode(secret, 0) });
    expect(after.status).toBe(401);
    expect(after.body.error).not.toBe(secondFactorMessages.wrongCode);
  });

  it('answers 400 without a code and 401 for an unknown ticket', async () => {
    expect((await verify({ ticket: 'x'.repeat(43) })).status).toBe(400);
    expect(await verify({ ticket: 'x'.repeat(43), code: '123456' })).toMatchObject({ status: 401, body: { error: secondFactorMessages.ticketUnknown } });
  });

  it('signs an account without a second factor in exactly as before', async () => {
    const account = newAccount('plain');
    await signup(account);
    const res = await login({ email: account.email, password: account.password });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
  });
});

describe('the member’s authenticator app', () => {
  it('keeps the secret encrypted and the recovery codes hashed', async () => {
    const { secret, codes, userId } = await memberWithTotp();
    const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
    expect(factor!.secretSealed).not.toContain(secret);
    expect(await unseal(db, undefined, factor!.secretSealed, userId)).toBe(secret);
    // Bound to its account and to its key.
    expect(await unseal(db, undefined, factor!.secretSealed, '00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await unseal(db, 'another key of at least thirty-two characters', factor!.secretSealed, userId)).toBeNull();
    const stored = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.some((row) => row.codeHash.includes(code) || row.codeHash.includes(code.replace('-', '')))).toBe(false);
  });

  it('starts with a secret and an otpauth URI, and confirms with a first code only', async () => {
    const account = newAccount('setup');
    const { body } = await signup(account);
    const headers = bearer(body.token);
    const started = await call<{ secret: string; otpauthUri: string }>(api, 'POST', '/account/mfa/totp', { headers });
    expect(started.status).toBe(200);
    expect(started.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    // Not on until confirmed: sign-in asks nothing more.
    expect(Object.keys((await login({ email: account.email, password: account.password })).body)).toContain('token');
    expect((await call(api, 'POST', '/account/mfa/totp/confirm', { headers, body: { code: '000000' } })).status).toBe(401);
    const confirmed = await call<{ recoveryCodes: string[] }>(api, 'POST', '/account/mfa/totp/confirm', {
      headers,
      body: { code: totpCode(started.body.secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect((await call(api, 'GET', '/account/mfa', { headers })).body).toEqual({ totp: true, pending: false, recoveryLeft: 10 });
    expect((await call(api, 'POST', '/account/mfa/totp', { headers })).status).toBe(409);
  });

  it('replaces the recovery codes with a new set', async () => {
    const { codes, token, account } = await memberWithTotp();
    const fresh = await call<{ recoveryCodes: string[] }>(api, 'POST', '/account/mfa/recovery-codes', { headers: bearer(token) });
    expect(fresh.status).toBe(200);
    const { body } = await firstStep(account);
    expect((await verify({ ticket: body.ticket, code: codes[0] })).status).toBe(401);
    expect((await verify({ ticket: body.ticket, code: fresh.body.recoveryCodes[0] })).status).toBe(200);
  });

  it('turns off with a code, not without one', async () => {
    const { secret, token, account, userId } = await memberWithTotp();
    const headers = bearer(token);
    expect((await call(api, 'DELETE', '/account/mfa/totp', { headers, body: { code: '000000' } })).status).toBe(401);
    expect((await call(api, 'DELETE', '/account/mfa/totp', { headers, body: {} })).status).toBe(400);
    expect((await call(api, 'DELETE', '/account/mfa/totp', { headers, body: { code: totpCode(secret, 0) } })).status).toBe(204);
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId))).toHaveLength(0);
    expect(Object.keys((await login({ email: account.email, password: account.password })).body)).toContain('token');
  });
});
