// An admin helps a locked-out member (docs/decisions/0053, "A locked-out member"): sees their second
// factors, turns their two-step sign-in off, removes a passkey, through the API and the user page's
// forms. Admins only, with a fresh proof, audited with the admin as actor, the member mailed in their
// language and signed out everywhere; never on the admin's own account.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '~/accounts/sessions.server';
import { secondFactorMessages } from '~/accounts/secondFactorMessages';
import { TestAuthenticator } from '~/accounts/testAuthenticator.server';
import { call, generousLimits, openTestApi, turnOnTotp, type TestApi } from '~/api/testHelpers.server';
import { passkeys, recoveryCodes, sessions, totpFactors, users } from '~/db/schema';
import { listOutbox } from '~/mail/mailer.server';
import type { User } from '~/accounts/user';
import { userFormAction } from './adminForms.server';
import { adminTestKit } from './adminTestKit.server';
import { factorMessages, type ManagedFactors } from './userFactors.server';

const { database, api } = await openTestApi();
const db = database.db;
const { signUp, entriesFor } = adminTestKit(api, database);
const admin = await signUp('admin');

type Options = { challenge: string; user: { id: string } };
type Changed = { factors: ManagedFactors; sessionsEnded: number; error?: string; stepUp?: true };

async function addPasskey(app: TestApi, headers: Record<string, string>, name: string) {
  const options = await call<Options>(app, 'POST', '/account/passkeys/options', { headers });
  const added = await call<{ _id: string }>(app, 'POST', '/account/passkeys', {
    headers,
    body: { name, credential: new TestAuthenticator().register(options.body) },
  });
  expect(added.status).toBe(201);
  return added.body._id;
}

/** A member who turned two-step sign-in on, wrote French, and has a passkey. */
async function lockedOutMember() {
  const member = await signUp('user', 'locked');
  await db.update(users).set({ language: 'fr' }).where(eq(users.id, member.id));
  await turnOnTotp(api, member.headers);
  const passkeyId = await addPasskey(api, member.headers, 'Téléphone perdu');
  return { ...member, passkeyId };
}

const login = (account: { email: string; password: string }) =>
  call<{ token?: string; mfaRequired?: true }>(api, 'POST', '/auth/login', { body: { email: account.email, password: account.password } });
const staleProof = (token: string) =>
  db
    .update(sessions)
    .set({ provedAt: sql`now() - make_interval(mins => 11)` })
    .where(eq(sessions.tokenHash, hashToken(token)));
const notices = async (to: string) => (await listOutbox(db, { to, limit: 50 })).filter((mail) => mail.kind === 'security-notice');
const twoStepOff = (id: string, headers = admin.headers) => call<Changed>(api, 'DELETE', `/admin/users/${id}/two-step`, { headers });
const removeKey = (id: string, passkeyId: string, headers = admin.headers) =>
  call<Changed>(api, 'DELETE', `/admin/users/${id}/passkeys/${passkeyId}`, { headers });

