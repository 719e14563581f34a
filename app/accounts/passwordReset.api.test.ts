import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApi, generousLimits, giveSecondFactor, newAccount, type TestApi } from '~/api/testHelpers.server';
import type { DatabaseHandle } from '~/db/client.server';
import { outbox, passwordResets, sessions, users } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { E2E_ADMIN } from './e2eEditor';
import { resetMessages } from './passwordReset';
import type { User } from './user';
import { upsertAccount } from './users.server';
import { messages } from './validation';

let database: DatabaseHandle;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  api = createTestApi(database);
});
afterAll(() => database?.close());

type Session = { token: string; user: User };
const signup = async (account = newAccount('reset')) => {
  const res = await call<Session>(api, 'POST', '/auth/signup', { body: account });
  expect(res.status).toBe(201);
  return { ...account, token: res.body.token, user: res.body.user };
};
const login = (email: string, password: string) => call<Session & { error: string }>(api, 'POST', '/auth/login', { body: { email, password } });
const forgot = (email: unknown, on: TestApi = api, headers?: Record<string, string>) =>
  call<{ message: string; error: string }>(on, 'POST', '/auth/forgot-password', { body: { email }, headers });
const reset = (body: unknown) => call<{ message: string; error: string }>(api, 'POST', '/auth/reset-password', { body });
const mailsTo = (email: string) => database.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase())).orderBy(outbox.createdAt);
const tokenIn = (text: string) => /\/reset-password\?token=([A-Za-z0-9_-]{43})(?:\s|$)/.exec(text)?.[1];

