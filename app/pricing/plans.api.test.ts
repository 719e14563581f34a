import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApi, newAccount, type TestApi } from '~/api/testHelpers.server';
import type { DatabaseHandle } from '~/db/client.server';
import { hotels, reservations, roomNights, roomTypes } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import type { Availability, Reservation } from '~/reservations/reservation';
import { addDays, utcDay } from '~/domain/stay';
import type { CalendarDay } from './calendar.server';
import type { StayPlan } from './planView';

/** The rate plans through the API: what a signed-in member is offered, what a request on each plan stores or is refused with, and the calendar. */
let database: DatabaseHandle;
let api: TestApi;
beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database);
});
afterAll(() => database?.close());

const today = utcDay();
const stayAt = (offset: number, nights = 3, guests = 2) => ({ checkIn: addDays(today, offset), checkOut: addDays(today, offset + nights), guests });

async function signUp() {
  const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount('plans') });
  return { id: body.user._id, headers: bearer(body.token) };
}

async function room(hotelSlug: string, name: string) {
  const [row] = await database.db
    .select({ id: roomTypes.id, hotelId: roomTypes.hotelId, inventory: roomTypes.inventory })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, hotelSlug), eq(roomTypes.name, name)));
  return row!;
}

const plansOf = async (headers: Record<string, string>, query: Record<string, string | number>, roomTypeId: string) => {
  const res = await call<Availability[]>(api, 'GET', `/availability?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
    headers,
  });
  expect(res.status).toBe(200);
  return res.body.find((a) => a.roomType._id === roomTypeId)!.plans;
};
const planOf = (plans: StayPlan[], code: string) => plans.find((p) => p.code === code)!;
const request = (headers: Record<string, string>, body: object) =>
  call<Reservation & { error: string; details?: Record<string, string>; plan?: StayPlan }>(api, 'POST', '/reservations', { body, headers });

describe('the member price', () => {
  it('signed in, is the member’s tier’s: 10 % below Flexible for Ivory, 12 % once the year’s confirmed nights reach Gold', async () => {
    const guest = await signUp();
    const suite = await room('celtic-fortune-casino-resort', 'Castle View Room');
    const query = { ...stayAt(60), hotel: 'celtic-fortune-casino-resort' };
    const ivory = await plansOf(guest.headers, query, suite.id);
    const flexible = planOf(ivory, 'flexible');
    expect(planOf(ivory, 'member').nightly.map((n) => n.amountMinor)).toEqual(flexible.nightly.map((n) => Math.round((n.amountMinor * 90) / 100)));
    // Ten confirmed nights this year make a Gold member.
    const year = today.slice(0, 4);
    await database.db.insert(reservations).values({
      reference: 'AUR-GOLD01',
      userId: guest.id,
      hotelId: suite.hotelId,
      roomTypeId: suite.id,
      checkIn: `${year}-01-02`,
      checkOut: `${year}-01-12`,
      nights: 10,
      guests: 2,
      nightlyRate: 0,
      total: 0,
      currency: 'GBP',
      roomTotalMinor: 0,
      totalMinor: 0,
      status: 'confirmed',
    });
    const gold = await plansOf(guest.headers, query, suite.id);
    expect(planOf(gold, 'member').nightly.map((n) => n.amountMinor)).toEqual(flexible.nightly.map((n) => Math.round((n.amountMinor * 88) / 100)));
    const stored = await request(guest.headers, {
      roomTypeId: suite.id,
      ...stayAt(60),
      ratePlan: 'member',
      expectedTotalMinor: planOf(gold, 'member').totalMinor,
    });
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ ratePlan: 'member', totalMinor: planOf(gold, 'member').totalMinor, refundable: true });
  });
});

describe('a request on a plan', () => {
  it('answers 409 with the reason when the plan does not apply to the dates, and stores nothing', async () => {
    const guest = await signUp();
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    for (const [body, reason] of [
      [{ ...stayAt(5), ratePlan: 'advance' }, 'The Advance purchase rate must be booked at least 21 days before arrival'],
      [{ ...stayAt(40, 1), ratePlan: 'spa-escape' }, 'This offer needs a stay of at least 2 nights'],
      [{ ...stayAt(40), ratePlan: 'no-such-plan' }, 'This rate plan is not offered at this hotel'],
      [{ ...stayAt(40), ratePlan: 'gaming-weekend', promoCode: 'HIGHROLLER' }, 'This rate plan is not offered at this hotel'],
    ] as const) {
      const res = await request(guest.headers, { roomTypeId: alpine.id, ...body });
      expect([res.status, res.body.error, res.body.details]).toEqual([409, reason, { ratePlan: reason }]);
    }
    expect(await database.db.select().from(reservations).where(eq(reservations.userId, guest.id))).toEqual([]);
    expect(await database.db.select().from(roomNights).where(eq(roomNights.roomTypeId, alpine.id))).toEqual([]);
  });

  it('answers 409 with the new price when it is not the one the guest saw: never a silent change', async () => {
    const guest = await signUp();
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const shown = planOf(await plansOf(guest.headers, { ...stayAt(45), hotel: 'alpine-gold-casino-lodge' }, alpine.id), 'advance');
    const res = await request(guest.headers, { roomTypeId: alpine.id, ...stayAt(45), ratePlan: 'advance', expectedTotalMinor: shown.totalMinor - 1 });
    expect(res.status).toBe(409);
    expect(res.body.details).toHaveProperty('expectedTotalMinor');
    expect(res.body.plan).toMatchObject({ code: 'advance', totalMinor: shown.totalMinor });
    const sent = await request(guest.headers, { roomTypeId: alpine.id, ...stayAt(45), ratePlan: 'advance', expectedTotalMinor: shown.totalMinor });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      ratePlan: 'advance',
      totalMinor: shown.totalMinor,
      refundable: false,
      freeCancellationUntil: null,
      nightly: shown.nightly,
    });
    expect((await call<Reservation>(api, 'GET', `/reservations/${sent.body._id}`, { headers: guest.headers })).body.totalMinor).toBe(shown.totalMinor);
  });

  it('an offer’s supplement is added to the stay and its name and inclusions come back with the reservation', async () => {
    const guest = await signUp();
    const riviera = await room('mediterranean-grand-casino-spa', 'Riviera Room');
    const shown = planOf(await plansOf(guest.headers, { ...stayAt(70), hotel: 'mediterranean-grand-casino-spa' }, riviera.id), 'spa-escape');
    const flexible = planOf(await plansOf(guest.headers, { ...stayAt(70), hotel: 'mediterranean-grand-casino-spa' }, riviera.id), 'flexible');
    expect(shown.supplementMinor).toBe(18_000);
    expect(shown.roomMinor).toBe(flexible.roomMinor + 18_000);
    const res = await request(guest.headers, { roomTypeId: riviera.id, ...stayAt(70), ratePlan: 'spa-escape' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ratePlan: 'spa-escape',
      totalMinor: shown.totalMinor,
      supplementMinor: 18_000,
      offer: { slug: 'spa-escape', name: 'Spa Escape', inclusions: ['breakfast', 'spa_treatment'] },
    });
  });
});

describe('GET /api/hotels/{slug}/calendar', () => {
  it('gives the lowest Flexible night per day for the party, null on a sold-out day, and refuses bad bounds', async () => {
    const from = addDays(today, 90);
    const res = await call<CalendarDay[]>(api, 'GET', `/hotels/celtic-fortune-casino-resort/calendar?from=${from}&days=7&guests=5`);
    expect(res.status).toBe(200);
    expect(res.body.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(from, i)));
    // Only some room types take five: hold every room of them on the third day.
    const all = await database.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.hotelId, (await room('celtic-fortune-casino-resort', 'Castle View Room')).hotelId));
    const fits = all.filter((r) => r.maxGuests >= 5);
    expect(fits.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(fits.length);
    for (const r of fits) await database.db.insert(roomNights).values({ roomTypeId: r.id, night: addDays(from, 2), booked: r.inventory });
    const after = await call<CalendarDay[]>(api, 'GET', `/hotels/celtic-fortune-casino-resort/calendar?from=${from}&days=7&guests=5`);
    expect(after.body[2]).toEqual({ date: addDays(from, 2), lowestMinor: null, currency: 'GBP' });
    expect(after.body[3]!.lowestMinor).toBeGreaterThanOrEqual(Math.min(...fits.map((r) => r.baseRateMinor)));
    for (const [query, status] of [
      ['days=91', 400],
      ['days=0', 400],
      [`from=${addDays(today, -1)}`, 400],
      ['from=2027-02-30', 400],
      ['guests=21', 400],
    ] as const) {
      expect((await call(api, 'GET', `/hotels/celtic-fortune-casino-resort/calendar?${query}`)).status, query).toBe(status);
    }
    expect((await call(api, 'GET', '/hotels/no-such-hotel/calendar')).status).toBe(404);
  });
});

describe('GET /api/offers', () => {
  it('lists the published offers with their hotels and supplements, never a promo code itself', async () => {
    const res = await call<{ slug: string; promoCode: boolean; hotels: { slug: string; supplementMinor: number }[] }[]>(api, 'GET', '/offers');
    expect(res.body.map((o) => o.slug)).toEqual(['spa-escape', 'gaming-weekend', 'long-stay']);
    expect(JSON.stringify(res.body)).not.toContain('HIGHROLLER');
    expect(res.body[1]!.promoCode).toBe(true);
    expect(res.body[0]!.hotels.find((h) => h.slug === 'alpine-gold-casino-lodge')!.supplementMinor).toBe(24_000);
    expect((await call(api, 'GET', '/offers/spa-escape')).status).toBe(200);
    expect((await call(api, 'GET', '/offers/no-such-offer')).status).toBe(404);
  });
});
