// Passkeys (issue 47, docs/decisions/0054): adding one, signing in with it alone, a passkey as a step-up proof.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, openTestApi, signUpAs, type TestApi } from '~/api/testHelpers.server';
import { passkeys, sessions, users } from '~/db/schema';
import { hasAnySecondFactor, hasSecondFactor } from './secondFactor.server';
import { hashToken } from './sessions.server';
import { TestAuthenticator } from './testAuthenticator.server';

const { database, api } = await openTestApi();
const db = database.db;

type Options = { challenge: string; user: { id: string }; allowCredentials?: unknown[]; rp?: { id: string } };

const provedAgo = (token: string, minutes: number) =>
  db
    .update(sessions)
    .set({ provedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.tokenHash, hashToken(token)));

async function addPasskey(app: TestApi, headers: Record<string, string>, authenticator = new TestAuthenticator(), name = 'My phone') {
  const options = await call<Options>(app, 'POST', '/account/passkeys/options', { headers });
  expect(options.status).toBe(200);
  const added = await call<{ _id: string; name: string }>(app, 'POST', '/account/passkeys', {
    headers,
    body: { name, credential: authenticator.register(options.body) },
  });
  return { authenticator, added };
}

async function signInWith(app: TestApi, authenticator: TestAuthenticator, where = {}) {
  const start = await call<{ ceremony: string; options: Options }>(app, 'POST', '/auth/passkey/options');
  expect(start.status).toBe(200);
  return call<{ token: string; user: { _id: string } }>(app, 'POST', '/auth/passkey', {
    body: { ceremony: start.body.ceremony, credential: authenticator.assert(start.body.options, where) },
  });
}

