// The accounts API, abuse limits: failed sign-ins and sign-ups counted in the database, across
// processes (the rest: accounts.*.api.test.ts).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApi, generousLimits, newAccount, openTestApi, type TestApi } from '~/api/testHelpers.server';
import { rateLimits } from '~/db/schema';
import { accountRequests, type Session } from './accountsApiTestKit.server';
import type { User } from './user';

const { database, api } = await openTestApi({ seed: false });
const { signup } = accountRequests(api);

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
  it('answers 429 with Retry-After after 30 passkey sign-ins begun from one address in a minute; other addresses go on', async () => {
    const passkeyLimited = createTestApi(database, { limits: { ...generousLimits, passkeySignInsPerAddress: { max: 30, windowSeconds: 60 } }, trustProxy: 1 });
    const begin = (address: string) => call<{ ceremony?: string; error?: string }>(passkeyLimited, 'POST', '/auth/passkey/options', { headers: from(address) });
    for (let i = 0; i < 30; i++) expect((await begin('10.0.4.1')).status).toBe(200);
    const blocked = await begin('10.0.4.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('Too many passkey sign-ins from here. Please wait a minute and try again.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await begin('10.0.4.2')).status).toBe(200);
    await endWindows();
    expect((await begin('10.0.4.1')).status).toBe(200);
  });
});
