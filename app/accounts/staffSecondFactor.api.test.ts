import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, giveSecondFactor, newAccount, openTestApi, turnOnTotp } from '~/api/testHelpers.server';
import { users, type Role } from '~/db/schema';
import { secondFactorMessages } from './secondFactorMessages';

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
    expect((await call(api, 'GET', '/auth/me', { headers: staff.headers })).body).toMatchObject({ role, needsSecondFactor: true });
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
