// Two-step sign-in and the step-up on the pages, without JavaScript (issue 47): the sign-in form's second step, the account page's forms.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAction } from '~/accounts/formActions.server';
import { hashToken } from '~/accounts/sessions.server';
import { bearer, call, generousLimits, newAccount, openTestApi, totpCode, turnOnTotp } from '~/api/testHelpers.server';
import { sessions, totpFactors } from '~/db/schema';
import { loadContext } from '~/lib/loadContext.server';
import { action } from './AccountPage';
import { action as requestAction } from '~/reservations/RequestPage';
import type { AccountActionData } from './accountForm';

const { database, api } = await openTestApi({ seed: false });
const db = database.db;
const context = loadContext({ db, security: { limits: generousLimits, trustProxy: 0 }, clientAddress: '10.9.0.2' });

const post = (path: string, fields: Record<string, string>, token?: string) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cookie: `aurelia_session=${token}` } : {}) },
    body: new URLSearchParams(fields),
  });
const answer = <T>(result: unknown) => result as { data: T; init: { status: number; headers?: Record<string, string> } | null };
const sessionCookie = (res: Response) => /aurelia_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const accountAction = async (token: string, fields: Record<string, string>) =>
  answer<AccountActionData>(await action({ request: post('/account', fields, token), context, params: {} } as never));

async function member({ totp }: { totp: boolean }) {
  const account = newAccount('page');
  const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: account });
  const factor = totp ? await turnOnTotp(api, bearer(body.token)) : null;
  return { account, token: body.token, userId: body.user._id, secret: factor?.secret ?? '' };
}

/** The session's last proof, `minutes` ago. */
const provedAgo = (token: string, minutes: number) =>
  db
    .update(sessions)
    .set({ provedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.tokenHash, hashToken(token)));