describe("a locked-out member's second factors, through the API", () => {
  it('shows them, then turns two-step sign-in off: the password alone signs in, audited, mailed in French, signed out', async () => {
    const member = await lockedOutMember();
    expect((await login(member)).body).toMatchObject({ mfaRequired: true });
    const seen = await call<ManagedFactors>(api, 'GET', `/admin/users/${member.id}/factors`, { headers: admin.headers });
    expect(seen).toMatchObject({ status: 200, body: { totp: true, recoveryLeft: 10, passkeys: [{ _id: member.passkeyId, name: 'Téléphone perdu' }] } });
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    const mailsBefore = (await notices(member.email)).length;

    const off = await twoStepOff(member.id);
    expect(off.status).toBe(200);
    expect(off.body.factors).toMatchObject({ totp: false, recoveryLeft: 0, passkeys: [{ _id: member.passkeyId }] });
    expect(off.body.sessionsEnded).toBe(1);
    expect(await db.select().from(totpFactors).where(eq(totpFactors.userId, member.id))).toEqual([]);
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
    // Signed out everywhere; the password alone signs in now.
    expect((await call(api, 'GET', '/auth/me', { headers: member.headers })).status).toBe(401);
    const again = await login(member);
    expect(again.status).toBe(200);
    expect(again.body.token).toEqual(expect.any(String));

    const entries = (await entriesFor(member.id)).filter((entry) => entry.action === 'user.two-step-off');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'user',
      actorId: admin.id,
      actorName: admin.username,
      before: { twoStep: true, recoveryCodesLeft: 10 },
      after: { twoStep: false, sessionsEnded: 1 },
    });
    const mails = await notices(member.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    const [mail] = mails;
    expect(mail!.subject).toContain('deux étapes');
    expect(mail!.text).toContain('notre équipe');
    expect(mail!.text).not.toContain('Si c’était vous');

    // Nothing left to turn off.
    expect(await twoStepOff(member.id)).toMatchObject({ status: 409, body: { error: factorMessages.nothingToTurnOff(member.username) } });
  });

  it('removes a passkey: gone, audited, mailed, signed out; an unknown passkey or user is 404', async () => {
    const member = await lockedOutMember();
    const other = await lockedOutMember();
    // Another member's passkey is not this member's.
    expect(await removeKey(member.id, other.passkeyId)).toMatchObject({ status: 404, body: { error: factorMessages.passkeyNotFound } });
    expect(await removeKey(member.id, randomUUID())).toMatchObject({ status: 404, body: { error: factorMessages.passkeyNotFound } });
    expect((await removeKey(member.id, 'not-an-id')).status).toBe(404);
    expect((await removeKey(randomUUID(), member.passkeyId)).status).toBe(404);
    expect((await twoStepOff(randomUUID())).status).toBe(404);
    expect((await twoStepOff('nope')).status).toBe(404);

    const removed = await removeKey(member.id, member.passkeyId);
    expect(removed).toMatchObject({ status: 200, body: { factors: { totp: true, passkeys: [] }, sessionsEnded: 1 } });
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, member.id))).toEqual([]);
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, other.id))).toHaveLength(1);
    const [entry] = (await entriesFor(member.id)).filter((e) => e.action === 'user.passkey-removed');
    expect(entry).toMatchObject({ actorId: admin.id, entity: 'user', before: { passkey: 'Téléphone perdu' }, after: { passkey: null } });
    const [mail] = await notices(member.email);
    expect(mail!.text).toContain('Téléphone perdu');
    expect(mail!.text).toContain('notre équipe');
  });

  it('refuses editors and concierges (403), signed-out callers (401), and a stale proof (401 stepUp)', async () => {
    const member = await lockedOutMember();
    for (const role of ['editor', 'concierge'] as const) {
      const staff = await signUp(role);
      expect((await twoStepOff(member.id, staff.headers)).status).toBe(403);
      expect((await removeKey(member.id, member.passkeyId, staff.headers)).status).toBe(403);
      expect((await call(api, 'GET', `/admin/users/${member.id}/factors`, { headers: staff.headers })).status).toBe(403);
    }
    expect((await call(api, 'DELETE', `/admin/users/${member.id}/two-step`)).status).toBe(401);

    const stale = await signUp('admin', 'staleadmin');
    await staleProof(stale.token);
    expect(await twoStepOff(member.id, stale.headers)).toEqual(
      expect.objectContaining({ status: 401, body: { error: secondFactorMessages.stepUp, stepUp: true } }),
    );
    expect((await removeKey(member.id, member.passkeyId, stale.headers)).body).toEqual({ error: secondFactorMessages.stepUp, stepUp: true });
    const factors = await call<ManagedFactors>(api, 'GET', `/admin/users/${member.id}/factors`, { headers: admin.headers });
    expect(factors.body).toMatchObject({ totp: true, passkeys: [{ _id: member.passkeyId }] });
  });

  it("refuses the admin's own account (403): their factors are managed on /account", async () => {
    const self = await signUp('admin', 'selfadmin');
    await turnOnTotp(api, self.headers);
    const [key] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, self.id));
    expect(await twoStepOff(self.id, self.headers)).toMatchObject({ status: 403, body: { error: factorMessages.own } });
    expect(await removeKey(self.id, key!.id, self.headers)).toMatchObject({ status: 403, body: { error: factorMessages.own } });
    expect((await db.select().from(totpFactors).where(eq(totpFactors.userId, self.id))).length).toBe(1);
  });
});

const actor: User = { _id: admin.id, username: admin.username, email: admin.email, role: 'admin', createdAt: new Date().toISOString() };

describe("the user page's forms for a locked-out member", () => {
  const security = { limits: generousLimits, trustProxy: 0 };
  const post = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return new Request('http://localhost/studio/users/x', { method: 'POST', body });
  };
  const later = { db, security, now: () => new Date(Date.now() + 11 * 60 * 1000) };

  it('turn two-step sign-in off and remove a passkey on a fresh proof; ask for one on a stale proof', async () => {
    const member = await lockedOutMember();
    const askedOff = await userFormAction(later, actor, member.id, post({ intent: 'two-step-off' }), admin.token);
    expect(askedOff.init?.status).toBe(401);
    expect(askedOff.data).toMatchObject({ ok: false, stepUp: 'password', intent: 'two-step-off' });
    const askedKey = await userFormAction(later, actor, member.id, post({ intent: 'passkey-remove', passkeyId: member.passkeyId }), admin.token);
    expect(askedKey.data).toMatchObject({ ok: false, stepUp: 'password', intent: 'passkey-remove', passkeyId: member.passkeyId });
    expect((await db.select().from(totpFactors).where(eq(totpFactors.userId, member.id))).length).toBe(1);

    const off = await userFormAction({ db, security }, actor, member.id, post({ intent: 'two-step-off' }), admin.token);
    expect(off.data).toEqual({
      ok: true,
      message: `Two-step sign-in is off for ${member.username}: the password alone signs in now. They are signed out everywhere.`,
    });
    const key = await userFormAction({ db, security }, actor, member.id, post({ intent: 'passkey-remove', passkeyId: member.passkeyId }), admin.token);
    expect(key.data).toEqual({ ok: true, message: `The passkey “Téléphone perdu” is removed from ${member.username}’s account.` });
    expect(
      (await userFormAction({ db, security }, actor, member.id, post({ intent: 'passkey-remove', passkeyId: member.passkeyId }), admin.token)).init?.status,
    ).toBe(404);
    expect((await userFormAction({ db, security }, actor, member.id, post({ intent: 'passkey-remove' }), admin.token)).init?.status).toBe(400);
    expect((await userFormAction({ db, security }, actor, admin.id, post({ intent: 'two-step-off' }), admin.token)).data).toEqual({
      ok: false,
      error: factorMessages.own,
    });
  });
});
