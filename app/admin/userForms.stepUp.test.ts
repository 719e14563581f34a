import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '~/account/accountMessages';
import { secondFactorMessages } from '~/accounts/secondFactorMessages';
import { createSession } from '~/accounts/sessions.server';
import { studioFormProof } from '~/accounts/stepUp.server';
import { upsertAccount } from '~/accounts/users.server';
import { generousLimits, newAccount, openTestApi } from '~/api/testHelpers.server';
import { passkeys, users } from '~/db/schema';
import { userFormAction } from './adminForms.server';

// The studio's forms ask an admin whose proof is older than the step-up window for one, in the
// form (issue 47, item 4; docs/decisions/0053): nothing changes until it is given.

const { database } = await openTestApi({ seed: false });
const { db } = database;
const password = 'admin-passphrase-for-step-up';
const { user: admin } = await upsertAccount(db, { username: 'Step Admin', email: 'step-admin@example.com', password, role: 'admin' });
const { token } = await createSession(db, admin._id);
const security = { limits: generousLimits, trustProxy: 0 };
/** Eleven minutes on: the sign-in's proof is stale (the window is ten). */
const later = { db, security, now: () => new Date(Date.now() + 11 * 60 * 1000) };

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};
const post = (fields: Record<string, string>) => new Request('http://localhost/studio/users/x', { method: 'POST', body: form(fields) });
const roleOf = async (id: string) => (await db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;

async function newGuest() {
  const account = newAccount('stepguest');
  const [row] = await db.insert(users).values({ username: account.username, email: account.email }).returning();
  return row!.id;
}

describe('a role change from the studio', () => {
  it('goes through on a fresh proof', async () => {
    const guest = await newGuest();
    const answer = await userFormAction({ db, security }, admin, guest, post({ intent: 'role', role: 'concierge' }), token);
    expect(answer.data).toMatchObject({ ok: true });
    expect(await roleOf(guest)).toBe('concierge');
  });

  it('on a stale one, asks for the password in the form, keeping the role chosen, and changes nothing', async () => {
    const guest = await newGuest();
    const answer = await userFormAction(later, admin, guest, post({ intent: 'role', role: 'editor' }), token);
    expect(answer.init?.status).toBe(401);
    expect(answer.data).toEqual({ ok: false, error: secondFactorMessages.stepUp, stepUp: 'password', stepUpPasskey: false, intent: 'role', role: 'editor' });
    expect(await roleOf(guest)).toBe('user');

    const wrong = await userFormAction(later, admin, guest, post({ intent: 'role', role: 'editor', stepUpPassword: 'not the password' }), token);
    expect(wrong.init?.status).toBe(401);
    expect(wrong.data).toMatchObject({ ok: false, error: accountMessages.wrongPassword, stepUp: 'password' });
    expect(await roleOf(guest)).toBe('user');

    const proved = await userFormAction(later, admin, guest, post({ intent: 'role', role: 'editor', stepUpPassword: password }), token);
    expect(proved.data).toMatchObject({ ok: true });
    expect(await roleOf(guest)).toBe('editor');
  });

  it('disabling asks the same', async () => {
    const guest = await newGuest();
    const answer = await userFormAction(later, admin, guest, post({ intent: 'disable' }), token);
    expect(answer.data).toMatchObject({ ok: false, stepUp: 'password', intent: 'disable' });
    const [row] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, guest));
    expect(row!.disabledAt).toBeNull();
  });
});

describe('studioFormProof (the tier bonus asks through it)', () => {
  it('null on a fresh proof; on a stale one, what to ask for', async () => {
    expect(await studioFormProof({ db, security }, admin._id, token, form({}))).toBeNull();
    expect(await studioFormProof(later, admin._id, token, form({}))).toEqual({
      stepUp: 'password',
      passkey: false,
      message: secondFactorMessages.stepUp,
      status: 401,
    });
    expect(await studioFormProof(later, admin._id, null, form({ stepUpPassword: password }))).toEqual({
      stepUp: 'password',
      passkey: false,
      message: secondFactorMessages.stepUp,
      status: 401,
    });
  });

  it('says when the account has a passkey, which the field then offers too', async () => {
    const { user } = await upsertAccount(db, { username: 'Key Admin', email: 'key-admin@example.com', password, role: 'admin' });
    const session = await createSession(db, user._id);
    await db.insert(passkeys).values({ userId: user._id, credentialId: 'step-up-test-key', publicKey: 'AA', counter: 0, name: 'Laptop' });
    expect(await studioFormProof(later, user._id, session.token, form({}))).toMatchObject({ stepUp: 'password', passkey: true, status: 401 });
  });
});
