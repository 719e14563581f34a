import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import { listAudit } from '~/audit/audit.server';
import { hotels, roomTypes } from '~/db/schema';
import type { Hotel } from '~/hotels/hotel';
import { nightPrice } from '~/pricing/nightlyRates';
import { rateCardsOf } from '~/pricing/rateCards.server';
import { addDays, utcDay } from '~/domain/stay';

/** The editors' prices through the staff API, on the real database: rules, audit, and the public answers following at once. */
const { database, api } = await openTestApi();
const tokens: Record<'user' | 'concierge' | 'editor', string> = { user: '', concierge: '', editor: '' };
const SLUG = 'celtic-fortune-casino-resort';
let hotelId: string;
let roomId: string;
const today = utcDay();

beforeAll(async () => {
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount(role) });
    if (role !== 'user') await makeStaff(database.db, body.user._id, role);
    tokens[role] = body.token;
  }
  hotelId = (await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, SLUG)))[0]!.id;
  roomId = (await database.db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.hotelId, hotelId)).orderBy(roomTypes.position))[0]!.id;
});

type Answer = Record<string, unknown> & { error: string; details?: Record<string, string> };
const send = <T = Answer>(method: string, path: string, token: string | null, body?: unknown) =>
  call<T & Answer>(api, method, path, { body, headers: token ? bearer(token) : {} });
const editor = <T = Answer>(method: string, path: string, body?: unknown) => send<T>(method, path, tokens.editor, body);
const contentVersion = async () =>
  Number(((await database.db.execute(sql`select version from content_state`)) as unknown as { rows: { version: string }[] }).rows[0]!.version);

interface Grid {
  nights: string[];
  roomTypes: { _id: string; nights: { date: string; amountMinor: number; source: string; season: string | null }[] }[];
}
interface Offer {
  roomType: { _id: string };
  plans: { code: string; nightly: { date: string; amountMinor: number }[]; totalMinor: number }[];
}
const flexibleNights = async (checkIn: string, nights: number) => {
  const res = await call<Offer[]>(api, 'GET', `/availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&guests=1&hotel=${SLUG}`);
  expect(res.status).toBe(200);
  return res.body
    .find((o) => o.roomType._id === roomId)!
    .plans.find((p) => p.code === 'flexible')!
    .nightly.map((n) => n.amountMinor);
};
const unknownId = '00000000-0000-4000-a000-000000000000';

describe('who may change the prices', () => {
  it.each([
    ['GET', () => `/staff/hotels/${hotelId}/pricing`, undefined],
    ['PUT', () => `/staff/hotels/${hotelId}/pricing`, {}],
    ['GET', () => `/staff/hotels/${hotelId}/rates`, undefined],
    ['PUT', () => `/staff/room-types/${roomId}/rates`, {}],
    ['GET', () => `/staff/room-types/${roomId}/seasons`, undefined],
    ['POST', () => `/staff/room-types/${roomId}/seasons`, {}],
    ['PATCH', () => `/staff/seasons/${unknownId}`, { name: 'x' }],
    ['DELETE', () => `/staff/seasons/${unknownId}`, undefined],
  ])('%s: 401 signed out, 403 for a guest and the concierge', async (method, path, body) => {
    expect((await send(method, path(), null, body)).status).toBe(401);
    for (const role of ['user', 'concierge'] as const) {
      const refused = await send(method, path(), tokens[role], body);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Only editors can change the prices');
    }
  });

  it('answers 404 for unknown hotels, room types and seasons', async () => {
    expect((await editor('GET', `/staff/hotels/${unknownId}/pricing`)).status).toBe(404);
    expect((await editor('GET', `/staff/hotels/nope/rates`)).status).toBe(404);
    expect((await editor('PUT', `/staff/room-types/${unknownId}/rates`, { from: today, until: today, rateMinor: 100 })).status).toBe(404);
    expect((await editor('POST', `/staff/room-types/${unknownId}/seasons`, { name: 'x', startsOn: today, endsOn: today, rateMinor: 1 })).status).toBe(404);
    expect((await editor('DELETE', `/staff/seasons/${unknownId}`)).status).toBe(404);
  });
});

