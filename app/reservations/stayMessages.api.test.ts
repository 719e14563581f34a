import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, createTestApi, generousLimits, openTestApi, signUpAs } from '~/api/testHelpers.server';
import { hotels, outbox, roomTypes, users } from '~/db/schema';
import type { Reservation } from './reservation';
import type { StayMessage } from './stayMessage';
import { addDays, utcDay } from '~/domain/stay';

/** The conversation about a stay (issue 49): guest and concierge, in order, read markers, mails, limits. */
const { database, api } = await openTestApi();
const db = database.db;
const today = utcDay();

async function stayOf(headers: Record<string, string>, offset: number): Promise<Reservation> {
  const [room] = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, 'nordic-star-casino-hotel'), eq(roomTypes.name, 'Aurora Room')));
  const res = await call<Reservation>(api, 'POST', '/reservations', {
    body: { roomTypeId: room!.id, checkIn: addDays(today, offset), checkOut: addDays(today, offset + 2), guests: 2 },
    headers,
  });
  expect(res.status).toBe(201);
  return res.body;
}

const write = (headers: Record<string, string>, path: string, text: unknown) =>
  call<StayMessage & { error?: string }>(api, 'POST', path, { body: { text }, headers });
const read = (headers: Record<string, string>, path: string) => call<StayMessage[]>(api, 'GET', path, { headers });
const me = (headers: Record<string, string>) => call<{ unreadMessages: number }>(api, 'GET', '/auth/me', { headers });

/** The stay-message mails sent to an address, oldest first. */
const mailsTo = (to: string) =>
  db
    .select({ subject: outbox.subject, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, 'stay-message')))
    .orderBy(outbox.createdAt);

