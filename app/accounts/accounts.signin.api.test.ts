// The accounts API, sign-in: POST /api/auth/login (the rest: accounts.*.api.test.ts).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccount, openTestApi } from '~/api/testHelpers.server';
import { sessions } from '~/db/schema';
import { accountRequests, cookieOf } from './accountsApiTestKit.server';
import { messages } from './validation';

const { database, api } = await openTestApi({ seed: false });
const { signup, login, me } = accountRequests(api);

describe('POST /api/auth/login', () => {
  let account: ReturnType<typeof newAccount>;
  beforeAll(async () => {
    account = newAccount();
    await signup(account);
  });

  it('answers 200 {token, user} with a new session at every sign-in', async () => {
    const first = await login({ email: account.email.toUpperCase(), password: account.password });
    const second = await login({ email: account.email, password: account.password });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ username: account.username, email: account.email, role: 'user' });
    expect(second.body.token).not.toBe(first.body.token);
    expect(cookieOf(second.headers)).toBe(second.body.token);
    expect((await me(bearer(first.body.token))).status).toBe(200);
    expect((await me(bearer(second.body.token))).status).toBe(200);
  });

  it.each([
    ['a wrong password', () => ({ email: account.email, password: 'wrong-password-123' })],
    ['an unknown email', () => ({ email: 'nobody@example.com', password: account.password })],
    ['an overlong password', () => ({ email: account.email, password: 'p'.repeat(5000) })],
    ['a malformed email', () => ({ email: 'not an email', password: account.password })],
  ])('answers 401 Invalid email or password for %s', async (_what, body) => {
    const res = await login(body());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Invalid email or password' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers 400 Please fill out all fields for a missing field', async () => {
    expect(await login({ email: account.email })).toMatchObject({ status: 400, body: { error: messages.missingFields } });
  });

  it('stores only the sha256 of the token', async () => {
    const { body } = await login({ email: account.email, password: account.password });
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, body.user._id));
    expect(rows.some((r) => r.tokenHash === body.token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(body.token).digest('hex'))).toBe(true);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.round(lifetime / 86_400_000)).toBe(30);
  });
});
