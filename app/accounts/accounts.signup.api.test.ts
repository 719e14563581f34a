// The accounts API, sign-up: POST /api/auth/signup (the rest: accounts.*.api.test.ts).
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '~/api/limits.server';
import { bearer, call, createTestApi, newAccount, openTestApi } from '~/api/testHelpers.server';
import { users } from '~/db/schema';
import { accountRequests, cookieOf } from './accountsApiTestKit.server';
import { messages } from './validation';

const { database, api } = await openTestApi({ seed: false });
const { signup, me } = accountRequests(api);

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
