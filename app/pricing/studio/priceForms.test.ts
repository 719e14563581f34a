import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '~/accounts/users.server';
import type { User } from '~/accounts/user';
import type { DatabaseHandle } from '~/db/client.server';
import { hotelPricing, hotels, rateSeasons, roomRateDays, roomTypes } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { hotelPageAction } from '~/hotels/studio/hotelActions.server';
import { addDays, utcDay } from '~/domain/stay';
import type { PriceFormAnswer } from './priceForms';
import { pricingPageAction } from './pricingPage.server';
import { ratesPageAction } from './ratesPage.server';
import { seasonsPageAction } from './seasonsPage.server';

/** The price pages' plain forms (what a browser without scripts posts), straight to their actions. */
let database: DatabaseHandle;
let editor: User;
let hotel: { id: string; currency: string };
let rooms: { id: string; name: string; baseRateMinor: number }[];
const today = utcDay();
beforeAll(async () => {
  database = await createTestDatabase();
  editor = (await upsertAccount(database.db, { username: 'Rate Editor', email: 'rates@example.com', password: 'editorial-passphrase-77', role: 'editor' }))
    .user;
  hotel = (await database.db.select({ id: hotels.id, currency: hotels.currency }).from(hotels).where(eq(hotels.slug, 'alpine-gold-casino-lodge')))[0]!;
  rooms = await database.db
    .select({ id: roomTypes.id, name: roomTypes.name, baseRateMinor: roomTypes.baseRateMinor })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotel.id))
    .orderBy(roomTypes.position);
});
afterAll(() => database?.close());

const post = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return new Request('http://localhost/studio', { method: 'POST', body });
};
const answerOf = (result: unknown) => result as { data: PriceFormAnswer; init: { status?: number } | null };
const names = () => new Map(rooms.map((r) => [r.id, r.name]));

describe('the rates grid’s bulk change', () => {
  it('answers each problem on its field, keeping what was typed', async () => {
    const { data, init } = answerOf(
      await ratesPageAction(database.db, editor, post({ intent: 'set', from: addDays(today, 3), until: today, rate: '-5' }), hotel, names()),
    );
    expect(init?.status).toBe(400);
    expect(!data.ok && data.errors).toEqual({
      roomTypeIds: 'Choose at least one room type',
      rate: "Price can't be negative",
      until: 'Last night must be on or after the first night',
    });
    expect(!data.ok && data.values).toMatchObject({ from: addDays(today, 3), rate: '-5' });
  });

  it('sets the chosen room types’ nights to a typed price, then clears them', async () => {
    const from = addDays(today, 5);
    const until = addDays(from, 1);
    const chosen = [rooms[0]!.id, rooms[1]!.id];
    const set = answerOf(
      await ratesPageAction(database.db, editor, post({ intent: 'set', roomTypeId: chosen, from, until, rate: '1 250.50' }), hotel, names()),
    );
    expect(set.data).toMatchObject({ ok: true, target: 'bulk' });
    expect(set.data.message).toMatch(/^Priced every night of 2 room types at 1,250.50 CHF/);
    const priced = await database.db
      .select()
      .from(roomRateDays)
      .where(and(eq(roomRateDays.roomTypeId, chosen[0]!), gte(roomRateDays.night, from)));
    expect(priced.map((d) => [d.night, d.rateMinor])).toEqual([
      [from, 125_050],
      [until, 125_050],
    ]);
    const cleared = answerOf(await ratesPageAction(database.db, editor, post({ intent: 'clear', roomTypeId: chosen, from, until, rate: '' }), hotel, names()));
    expect(cleared.data.message).toMatch(/^Cleared 4 hand prices of 2 room types/);
    expect(await database.db.select().from(roomRateDays).where(eq(roomRateDays.roomTypeId, chosen[0]!))).toEqual([]);
  });

  it('refuses another hotel’s room type', async () => {
    const [other] = await database.db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
      .where(eq(hotels.slug, 'nordic-star-casino-hotel'));
    const { init } = answerOf(
      await ratesPageAction(database.db, editor, post({ intent: 'set', roomTypeId: other!.id, from: today, until: today, rate: '100' }), hotel, names()),
    );
    expect(init?.status).toBe(404);
  });
});