describe('the rates grid and its bulk change', () => {
  it('shows each night at the price the search computes, marking season nights', async () => {
    const res = await editor<Grid>('GET', `/staff/hotels/${hotelId}/rates?from=${today}`);
    expect(res.status).toBe(200);
    expect(res.body.nights).toHaveLength(90);
    const cards = await rateCardsOf(
      database.db,
      res.body.roomTypes.map((r) => r._id),
      today,
      addDays(today, 90),
    );
    for (const room of res.body.roomTypes) {
      expect(room.nights.map((n) => n.amountMinor)).toEqual(res.body.nights.map((night) => nightPrice(cards.get(room._id)!, night)));
    }
    const next = await editor<Grid>('GET', `/staff/hotels/${hotelId}/rates?from=${addDays(today, 150)}&days=90`);
    const seasonNight = [...res.body.roomTypes, ...next.body.roomTypes].flatMap((r) => r.nights).find((n) => n.source === 'season');
    expect(seasonNight?.season).toEqual(expect.any(String));
  });

  it('refuses more than 90 days, a bad from, a negative price, past nights, a range backwards', async () => {
    expect((await editor('GET', `/staff/hotels/${hotelId}/rates?days=91`)).body.details).toEqual({ days: 'days must be a whole number from 1 to 90' });
    expect((await editor('GET', `/staff/hotels/${hotelId}/rates?from=2027-02-30`)).status).toBe(400);
    const put = (body: unknown) => editor('PUT', `/staff/room-types/${roomId}/rates`, body);
    const negative = await put({ from: addDays(today, 1), until: addDays(today, 2), rateMinor: -100 });
    expect(negative.status).toBe(400);
    expect(negative.body.details).toEqual({ rateMinor: "Price can't be negative" });
    expect((await put({ from: addDays(today, -1), until: today, rateMinor: 100 })).body.details).toEqual({ from: "First night can't be in the past" });
    expect((await put({ from: addDays(today, 3), until: addDays(today, 2), rateMinor: 100 })).body.details).toEqual({
      until: 'Last night must be on or after the first night',
    });
    expect((await put({ from: today, until: addDays(today, 366), rateMinor: 100 })).body.details).toEqual({ until: 'A change covers at most 366 nights' });
  });

  it('prices the nights by hand: the grid, the price range and the public search follow at once; clearing goes back; audited', async () => {
    const from = addDays(today, 10);
    const until = addDays(from, 2);
    const before = await flexibleNights(from, 3);
    const version = await contentVersion();
    const set = await editor('PUT', `/staff/room-types/${roomId}/rates`, { from, until, rateMinor: 1234 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ roomTypeId: roomId, from, until, rateMinor: 1234, nights: 3 });
    expect(await contentVersion()).toBeGreaterThan(version);
    expect(await flexibleNights(from, 3)).toEqual([1234, 1234, 1234]);
    const grid = await editor<Grid>('GET', `/staff/hotels/${hotelId}/rates?from=${from}&days=3`);
    expect(grid.body.roomTypes.find((r) => r._id === roomId)!.nights.map((n) => [n.amountMinor, n.source])).toEqual([
      [1234, 'hand'],
      [1234, 'hand'],
      [1234, 'hand'],
    ]);
    // 12.34 GBP is the lowest night of the next 90 days: the hotel's "from" price is 12.
    const hotel = (await call<Hotel>(api, 'GET', `/rooms/by-slug/${SLUG}`)).body;
    expect(hotel.priceRange.min).toBe(12);

    const cleared = await editor('PUT', `/staff/room-types/${roomId}/rates`, { from, until, rateMinor: null });
    expect(cleared.body).toMatchObject({ rateMinor: null, nights: 3 });
    expect(await flexibleNights(from, 3)).toEqual(before);
    expect((await call<Hotel>(api, 'GET', `/rooms/by-slug/${SLUG}`)).body.priceRange.min).toBeGreaterThan(12);
    const entries = await listAudit(database.db, { entity: 'roomType', entityId: roomId });
    expect(entries.map((e) => e.action).slice(0, 2)).toEqual(['roomRates.clear', 'roomRates.set']);
    expect(entries[0]!.before).toMatchObject({ handPrices: { [from]: 1234 } });
  });
});

