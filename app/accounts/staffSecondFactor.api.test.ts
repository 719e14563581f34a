import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, giveSecondFactor, newAccount, openTestApi, totpCode, turnOnTotp } from '~/api/testHelpers.server';
import { users, type Role } from '~/db/schema';
import { secondFactorMessages } from './secondFactorMessages';
import { TestAuthenticator } from './testAuthenticator.server';

// Staff act only with a second factor (issue 47, item 3; docs/decisions/0055): until an editor,
// concierge or admin has an authenticator app or a passkey, every staff API answers 403 saying so,
// while the account's own pages and APIs (where it sets one up) answer as for a guest.

const { database, api } = await openTestApi();
const [hotel] = (await call<Array<{ _id: string }>>(api, 'GET', '/rooms')).body;

/** A signed-in account given a staff role and nothing else. */
async function staffWithoutSecondFactor(role: Exclude<Role, 'user'>) {
  const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount(`nf${role}`) });
  await database.db.update(users).set({ role }).where(eq(users.id, body.user._id));
  return { id: body.user._id, headers: bearer(body.token) };
}

// One staff API of each role's, and one the admins alone have.
const staffRequests: Record<Exclude<Role, 'user'>, [string, string][]> = {
  editor: [
    ['GET', `/staff/hotels/${hotel!._id}/pricing`],
    ['GET', '/staff/offers'],
  ],
  concierge: [
    ['GET', '/staff/arrivals'],
    ['GET', '/staff/messages'],
  ],
  admin: [
    ['GET', '/admin/users'],
    ['GET', '/admin/outbox'],
    ['GET', '/staff/arrivals'],
  ],
};

describe('a staff account without a second factor', () => {
  it.each(['editor', 'concierge', 'admin'] as const)('as %s: every staff API answers 403 with why; /auth/me says so; its own account answers', async (role) => {
    const staff = await staffWithoutSecondFactor(role);
    for (const [method, path] of staffRequests[role]) {
      const res = await call<{ error: string }>(api, method, path, { headers: staff.headers });
      expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 403, error: secondFactorMessages.staffNeedsSecondFactor });
    }
    expect((await call(api, 'GET', '/auth/me', { headers: staff.headers })).body).toMatchObject({ role, needsSecondFactor: 'set-up' });
    expect((await call(api, 'GET', '/account/sessions', { headers: staff.headers })).status).toBe(200);
  });

  it('a route of another role still answers with its own refusal', async () => {
    const editor = await staffWithoutSecondFactor('editor');
    const res = await call<{ error: string }>(api, 'GET', '/admin/users', { headers: editor.headers });
    expect(res.status).toBe(403);
    expect(res.body.error).not.toBe(secondFactorMessages.staffNeedsSecondFactor);
  });

  it('acts once it turns on two-step sign-in, in the same session', async () => {
    const concierge = await staffWithoutSecondFactor('concierge');
    expect((await call(api, 'GET', '/staff/arrivals', { headers: concierge.headers })).status).toBe(403);
    await turnOnTotp(api, concierge.headers);
    expect((await call(api, 'GET', '/staff/arrivals', { headers: concierge.headers })).status).toBe(200);
    const me = await call<Record<string, unknown>>(api, 'GET', '/auth/me', { headers: concierge.headers });
    expect(me.body).not.toHaveProperty('needsSecondFactor');
  });

  it('acts once it has a passkey', async () => {
    const editor = await staffWithoutSecondFactor('editor');
    await giveSecondFactor(database.db, editor.id);
    expect((await call(api, 'GET', '/staff/offers', { headers: editor.headers })).status).toBe(200);
  });

  it('a guest is never asked for one', async () => {
    const { body } = await call<{ token: string }>(api, 'POST', '/auth/signup', { body: newAccount('nfguest') });
    const me = await call<Record<string, unknown>>(api, 'GET', '/auth/me', { headers: bearer(body.token) });
    expect(me.body).toMatchObject({ role: 'user' });
    expect(me.body).not.toHaveProperty('needsSecondFactor');
  });
});

