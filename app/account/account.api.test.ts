import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, newAccount, openTestApi } from '~/api/testHelpers.server';
import {
  hotels,
  newsletterSubscriptions,
  pointsBalances,
  pointsEntries,
  reservations,
  reviews,
  roomTypes,
  stayArrivals,
  stayMessages,
  users,
} from '~/db/schema';
import { appendEntries } from '~/loyalty/ledger.server';
import { addDays, utcDay } from '~/domain/stay';

const { api, database } = await openTestApi();

const PASSWORD = 'velvet-rope-midnight-42';

async function signUp(userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0') {
  const account = newAccount('acct');
  const res = await call<{ token: string; user: { _id: string; email: string } }>(api, 'POST', '/auth/signup', {
    body: account,
    headers: { 'user-agent': userAgent },
  });
  return { ...account, token: res.body.token, id: res.body.user._id, headers: bearer(res.body.token) };
}

const signIn = async (email: string, password: string, userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari/604.1') =>
  call<{ token: string; error: string }>(api, 'POST', '/auth/login', { body: { email, password }, headers: { 'user-agent': userAgent } });

describe('the account’s sessions', () => {
  it('lists each session with its device, marks the caller’s, and signs out everywhere', async () => {
    const guest = await signUp();
    const phone = await signIn(guest.email, PASSWORD);
    const list = await call<{ device: string; current: boolean }[]>(api, 'GET', '/account/sessions', { headers: guest.headers });
    expect(list.status).toBe(200);
    expect(list.body.map((s) => s.device).sort()).toEqual(['Firefox on Windows', 'Safari on iPhone']);
    expect(list.body.find((s) => s.current)?.device).toBe('Firefox on Windows');
    expect((await call(api, 'POST', '/account/sessions/end-all', { headers: bearer(phone.body.token) })).status).toBe(204);
    expect((await call(api, 'GET', '/auth/me', { headers: guest.headers })).status).toBe(401);
    expect((await call(api, 'GET', '/auth/me', { headers: bearer(phone.body.token) })).status).toBe(401);
  });

  it('answers 401 signed out', async () => {
    for (const [method, path] of [
      ['GET', '/account/sessions'],
      ['POST', '/account/sessions/end-all'],
      ['GET', '/account/export'],
      ['POST', '/account/password'],
      ['POST', '/account/email'],
      ['POST', '/account/delete'],
    ] as const) {
      expect((await call(api, method, path, { body: method === 'POST' ? {} : undefined })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('changing the password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const guest = await signUp();
    const other = await signIn(guest.email, PASSWORD);
    const wrong = await call<{ error: string }>(api, 'POST', '/account/password', {
      headers: guest.headers,
      body: { currentPassword: 'not-my-password-1', newPassword: 'moonlit-terrace-orchid-7' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Your current password is not correct');
    const changed = await call(api, 'POST', '/account/password', {
      headers: guest.headers,
      body: { currentPassword: PASSWORD, newPassword: 'moonlit-terrace-orchid-7' },
    });
    expect(changed.status).toBe(200);
    expect((await call(api, 'GET', '/auth/me', { headers: guest.headers })).status).toBe(200);
    expect((await call(api, 'GET', '/auth/me', { headers: bearer(other.body.token) })).status).toBe(401);
    expect((await signIn(guest.email, PASSWORD)).status).toBe(401);
    expect((await signIn(guest.email, 'moonlit-terrace-orchid-7')).status).toBe(200);
  });

  it.each([
    ['short1', 'Password must be at least 10 characters'],
    ['password123', 'This password is one of the most common ones and easy to guess. Please choose another.'],
    [PASSWORD, 'The new password must differ from the current one'],
  ])('refuses %s with 400', async (newPassword, message) => {
    const guest = await signUp();
    const res = await call<{ error: string }>(api, 'POST', '/account/password', { headers: guest.headers, body: { currentPassword: PASSWORD, newPassword } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('changing the email', () => {
  it('asks for the password and refuses an address another account has', async () => {
    const [guest, other] = [await signUp(), await signUp()];
    expect(
      (await call(api, 'POST', '/account/email', { headers: guest.headers, body: { email: 'new@example.com', password: 'wrong-password-9' } })).status,
    ).toBe(401);
    const taken = await call<{ error: string }>(api, 'POST', '/account/email', {
      headers: guest.headers,
      body: { email: other.email.toUpperCase(), password: PASSWORD },
    });
    expect(taken.status).toBe(409);
    const fresh = `${guest.username}.new@example.com`;
    const changed = await call<{ email: string }>(api, 'POST', '/account/email', { headers: guest.headers, body: { email: fresh, password: PASSWORD } });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe(fresh.toLowerCase());
    expect((await signIn(fresh, PASSWORD)).status).toBe(200);
  });
});

async function reserve(headers: Record<string, string>, offset: number) {
  const [room] = await database.db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(roomTypes.name, 'Piz Nair Penthouse'));
  const stay = { roomTypeId: room!.id, checkIn: addDays(utcDay(), offset), checkOut: addDays(utcDay(), offset + 2), guests: 2 };
  return call<{ _id: string }>(api, 'POST', '/reservations', { headers, body: stay });
}

describe('a copy of my data', () => {
  it('holds the profile, the reservations, the messages and the subscription, and no secret', async () => {
    const guest = await signUp();
    // The penthouse has one room: this test's nights (150-199 days ahead) never meet the next one's (210-309).
    const made = await reserve(guest.headers, 150 + Math.floor(Math.random() * 50));
    await call(api, 'POST', '/contact', {
      headers: guest.headers,
      body: { name: 'Me', email: guest.email, category: 'spa', subject: 'Hello', message: 'A massage at six.' },
    });
    await call(api, 'POST', '/newsletter', { body: { email: guest.email } });
    const [hotel] = await database.db.select({ slug: hotels.slug }).from(hotels).limit(1);
    await call(api, 'PUT', `/account/hotels/saved/${hotel!.slug}`, { headers: guest.headers });
    await database.db.transaction((tx) => appendEntries(tx, [{ userId: guest.id, kind: 'adjust', points: 300, reason: 'adjustment', note: 'Welcome' }]));
    await call(api, 'POST', `/reservations/${made.body._id}/messages`, { headers: guest.headers, body: { text: 'Flowers in the room, please.' } });
    await call(api, 'PUT', `/reservations/${made.body._id}/arrival`, { headers: guest.headers, body: { arrivalTime: '18:00', dietary: 'No nuts.' } });
    const res = await call<Record<string, unknown>>(api, 'GET', '/account/export', { headers: guest.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.body).toMatchObject({
      profile: { _id: guest.id, email: guest.email },
      reservations: [{ _id: made.body._id }],
      contactMessages: [{ subject: 'Hello' }],
      newsletterSubscriptions: [{ email: guest.email }],
      savedHotels: [{ slug: hotel!.slug }],
      points: { balance: 300, entries: [{ kind: 'adjust', points: 300, reason: 'adjustment', note: 'Welcome' }] },
      stayMessages: [{ reservationId: made.body._id, from: 'guest', text: 'Flowers in the room, please.' }],
      arrivalDetails: [{ reservationId: made.body._id, arrivalTime: '18:00', dietary: 'No nuts.' }],
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(guest.token);
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash/);
  });
});

describe('deleting the account', () => {
  it('after the password and DELETE: cancels coming stays, ends sessions, keeps reviews without the name', async () => {
    const guest = await signUp();
    const offset = 210 + Math.floor(Math.random() * 100);
    const made = await reserve(guest.headers, offset);
    expect(made.status).toBe(201);
    const [hotel] = await database.db.select({ id: hotels.id }).from(hotels).limit(1);
    const [review] = await database.db
      .insert(reviews)
      .values({ hotelId: hotel!.id, userId: guest.id, rating: 5, comment: 'Wonderful.', createdAt: new Date() })
      .returning();
    await call(api, 'POST', '/newsletter', { body: { email: guest.email } });
    await database.db.transaction((tx) => appendEntries(tx, [{ userId: guest.id, kind: 'earn', points: 4200, reason: 'stay' }]));
    await call(api, 'POST', `/reservations/${made.body._id}/messages`, { headers: guest.headers, body: { text: 'See you in spring.' } });
    await call(api, 'PUT', `/reservations/${made.body._id}/arrival`, { headers: guest.headers, body: { arrivalTime: '11:00', dietary: 'Coeliac.' } });

    expect((await call(api, 'POST', '/account/delete', { headers: guest.headers, body: { password: PASSWORD, confirm: 'no' } })).status).toBe(400);
    expect((await call(api, 'POST', '/account/delete', { headers: guest.headers, body: { password: 'wrong-password-9', confirm: 'DELETE' } })).status).toBe(
      401,
    );
    expect((await call(api, 'POST', '/account/delete', { headers: guest.headers, body: { password: PASSWORD, confirm: 'DELETE' } })).status).toBe(204);

    expect((await call(api, 'GET', '/auth/me', { headers: guest.headers })).status).toBe(401);
    expect((await signIn(guest.email, PASSWORD)).status).toBe(401);
    expect(await database.db.select().from(users).where(eq(users.id, guest.id))).toEqual([]);
    const [stay] = await database.db.select().from(reservations).where(eq(reservations.id, made.body._id));
    expect(stay).toMatchObject({ status: 'cancelled', userId: null });
    const [kept] = await database.db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(kept).toMatchObject({ userId: null, comment: 'Wonderful.' });
    // The ledger keeps the amounts, unlinked; the balance row is gone with the member.
    expect(
      await database.db
        .select({ userId: pointsEntries.userId })
        .from(pointsEntries)
        .where(and(eq(pointsEntries.points, 4200), isNull(pointsEntries.userId))),
    ).not.toEqual([]);
    expect(await database.db.select().from(pointsBalances).where(eq(pointsBalances.userId, guest.id))).toEqual([]);
    expect(await database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, guest.email))).toEqual([]);
    // The arrival details (dietary needs among them) go; the conversation stays with the stay, detached.
    expect(await database.db.select().from(stayArrivals).where(eq(stayArrivals.reservationId, made.body._id))).toEqual([]);
    expect(
      await database.db
        .select({ userId: stayMessages.userId, text: stayMessages.text })
        .from(stayMessages)
        .where(eq(stayMessages.reservationId, made.body._id)),
    ).toEqual([{ userId: null, text: 'See you in spring.' }]);
    // The cancelled stay's nights are free again.
    const other = await signUp();
    expect((await reserve(other.headers, offset)).status).toBe(201);
  });
});