describe('the weekend difference', () => {
  it('changes Friday and Saturday nights, may be negative, never takes a night below nothing', async () => {
    const [room] = await database.db.select().from(roomTypes).where(eq(roomTypes.id, roomId));
    const changed = await editor('PATCH', `/staff/room-types/${roomId}`, { weekendDeltaMinor: -500 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ weekendDeltaMinor: -500, baseRateMinor: room!.baseRateMinor });
    // Past the demo seasons: the base rate and the weekend alone.
    const from = addDays(today, 800);
    const grid = await editor<Grid>('GET', `/staff/hotels/${hotelId}/rates?from=${from}&days=7`);
    const nights = grid.body.roomTypes.find((r) => r._id === roomId)!.nights;
    for (const night of nights) {
      const weekday = new Date(`${night.date}T00:00:00Z`).getUTCDay();
      expect(night.amountMinor).toBe(room!.baseRateMinor + (weekday === 5 || weekday === 6 ? -500 : 0));
    }
    const below = await editor('PATCH', `/staff/room-types/${roomId}`, { weekendDeltaMinor: -room!.baseRateMinor - 1 });
    expect(below.status).toBe(400);
    expect(Object.keys(below.body.details ?? {})).toEqual(['weekendDeltaMinor']);
    expect((await editor('PATCH', `/staff/room-types/${roomId}`, { weekendDeltaMinor: room!.weekendDeltaMinor })).status).toBe(200);
  });
});

describe('seasons', () => {
  // Past the demo seasons (last year's to next year's).
  const start = addDays(today, 800);
  const season = { name: 'Burns Gala', startsOn: start, endsOn: addDays(start, 4), rateMinor: 99_000 };

  it('adds, changes and deletes a season; refuses overlaps on the field, negative rates and backwards ranges; audited', async () => {
    const version = await contentVersion();
    const created = await editor<{ _id: string }>('POST', `/staff/room-types/${roomId}/seasons`, season);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...season, roomTypeId: roomId });
    expect(await contentVersion()).toBeGreaterThan(version);
    const id = created.body._id;

    const overlapping = await editor('POST', `/staff/room-types/${roomId}/seasons`, {
      ...season,
      name: 'Late',
      startsOn: addDays(start, 4),
      endsOn: addDays(start, 9),
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.details?.startsOn).toMatch(/^Overlaps the season “Burns Gala” \(.+\); a room type's seasons can't overlap\.$/);
    const reaching = await editor('POST', `/staff/room-types/${roomId}/seasons`, { ...season, name: 'Early', startsOn: addDays(start, -3), endsOn: start });
    expect(Object.keys(reaching.body.details ?? {})).toEqual(['endsOn']);
    const negative = await editor('POST', `/staff/room-types/${roomId}/seasons`, {
      ...season,
      startsOn: addDays(start, 30),
      endsOn: addDays(start, 31),
      rateMinor: -1,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.details).toEqual({ rateMinor: "Rate can't be negative" });
    const backwards = await editor('PATCH', `/staff/seasons/${id}`, { endsOn: addDays(start, -1) });
    expect(backwards.body.details).toEqual({ endsOn: 'Last night must be on or after the first night' });

    const second = await editor<{ _id: string }>('POST', `/staff/room-types/${roomId}/seasons`, {
      ...season,
      name: 'After',
      startsOn: addDays(start, 10),
      endsOn: addDays(start, 12),
    });
    expect(second.status).toBe(201);
    const movedOnto = await editor('PATCH', `/staff/seasons/${second.body._id}`, { startsOn: addDays(start, 2) });
    expect(movedOnto.status).toBe(409);
    const changed = await editor('PATCH', `/staff/seasons/${id}`, { rateMinor: 88_000, endsOn: addDays(start, 5) });
    expect(changed.body).toMatchObject({ rateMinor: 88_000, endsOn: addDays(start, 5) });

    const listed = await editor<{ name: string }[]>('GET', `/staff/room-types/${roomId}/seasons`);
    expect(listed.body.filter((s) => ['Burns Gala', 'After'].includes(s.name))).toHaveLength(2);
    expect((await editor('DELETE', `/staff/seasons/${second.body._id}`)).status).toBe(204);
    expect((await editor('DELETE', `/staff/seasons/${second.body._id}`)).status).toBe(404);
    const actions = (await listAudit(database.db, { entity: 'season' })).map((e) => e.action);
    expect(actions.slice(0, 4)).toEqual(['season.delete', 'season.update', 'season.create', 'season.create']);
  });
});