describe('passkeys', () => {
  it('registers a passkey, then signs in with it alone: a session that counts as a fresh proof', async () => {
    const member = await signUpAs(api, db, 'user', 'pk');
    expect(await hasAnySecondFactor(db, member.id)).toBe(false);
    const { authenticator, added } = await addPasskey(api, member.headers);
    expect(added.status).toBe(201);
    // A second factor for the staff policy; the password sign-in asks no second step for it.
    expect(await hasAnySecondFactor(db, member.id)).toBe(true);
    expect(await hasSecondFactor(db, member.id)).toBe(false);
    expect(added.body.name).toBe('My phone');

    const listed = await call<{ passkeys: { name: string; createdAt: string; lastUsedAt: string | null }[] }>(api, 'GET', '/account/passkeys', {
      headers: member.headers,
    });
    expect(listed.body.passkeys).toEqual([expect.objectContaining({ name: 'My phone', lastUsedAt: null })]);
    expect(JSON.stringify(listed.body)).not.toContain('publicKey');
    const exported = await call<{ passkeys: unknown[] }>(api, 'GET', '/account/export', { headers: member.headers });
    expect(exported.body.passkeys).toEqual([{ name: 'My phone', createdAt: expect.any(String), lastUsedAt: null }]);
    expect(JSON.stringify(exported.body)).not.toContain(authenticator.id);

    const start = await call<{ ceremony: string; options: Options }>(api, 'POST', '/auth/passkey/options');
    expect(start.body.options.allowCredentials ?? []).toEqual([]);
    expect(start.body.options.rp ?? { id: 'localhost' }).toBeTruthy();
    const signedIn = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/passkey', {
      body: { ceremony: start.body.ceremony, credential: authenticator.assert(start.body.options) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user._id).toBe(member.id);
    expect(signedIn.headers.get('set-cookie')).toContain('aurelia_session=');
    const me = await call(api, 'GET', '/auth/me', { headers: bearer(signedIn.body.token) });
    expect(me.status).toBe(200);
    // The new session may do sensitive things at once.
    expect((await call(api, 'POST', '/account/passkeys/options', { headers: bearer(signedIn.body.token) })).status).toBe(200);

    const [row] = await db.select().from(passkeys).where(eq(passkeys.userId, member.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('accepts a challenge once', async () => {
    const member = await signUpAs(api, db, 'user', 'pkonce');
    const { authenticator } = await addPasskey(api, member.headers);
    const start = await call<{ ceremony: string; options: Options }>(api, 'POST', '/auth/passkey/options');
    const first = await call(api, 'POST', '/auth/passkey', { body: { ceremony: start.body.ceremony, credential: authenticator.assert(start.body.options) } });
    expect(first.status).toBe(200);
    const again = await call(api, 'POST', '/auth/passkey', { body: { ceremony: start.body.ceremony, credential: authenticator.assert(start.body.options) } });
    expect(again.status).toBe(400);

    // A registration challenge too: the second answer to the same options is refused.
    const options = await call<Options>(api, 'POST', '/account/passkeys/options', { headers: member.headers });
    const other = new TestAuthenticator();
    expect(
      (await call(api, 'POST', '/account/passkeys', { headers: member.headers, body: { name: 'A', credential: other.register(options.body) } })).status,
    ).toBe(201);
    const replay = await call(api, 'POST', '/account/passkeys', {
      headers: member.headers,
      body: { name: 'B', credential: new TestAuthenticator().register(options.body) },
    });
    expect(replay.status).toBe(400);
  });

  it('refuses an answer made for another origin or relying party id', async () => {
    const member = await signUpAs(api, db, 'user', 'pkorigin');
    const options = await call<Options>(api, 'POST', '/account/passkeys/options', { headers: member.headers });
    const wrongOrigin = await call(api, 'POST', '/account/passkeys', {
      headers: member.headers,
      body: {
        name: 'Phishing',
        credential: new TestAuthenticator({ origin: 'https://aurelia-resorts.example.evil', rpId: 'localhost' }).register(options.body),
      },
    });
    expect(wrongOrigin.status).toBe(400);

    const { authenticator } = await addPasskey(api, member.headers);
    expect((await signInWith(api, authenticator, { origin: 'http://evil.localhost:3000' })).status).toBe(401);
    expect((await signInWith(api, authenticator, { rpId: 'example.com' })).status).toBe(401);
    expect((await signInWith(api, authenticator)).status).toBe(200);

    // Without user verification (no PIN, no fingerprint) a passkey is one factor only: refused.
    const again = await call<Options>(api, 'POST', '/account/passkeys/options', { headers: member.headers });
    const unverified = new TestAuthenticator(undefined, false);
    expect(
      (await call(api, 'POST', '/account/passkeys', { headers: member.headers, body: { name: 'No PIN', credential: unverified.register(again.body) } })).status,
    ).toBe(400);
  });

  it('signs nobody in as another account: the passkey names its owner', async () => {
    const grace = await signUpAs(api, db, 'user', 'pkgrace');
    const mallory = await signUpAs(api, db, 'user', 'pkmallory');
    const { authenticator: malloryKey } = await addPasskey(api, mallory.headers);
    await addPasskey(api, grace.headers);
    // Mallory's passkey claiming Grace's user handle.
    malloryKey.userHandle = Buffer.from(grace.id).toString('base64url');
    expect((await signInWith(api, malloryKey)).status).toBe(401);
    // Mallory's passkey is no step-up for Grace's session.
    const options = await call<Options>(api, 'POST', '/auth/step-up/passkey/options', { headers: grace.headers });
    malloryKey.userHandle = Buffer.from(mallory.id).toString('base64url');
    const proof = await call(api, 'POST', '/auth/step-up/passkey', { headers: grace.headers, body: { credential: malloryKey.assert(options.body) } });
    expect(proof.status).toBe(401);
    const signedIn = await signInWith(api, malloryKey);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user._id).toBe(mallory.id);
  });

  it('asks a fresh proof to add or remove one, takes a passkey as that proof, and a removed passkey signs nobody in', async () => {
    const member = await signUpAs(api, db, 'user', 'pkstep');
    const { authenticator, added } = await addPasskey(api, member.headers);
    await provedAgo(member.token, 11);

    const removal = await call<{ stepUp?: boolean }>(api, 'DELETE', `/account/passkeys/${added.body._id}`, { headers: member.headers });
    expect(removal.status).toBe(401);
    expect(removal.body.stepUp).toBe(true);
    const adding = await call<{ stepUp?: boolean }>(api, 'POST', '/account/passkeys/options', { headers: member.headers });
    expect(adding.body.stepUp).toBe(true);
    // Renaming is not sensitive.
    expect((await call(api, 'PATCH', `/account/passkeys/${added.body._id}`, { headers: member.headers, body: { name: 'Work laptop' } })).status).toBe(204);

    const options = await call<Options>(api, 'POST', '/auth/step-up/passkey/options', { headers: member.headers });
    expect(options.status).toBe(200);
    expect(
      (await call(api, 'POST', '/auth/step-up/passkey', { headers: member.headers, body: { credential: authenticator.assert(options.body) } })).status,
    ).toBe(204);

    expect((await call(api, 'DELETE', `/account/passkeys/${added.body._id}`, { headers: member.headers })).status).toBe(204);
    expect((await signInWith(api, authenticator)).status).toBe(401);
    expect((await call(api, 'DELETE', `/account/passkeys/${added.body._id}`, { headers: member.headers })).status).toBe(404);
  });

  it('renames a passkey of the owner only, with a name checked as adding does, and no fresh proof asked', async () => {
    const owner = await signUpAs(api, db, 'user', 'pkrename');
    const other = await signUpAs(api, db, 'user', 'pkrenother');
    const { added } = await addPasskey(api, owner.headers);
    const { added: others } = await addPasskey(api, other.headers, new TestAuthenticator(), 'Theirs');
    const rename = (headers: Record<string, string>, id: string, body: unknown) =>
      call<{ error?: string }>(api, 'PATCH', `/account/passkeys/${id}`, { headers, body });
    const names = async (headers: Record<string, string>) =>
      (await call<{ passkeys: { name: string }[] }>(api, 'GET', '/account/passkeys', { headers })).body.passkeys.map((p) => p.name);

    const versionOf = async (id: string) => (await db.select({ v: users.dataVersion }).from(users).where(eq(users.id, id)))[0]!.v;
    const before = await versionOf(owner.id);
    // A stale proof does not stop a rename: a name changes no security (docs/decisions/0054).
    await provedAgo(owner.token, 30);
    expect((await rename(owner.headers, added.body._id, { name: '  Work laptop  ' })).status).toBe(204);
    expect(await names(owner.headers)).toEqual(['Work laptop']);
    // The account's kept pages show the new name (a new data version, docs/decisions/0022).
    expect(await versionOf(owner.id)).toBeGreaterThan(before);
    expect((await rename(owner.headers, added.body._id, { name: 'x'.repeat(60) })).status).toBe(204);

    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(61) }, {}, { name: 42 }]) {
      const refused = await rename(owner.headers, added.body._id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toMatch(/passkey/);
    }
    expect((await rename(owner.headers, added.body._id, { name: 'x'.repeat(61) })).body.error).toBe('A passkey name has at most 60 characters');
    expect(await names(owner.headers)).toEqual(['x'.repeat(60)]);

    // Another account's passkey is not found, and stays as it was.
    expect((await rename(owner.headers, others.body._id, { name: 'Mine now' })).status).toBe(404);
    expect(await names(other.headers)).toEqual(['Theirs']);
    expect((await rename(owner.headers, '00000000-0000-4000-8000-000000000000', { name: 'Nobody' })).status).toBe(404);

    // Signed out: 401, nothing renamed.
    expect((await rename({}, added.body._id, { name: 'Anyone' })).status).toBe(401);
    expect((await rename(bearer('not-a-session'), added.body._id, { name: 'Anyone' })).status).toBe(401);
    expect(await names(owner.headers)).toEqual(['x'.repeat(60)]);
  });

  it('answers clear 4xx to malformed input, and an account’s deletion takes its passkeys', async () => {
    const member = await signUpAs(api, db, 'user', 'pkbad');
    const options = await call<Options>(api, 'POST', '/account/passkeys/options', { headers: member.headers });
    const credential = new TestAuthenticator().register(options.body);
    expect((await call(api, 'POST', '/account/passkeys', { headers: member.headers, body: { name: ' ', credential } })).status).toBe(400);
    expect((await call(api, 'POST', '/account/passkeys', { headers: member.headers, body: { name: 'x'.repeat(61), credential } })).status).toBe(400);
    expect((await call(api, 'POST', '/account/passkeys', { headers: member.headers, body: { name: 'ok', credential: { id: 'x' } } })).status).toBe(400);
    expect((await call(api, 'POST', '/auth/passkey', { body: { ceremony: 'nope', credential: 'nope' } })).status).toBe(400);
    expect((await call(api, 'PATCH', '/account/passkeys/not-a-uuid', { headers: member.headers, body: { name: 'x' } })).status).toBe(404);
    expect((await call(api, 'GET', '/account/passkeys')).status).toBe(401);

    await addPasskey(api, member.headers);
    await db.delete(users).where(eq(users.id, member.id));
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, member.id))).toEqual([]);
  });
});