describe('the sign-in form with two-step sign-in', () => {
  it('asks for the code in place, with no cookie, then signs in with it', async () => {
    const { account, secret } = await member({ totp: true });
    const first = answer<{ ticket?: string; error?: string }>(
      await signInAction(post('/signin', { email: account.email, password: account.password }), context),
    );
    expect(first.data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.init?.headers).toBeUndefined();
    const wrong = answer<{ ticket?: string; error?: string }>(
      await signInAction(post('/signin', { intent: 'code', ticket: first.data.ticket!, code: '000000' }), context),
    );
    expect(wrong.init?.status).toBe(401);
    expect(wrong.data.ticket).toBe(first.data.ticket);
    const done = (await signInAction(post('/signin', { intent: 'code', ticket: first.data.ticket!, code: totpCode(secret, 0) }), context)) as Response;
    expect(done.status).toBe(302);
    expect(sessionCookie(done)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('step-up on the account page', () => {
  it('asks for a fresh proof for exactly the sensitive forms', async () => {
    const { token } = await member({ totp: true });
    await provedAgo(token, 11);
    const sensitive: Record<string, string>[] = [
      { intent: 'email', email: 'new-address@example.com', password: 'velvet-rope-midnight-42' },
      {
        intent: 'password',
        currentPassword: 'velvet-rope-midnight-42',
        newPassword: 'another-long-passphrase-7',
        confirmPassword: 'another-long-passphrase-7',
      },
      { intent: 'delete', password: 'velvet-rope-midnight-42', confirm: 'DELETE' },
      { intent: 'recovery-new' },
    ];
    for (const fields of sensitive) {
      const res = await accountAction(token, fields);
      expect(res.init?.status, fields.intent).toBe(401);
      expect(res.data, fields.intent).toMatchObject({ intent: fields.intent, stepUp: 'code', error: { key: 'auth_step_up_needed' } });
    }
    // The email typed comes back with the question.
    expect((await accountAction(token, sensitive[0]!)).data.values).toEqual({ email: 'new-address@example.com' });
    // Not asked: the language.
    expect((await accountAction(token, { intent: 'language', language: 'fr' })).init?.status ?? 200).toBe(200);
  });

  it('takes the code typed in place and goes on with the action', async () => {
    const { token, secret } = await member({ totp: true });
    await provedAgo(token, 11);
    const res = await accountAction(token, { intent: 'recovery-new', stepUpCode: totpCode(secret, 0) });
    expect(res.data.recoveryCodes).toHaveLength(10);
    // The proof holds for the next action of the window.
    expect((await accountAction(token, { intent: 'recovery-new' })).data.recoveryCodes).toHaveLength(10);
  });

  it('asks an account without a second factor for its password, except where the form already has it', async () => {
    const { token, account, userId } = await member({ totp: false });
    await provedAgo(token, 11);
    const asked = await accountAction(token, { intent: 'totp-start' });
    expect(asked.data).toMatchObject({ stepUp: 'password' });
    expect((await accountAction(token, { intent: 'totp-start', stepUpPassword: 'wrong-password-123' })).init?.status).toBe(401);
    expect((await accountAction(token, { intent: 'totp-start', stepUpPassword: account.password })).init?.status ?? 200).toBe(200);
    expect(await db.select().from(totpFactors).where(eq(totpFactors.userId, userId))).toHaveLength(1);
    await provedAgo(token, 11);
    const email = await accountAction(token, { intent: 'email', email: `${account.username}x@example.com`, password: account.password });
    expect(email.data.done?.key).toBe('myaccount_email_changed');
  });

  it('asks for a proof before the copy of the data, then hands the file over', async () => {
    const { token, account } = await member({ totp: false });
    await provedAgo(token, 11);
    expect((await accountAction(token, { intent: 'export' })).data).toMatchObject({ stepUp: 'password' });
    const res = (await action({
      request: post('/account', { intent: 'export', stepUpPassword: account.password }, token),
      context,
      params: {},
    } as never)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api/account/export');
  });

  it('asks for a proof before an award stay’s request, not before a stay paid in money', async () => {
    const { token, account } = await member({ totp: false });
    await provedAgo(token, 11);
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const stay = { roomType: '00000000-0000-0000-0000-000000000000', checkIn: day(30), checkOut: day(32), guests: '2' };
    const send = async (fields: Record<string, string>) =>
      answer<{ problem: { key: string }; stepUp?: string }>(
        await requestAction({ request: post('/reservations/new', fields, token), context, params: {} } as never),
      );
    const asked = await send({ ...stay, plan: 'points' });
    expect(asked.init?.status).toBe(401);
    expect(asked.data).toMatchObject({ problem: { key: 'stays_step_up_needed' }, stepUp: 'password' });
    expect((await send({ ...stay, plan: 'points', stepUpPassword: 'wrong-password-123' })).data.problem.key).toBe('stays_step_up_wrong');
    // Past the proof, the request meets the store's own rules (here: no such room type).
    expect((await send({ ...stay, plan: 'points', stepUpPassword: account.password })).data.problem.key).not.toMatch(/step_up/);
    await provedAgo(token, 11);
    expect((await send({ ...stay, plan: 'flexible' })).data.problem.key).not.toMatch(/step_up/);
  });

  it('turns two-step sign-in on and off through the page', async () => {
    const { token, userId } = await member({ totp: false });
    expect((await accountAction(token, { intent: 'totp-start' })).init?.status ?? 200).toBe(200);
    const { pendingTotp } = await import('~/accounts/secondFactor.server');
    const pending = await pendingTotp({ db, security: { limits: generousLimits, trustProxy: 0 } }, { _id: userId, email: 'x@example.com' });
    const on = await accountAction(token, { intent: 'totp-confirm', code: totpCode(pending!.secret, -1) });
    expect(on.data.done?.key).toBe('myaccount_twostep_turned_on');
    expect(on.data.recoveryCodes).toHaveLength(10);
    const off = await accountAction(token, { intent: 'totp-off', code: on.data.recoveryCodes![0]! });
    expect(off.data.done?.key).toBe('myaccount_twostep_turned_off');
  });
});
