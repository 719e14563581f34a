import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, openTestApi, signUpAs } from '~/api/testHelpers.server';
import { hotels, reservations, roomTypes } from '~/db/schema';
import type { Arrival } from './arrival';
import type { ArrivalLine } from './arrival.server';
import type { Reservation } from './reservation';
import { addDays, utcDay } from '~/domain/stay';

/** Before arrival (issue 49): the guest's details, and the concierge's arrivals of a day with the benefits due. */
const { database, api } = await openTestApi();
const db = database.db;
const today = utcDay();

async function roomId(hotel: string, name: string) {
  const [row] = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, hotel), eq(roomTypes.name, name)));
  return row!.id;
}

async function request(headers: Record<string, string>, hotel: string, room: string, offset: number, nights = 2): Promise<Reservation> {
  const res = await call<Reservation>(api, 'POST', '/reservations', {
    body: { roomTypeId: await roomId(hotel, room), checkIn: addDays(today, offset), checkOut: addDays(today, offset + nights), guests: 2 },
    headers,
  });
  expect(res.status).toBe(201);
  return res.body;
}

const put = (headers: Record<string, string>, id: string, body: unknown) =>
  call<Arrival & { error?: string; details?: Record<string, string> }>(api, 'PUT', `/reservations/${id}/arrival`, { body, headers });

describe('PUT /api/reservations/{id}/arrival', () => {
  it('keeps the arrival time, bed, occasion and dietary needs, replaced at each change', async () => {
    const guest = await signUpAs(api, db, 'user', 'arrive');
    const stay = await request(guest.headers, 'royal-palace-casino-resort', 'Deluxe Marina Room', 30);
    const first = await put(guest.headers, stay._id, { arrivalTime: '21:45', bed: 'twin', occasion: 'anniversary', dietary: 'No shellfish; one vegetarian.' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ arrivalTime: '21:45', bed: 'twin', occasion: 'anniversary', dietary: 'No shellfish; one vegetarian.' });
    const second = await put(guest.headers, stay._id, { arrivalTime: '09:05' });
    expect(second.body).toMatchObject({ arrivalTime: '09:05', bed: null, occasion: null, dietary: null });
  });

  it('refuses a time not HH:mm, an unknown bed or occasion, long dietary needs (400), another’s stay (404), a cancelled one (409)', async () => {
    const [guest, other] = [await signUpAs(api, db, 'user', 'arrive'), await signUpAs(api, db, 'user', 'arrive')];
    const stay = await request(guest.headers, 'royal-palace-casino-resort', 'Deluxe Marina Room', 31);
    expect(await put(guest.headers, stay._id, { arrivalTime: '25:00' })).toMatchObject({ status: 400, body: { details: { arrivalTime: expect.any(String) } } });
    expect(await put(guest.headers, stay._id, { arrivalTime: '3pm' })).toMatchObject({ status: 400 });
    expect(await put(guest.headers, stay._id, { arrivalTime: '15:00', bed: 'waterbed' })).toMatchObject({
      status: 400,
      body: { details: { bed: expect.any(String) } },
    });
    expect(await put(guest.headers, stay._id, { arrivalTime: '15:00', occasion: 'wedding' })).toMatchObject({
      status: 400,
      body: { details: { occasion: expect.any(String) } },
    });
    expect(await put(guest.headers, stay._id, { arrivalTime: '15:00', dietary: 'x'.repeat(301) })).toMatchObject({
      status: 400,
      body: { details: { dietary: expect.any(String) } },
    });
    expect((await put(guest.headers, stay._id, {})).status).toBe(400);
    expect((await put(other.headers, stay._id, { arrivalTime: '15:00' })).status).toBe(404);
    await call(api, 'POST', `/reservations/${stay._id}/cancel`, { headers: guest.headers });
    expect((await put(guest.headers, stay._id, { arrivalTime: '15:00' })).status).toBe(409);
  });
});

describe('GET /api/staff/arrivals', () => {
  it('lists a day’s arrivals per hotel with their details, the tier benefits due and unread messages; staff only', async () => {
    const [guest, gold, staff] = [await signUpAs(api, db, 'user', 'arrive'), await signUpAs(api, db, 'user', 'gold'), await signUpAs(api, db, 'concierge')];
    const day = 33;
    const plain = await request(guest.headers, 'golden-dunes-casino-resort', 'Desert Deluxe Room', day);
    await put(guest.headers, plain._id, { arrivalTime: '18:00', bed: 'double', occasion: 'honeymoon' });
    await call(api, 'POST', `/reservations/${plain._id}/messages`, { body: { text: 'Rose petals?' }, headers: guest.headers });
    // Ten confirmed nights this year make a Gold member (the rewards page's rule).
    const golden = await request(gold.headers, 'golden-dunes-casino-resort', 'Arabian Gulf Club Room', day);
    const earlier = await request(gold.headers, 'golden-dunes-casino-resort', 'Arabian Gulf Club Room', day + 40, 10);
    for (const id of [golden._id, earlier._id]) await call(api, 'POST', `/reservations/${id}/confirm`, { headers: staff.headers });
    const sameYear = addDays(today, day).slice(0, 4) === addDays(today, day + 40).slice(0, 4);
    const elsewhere = await request(guest.headers, 'celtic-fortune-casino-resort', 'Classic Room', day);
    const cancelled = await request(guest.headers, 'golden-dunes-casino-resort', 'Desert Deluxe Room', day, 3);
    await call(api, 'POST', `/reservations/${cancelled._id}/cancel`, { headers: guest.headers });

    const res = await call<ArrivalLine[]>(api, 'GET', `/staff/arrivals?hotel=golden-dunes-casino-resort&date=${addDays(today, day)}`, {
      headers: staff.headers,
    });
    expect(res.status).toBe(200);
    const ids = res.body.map((a) => a.reservation._id);
    expect(ids).toContain(plain._id);
    expect(ids).toContain(golden._id);
    expect(ids).not.toContain(elsewhere._id);
    expect(ids).not.toContain(cancelled._id);
    expect(Number(res.headers.get('x-total-count'))).toBe(res.body.length);
    const mine = res.body.find((a) => a.reservation._id === plain._id)!;
    expect(mine).toMatchObject({ arrival: { arrivalTime: '18:00', bed: 'double', occasion: 'honeymoon' }, benefits: [], tier: null, unreadMessages: 1 });
    const theirs = res.body.find((a) => a.reservation._id === golden._id)!;
    if (sameYear) expect(theirs).toMatchObject({ tier: 'gold', benefits: ['late_checkout', 'upgrade'], arrival: null });
    // Those with an arrival time first.
    expect(res.body.findIndex((a) => a.arrival === null)).toBeGreaterThan(res.body.findIndex((a) => a.reservation._id === plain._id));

    const all = await call<ArrivalLine[]>(api, 'GET', `/staff/arrivals?date=${addDays(today, day)}`, { headers: staff.headers });
    expect(all.body.map((a) => a.reservation._id)).toContain(elsewhere._id);
    expect((await call(api, 'GET', '/staff/arrivals?date=2027-02-30', { headers: staff.headers })).status).toBe(400);
    expect((await call(api, 'GET', '/staff/arrivals?hotel=nowhere', { headers: staff.headers })).status).toBe(404);
    expect((await call(api, 'GET', '/staff/arrivals', { headers: guest.headers })).status).toBe(403);
    expect((await call(api, 'GET', '/staff/arrivals')).status).toBe(401);
    expect((await db.select().from(reservations).where(eq(reservations.id, plain._id))).length).toBe(1);
  });
});
