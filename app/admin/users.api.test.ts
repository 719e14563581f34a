import { and, eq, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, openTestApi } from '~/api/testHelpers.server';
import { sessions, users } from '~/db/schema';
import { adminTestKit } from './adminTestKit.server';
import { changeUser, type ManagedUser } from './users.server';

const { database, api } = await openTestApi();
const { signUp, entriesFor } = adminTestKit(api, database);
const admin = await signUp('admin');

type UserPage = { items: ManagedUser[]; total: number; limit: number; offset: number; error?: string };
const list = (query: string, headers = admin.headers) => call<UserPage>(api, 'GET', `/admin/users${query}`, { headers });
const patch = (id: string, body: unknown, headers = admin.headers) =>
  call<ManagedUser & { error: string }>(api, 'PATCH', `/admin/users/${id}`, { body, headers });

describe('GET /api/admin/users', () => {
  it('finds accounts by username or email, any case, and never shows a password hash', async () => {
    const guest = await signUp('user', 'findme');
    const byName = await list(`?q=${guest.username.toUpperCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.headers.get('cache-control')).toBe('private, no-store');
    expect(byName.body.items).toEqual([
      { _id: guest.id, username: guest.username, email: guest.email, role: 'user', createdAt: expect.any(String), disabledAt: null },
    ]);
    expect(byName.body.total).toBe(1);
    expect((await list(`?q=${encodeURIComponent(guest.email)}`)).body.items.map((u) => u._id)).toEqual([guest.id]);
    expect(JSON.stringify(byName.body)).not.toMatch(/password|argon|scrypt/i);
    // LIKE's wildcards are plain characters in a search.
    expect((await list('?q=%25')).body.items).toEqual([]);
  });

  it('pages newest first with limit and offset, with the total', async () => {
    for (let i = 0; i < 3; i++) await signUp('user', 'pager');
    const first = await list('?q=pager&limit=2');
    expect(first.body).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(first.body.items).toHaveLength(2);
    const second = await list('?q=pager&limit=2&offset=2');
    expect(second.body.items).toHaveLength(1);
    const all = [...first.body.items, ...second.body.items];
    expect(new Set(all.map((u) => u._id)).size).toBe(3);
    const times = all.map((u) => u.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers 400 for a bad limit or offset', async () => {
    expect(await list('?limit=0')).toMatchObject({ status: 400, body: { error: 'limit must be a whole number from 1 to 100' } });
    expect((await list('?offset=-1')).status).toBe(400);
    expect((await list(`?q=${'x'.repeat(300)}`)).status).toBe(400);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('changes the role, audited with before and after', async () => {
    const guest = await signUp();
    const res = await patch(guest.id, { role: 'concierge' });
    expect(res).toMatchObject({ status: 200, body: { _id: guest.id, role: 'concierge', disabledAt: null } });
    const [entry] = await entriesFor(guest.id);
    expect(entry).toMatchObject({
      action: 'user.role',
      entity: 'user',
      actorId: admin.id,
      actorName: admin.username,
      before: { role: 'user', username: guest.username },
      after: { role: 'concierge' },
    });
    // The same role again changes nothing and logs nothing.
    expect((await patch(guest.id, { role: 'concierge' })).status).toBe(200);
    expect(await entriesFor(guest.id)).toHaveLength(1);
  });

  it('disables an account: its sessions end (401) and sign-in answers 403, until enabled again', async () => {
    const guest = await signUp();
    const disabled = await patch(guest.id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.disabledAt).toEqual(expect.any(String));
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, guest.id))).toEqual([]);
    expect((await call(api, 'GET', '/auth/me', { headers: guest.headers })).status).toBe(401);
    const login = await call<{ error: string }>(api, 'POST', '/auth/login', { body: { email: guest.email, password: guest.password } });
    expect(login).toMatchObject({ status: 403, body: { error: expect.stringMatching(/^This account has been disabled/) } });

    expect((await patch(guest.id, { disabled: false })).body.disabledAt).toBeNull();
    expect((await call(api, 'POST', '/auth/login', { body: { email: guest.email, password: guest.password } })).status).toBe(200);

    const entries = await entriesFor(guest.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['user.disabled', 'user.enabled']);
    const off = entries.find((e) => e.action === 'user.disabled')!;
    expect(off.before).toMatchObject({ disabledAt: null });
    expect(off.after).toMatchObject({ disabledAt: expect.any(String), sessionsEnded: 1 });
    expect(JSON.stringify(entries)).not.toMatch(/passwordHash|password_hash|\$argon|\$scrypt/i);
  });

  it('refuses an admin changing their own role or disabling themselves', async () => {
    expect(await patch(admin.id, { role: 'user' })).toMatchObject({ status: 403, body: { error: 'You cannot change your own role. Ask another admin.' } });
    expect(await patch(admin.id, { disabled: true })).toMatchObject({
      status: 403,
      body: { error: 'You cannot disable your own account. Ask another admin.' },
    });
    expect((await call(api, 'GET', '/auth/me', { headers: admin.headers })).status).toBe(200);
  });

  it('answers 400 for a bad body, 404 for an unknown id', async () => {
    const guest = await signUp();
    expect(await patch(guest.id, { role: 'emperor' })).toMatchObject({ status: 400, body: { error: 'role must be one of user, editor, concierge, admin' } });
    expect(await patch(guest.id, {})).toMatchObject({ status: 400, body: { error: 'Send role, disabled or both' } });
    expect((await patch(guest.id, { disabled: 'yes' })).status).toBe(400);
    expect((await patch('not-a-uuid', { role: 'user' })).status).toBe(404);
    expect((await patch('00000000-0000-4000-8000-000000000000', { role: 'user' })).status).toBe(404);
  });
});

// Last in the file: it leaves the database with a single admin.
describe('the last active admin', () => {
  it('can never be demoted or disabled, checked inside the write', async () => {
    const other = await signUp('admin', 'second');
    await database.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), ne(users.id, admin.id), ne(users.id, other.id)));
    // A disabled admin does not count as one.
    const dormant = await signUp('admin', 'dormant');
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, dormant.id));

    // Two admins demote each other at the same moment: one wins, the other is refused.
    const [a, b] = await Promise.all([patch(other.id, { role: 'user' }, admin.headers), patch(admin.id, { role: 'user' }, other.headers)]);
    const [won, lost] = [a.status, b.status].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const active = await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
    expect(active).toHaveLength(1);

    // Whoever acts (here straight through the write, as a race would), the last one stays.
    const last = active[0]!.id;
    const someone = { _id: dormant.id, username: dormant.username };
    expect(await changeUser(database.db, someone, last, { role: 'editor' })).toEqual({
      ok: false,
      status: 409,
      error: expect.stringMatching(/is the last active admin/),
    });
    expect(await changeUser(database.db, someone, last, { disabled: true })).toMatchObject({ ok: false, status: 409 });
    const [row] = await database.db.select({ role: users.role, disabledAt: users.disabledAt }).from(users).where(eq(users.id, last));
    expect(row).toEqual({ role: 'admin', disabledAt: null });
  });
});
