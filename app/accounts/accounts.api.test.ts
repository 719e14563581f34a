import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '~/api/limits.server';
import { bearer, call, createTestApi, generousLimits, newAccount, type TestApi } from '~/api/testHelpers.server';
import type { DatabaseHandle } from '~/db/client.server';
import { rateLimits, sessions, users } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import type { User } from './user';
import { messages } from './validation';

let database: DatabaseHandle;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  api = createTestApi(database);
});
afterAll(() => database?.close());

type Session = { token: string; user: User };
const signup = (body: unknown, headers?: Record<string, string>) => call<Session & { error: string }>(api, 'POST', '/auth/signup', { body, headers });
const login = (body: unknown, headers?: Record<string, string>) => call<Session & { error: string }>(api, 'POST', '/auth/login', { body, headers });
const me = (headers: Record<string, string>) => call<User & { error: string }>(api, 'GET', '/auth/me', { headers });
const cookieOf = (headers: Headers) => /aurelia_session=([^;]*)/.exec(headers.get('set-cookie') ?? '')?.[1];

describe('POST /api/auth/signup', () => {
  it('creates the account and answers 201 {token, user} with an HttpOnly, SameSite=Lax session cookie', async () => {
    const account = newAccount();
    const res = await signup({ ...account, email: account.email.toUpperCase() });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    expect(Object.keys(res.body.user).sort()).toEqual(['_id', 'createdAt', 'email', 'role', 'username']);
    expect(res.body.user).toMatchObject({ username: account.username, email: account.email, role: 'user' });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // localhost
    expect(cookieOf(res.headers)).toBe(res.body.token);
    expect((await me(bearer(res.body.token))).body.username).toBe(account.username);
  });

  it('marks the cookie Secure outside localhost', async () => {
    const res = await api.request('https://aurelia.example/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newAccount()),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('stores an argon2id hash (19 MiB, 2 passes), never the password, and never returns it', async () => {
    const account = newAccount();
    const res = await signup(account);
    const [row] = await database.db.select().from(users).where(eq(users.id, res.body.user._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|password/i);
  });

  const valid = { username: 'valentina', email: 'valentina@example.com', password: 'velvet-rope-midnight-42' };
  it.each([
    [{}, messages.missingFields],
    [{ ...valid, username: '' }, messages.missingFields],
    [{ ...valid, email: undefined }, messages.missingFields],
    [{ ...valid, password: '' }, messages.missingFields],
    [{ ...valid, username: 42 }, messages.missingFields],
    [{ ...valid, username: 'ab' }, messages.usernameLength],
    [{ ...valid, username: 'a'.repeat(31) }, messages.usernameLength],
    [{ ...valid, username: 'ab', password: 'short', email: 'bad' }, messages.usernameLength],
    [{ ...valid, password: 'short' }, messages.passwordTooShort],
    [{ ...valid, password: 'short', email: 'bad' }, messages.passwordTooShort],
    [{ ...valid, email: 'not-an-email' }, messages.invalidEmail],
    [{ ...valid, email: 'two words@example.com' }, messages.invalidEmail],
    [{ ...valid, email: 'a@b' }, messages.invalidEmail],
    [{ ...valid, email: `${'a'.repeat(250)}@example.com` }, messages.invalidEmail],
    [{ ...valid, password: 'x'.repeat(129) }, messages.passwordTooLong],
    [{ ...valid, password: 'Password123' }, messages.commonPassword],
    [{ ...valid, password: 'qwertyuiop' }, messages.commonPassword],
    [{ ...valid, username: 'tab\there' }, messages.usernameCharacters],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await signup(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('accepts the boundary lengths (3 and 30 characters, 10 and 128)', async () => {
    const a = newAccount();
    expect((await signup({ ...a, username: `u${a.username}`.slice(0, 30), password: 'x'.repeat(9) + 'y' })).status).toBe(201);
    const b = newAccount();
    expect((await signup({ ...b, username: b.username.slice(-3), password: 'z'.repeat(128) })).status).toBe(201);
  });

  it('answers 409 for a taken email or username, whatever their case', async () => {
    const account = newAccount();
    expect((await signup(account)).status).toBe(201);
    const sameEmail = await signup({ ...newAccount(), email: account.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error).toBe('An account with this email already exists');
    const sameName = await signup({ ...newAccount(), username: account.username.toUpperCase() });
    expect(sameName.status).toBe(409);
    expect(sameName.body.error).toBe('This username is already taken');
  });

  it('lets exactly one of 100 simultaneous identical sign-ups from one address through, with the default limits; the others get 409', async () => {
    const strictApi = createTestApi(database, { limits: DEFAULT_LIMITS, trustProxy: 1 });
    const account = newAccount('crowd');
    const results = await Promise.all(
      Array.from({ length: 100 }, () => call(strictApi, 'POST', '/auth/signup', { body: account, headers: { 'x-forwarded-for': '10.0.99.1' } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
  });

  it('lets exactly one of 100 simultaneous identical sign-ups through; the others get 409', async () => {
    const account = newAccount('race');
    const results = await Promise.all(Array.from({ length: 100 }, () => signup(account)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const [row] = await database.db.select({ n: count() }).from(users).where(eq(users.email, account.email));
    expect(row!.n).toBe(1);
  });

  it('refuses a filled honeypot field with 400 and creates nothing', async () => {
    const account = newAccount();
    const res = await signup({ ...account, website: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.registrationFailed);
    const [row] = await database.db.select({ n: count() }).from(users).where(eq(users.email, account.email));
    expect(row!.n).toBe(0);
  });
});

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
    expect(res.body).toEqual({ token: created.body.token, user: created.body.user });
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

describe('CSRF: state-changing requests authenticated by the cookie alone', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signup(newAccount())).body.token;
  });
  const logoutWith = (headers: Record<string, string>) => call(api, 'POST', '/auth/logout', { headers: { cookie: `aurelia_session=${token}`, ...headers } });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (other subdomain) fetch', { 'sec-fetch-site': 'same-site', origin: 'http://localhost' }],
    ['an opaque origin', { origin: 'null' }],
  ])('are refused with 403 from %s', async (_what, headers) => {
    const res = await logoutWith(headers);
    expect(res.status).toBe(403);
    expect((await me(bearer(token))).status).toBe(200); // not logged out
  });

  it('are accepted from this origin', async () => {
    const other = (await signup(newAccount())).body.token;
    const res = await call(api, 'POST', '/auth/logout', { headers: { cookie: `aurelia_session=${other}`, origin: 'http://localhost' } });
    expect(res.status).toBe(204);
  });

  // Amended 2026-11-22 (ADR 0006): a request with neither Sec-Fetch-Site nor Origin is no
  // browser's, so it cannot be forged; it used to be refused, which broke every cookie-jar client.
  it('are accepted from a client that sends neither Sec-Fetch-Site nor Origin (curl -b/-c, an app)', async () => {
    const other = (await signup(newAccount())).body.token;
    const res = await call(api, 'POST', '/auth/logout', { headers: { cookie: `aurelia_session=${other}` } });
    expect(res.status).toBe(204);
  });

  it('let a cookie-jar client sign up, then post again with the cookie it was given', async () => {
    const account = newAccount();
    const first = await signup(account);
    expect(first.status).toBe(201);
    const jar = { cookie: `aurelia_session=${cookieOf(first.headers)}` };
    const second = await login({ email: account.email, password: account.password }, jar);
    expect(second.status).toBe(200);
    const third = await call(api, 'POST', '/auth/logout', { headers: { cookie: `aurelia_session=${cookieOf(second.headers)}` } });
    expect(third.status).toBe(204);
  });

  it('are accepted when the user made the request directly (Sec-Fetch-Site: none)', async () => {
    const other = (await signup(newAccount())).body.token;
    const res = await call(api, 'POST', '/auth/logout', { headers: { cookie: `aurelia_session=${other}`, 'sec-fetch-site': 'none' } });
    expect(res.status).toBe(204);
  });

  it("are refused from a cross-site page even on sign-in, with the jar's cookie", async () => {
    const account = newAccount();
    const jar = { cookie: `aurelia_session=${cookieOf((await signup(account)).headers)}` };
    const res = await login({ email: account.email, password: account.password }, { ...jar, 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });

  it('do not affect bearer-token requests', async () => {
    const other = (await signup(newAccount())).body.token;
    const res = await call(api, 'POST', '/auth/logout', { headers: { ...bearer(other), origin: 'https://evil.example' } });
    expect(res.status).toBe(204);
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await call(api, 'POST', '/auth/signup', { body: '{"username": ' });
    expect(res.status).toBe(400);
    expect(typeof (res.body as { error: string }).error).toBe('string');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('answers a %s body with 415', async (type) => {
    const res = await call(api, 'POST', '/auth/login', { body: 'email=a@b.c&password=x', headers: { 'content-type': type } });
    expect(res.status).toBe(415);
  });

  it('answers a missing body with 400', async () => {
    expect((await call(api, 'POST', '/auth/signup')).status).toBe(400);
  });

  it('answers a body over 100 KB with 413', async () => {
    const res = await call(api, 'POST', '/auth/signup', { body: { ...newAccount(), username: 'x'.repeat(110 * 1024) } });
    expect(res.status).toBe(413);
  });
});

describe('abuse limits (counters in the database)', () => {
  const strict = {
    ...generousLimits,
    loginFailuresPerAccount: { max: 10, windowSeconds: 60 },
    loginFailuresPerAddress: { max: 10, windowSeconds: 60 },
    signupsPerAddress: { max: 3, windowSeconds: 3600 },
    signupAttemptsPerAddress: { max: 6, windowSeconds: 3600 },
  };
  let limited: TestApi;
  let account: ReturnType<typeof newAccount>;
  beforeAll(async () => {
    limited = createTestApi(database, { limits: strict, trustProxy: 1 });
    account = newAccount();
    await signup(account);
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const loginFrom = (address: string, body: unknown) => call(limited, 'POST', '/auth/login', { body, headers: from(address) });
  const endWindows = () => database.db.update(rateLimits).set({ windowStart: sql`now() - interval '2 hours'` });

  it('answers 429 with Retry-After after 10 failed sign-ins to one account a minute, even from many addresses; the window ends', async () => {
    const wrong = { email: account.email, password: 'not-the-password' };
    for (let i = 0; i < 10; i++) expect((await loginFrom(`10.0.1.${i}`, wrong)).status).toBe(401);
    const blocked = await loginFrom('10.0.1.200', { email: account.email, password: account.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await loginFrom('10.0.1.201', { email: newAccount().email, password: 'whatever-else' })).status).toBe(401); // other accounts unaffected
    await endWindows();
    expect((await loginFrom('10.0.1.200', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('answers 429 after 10 failed sign-ins from one address to any accounts', async () => {
    for (let i = 0; i < 10; i++) expect((await loginFrom('10.0.2.1', { email: `x${i}@example.com`, password: 'wrong-password' })).status).toBe(401);
    expect((await loginFrom('10.0.2.1', { email: 'y@example.com', password: 'wrong-password' })).status).toBe(429);
    expect((await loginFrom('10.0.2.2', { email: 'y@example.com', password: 'wrong-password' })).status).toBe(401);
  });

  it('holds under parallel guessing: at most 10 of 30 simultaneous wrong guesses are checked', async () => {
    const target = newAccount();
    await signup(target);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => loginFrom(`10.0.3.${i}`, { email: target.email, password: `guess-number-${i}` })));
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(20);
  });

  it('holds across server processes on one database: sessions and failure counts are shared', async () => {
    // Two app instances share nothing in memory, as two processes on one PostgreSQL do not.
    const one = createTestApi(database, { limits: strict, trustProxy: 1 });
    const other = createTestApi(database, { limits: strict, trustProxy: 1 });
    const owner = newAccount();
    const made = await call<Session>(one, 'POST', '/auth/signup', { body: owner, headers: from('10.0.6.1') });
    expect((await call<User>(other, 'GET', '/auth/me', { headers: bearer(made.body.token) })).body.username).toBe(owner.username);
    for (let i = 0; i < 10; i++) {
      const guess = { email: owner.email, password: `wrong-password-${i}` };
      expect((await call(i % 2 ? one : other, 'POST', '/auth/login', { body: guess, headers: from(`10.0.6.${10 + i}`) })).status).toBe(401);
    }
    expect((await call(one, 'POST', '/auth/login', { body: { email: owner.email, password: owner.password }, headers: from('10.0.6.50') })).status).toBe(429);
    expect((await call(other, 'POST', '/auth/logout', { headers: bearer(made.body.token) })).status).toBe(204);
    expect((await call(one, 'GET', '/auth/me', { headers: bearer(made.body.token) })).status).toBe(401);
  });

  it('does not count successful sign-ins', async () => {
    const owner = newAccount();
    await signup(owner);
    for (let i = 0; i < 15; i++) expect((await loginFrom('10.0.4.1', { email: owner.email, password: owner.password })).status).toBe(200);
  });

  it('limits sign-ups per address', async () => {
    for (let i = 0; i < 3; i++) expect((await call(limited, 'POST', '/auth/signup', { body: newAccount(), headers: from('10.0.5.1') })).status).toBe(201);
    const res = await call(limited, 'POST', '/auth/signup', { body: newAccount(), headers: from('10.0.5.1') });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(limited, 'POST', '/auth/signup', { body: newAccount(), headers: from('10.0.5.2') })).status).toBe(201);
  });

  it('counts only accounts created against the sign-up limit, and every attempt against the attempts limit', async () => {
    await endWindows();
    const from10 = from('10.0.5.10');
    const existing = newAccount();
    expect((await call(limited, 'POST', '/auth/signup', { body: existing, headers: from10 })).status).toBe(201);
    // Duplicates do not use up the account limit (3 accounts), but each is an attempt (6 attempts).
    for (let i = 0; i < 3; i++) expect((await call(limited, 'POST', '/auth/signup', { body: existing, headers: from10 })).status).toBe(409);
    for (let i = 0; i < 2; i++) expect((await call(limited, 'POST', '/auth/signup', { body: newAccount(), headers: from10 })).status).toBe(201);
    expect((await call(limited, 'POST', '/auth/signup', { body: newAccount(), headers: from10 })).status).toBe(429);
  });

  it('trusts X-Forwarded-For only as far as TRUST_PROXY says: the entry the trusted proxy added', async () => {
    // The client writes its own first entry; the proxy appends the real address.
    for (let i = 0; i < 3; i++) await call(limited, 'POST', '/auth/signup', { body: newAccount(), headers: from(`1.2.3.${i}, 10.0.6.1`) });
    expect((await call(limited, 'POST', '/auth/signup', { body: newAccount(), headers: from('1.2.3.99, 10.0.6.1') })).status).toBe(429);
    // Without TRUST_PROXY the header is ignored: every request here shares one (socket) address.
    const untrusting = createTestApi(database, { limits: strict, trustProxy: 0 });
    await endWindows(); // the shared address has been counted by the other tests
    for (let i = 0; i < 3; i++) expect((await call(untrusting, 'POST', '/auth/signup', { body: newAccount(), headers: from(`10.0.7.${i}`) })).status).toBe(201);
    expect((await call(untrusting, 'POST', '/auth/signup', { body: newAccount(), headers: from('10.0.7.9') })).status).toBe(429);
  });
});

describe('OpenAPI', () => {
  it('documents the accounts, contact, newsletter and blog write endpoints', async () => {
    const doc = (await call<{ paths: Record<string, Record<string, unknown>> }>(api, 'GET', '/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/signup',
        '/auth/login',
        '/auth/logout',
        '/auth/me',
        '/auth/session',
        '/contact',
        '/newsletter',
        '/blog/preview',
        '/blog/{id}',
      ]),
    );
    expect(Object.keys(doc.paths['/blog']!)).toEqual(expect.arrayContaining(['get', 'post']));
  });
});