describe('a hotel’s taxes and plans', () => {
  const plans = {
    vatBps: 2000,
    vatIncluded: false,
    cityTaxMinor: 300,
    cityTaxPer: 'room',
    freeCancellationDays: 5,
    advanceEnabled: true,
    advancePct: 25,
    advanceMinDays: 14,
    memberEnabled: true,
    memberIvoryPct: 10,
    memberGoldPct: 15,
    memberSovereignPct: 20,
  };

  it('reads and sets them whole; the search prices with them at once; audited', async () => {
    const read = await editor('GET', `/staff/hotels/${hotelId}/pricing`);
    expect(read.body).toMatchObject({ hotelId, currency: 'GBP', stored: true, vatBps: 2000, vatIncluded: true });
    const version = await contentVersion();
    const saved = await editor('PUT', `/staff/hotels/${hotelId}/pricing`, plans);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ hotelId, currency: 'GBP', stored: true, ...plans });
    expect(await contentVersion()).toBeGreaterThan(version);
    const checkIn = addDays(today, 30);
    const res = await call<Offer[]>(api, 'GET', `/availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2&hotel=${SLUG}`);
    const offer = res.body.find((o) => o.roomType._id === roomId)!;
    const flexible = offer.plans.find((p) => p.code === 'flexible')!;
    const room = flexible.nightly.reduce((s, n) => s + n.amountMinor, 0);
    expect(flexible.totalMinor).toBe(room + Math.round(room * 0.2) + 2 * 300);
    const advance = offer.plans.find((p) => p.code === 'advance')!;
    expect(advance.nightly.map((n) => n.amountMinor)).toEqual(flexible.nightly.map((n) => Math.round(n.amountMinor * 0.75)));
    const [entry] = await listAudit(database.db, { entity: 'hotel', entityId: hotelId });
    expect(entry).toMatchObject({ action: 'hotelPricing.update', after: plans, before: { vatBps: 2000, vatIncluded: true } });
  });

  it('refuses a percentage outside 0-90, tiers out of order and a negative city tax, naming the fields', async () => {
    const put = (changes: Record<string, unknown>) => editor('PUT', `/staff/hotels/${hotelId}/pricing`, { ...plans, ...changes });
    expect((await put({ advancePct: 91 })).body.details).toEqual({ advancePct: 'Advance purchase discount must be a whole percentage from 0 to 90' });
    expect((await put({ memberIvoryPct: -1 })).body.details).toMatchObject({ memberIvoryPct: 'Ivory discount must be a whole percentage from 0 to 90' });
    expect((await put({ memberGoldPct: 5 })).body.details).toEqual({ memberGoldPct: "Gold discount must be at least Ivory's" });
    expect((await put({ cityTaxMinor: -5 })).body.details).toEqual({ cityTaxMinor: "City tax can't be negative" });
    expect((await put({ vatBps: 5001 })).status).toBe(400);
    expect((await editor('GET', `/staff/hotels/${hotelId}/pricing`)).body).toMatchObject(plans);
  });
});
