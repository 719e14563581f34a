import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApi, signUpAs, type TestApi } from '~/api/testHelpers.server';
import type { DatabaseHandle } from '~/db/client.server';
import { hotels, roomNights, roomTypes } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import type { Availability, Reservation } from './reservation';
import { addDays, utcDay } from '~/domain/stay';

let database: DatabaseHandle;
let api: TestApi;
beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database);
});
afterAll(() => database?.close());

const today = utcDay();
/** A stay `offset` days from today, `nights` long. */
const stayAt = (offset: number, nights = 3, guests = 2) => ({ checkIn: addDays(today, offset), checkOut: addDays(today, offset + nights), guests });

const signUp = (role?: 'admin' | 'concierge' | 'editor') => signUpAs(api, database.db, role, role ?? 'guest');

async function roomType(hotelSlug: string, name: string) {
  const [row] = await database.db
    .select({ id: roomTypes.id, inventory: roomTypes.inventory, baseRateMinor: roomTypes.baseRateMinor, maxGuests: roomTypes.maxGuests })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, hotelSlug), eq(roomTypes.name, name)));
  return row!;
}

const availability = (query: Record<string, string | number>) =>
  call<Availability[] & { error?: string; details?: Record<string, string> }>(
    api,
    'GET',
    `/availability?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );

const request = (headers: Record<string, string>, body: Record<string, unknown>) =>
  call<Reservation & { error: string }>(api, 'POST', '/reservations', { body, headers });

describe('GET /api/rooms/by-slug/{slug}', () => {
  it('lists the hotel’s room types in its order, with the hotel’s currency and inventory', async () => {
    const res = await call<{
      roomTypes: { name: string; nightlyRate: number; currency: string; maxGuests: number; inventory: number }[];
      priceRange: { min: number };
    }>(api, 'GET', '/rooms/by-slug/alpine-gold-casino-lodge');
    expect(res.status).toBe(200);
    expect(res.body.roomTypes.map((r) => r.name)).toEqual(['Alpine Room', 'Lake View Junior Suite', 'Engadin Family Suite', 'Piz Nair Penthouse']);
    expect(res.body.roomTypes[0]).toMatchObject({ nightlyRate: 780, currency: 'CHF', maxGuests: 2, inventory: 70 });
    expect(res.body.roomTypes[3]).toMatchObject({ name: 'Piz Nair Penthouse', inventory: 1 });
    expect(Math.min(...res.body.roomTypes.map((r) => r.nightlyRate))).toBe(res.body.priceRange.min);
  });
});

describe('GET /api/availability', () => {
  it('answers free room types grouped by hotel, best rated first, with nights and totals', async () => {
    const res = await availability(stayAt(40, 3, 2));
    expect(res.status).toBe(200);
    const hotelOrder = [...new Set(res.body.map((a) => a.hotel.slug))];
    expect(hotelOrder).toHaveLength(6);
    const ratings = hotelOrder.map((slug) => res.body.find((a) => a.hotel.slug === slug)!.hotel.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const alpine = res.body.find((a) => a.roomType.name === 'Alpine Room')!;
    expect(alpine).toMatchObject({ nights: 3, currency: 'CHF', available: 70, roomType: { nightlyRate: 780, baseRateMinor: 78_000 } });
    expect(alpine.hotel).toMatchObject({ slug: 'alpine-gold-casino-lodge', name: 'Alpine Gold Casino & Lodge', country: 'Switzerland' });
    // Flexible first, then Advance (40 days ahead), the member price (signed out, the first tier's) and the
    // hotel's offers for three nights: the Spa Escape (two nights or more), not the Long Stay (five).
    expect(alpine.plans.map((p) => [p.code, p.membersOnly])).toEqual([
      ['flexible', false],
      ['advance', false],
      ['member', true],
      ['spa-escape', false],
    ]);
    const [flexible, advance, member] = alpine.plans;
    const nights = flexible!.nightly.reduce((sum, n) => sum + n.amountMinor, 0);
    // St. Moritz: VAT of 3.8 % included, the Kurtaxe of CHF 7 per guest and night added.
    expect(flexible!.taxes).toMatchObject({ addedMinor: 700 * 2 * 3, includedMinor: nights - Math.round((nights * 10_000) / 10_380) });
    expect(flexible!.totalMinor).toBe(nights + 700 * 2 * 3);
    expect(alpine.total).toBe(Math.round(flexible!.totalMinor / 100));
    expect(advance!.nightly.map((n) => n.amountMinor)).toEqual(flexible!.nightly.map((n) => Math.round((n.amountMinor * 85) / 100)));
    expect(member!.nightly.map((n) => n.amountMinor)).toEqual(flexible!.nightly.map((n) => Math.round((n.amountMinor * 90) / 100)));
    expect([flexible!.refundable, flexible!.freeCancellationUntil, advance!.refundable, advance!.freeCancellationUntil]).toEqual([
      true,
      addDays(today, 38),
      false,
      null,
    ]);
  });

  it('leaves out room types too small for the party', async () => {
    const res = await availability({ ...stayAt(40, 2, 5), hotel: 'alpine-gold-casino-lodge' });
    expect(res.body.map((a) => a.roomType.name)).toEqual(['Engadin Family Suite', 'Piz Nair Penthouse']);
  });

  it('pages through hotels', async () => {
    const first = await availability({ ...stayAt(41), limit: 2 });
    const next = await availability({ ...stayAt(41), limit: 2, offset: 2 });
    const slugs = (r: typeof first) => [...new Set(r.body.map((a) => a.hotel.slug))];
    expect(slugs(first)).toHaveLength(2);
    expect(slugs(next)).toHaveLength(2);
    expect(slugs(first).filter((s) => slugs(next).includes(s))).toEqual([]);
  });

  it('answers 404 for an unknown hotel', async () => {
    const res = await availability({ ...stayAt(40), hotel: 'no-such-hotel' });
    expect(res.status).toBe(404);
  });

  it.each([
    [{ checkOut: addDays(today, 3) }, 'Please choose a check-in date', 'checkIn'],
    [{ checkIn: '2027-13-01', checkOut: '2027-13-03' }, 'Check-in must be a date written YYYY-MM-DD', 'checkIn'],
    [{ checkIn: '2027-02-30', checkOut: '2027-03-02' }, 'Check-in must be a date written YYYY-MM-DD', 'checkIn'],
    [{ checkIn: addDays(today, -1), checkOut: addDays(today, 2) }, 'Check-in cannot be in the past', 'checkIn'],
    [{ checkIn: addDays(today, 366), checkOut: addDays(today, 368) }, 'Check-in must be within 365 days from today', 'checkIn'],
    [{ checkIn: addDays(today, 10), checkOut: addDays(today, 10) }, 'Check-out must be after check-in', 'checkOut'],
    [{ checkIn: addDays(today, 10), checkOut: addDays(today, 9) }, 'Check-out must be after check-in', 'checkOut'],
    [{ checkIn: addDays(today, 10), checkOut: addDays(today, 41) }, 'A stay can be at most 30 nights', 'checkOut'],
    [{ ...stayAt(10), guests: 0 }, 'Guests must be a whole number from 1 to 20', 'guests'],
    [{ ...stayAt(10), guests: 21 }, 'Guests must be a whole number from 1 to 20', 'guests'],
    [{ ...stayAt(10), guests: 'two' }, 'Guests must be a whole number from 1 to 20', 'guests'],
  ])('refuses %j with 400: %s', async (query, message, field) => {
    const res = await availability(query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.details).toEqual({ [field]: message });
  });

  it('accepts a stay from today and one of exactly 30 nights', async () => {
    expect((await availability(stayAt(0, 1))).status).toBe(200);
    expect((await availability(stayAt(365, 30))).status).toBe(200);
  });
});

describe('POST /api/reservations', () => {
  it('stores a request with the stay’s total and answers 201', async () => {
    const guest = await signUp();
    const room = await roomType('celtic-fortune-casino-resort', 'Castle View Room');
    const stay = stayAt(50, 4, 2);
    const shown = (await availability({ ...stay, hotel: 'celtic-fortune-casino-resort' })).body.find((a) => a.roomType._id === room.id)!.plans[0]!;
    const res = await request(guest.headers, { roomTypeId: room.id, ...stay, specialRequests: 'A quiet room, please.', expectedTotalMinor: shown.totalMinor });
    expect(res.status).toBe(201);
    // The total stored is the total shown, night by night, with the plan's terms.
    expect(res.body).toMatchObject({
      ratePlan: 'flexible',
      totalMinor: shown.totalMinor,
      nightly: shown.nightly,
      roomTotalMinor: shown.roomMinor,
      taxes: { includedMinor: shown.taxes.includedMinor, addedMinor: shown.taxes.addedMinor },
      refundable: true,
      freeCancellationUntil: addDays(today, 48),
      total: Math.round(shown.totalMinor / 100),
    });
    expect(res.body).toMatchObject({
      status: 'requested',
      hotel: { slug: 'celtic-fortune-casino-resort', name: 'Celtic Fortune Casino & Resort' },
      roomType: { _id: room.id, name: 'Castle View Room' },
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: 4,
      guests: 2,
      currency: 'GBP',
      specialRequests: 'A quiet room, please.',
    });
    expect(res.body.reference).toMatch(/^AUR-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 401 signed out and for an ended session', async () => {
    const room = await roomType('celtic-fortune-casino-resort', 'Classic Room');
    expect((await request({}, { roomTypeId: room.id, ...stayAt(50) })).status).toBe(401);
    expect((await request(bearer('not-a-token'), { roomTypeId: room.id, ...stayAt(50) })).status).toBe(401);
  });

  it.each([
    [{ guests: 3 }, 400, 'The Castle View Room takes at most 2 guests'],
    [{ roomTypeId: '00000000-0000-4000-8000-000000000000' }, 404, 'Room type not found'],
    [{ roomTypeId: 'nope' }, 404, 'Room type not found'],
    [{ checkIn: addDays(today, -2), checkOut: addDays(today, 1) }, 400, 'Check-in cannot be in the past'],
    [{ guests: '2' }, 400, /Guests must be/],
    [{ specialRequests: 'x'.repeat(1001) }, 400, 'Special requests must be at most 1000 characters'],
    [{ specialRequests: 'bell\u0007' }, 400, 'Special requests may not hold control characters'],
  ])('refuses %j with %i', async (change, status, message) => {
    const guest = await signUp();
    const room = await roomType('celtic-fortune-casino-resort', 'Castle View Room');
    const res = await request(guest.headers, { roomTypeId: room.id, ...stayAt(60), ...change });
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
  });

  it('takes the last room once: the next request for an overlapping night is 409, a later stay is fine', async () => {
    const [first, second] = [await signUp(), await signUp()];
    const suite = await roomType('alpine-gold-casino-lodge', 'Piz Nair Penthouse');
    expect(suite.inventory).toBe(1);
    expect((await request(first.headers, { roomTypeId: suite.id, ...stayAt(70, 3) })).status).toBe(201);
    const clash = await request(second.headers, { roomTypeId: suite.id, ...stayAt(72, 3) });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(/no longer available/);
    expect((await request(second.headers, { roomTypeId: suite.id, ...stayAt(73, 2) })).status).toBe(201);
    const search = await availability({ ...stayAt(71, 1), hotel: 'alpine-gold-casino-lodge' });
    expect(search.body.map((a) => a.roomType.name)).not.toContain('Piz Nair Penthouse');
  });
});

describe('a guest’s reservations', () => {
  it('lists only the caller’s own, soonest first; someone else’s is a 404', async () => {
    const [guest, other] = [await signUp(), await signUp()];
    const room = await roomType('mediterranean-grand-casino-spa', 'Riviera Room');
    const later = await request(guest.headers, { roomTypeId: room.id, ...stayAt(90) });
    const sooner = await request(guest.headers, { roomTypeId: room.id, ...stayAt(80) });
    await request(other.headers, { roomTypeId: room.id, ...stayAt(85) });
    const list = await call<Reservation[]>(api, 'GET', '/reservations', { headers: guest.headers });
    expect(list.body.map((r) => r._id)).toEqual([sooner.body._id, later.body._id]);
    expect((await call(api, 'GET', `/reservations/${later.body._id}`, { headers: other.headers })).status).toBe(404);
    expect((await call(api, 'POST', `/reservations/${later.body._id}/cancel`, { headers: other.headers })).status).toBe(404);
    expect((await call(api, 'GET', '/reservations')).status).toBe(401);
  });

  it('cancels before check-in and frees the nights at once; cancelling twice is 409', async () => {
    const [guest, next] = [await signUp(), await signUp()];
    const suite = await roomType('royal-palace-casino-resort', 'Royal Penthouse');
    const made = await request(guest.headers, { roomTypeId: suite.id, ...stayAt(100, 2) });
    expect((await request(next.headers, { roomTypeId: suite.id, ...stayAt(100, 2) })).status).toBe(409);
    const cancelled = await call<Reservation>(api, 'POST', `/reservations/${made.body._id}/cancel`, { headers: guest.headers });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await call(api, 'POST', `/reservations/${made.body._id}/cancel`, { headers: guest.headers })).status).toBe(409);
    expect((await request(next.headers, { roomTypeId: suite.id, ...stayAt(100, 2) })).status).toBe(201);
  });

  it('cannot cancel on the day of check-in', async () => {
    const guest = await signUp();
    const room = await roomType('royal-palace-casino-resort', 'Deluxe Marina Room');
    const made = await request(guest.headers, { roomTypeId: room.id, ...stayAt(0, 1) });
    expect(made.status).toBe(201);
    const res = await call<{ error: string }>(api, 'POST', `/reservations/${made.body._id}/cancel`, { headers: guest.headers });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/before the day of check-in/);
  });
});

describe('the concierge’s decisions', () => {
  it('confirms with a note the guest sees; a user or an editor cannot; confirming again is 409', async () => {
    const [guest, admin, editor] = [await signUp(), await signUp('concierge'), await signUp('editor')];
    const room = await roomType('golden-dunes-casino-resort', 'Oasis Pool Villa');
    const made = await request(guest.headers, { roomTypeId: room.id, ...stayAt(120, 5, 4) });
    expect((await call(api, 'POST', `/reservations/${made.body._id}/confirm`, { headers: guest.headers })).status).toBe(403);
    expect((await call(api, 'POST', `/reservations/${made.body._id}/confirm`, { headers: editor.headers })).status).toBe(403);
    expect((await call(api, 'POST', `/reservations/${made.body._id}/confirm`)).status).toBe(401);
    const confirmed = await call<Reservation>(api, 'POST', `/reservations/${made.body._id}/confirm`, {
      headers: admin.headers,
      body: { note: 'Your butler is Karim.' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', note: 'Your butler is Karim.' });
    const seen = await call<Reservation>(api, 'GET', `/reservations/${made.body._id}`, { headers: guest.headers });
    expect(seen.body).toMatchObject({ status: 'confirmed', note: 'Your butler is Karim.' });
    expect((await call(api, 'POST', `/reservations/${made.body._id}/confirm`, { headers: admin.headers })).status).toBe(409);
    expect((await call(api, 'POST', `/reservations/${made.body._id}/decline`, { headers: admin.headers })).status).toBe(409);
  });

  it('declines without a body, which frees the nights; a cancelled stay cannot be confirmed', async () => {
    const [guest, admin] = [await signUp(), await signUp('admin')];
    const suite = await roomType('nordic-star-casino-hotel', 'Northern Lights Presidential Suite');
    const made = await request(guest.headers, { roomTypeId: suite.id, ...stayAt(130, 2) });
    const declined = await call<Reservation>(api, 'POST', `/reservations/${made.body._id}/decline`, { headers: admin.headers });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', note: null });
    expect((await request(guest.headers, { roomTypeId: suite.id, ...stayAt(130, 2) })).status).toBe(201);
    const another = await request(guest.headers, { roomTypeId: suite.id, ...stayAt(140, 2) });
    await call(api, 'POST', `/reservations/${another.body._id}/cancel`, { headers: guest.headers });
    const res = await call<{ error: string }>(api, 'POST', `/reservations/${another.body._id}/confirm`, { headers: admin.headers });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/cancelled/);
    expect((await call(api, 'POST', '/reservations/00000000-0000-4000-8000-000000000000/confirm', { headers: admin.headers })).status).toBe(404);
  });

  it('lists the requests for staff only, with the guest', async () => {
    const [guest, admin] = [await signUp(), await signUp('admin')];
    const room = await roomType('golden-dunes-casino-resort', 'Desert Deluxe Room');
    const made = await request(guest.headers, { roomTypeId: room.id, ...stayAt(150) });
    const list = await call<(Reservation & { guest: { username: string } })[]>(api, 'GET', '/staff/reservations?status=requested', { headers: admin.headers });
    expect(list.status).toBe(200);
    expect(list.body.find((r) => r._id === made.body._id)?.guest).toBeTruthy();
    expect((await call(api, 'GET', '/staff/reservations', { headers: guest.headers })).status).toBe(403);
  });
});

describe('the night counts', () => {
  it('equal the requested and confirmed reservations on every night after all the changes above', async () => {
    const result = await database.db.execute<{ mismatches: number }>(sql`
      select count(*)::int as mismatches from (
        select n.room_type_id, n.night, n.booked,
          (select count(*) from reservations r where r.room_type_id = n.room_type_id and r.status in ('requested', 'confirmed')
             and r.check_in <= n.night and r.check_out > n.night) as held
        from room_nights n) counts
      where booked <> held`);
    expect((result as unknown as { rows: { mismatches: number }[] }).rows[0]!.mismatches).toBe(0);
    expect((await database.db.select().from(roomNights)).length).toBeGreaterThan(0);
  });
});
