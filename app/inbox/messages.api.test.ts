import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import { auditLog, contactMessages } from '~/db/schema';
import type { MessageDetail, MessageSummary } from './messages.server';
import { INTERNAL_NOTE_MAX } from './note';

const { database, api } = await openTestApi();
const { db } = database;

async function signUp(role?: 'admin' | 'concierge' | 'editor') {
  const account = newAccount(role ?? 'guest');
  const { body } = await call<{ token: string; user: { _id: string; username: string } }>(api, 'POST', '/auth/signup', { body: account });
  if (role) await makeStaff(db, body.user._id, role);
  return { id: body.user._id, username: body.user.username, headers: bearer(body.token) };
}

const concierge = await signUp('concierge');
const admin = await signUp('admin');
const editor = await signUp('editor');
const guest = await signUp();

/** Sends a message through the public API, as a visitor (or the guest with `headers`). */
async function sendMessage(fields: Record<string, string>, headers?: Record<string, string>) {
  const body = { name: 'Ada Lovelace', email: 'ada@example.com', category: 'other', subject: 'A question', message: 'Hello there.', ...fields };
  const res = await call<{ _id: string }>(api, 'POST', '/contact', { body, headers });
  expect(res.status).toBe(201);
  return res.body._id;
}

// Fifteen messages: 5 spa (2 about the lodge), 10 dining, one after the other.
const spaLodge = [
  await sendMessage({ category: 'spa', hotel: 'alpine-gold-casino-lodge', subject: 'Spa 1' }),
  await sendMessage({ category: 'spa', hotel: 'alpine-gold-casino-lodge', subject: 'Spa 2' }),
];
for (let i = 3; i <= 5; i++) await sendMessage({ category: 'spa', subject: `Spa ${i}` });
for (let i = 1; i <= 10; i++) await sendMessage({ category: 'dining', subject: `Dining ${i}` });
const fromGuest = await sendMessage(
  { category: 'feedback', subject: 'From an account', message: '<b>Not bold</b>\nSecond line', phone: '+41 81 000 00 00' },
  guest.headers,
);

type Page = { items: MessageSummary[]; total: number; error?: string };
const list = (query: string, headers: Record<string, string> = concierge.headers) => call<Page>(api, 'GET', `/staff/messages${query}`, { headers });
const one = (id: string, headers: Record<string, string> = concierge.headers) =>
  call<MessageDetail & { error: string }>(api, 'GET', `/staff/messages/${id}`, { headers });
const patch = (id: string, body: unknown, headers: Record<string, string> = concierge.headers) =>
  call<MessageDetail & { error: string }>(api, 'PATCH', `/staff/messages/${id}`, { body, headers });
const auditOf = (id: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'message'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.at));

describe('GET /api/staff/messages', () => {
  it('lists open messages newest first, with the total', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.total).toBe(16);
    expect(res.body.items).toHaveLength(16);
    expect(res.body.items[0]).toMatchObject({ _id: fromGuest, subject: 'From an account', category: 'feedback', status: 'open', hotel: null });
    const times = res.body.items.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by category and hotel, and pages with limit and offset', async () => {
    const spa = await list('?category=spa');
    expect(spa.body.total).toBe(5);
    const lodge = await list('?category=spa&hotel=alpine-gold-casino-lodge');
    expect(lodge.body.total).toBe(2);
    expect(lodge.body.items.map((m) => m._id)).toEqual([...spaLodge].reverse());
    expect(lodge.body.items[0]!.hotel).toMatchObject({ slug: 'alpine-gold-casino-lodge', name: 'Alpine Gold Casino & Lodge' });
    const first = await list('?category=dining&limit=4');
    const third = await list('?category=dining&limit=4&offset=8');
    expect(first.body).toMatchObject({ total: 10 });
    expect(first.body.items.map((m) => m.subject)).toEqual(['Dining 10', 'Dining 9', 'Dining 8', 'Dining 7']);
    expect(third.body.items.map((m) => m.subject)).toEqual(['Dining 2', 'Dining 1']);
    expect((await list('?hotel=no-such-hotel')).body).toEqual({ items: [], total: 0 });
  });

  it.each([
    ['?category=general', /category must be one of/],
    ['?status=closed', /status must be one of/],
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?offset=-1', /offset must be a whole number/],
    ['?hotel=Not%20A%20Slug', 'hotel must be a hotel slug'],
  ])('answers 400 for %s', async (query, error) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(error);
  });
});

