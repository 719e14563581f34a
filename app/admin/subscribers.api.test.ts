import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, openTestApi } from '~/api/testHelpers.server';
import { newsletterSubscriptions } from '~/db/schema';
import { adminTestKit } from './adminTestKit.server';
import type { Subscriber } from './subscribers.server';

const { database, api } = await openTestApi();
const { signUp, entriesFor } = adminTestKit(api, database);
const admin = await signUp('admin');

type SubscriberPage = { items: Subscriber[]; total: number; limit: number; offset: number };
const list = (query = '') => call<SubscriberPage>(api, 'GET', `/admin/subscribers${query}`, { headers: admin.headers });
const subscribe = async (email: string, at: Date) => {
  const [row] = await database.db.insert(newsletterSubscriptions).values({ email, createdAt: at }).returning();
  return row!;
};

describe('GET /api/admin/subscribers', () => {
  it('lists newest first with the total, searched by address, a page at a time', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await subscribe('old.reader@example.com', day(1));
    await subscribe('middle.reader@example.com', day(2));
    await subscribe('new.reader@example.com', day(3));
    const all = await list('?q=READER');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((s) => s.email)).toEqual(['new.reader@example.com', 'middle.reader@example.com', 'old.reader@example.com']);
    expect(all.body.items[0]).toEqual({ _id: expect.any(String), email: 'new.reader@example.com', subscribedAt: '2026-01-03T00:00:00.000Z' });
    const second = await list('?q=reader&limit=2&offset=2');
    expect(second.body).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(second.body.items.map((s) => s.email)).toEqual(['old.reader@example.com']);
    expect((await list('?limit=101')).status).toBe(400);
  });
});

describe('DELETE /api/admin/subscribers/{id}', () => {
  it('unsubscribes the address, audited, and then knows it no more', async () => {
    const row = await subscribe('leaving@example.com', new Date());
    const res = await call(api, 'DELETE', `/admin/subscribers/${row.id}`, { headers: admin.headers });
    expect(res.status).toBe(204);
    expect(await database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row.id))).toEqual([]);
    const [entry] = await entriesFor(row.id);
    expect(entry).toMatchObject({
      action: 'subscriber.unsubscribe',
      entity: 'subscriber',
      actorId: admin.id,
      before: { email: 'leaving@example.com', subscribedAt: row.createdAt.toISOString() },
      after: null,
    });
    expect(await call(api, 'DELETE', `/admin/subscribers/${row.id}`, { headers: admin.headers })).toMatchObject({
      status: 404,
      body: { error: 'Subscriber not found' },
    });
    expect((await call(api, 'DELETE', '/admin/subscribers/nope', { headers: admin.headers })).status).toBe(404);
  });
});
