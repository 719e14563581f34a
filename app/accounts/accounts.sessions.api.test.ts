// The accounts API, sessions: who is signed in, signing out, session lifetimes, and adopting a cookie
// session (the rest: accounts.*.api.test.ts).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, newAccount, openTestApi } from '~/api/testHelpers.server';
import { sessions } from '~/db/schema';
import { accountRequests, type Session } from './accountsApiTestKit.server';

const { database, api } = await openTestApi({ seed: false });
const { signup, login, me } = accountRequests(api);

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  let account: ReturnType<typeof newAccount>;
  beforeAll(async () => {
    account = newAccount();
    await signup(account);
  });
  const signIn = async () => (await login({ email: account.email, password: account.password })).body;

  it('answers the user for a bearer token or the session cookie', async () => {
    const { token } = await signIn();
    expect((await me(bearer(token))).body).toMatchObject({ username: account.username });
    expect((await me({ cookie: `aurelia_session=${token}` })).body).toMatchObject({ username: account.username });
  });

  it.each([
    ['no token', {}],
    ['an unknown token', bearer('A'.repeat(43))],
    ['a malformed token', bearer('x')],
    ['a non-bearer scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an unknown cookie', { cookie: `aurelia_session=${'B'.repeat(43)}` }],
  ])('answers 401 for %s', async (_what, headers) => {
    const res = await me(headers);
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe('string');
  });

  it('revokes the session on the server at logout; other sessions live on', async () => {
    const a = await signIn();
    const b = await signIn();
    const res = await call(api, 'POST', '/auth/logout', { headers: bearer(a.token) });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/aurelia_session=;.*Max-Age=0/);
    expect((await me(bearer(a.token))).status).toBe(401);
    expect((await me({ cookie: `aurelia_session=${a.token}` })).status).toBe(401);
    expect((await me(bearer(b.token))).status).toBe(200);
  });

  it('logs out with the cookie alone from the site itself', async () => {
    const { token } = await signIn();
    const res = await call(api, 'POST', '/auth/logout', { headers: { cookie: `aurelia_session=${token}`, 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(204);
    expect((await me(bearer(token))).status).toBe(401);
  });

  it('answers 204 to a logout without a session', async () => {
    expect((await call(api, 'POST', '/auth/logout')).status).toBe(204);
    expect((await call(api, 'POST', '/auth/logout', { headers: bearer('nonsense') })).status).toBe(204);
  });

  it('ends a session after its absolute lifetime and after the idle timeout', async () => {
    const expired = await signIn();
    const idle = await signIn();
    const hash = (t: string) => createHash('sha256').update(t).digest('hex');
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hash(expired.token)));
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.tokenHash, hash(idle.token)));
    expect((await me(bearer(expired.token))).status).toBe(401);
    expect((await me(bearer(idle.token))).status).toBe(401);
  });
});

describe('GET /api/auth/session (adopting a cookie session)', () => {
  const session = (headers: Record<string, string>) => call<Session & { error: string }>(api, 'GET', '/auth/session', { headers });

  it('answers the cookie session as {token, user}, never cached', async () => {
    const created = await signup(newAccount());
    const res = await session({ cookie: `aurelia_session=${created.body.token}`, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    // Read through the session, the user carries this year's rewards tier (the member price's, ADR 0038) and its unread messages.
    expect(res.body).toEqual({ token: created.body.token, user: { ...created.body.user, tier: 'ivory', unreadMessages: 0 } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is 401 without a cookie, and a bearer token alone does not count', async () => {
    const created = await signup(newAccount());
    expect((await session({})).status).toBe(401);
    expect((await session(bearer(created.body.token))).status).toBe(401);
  });

  it('is 401 for an ended session and clears the cookie', async () => {
    const created = await signup(newAccount());
    await call(api, 'POST', '/auth/logout', { headers: bearer(created.body.token) });
    const res = await session({ cookie: `aurelia_session=${created.body.token}` });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(/aurelia_session=;.*Max-Age=0/);
  });

  it('refuses a page of another site', async () => {
    const created = await signup(newAccount());
    for (const site of ['cross-site', 'same-site']) {
      expect((await session({ cookie: `aurelia_session=${created.body.token}`, 'sec-fetch-site': site })).status).toBe(403);
    }
  });
});