// The session, not only the account (docs/decisions/0059): staff act only in a session that proved
// a second factor. A passkey-only account can still sign in with the password alone; that session
// acts as a guest's until the account signs in again with its passkey or a code.
describe('a staff session signed in with the password alone', () => {
  async function passkeyOnlyStaff(role: Exclude<Role, 'user'>) {
    const account = newAccount(`pw${role}`);
    const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: account });
    const headers = bearer(body.token);
    const options = await call<{ challenge: string; user: { id: string } }>(api, 'POST', '/account/passkeys/options', { headers });
    const authenticator = new TestAuthenticator();
    expect(
      (await call(api, 'POST', '/account/passkeys', { headers, body: { name: 'Desk key', credential: authenticator.register(options.body) } })).status,
    ).toBe(201);
    await database.db.update(users).set({ role }).where(eq(users.id, body.user._id));
    return { account, authenticator, id: body.user._id };
  }

  async function passwordSession(account: { email: string; password: string }) {
    const login = await call<{ token: string }>(api, 'POST', '/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    return bearer(login.body.token);
  }

  it.each(['editor', 'concierge', 'admin'] as const)(
    'as %s: the staff APIs answer 403 saying to sign in with the factor; a passkey sign-in acts',
    async (role) => {
      const staff = await passkeyOnlyStaff(role);
      const headers = await passwordSession(staff.account);
      for (const [method, path] of staffRequests[role]) {
        const res = await call<{ error: string }>(api, method, path, { headers });
        expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 403, error: secondFactorMessages.staffMustProveSecondFactor });
      }
      expect((await call(api, 'GET', '/auth/me', { headers })).body).toMatchObject({ role, needsSecondFactor: 'prove' });

      const start = await call<{ ceremony: string; options: { challenge: string } }>(api, 'POST', '/auth/passkey/options');
      const signedIn = await call<{ token: string }>(api, 'POST', '/auth/passkey', {
        body: { ceremony: start.body.ceremony, credential: staff.authenticator.assert(start.body.options) },
      });
      expect(signedIn.status).toBe(200);
      for (const [method, path] of staffRequests[role]) expect((await call(api, method, path, { headers: bearer(signedIn.body.token) })).status).toBe(200);
      // The password session still does not act.
      expect((await call(api, ...staffRequests[role][0]!, { headers })).status).toBe(403);
    },
  );

  it('acts after a step-up with the passkey in that session, not after one with the password', async () => {
    const staff = await passkeyOnlyStaff('editor');
    const headers = await passwordSession(staff.account);
    expect((await call(api, 'POST', '/auth/step-up', { headers, body: { password: staff.account.password } })).status).toBe(204);
    expect((await call(api, 'GET', '/staff/offers', { headers })).status).toBe(403);
    const options = await call<{ challenge: string }>(api, 'POST', '/auth/step-up/passkey/options', { headers });
    expect(options.status).toBe(200);
    expect((await call(api, 'POST', '/auth/step-up/passkey', { headers, body: { credential: staff.authenticator.assert(options.body) } })).status).toBe(204);
    expect((await call(api, 'GET', '/staff/offers', { headers })).status).toBe(200);
  });

  it('a session older than the app acts once it proves a code of it; a password step-up does not do', async () => {
    const account = newAccount('pwolder');
    const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: account });
    await database.db.update(users).set({ role: 'concierge' }).where(eq(users.id, body.user._id));
    const older = await passwordSession(account);
    const { secret } = await turnOnTotp(api, bearer(body.token));
    expect((await call(api, 'GET', '/staff/arrivals', { headers: bearer(body.token) })).status).toBe(200);
    expect((await call(api, 'GET', '/staff/arrivals', { headers: older })).status).toBe(403);
    expect((await call(api, 'POST', '/auth/step-up', { headers: older, body: { code: totpCode(secret, 1) } })).status).toBe(204);
    expect((await call(api, 'GET', '/staff/arrivals', { headers: older })).status).toBe(200);
  });
});
