// Removing a passkey on /account without JavaScript (issue 47, docs/decisions/0054): a plain form, with the step-up in place.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '~/accounts/sessions.server';
import { TestAuthenticator } from '~/accounts/testAuthenticator.server';
import { bearer, call, generousLimits, newAccount, openTestApi } from '~/api/testHelpers.server';
import { passkeys, sessions } from '~/db/schema';
import { loadContext } from '~/lib/loadContext.server';
import { action } from './AccountPage';
import type { AccountActionData } from './accountForm';

const { database, api } = await openTestApi({ seed: false });
const db = database.db;
const context = loadContext({ db, security: { limits: generousLimits, trustProxy: 0 }, clientAddress: '10.9.0.3' });

const accountAction = async (token: string, fields: Record<string, string>) =>
  (await action({
    request: new Request('http://localhost/account', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `aurelia_session=${token}` },
      body: new URLSearchParams(fields),
    }),
    context,
    params: {},
  } as never)) as unknown as { data: AccountActionData; init: { status: number } | null };

describe('removing a passkey on the account page', () => {
  it('asks for the password in place when the proof is old, then removes it', async () => {
    const account = newAccount('pkpage');
    const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: account });
    const headers = bearer(body.token);
    const options = await call<{ challenge: string; user: { id: string } }>(api, 'POST', '/account/passkeys/options', { headers });
    const added = await call<{ _id: string }>(api, 'POST', '/account/passkeys', {
      headers,
      body: { name: 'Laptop', credential: new TestAuthenticator().register(options.body) },
    });
    expect(added.status).toBe(201);
    await db
      .update(sessions)
      .set({ provedAt: sql`now() - make_interval(mins => 11)` })
      .where(eq(sessions.tokenHash, hashToken(body.token)));

    const asked = await accountAction(body.token, { intent: 'passkey-remove', passkeyId: added.body._id });
    expect(asked.init?.status).toBe(401);
    expect(asked.data).toMatchObject({ intent: 'passkey-remove', stepUp: 'password', passkeyId: added.body._id });
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, body.user._id))).toHaveLength(1);

    const removed = await accountAction(body.token, { intent: 'passkey-remove', passkeyId: added.body._id, stepUpPassword: account.password });
    expect(removed.data.done?.key).toBe('myaccount_passkeys_removed');
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, body.user._id))).toEqual([]);

    const again = await accountAction(body.token, { intent: 'passkey-remove', passkeyId: added.body._id });
    expect(again.init?.status).toBe(404);
  });
});

describe('renaming a passkey on the account page', () => {
  it('renames the owner’s passkey without a fresh proof, refuses a bad name in place and another account’s passkey', async () => {
    const signUp = async (prefix: string) => {
      const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount(prefix) });
      const options = await call<{ challenge: string; user: { id: string } }>(api, 'POST', '/account/passkeys/options', { headers: bearer(body.token) });
      const added = await call<{ _id: string }>(api, 'POST', '/account/passkeys', {
        headers: bearer(body.token),
        body: { name: 'Laptop', credential: new TestAuthenticator().register(options.body) },
      });
      return { token: body.token, userId: body.user._id, passkeyId: added.body._id };
    };
    const owner = await signUp('pkrenpage');
    const other = await signUp('pkrenpageother');
    const nameOf = async (userId: string) => (await db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.userId, userId)))[0]?.name;
    await db
      .update(sessions)
      .set({ provedAt: sql`now() - make_interval(mins => 30)` })
      .where(eq(sessions.tokenHash, hashToken(owner.token)));

    const renamed = await accountAction(owner.token, { intent: 'passkey-rename', passkeyId: owner.passkeyId, name: '  Travel phone ' });
    expect(renamed.init?.status ?? 200).toBe(200);
    expect(renamed.data).toMatchObject({ intent: 'passkey-rename', done: { key: 'myaccount_passkeys_renamed' } });
    expect(await nameOf(owner.userId)).toBe('Travel phone');

    const empty = await accountAction(owner.token, { intent: 'passkey-rename', passkeyId: owner.passkeyId, name: '   ' });
    expect(empty.init?.status).toBe(400);
    expect(empty.data).toMatchObject({ passkeyId: owner.passkeyId, field: 'passkeyName', error: { key: 'myaccount_passkeys_name_missing' } });
    const long = await accountAction(owner.token, { intent: 'passkey-rename', passkeyId: owner.passkeyId, name: 'y'.repeat(61) });
    expect(long.init?.status).toBe(400);
    expect(long.data).toMatchObject({ error: { key: 'myaccount_passkeys_name_too_long' }, values: { passkeyName: 'y'.repeat(61) } });
    expect(await nameOf(owner.userId)).toBe('Travel phone');

    const theirs = await accountAction(owner.token, { intent: 'passkey-rename', passkeyId: other.passkeyId, name: 'Mine now' });
    expect(theirs.init?.status).toBe(404);
    expect(await nameOf(other.userId)).toBe('Laptop');
    expect((await accountAction(owner.token, { intent: 'passkey-rename', passkeyId: 'nope', name: 'Mine' })).init?.status).toBe(404);
  });
});
