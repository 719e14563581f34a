import { describe, expect, it } from 'vitest';
import { call, openTestApi } from '~/api/testHelpers.server';
import { adminTestKit } from './adminTestKit.server';

const { database, api } = await openTestApi({ seed: false });
const { signUp } = adminTestKit(api, database);
const target = await signUp();

const requests: [string, string, unknown?][] = [
  ['GET', '/admin/users'],
  ['PATCH', `/admin/users/${target.id}`, { role: 'admin' }],
  ['GET', '/admin/subscribers'],
  ['DELETE', '/admin/subscribers/00000000-0000-4000-8000-000000000000'],
  ['GET', '/admin/audit'],
  ['GET', '/admin/outbox'],
];

describe('the admin API', () => {
  it.each(requests)('%s %s answers 401 signed out', async (method, path, body) => {
    expect(await call(api, method, path, { body })).toMatchObject({ status: 401, body: { error: 'Please sign in to continue' } });
  });

  it.each(['user', 'editor', 'concierge'] as const)('answers 403 to a %s, and changes nothing', async (role) => {
    const account = await signUp(role);
    for (const [method, path, body] of requests) {
      const res = await call<{ error: string }>(api, method, path, { body, headers: account.headers });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toMatch(/^Only admins can/);
    }
    const me = await call<{ role: string }>(api, 'GET', '/auth/me', { headers: target.headers });
    expect(me.body.role).toBe('user');
  });
});