describe('messages about a stay', () => {
  it('the guest writes, the concierge reads and answers, each side sees the other’s in order with unread markers and counts', async () => {
    const [guest, staff] = [await signUpAs(api, db, 'user', 'talk'), await signUpAs(api, db, 'concierge')];
    const stay = await stayOf(guest.headers, 40);
    const guestPath = `/reservations/${stay._id}/messages`;
    const staffPath = `/staff/reservations/${stay._id}/messages`;
    const unreadBefore = (await me(staff.headers)).body.unreadMessages;

    const first = await write(guest.headers, guestPath, '  We arrive on the late train.\r\nCould someone meet us?  ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ from: 'guest', text: 'We arrive on the late train.\nCould someone meet us?', readAt: null });
    expect((await write(guest.headers, guestPath, 'And a cot, please.')).status).toBe(201);
    expect((await me(staff.headers)).body.unreadMessages).toBe(unreadBefore + 2);

    const seen = await read(staff.headers, staffPath);
    expect(seen.body.map((m) => [m.from, m.readAt])).toEqual([
      ['guest', null],
      ['guest', null],
    ]);
    // Read now: the next answer carries when.
    expect((await read(staff.headers, staffPath)).body.every((m) => m.readAt !== null)).toBe(true);
    expect((await me(staff.headers)).body.unreadMessages).toBe(unreadBefore);

    const answer = await write(staff.headers, staffPath, 'Of course: a driver will wait at the station.');
    expect(answer.body).toMatchObject({ from: 'concierge', authorName: expect.any(String) });
    expect((await me(guest.headers)).body.unreadMessages).toBe(1);
    const mine = await read(guest.headers, guestPath);
    expect(mine.body.map((m) => m.from)).toEqual(['guest', 'guest', 'concierge']);
    expect(mine.body[2]).toMatchObject({ text: 'Of course: a driver will wait at the station.', readAt: null });
    expect(mine.body[2]).not.toHaveProperty('authorName');
    expect((await me(guest.headers)).body.unreadMessages).toBe(0);
  });

  it('mails the other side once while its messages are unread, in the guest’s language, with a link and never the words', async () => {
    const [guest, staff] = [await signUpAs(api, db, 'user', 'mail'), await signUpAs(api, db, 'concierge')];
    await db.update(users).set({ language: 'de' }).where(eq(users.id, guest.id));
    const [{ email }] = (await db.select({ email: users.email }).from(users).where(eq(users.id, guest.id))) as [{ email: string }];
    const stay = await stayOf(guest.headers, 45);
    const staffPath = `/staff/reservations/${stay._id}/messages`;
    await write(staff.headers, staffPath, 'Your secret surprise is ready.');
    await write(staff.headers, staffPath, 'A second note.');
    let mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/de/reservations/${stay._id}#messages`);
    expect(mails[0]!.subject).toContain(stay.reference);
    expect(`${mails[0]!.text}${mails[0]!.html}`).not.toContain('surprise');
    // Read: the next message is mailed again.
    await read(guest.headers, `/reservations/${stay._id}/messages`);
    await write(staff.headers, staffPath, 'A third.');
    mails = await mailsTo(email);
    expect(mails).toHaveLength(2);

    const desk = await db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, 'concierge@aurelia-resorts.example'), eq(outbox.kind, 'stay-message'), sql`${outbox.subject} like ${`%${stay.reference}%`}`));
    expect(desk).toHaveLength(0);
    await write(guest.headers, `/reservations/${stay._id}/messages`, 'Thank you!');
    const [told] = await db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, 'concierge@aurelia-resorts.example'), eq(outbox.kind, 'stay-message'), sql`${outbox.subject} like ${`%${stay.reference}%`}`));
    expect(told!.text).toContain(`/studio/reservations/${stay._id}#messages`);
    expect(told!.text).not.toContain('Thank you');
  });

  it('refuses another guest’s stay (404), a user or an editor on the staff side (403), signed out (401), and text that is empty, too long or holds control characters (400)', async () => {
    const [guest, other, editor] = [await signUpAs(api, db, 'user', 'talk'), await signUpAs(api, db, 'user', 'talk'), await signUpAs(api, db, 'editor')];
    const stay = await stayOf(guest.headers, 50);
    const guestPath = `/reservations/${stay._id}/messages`;
    expect((await write(other.headers, guestPath, 'Hello')).status).toBe(404);
    expect((await read(other.headers, guestPath)).status).toBe(404);
    expect((await write(guest.headers, `/staff/reservations/${stay._id}/messages`, 'Hi')).status).toBe(403);
    expect((await read(editor.headers, `/staff/reservations/${stay._id}/messages`)).status).toBe(403);
    expect((await call(api, 'GET', guestPath)).status).toBe(401);
    expect(await write(guest.headers, guestPath, '   ')).toMatchObject({ status: 400, body: { error: 'Please write your message' } });
    expect((await write(guest.headers, guestPath, 'é'.repeat(2001))).status).toBe(400);
    expect((await write(guest.headers, guestPath, '😀'.repeat(2000))).status).toBe(201);
    expect((await write(guest.headers, guestPath, 'bell\u0007')).status).toBe(400);
    expect((await write(guest.headers, guestPath, 42)).status).toBe(400);
    expect((await call(api, 'POST', guestPath, { body: { text: 'x', html: '<b>' }, headers: guest.headers })).status).toBe(400);
    // Kept as text: whatever it holds comes back as written.
    const markup = await write(guest.headers, guestPath, '<script>alert(1)</script> & <b>bold</b>');
    expect(markup.body.text).toBe('<script>alert(1)</script> & <b>bold</b>');
  });

  it('limits a flood: past the hourly limit of the account, 429 with Retry-After', async () => {
    const limited = createTestApi(database, { limits: { ...generousLimits, stayMessagesPerGuest: { max: 3, windowSeconds: 3600 } } });
    const guest = await signUpAs(limited, db, 'user', 'flood');
    const stay = await stayOf(guest.headers, 55);
    const path = `/reservations/${stay._id}/messages`;
    for (let i = 0; i < 3; i++) expect((await call(limited, 'POST', path, { body: { text: `m${i}` }, headers: guest.headers })).status).toBe(201);
    const refused = await call(limited, 'POST', path, { body: { text: 'one more' }, headers: guest.headers });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a deleted guest’s stay keeps its conversation for the concierge, and nobody is mailed', async () => {
    const [guest, staff] = [await signUpAs(api, db, 'user', 'gone'), await signUpAs(api, db, 'concierge')];
    const stay = await stayOf(guest.headers, 60);
    await write(guest.headers, `/reservations/${stay._id}/messages`, 'See you soon.');
    await db.delete(users).where(eq(users.id, guest.id));
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n;
    const answer = await write(staff.headers, `/staff/reservations/${stay._id}/messages`, 'Noted.');
    expect(answer.status).toBe(201);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n).toBe(before);
    expect((await read(staff.headers, `/staff/reservations/${stay._id}/messages`)).body.map((m) => m.text)).toEqual(['See you soon.', 'Noted.']);
  });
});