async function linkFor(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(202);
  const mails = await mailsTo(email);
  const token = tokenIn(mails.at(-1)!.text);
  expect(token).toBeDefined();
  return token!;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 with the same message for a known and an unknown address, and mails only the known one', async () => {
    const account = await signup();
    const known = await forgot(account.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    expect(known).toMatchObject({ status: 202, body: { message: resetMessages.requested } });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(resetMessages.requested).toBe('If an account exists for that address, we have sent a link to reset the password. It is valid for 30 minutes.');

    const mails = await mailsTo(account.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Reset your Aurelia Resorts password', sentAt: null, error: null });
    expect(mail!.text).toContain(`Hello ${account.username},`);
    expect(mail!.text).toMatch(/^http:\/\/localhost\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
    expect(mail!.html).toContain('href="http://localhost/reset-password?token=');
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);

    // Only the token's sha256 is stored, valid for 30 minutes.
    const [row] = await database.db
      .select({ tokenHash: passwordResets.tokenHash, minutes: sql<number>`extract(epoch from (${passwordResets.expiresAt} - now())) / 60` })
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.user._id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(tokenIn(mail!.text));
    expect(Number(row!.minutes)).toBeGreaterThan(29);
    expect(Number(row!.minutes)).toBeLessThanOrEqual(30);
  });

  it('sends no link to an account that has no password (the demo reviewers)', async () => {
    await database.db.insert(users).values({ username: 'reviewer-np', email: 'reviewer-np@example.com', passwordHash: null });
    expect((await forgot('reviewer-np@example.com')).status).toBe(202);
    expect(await mailsTo('reviewer-np@example.com')).toHaveLength(0);
  });

  it.each([
    [{}, resetMessages.emailMissing],
    [{ email: '' }, resetMessages.emailMissing],
    [{ email: 42 }, resetMessages.emailMissing],
    [{ email: 'not-an-email' }, messages.invalidEmail],
    [{ email: `${'a'.repeat(250)}@example.com` }, messages.invalidEmail],
  ])('answers %j with 400 and the form text', async (body, error) => {
    expect(await call(api, 'POST', '/auth/forgot-password', { body })).toMatchObject({ status: 400, body: { error } });
  });

  it('limits requests per email (known or not) with 429 and Retry-After', async () => {
    const limited = createTestApi(database, { limits: { ...generousLimits, passwordResetsPerEmail: { max: 2, windowSeconds: 3600 } } });
    const account = await signup();
    for (const email of [account.email, 'unknown-limit@example.com']) {
      expect((await forgot(email, limited)).status).toBe(202);
      expect((await forgot(email.toUpperCase(), limited)).status).toBe(202);
      const res = await forgot(email, limited);
      expect(res).toMatchObject({ status: 429, body: { error: resetMessages.limited } });
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(await mailsTo(account.email)).toHaveLength(2);
  });

  it('limits requests per client address with 429', async () => {
    const limited = createTestApi(database, { limits: { ...generousLimits, passwordResetsPerAddress: { max: 2, windowSeconds: 3600 } }, trustProxy: 1 });
    const from = { 'x-forwarded-for': '10.7.0.9' };
    expect((await forgot('a-addr@example.com', limited, from)).status).toBe(202);
    expect((await forgot('b-addr@example.com', limited, from)).status).toBe(202);
    expect((await forgot('c-addr@example.com', limited, from)).status).toBe(429);
    expect((await forgot('c-addr@example.com', limited, { 'x-forwarded-for': '10.7.0.10' })).status).toBe(202);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, ends every session of the account, and the old password no longer works', async () => {
    const account = await signup();
    const second = await login(account.email, account.password);
    expect(second.status).toBe(200);
    const token = await linkFor(account.email);

    const done = await reset({ token, password: 'a-brand-new-passphrase-7' });
    expect(done).toMatchObject({ status: 200, body: { message: resetMessages.done } });

    // Both sessions (sign-up's and the later sign-in's) have ended.
    for (const old of [account.token, second.body.token]) {
      expect((await call(api, 'GET', '/auth/me', { headers: bearer(old) })).status).toBe(401);
    }
    expect((await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, account.user._id)))[0]!.n).toBe(0);
    expect((await login(account.email, account.password)).status).toBe(401);
    const fresh = await login(account.email, 'a-brand-new-passphrase-7');
    expect(fresh.status).toBe(200);
    expect((await call(api, 'GET', '/auth/me', { headers: bearer(fresh.body.token) })).status).toBe(200);

    // The link works once.
    expect(await reset({ token, password: 'yet-another-passphrase-8' })).toMatchObject({ status: 400, body: { error: resetMessages.linkUsed } });
    expect((await login(account.email, 'a-brand-new-passphrase-7')).status).toBe(200);
  });

  it('refuses an expired link, and the password stays', async () => {
    const account = await signup();
    const token = await linkFor(account.email);
    await database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, account.user._id));
    expect(await reset({ token, password: 'a-brand-new-passphrase-7' })).toMatchObject({ status: 400, body: { error: resetMessages.linkExpired } });
    expect((await login(account.email, account.password)).status).toBe(200);
    expect((await call(api, 'GET', '/auth/me', { headers: bearer(account.token) })).status).toBe(200);
  });

  it('uses up every other link of the account once one has been used', async () => {
    const account = await signup();
    const first = await linkFor(account.email);
    const second = await linkFor(account.email);
    expect((await reset({ token: second, password: 'a-brand-new-passphrase-7' })).status).toBe(200);
    expect(await reset({ token: first, password: 'yet-another-passphrase-8' })).toMatchObject({ status: 400, body: { error: resetMessages.linkUsed } });
    const open = await database.db
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, account.user._id), sql`${passwordResets.usedAt} is null`));
    expect(open[0]!.n).toBe(0);
  });

  it('gives one change for two simultaneous uses of one link', async () => {
    const account = await signup();
    const token = await linkFor(account.email);
    const results = await Promise.all([reset({ token, password: 'first-racing-passphrase-1' }), reset({ token, password: 'second-racing-passphrase-2' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0]!.status === 200 ? 'first-racing-passphrase-1' : 'second-racing-passphrase-2';
    expect((await login(account.email, winner)).status).toBe(200);
  });

  it('checks the new password by the registration rules, keeping the link for another try', async () => {
    const account = await signup();
    const token = await linkFor(account.email);
    expect(await reset({ token, password: '' })).toMatchObject({ status: 400, body: { error: messages.missingFields } });
    expect(await reset({ token, password: 'short' })).toMatchObject({ status: 400, body: { error: messages.passwordTooShort } });
    expect(await reset({ token, password: 'x'.repeat(129) })).toMatchObject({ status: 400, body: { error: messages.passwordTooLong } });
    expect(await reset({ token, password: 'Password123' })).toMatchObject({ status: 400, body: { error: messages.commonPassword } });
    expect(await reset({ token })).toMatchObject({ status: 400, body: { error: messages.missingFields } });
    expect((await reset({ token, password: 'a-brand-new-passphrase-7' })).status).toBe(200);
  });

  it.each([
    [{ token: 'x'.repeat(43), password: 'a-brand-new-passphrase-7' }],
    [{ token: 'short', password: 'a-brand-new-passphrase-7' }],
    [{ token: '', password: 'a-brand-new-passphrase-7' }],
    [{ password: 'a-brand-new-passphrase-7' }],
    [{ token: 42, password: 'a-brand-new-passphrase-7' }],
  ])('refuses the unknown link %j with 400', async (body) => {
    expect(await reset(body)).toMatchObject({ status: 400, body: { error: resetMessages.linkUnknown } });
  });
});

describe('GET /api/admin/outbox', () => {
  it('is for admins only, newest first, optionally to one address', async () => {
    const guest = await signup();
    expect((await call(api, 'GET', '/admin/outbox')).status).toBe(401);
    expect((await call(api, 'GET', '/admin/outbox', { headers: bearer(guest.token) })).status).toBe(403);

    const { user: adminAccount } = await upsertAccount(database.db, { ...E2E_ADMIN, password: 'admin-passphrase-for-tests' });
    const admin = await login(E2E_ADMIN.email, 'admin-passphrase-for-tests');
    await giveSecondFactor(database.db, adminAccount._id);
    await forgot(guest.email);
    await forgot(guest.email);
    const res = await call<Array<Record<string, unknown>>>(api, 'GET', `/admin/outbox?to=${encodeURIComponent(guest.email.toUpperCase())}`, {
      headers: bearer(admin.body.token),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toHaveLength(2);
    expect(Object.keys(res.body[0]!).sort()).toEqual(['_id', 'createdAt', 'error', 'headers', 'html', 'kind', 'sentAt', 'subject', 'text', 'to']);
    expect(res.body.every((m) => m.to === guest.email.toLowerCase() && m.kind === 'password-reset')).toBe(true);
    expect(new Date(res.body[0]!.createdAt as string) >= new Date(res.body[1]!.createdAt as string)).toBe(true);

    const some = await call<unknown[]>(api, 'GET', '/admin/outbox?limit=1', { headers: bearer(admin.body.token) });
    expect(some.body).toHaveLength(1);
    expect((await call(api, 'GET', '/admin/outbox?limit=0', { headers: bearer(admin.body.token) })).status).toBe(400);
    expect((await call(api, 'GET', '/admin/outbox?limit=abc', { headers: bearer(admin.body.token) })).status).toBe(400);
  });

  it('is documented in the OpenAPI description with the reset routes', async () => {
    const doc = (await (await api.request('/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/forgot-password', '/auth/reset-password', '/admin/outbox']));
  });
});