describe('the seasons form', () => {
  it('adds a season with a typed rate and refuses an overlapping one on its field', async () => {
    const start = addDays(today, 900);
    const season = { intent: 'addSeason', roomTypeId: rooms[0]!.id, name: 'Engadin Skimarathon', startsOn: start, endsOn: addDays(start, 2), rate: '980.50' };
    const added = answerOf(await seasonsPageAction(database.db, editor, post(season), hotel));
    expect(added.data).toEqual({ ok: true, target: `new-season-${rooms[0]!.id}`, message: 'Added the season “Engadin Skimarathon”.' });
    const [stored] = await database.db
      .select()
      .from(rateSeasons)
      .where(and(eq(rateSeasons.roomTypeId, rooms[0]!.id), eq(rateSeasons.startsOn, start)));
    expect(stored).toMatchObject({ rateMinor: 98_050, endsOn: addDays(start, 2) });
    const overlap = answerOf(
      await seasonsPageAction(database.db, editor, post({ ...season, name: 'Late', startsOn: addDays(start, 2), endsOn: addDays(start, 5) }), hotel),
    );
    expect(overlap.init?.status).toBe(409);
    expect(!overlap.data.ok && Object.keys(overlap.data.errors)).toEqual(['startsOn']);
    const negative = answerOf(
      await seasonsPageAction(database.db, editor, post({ ...season, startsOn: addDays(start, 20), endsOn: addDays(start, 21), rate: '-1' }), hotel),
    );
    expect(!negative.data.ok && negative.data.errors).toEqual({ rate: "Rate can't be negative" });
  });
});

describe('the plans and taxes form', () => {
  const form = {
    vat: '3.8',
    vatIncluded: 'included',
    cityTax: '7.50',
    cityTaxPer: 'guest',
    freeCancellationDays: '3',
    advanceEnabled: 'on',
    advancePct: '20',
    advanceMinDays: '30',
    memberIvoryPct: '10',
    memberGoldPct: '12',
    memberSovereignPct: '15',
  };

  it('saves VAT typed as a percentage with decimals, the city tax as money, and the plans turned off when unticked', async () => {
    const { data } = answerOf(await pricingPageAction(database.db, editor, post(form), hotel));
    expect(data.ok).toBe(true);
    const [row] = await database.db.select().from(hotelPricing).where(eq(hotelPricing.hotelId, hotel.id));
    expect(row).toMatchObject({
      vatBps: 380,
      vatIncluded: true,
      cityTaxMinor: 750,
      advanceEnabled: true,
      advancePct: 20,
      advanceMinDays: 30,
      memberEnabled: false,
    });
  });

  it('refuses a percentage outside 0-90 and a VAT that is no percentage, on their fields', async () => {
    const { data, init } = answerOf(await pricingPageAction(database.db, editor, post({ ...form, vat: '3,875', advancePct: '95', memberGoldPct: 'x' }), hotel));
    expect(init?.status).toBe(400);
    expect(!data.ok && data.errors).toEqual({
      vat: 'VAT must be a percentage from 0 to 50, with at most two decimals (e.g. 3.8)',
      advancePct: 'Advance purchase discount must be a whole percentage from 0 to 90',
      memberGoldPct: 'Gold discount must be a whole percentage from 0 to 90',
    });
  });
});

describe('the room type’s weekend difference', () => {
  const roomForm = (room: { id: string; baseRateMinor: number }, weekendDelta: string) => ({
    intent: 'roomType',
    roomTypeId: room.id,
    name: 'Engadin Suite',
    description: 'Wide windows on the lake.',
    sizeSqm: '60',
    beds: '1 king bed',
    view: 'Lake',
    maxGuests: '2',
    nightlyRate: String(room.baseRateMinor / 100),
    weekendDelta,
    inventory: '40',
  });

  it('takes a negative difference as money, and refuses one that takes a night below nothing or is no amount', async () => {
    const room = rooms[2]!;
    const saved = answerOf(await hotelPageAction(database.db, editor, post(roomForm(room, '-25.50')), hotel.id));
    expect(saved.data.ok).toBe(true);
    expect((await database.db.select({ w: roomTypes.weekendDeltaMinor }).from(roomTypes).where(eq(roomTypes.id, room.id)))[0]!.w).toBe(-2550);
    const below = answerOf(await hotelPageAction(database.db, editor, post(roomForm(room, `-${room.baseRateMinor / 100 + 1}`)), hotel.id));
    expect(!below.data.ok && Object.keys(below.data.errors)).toEqual(['weekendDelta']);
    const typo = answerOf(await hotelPageAction(database.db, editor, post(roomForm(room, 'about 40')), hotel.id));
    expect(!typo.data.ok && typo.data.errors).toEqual({ weekendDelta: 'Weekend difference must be an amount in CHF, such as 40 or -25.50' });
  });
});