describe('GET /api/staff/messages/{id}', () => {
  it('answers the whole message with the account that sent it', async () => {
    const res = await one(fromGuest);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: '<b>Not bold</b>\nSecond line',
      phone: '+41 81 000 00 00',
      account: { _id: guest.id, username: guest.username },
      handledAt: null,
      handledBy: null,
      internalNote: null,
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await one('0b7e6a3c-3f5e-4f7e-a1d2-9c1e2f3a4b5c')).status).toBe(404);
    expect((await one('not-an-id')).status).toBe(404);
    expect((await patch('not-an-id', { status: 'handled' })).status).toBe(404);
  });
});

describe('PATCH /api/staff/messages/{id}', () => {
  it('marks a message handled and reopens it, each change audited', async () => {
    const id = spaLodge[0]!;
    const handled = await patch(id, { status: 'handled' });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ status: 'handled', handledBy: { _id: concierge.id, username: concierge.username } });
    expect(Date.now() - Date.parse(handled.body.handledAt!)).toBeLessThan(60_000);
    expect((await list('?category=spa')).body.total).toBe(4);
    expect((await list('?category=spa&status=handled')).body.items.map((m) => m._id)).toEqual([id]);
    expect((await list('?category=spa&status=all')).body.total).toBe(5);

    const reopened = await patch(id, { status: 'open' }, admin.headers);
    expect(reopened.body).toMatchObject({ status: 'open', handledAt: null, handledBy: null });
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['message.handled', concierge.id],
      ['message.reopened', admin.id],
    ]);
    expect(entries[0]!.before).toMatchObject({ status: 'open', handledBy: null });
    expect(entries[0]!.after).toMatchObject({ status: 'handled', handledBy: concierge.id });
    // The same status again changes nothing and is not logged.
    await patch(id, { status: 'open' });
    expect(await auditOf(id)).toHaveLength(2);
  });

  it('saves, keeps line breaks in, and clears the internal note, audited', async () => {
    const id = spaLodge[1]!;
    const saved = await patch(id, { internalNote: 'Called back.\r\nBooked the spa at six.' });
    expect(saved.status).toBe(200);
    expect(saved.body.internalNote).toBe('Called back.\nBooked the spa at six.');
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.internalNote).toBe('Called back.\nBooked the spa at six.');
    expect((await patch(id, { internalNote: '   ' })).body.internalNote).toBeNull();
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['message.note', 'message.note']);
    expect(entries[1]).toMatchObject({ before: { internalNote: 'Called back.\nBooked the spa at six.' }, after: { internalNote: null } });
  });

  it.each([
    [{ internalNote: 'x'.repeat(INTERNAL_NOTE_MAX + 1) }, 'The note must be at most 2,000 characters'],
    [{ internalNote: 'bell\u0007' }, 'The note may not hold control characters'],
    [{ internalNote: 42 }, 'internalNote must be text'],
    [{ status: 'closed' }, /status must be one of/],
    [{}, 'Send status, internalNote or both'],
    [{ status: 'handled', extra: 1 }, /extra|Unrecognized/i],
  ])('refuses %j with 400 and changes nothing', async (body, error) => {
    const id = spaLodge[1]!;
    const res = await patch(id, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(error);
    expect((await one(id)).body.status).toBe('open');
  });

  it('takes a note of exactly the maximum, line breaks and tabs included', async () => {
    const note = `${'a'.repeat(INTERNAL_NOTE_MAX - 2)}\n\t`;
    expect((await patch(spaLodge[1]!, { internalNote: note })).status).toBe(200);
  });
});

describe('who may read the inbox', () => {
  it('answers 401 signed out', async () => {
    expect((await list('', {})).status).toBe(401);
    expect((await one(fromGuest, {})).status).toBe(401);
    expect((await patch(fromGuest, { status: 'handled' }, {})).status).toBe(401);
  });

  it.each([
    ['a user', guest],
    ['an editor', editor],
  ])('answers 403 to %s', async (_, account) => {
    expect((await list('', account.headers)).status).toBe(403);
    expect((await one(fromGuest, account.headers)).status).toBe(403);
    const res = await patch(fromGuest, { status: 'handled' }, account.headers);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Only the concierge team can read contact messages');
  });

  it.each([
    ['the concierge', concierge],
    ['an admin', admin],
  ])('lets %s in', async (_, account) => {
    expect((await list('', account.headers)).status).toBe(200);
    expect((await one(fromGuest, account.headers)).status).toBe(200);
  });
});
