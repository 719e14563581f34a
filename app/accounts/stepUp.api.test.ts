// Step-up (issue 47): the sensitive actions want a proof of the owner within STEP_UP_WINDOW_S, and only they.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, newAccount, openTestApi, signUpAs, totpCode, turnOnTotp } from '~/api/testHelpers.server';
import { sessions } from '~/db/schema';
import { hashToken } from './sessions.server';
import { secondFactorMessages } from './secondFactorMessages';

const { database, api } = await openTestApi();
const db = database.db;

const provedAgo = (token: string, minutes: number) =>
  db
    .update(sessions)
    .set({ provedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.tokenHash, hashToken(token)));

const asksStepUp = (res: { status: number; body: unknown }) => res.status === 401 && (res.body as { stepUp?: boolean })?.stepUp === true;

describe('step-up', () => {
  it('is asked by exactly the member’s listed actions once the proof is older than the window', async () => {
    const { token, headers } = await signUpAs(api, db, 'user', 'stale');
    await provedAgo(token, 11);
    const listed: [string, string, unknown?][] = [
      ['POST', '/account/password', { currentPassword: 'velvet-rope-midnight-42', newPassword: 'another-long-passphrase-7' }],
      ['POST', '/account/email', { email: 'moved@example.com', password: 'velvet-rope-midnight-42' }],
      ['GET', '/account/export'],
      ['POST', '/account/delete', { password: 'velvet-rope-midnight-42', confirm: 'DELETE' }],
      ['POST', '/account/mfa/totp'],
      [
        'POST',
        '/reservations',
        { roomTypeId: '00000000-0000-0000-0000-000000000000', checkIn: '2030-01-10', checkOut: '2030-01-12', guests: 2, ratePlan: 'points' },
      ],
    ];
    for (const [method, path, body] of listed) {
      const res = await call(api, method, path, { headers, body });
      expect(res.body, `${method} ${path}`).toEqual({ error: secondFactorMessages.stepUp, stepUp: true });
      expect(res.status).toBe(401);
    }
    const notListed: [string, string, unknown?][] = [
      ['GET', '/auth/me'],
      ['GET', '/account/sessions'],
      ['GET', '/account/mfa'],
      ['GET', '/account/rewards'],
      [
        'POST',
        '/reservations',
        { roomTypeId: '00000000-0000-0000-0000-000000000000', checkIn: '2030-01-10', checkOut: '2030-01-12', guests: 2, ratePlan: 'flexible' },
      ],
    ];
    for (const [method, path, body] of notListed) expect(asksStepUp(await call(api, method, path, { headers, body })), `${method} ${path}`).toBe(false);
  });

  it('is asked by the staff’s listed actions: points, roles and access, the tier bonus', async () => {
    const admin = await signUpAs(api, db, 'admin', 'staleadmin');
    const member = await signUpAs(api, db, 'user', 'someone');
    await provedAgo(admin.token, 11);
    const listed: [string, string, unknown][] = [
      ['POST', `/staff/members/${member.id}/points`, { points: 100, reason: 'A goodwill gesture' }],
      ['PATCH', `/admin/users/${member.id}`, { role: 'editor' }],
      ['PUT', '/admin/points/bonus', { goldBonusPct: 25, sovereignBonusPct: 50 }],
    ];
    for (const [method, path, body] of listed)
      expect(asksStepUp(await call(api, method, path, { headers: admin.headers, body })), `${method} ${path}`).toBe(true);
    expect(asksStepUp(await call(api, 'GET', '/admin/users', { headers: admin.headers }))).toBe(false);
  });

  it('takes the password of an account without a second factor, for the window', async () => {
    const { token, headers } = await signUpAs(api, db, 'user', 'proof');
    await provedAgo(token, 11);
    expect((await call(api, 'POST', '/auth/step-up', { headers, body: { password: 'wrong-password-123' } })).status).toBe(401);
    expect((await call(api, 'POST', '/auth/step-up', { headers, body: {} })).status).toBe(400);
    expect((await call(api, 'POST', '/auth/step-up', { headers, body: { password: 'velvet-rope-midnight-42' } })).status).toBe(204);
    expect((await call(api, 'GET', '/account/export', { headers })).status).toBe(200);
  });

  it('takes only a code from an account with a second factor', async () => {
    const account = newAccount('proofcode');
    const { body } = await call<{ token: string }>(api, 'POST', '/auth/signup', { body: account });
    const headers = bearer(body.token);
    const { secret } = await turnOnTotp(api, headers);
    await provedAgo(body.token, 11);
    expect((await call(api, 'POST', '/auth/step-up', { headers, body: { password: account.password } })).status).toBe(400);
    expect((await call(api, 'POST', '/auth/step-up', { headers, body: { code: totpCode(secret, 0) } })).status).toBe(204);
    expect((await call(api, 'POST', '/account/mfa/recovery-codes', { headers })).status).toBe(200);
  });

  it('counts signing in as a proof', async () => {
    const { headers } = await signUpAs(api, db, 'user', 'fresh');
    expect((await call(api, 'GET', '/account/export', { headers })).status).toBe(200);
  });
});
