import { makeStaff } from '~/api/testHelpers.server';
import { existsSync } from 'node:fs';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchAvailability } from '~/db/availabilityState.server';
import { openDatabase, type DatabaseHandle } from '~/db/client.server';
import { watchContentVersion } from '~/db/contentState.server';
import { createTestDatabase } from '~/db/testDatabase.server';
import { addDays, utcDay } from '../app/domain/stay';
import { createResponseCache } from './cache';

/**
 * A search kept in the response cache of another server process follows the studio's price
 * changes: each write to the rates, the plans and the offers bumps the content version and
 * announces it (drizzle/0029), and the kept answers are keyed on it. The process that wrote drops
 * its kept searches anyway (docs/decisions/0023), so the search goes to a second app with its own
 * cache (on PostgreSQL, its own connection). Against the built site (`npm run build` first).
 */

const BUILD = new URL('../build/server/index.js', import.meta.url);
const HOTEL = 'golden-dunes-casino-resort';

interface Site {
  createSiteApp: (database: unknown, options: Record<string, unknown>) => Hono;
}
interface Found {
  roomType: { _id: string };
  plans: { code: string; nightly: { amountMinor: number }[]; totalMinor: number }[];
}

describe.skipIf(!existsSync(BUILD))('kept searches follow the studio’s prices (needs npm run build)', () => {
  let database: DatabaseHandle & { url?: string };
  let other: DatabaseHandle;
  let app: Hono;
  let there: Hono;
  let cache: ReturnType<typeof createResponseCache>;
  let token: string;
  const checkIn = addDays(utcDay(), 45);
  const stay = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2&hotel=${HOTEL}`;
  const send = (method: string, path: string, body?: unknown) =>
    app.request(path, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const search = async () => (await (await there.request(`/api/availability?${stay}`)).json()) as Found[];
  const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
    const deadline = Date.now() + 3000;
    let seen = await read();
    while (!done(seen) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await read();
    }
    return seen;
  };

  beforeAll(async () => {
    const site = (await import(/* @vite-ignore */ BUILD.href)) as Site;
    database = await createTestDatabase();
    other = database.url ? await openDatabase({ databaseUrl: database.url }) : database;
    const here = createResponseCache({ version: await watchContentVersion(database), availability: await watchAvailability(database) });
    app = site.createSiteApp(database, { cache: here });
    cache = createResponseCache({ version: await watchContentVersion(other), availability: await watchAvailability(other) });
    there = site.createSiteApp(other, { cache });
    const res = await app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'price-editor', email: 'price-editor@example.com', password: 'correct horse battery staple 1' }),
    });
    const { token: t, user } = (await res.json()) as { token: string; user: { _id: string } };
    await makeStaff(database.db, user._id, 'editor');
    token = t;
  });
  afterAll(async () => {
    if (other !== database) await other?.close();
    await database?.close();
  });

  it('shows nights priced by hand and a hotel’s new plans in the next search', async () => {
    const first = await search();
    // The dearest room: a cent below its night leaves the hotel's lowest price alone.
    const room = first.toSorted((a, b) => b.plans[0]!.nightly[0]!.amountMinor - a.plans[0]!.nightly[0]!.amountMinor)[0]!.roomType._id;
    // Any rate write sets the range from the rates (the demo seed keeps the ranges it was typed with).
    const far = addDays(checkIn, 200);
    expect((await send('PUT', `/api/staff/room-types/${room}/rates`, { from: far, until: far, rateMinor: null })).status).toBe(200);
    const range = ((await (await app.request(`/api/rooms/by-slug/${HOTEL}`)).json()) as { priceRange: { min: number } }).priceRange;

    const firstNight = async () => (await search()).find((f) => f.roomType._id === room)!.plans.find((p) => p.code === 'flexible')!.nightly[0]!.amountMinor;
    // A cent below the night's price: the hotel's price range (whole units, the hotels row) stays, so only the rates' own trigger can tell.
    const price = (await firstNight()) - 1;
    expect(price).toBeGreaterThan(range.min * 100);
    const hits = cache.stats().hits;
    await firstNight();
    expect(cache.stats().hits).toBe(hits + 1);
    expect((await send('PUT', `/api/staff/room-types/${room}/rates`, { from: checkIn, until: checkIn, rateMinor: price })).status).toBe(200);
    expect(((await (await app.request(`/api/rooms/by-slug/${HOTEL}`)).json()) as { priceRange: { min: number } }).priceRange).toEqual(range);
    expect(await eventually(firstNight, (amount) => amount === price)).toBe(price);

    const hotelId = ((await (await app.request(`/api/rooms/by-slug/${HOTEL}`)).json()) as { _id: string })._id;
    const pricing = (await (await send('GET', `/api/staff/hotels/${hotelId}/pricing`)).json()) as Record<string, unknown>;
    const { hotelId: _h, currency: _c, stored: _s, ...plans } = pricing;
    expect((await send('PUT', `/api/staff/hotels/${hotelId}/pricing`, { ...plans, memberEnabled: false })).status).toBe(200);
    const codes = async () => (await search()).find((f) => f.roomType._id === room)!.plans.map((p) => p.code);
    expect(await eventually(codes, (list) => !list.includes('member'))).not.toContain('member');
  });
});
