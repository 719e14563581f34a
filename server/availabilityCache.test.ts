import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchAvailability } from '~/db/availabilityState.server';
import { openDatabase, type DatabaseHandle } from '~/db/client.server';
import { watchContentVersion } from '~/db/contentState.server';
import { createTestDatabase } from '~/db/testDatabase.server';
import { DEPENDS_ON_HEADER } from '~/lib/cacheDependency';
import { addDays, utcDay } from '../app/domain/stay';
import { createResponseCache } from './cache';

/**
 * Answers that show free rooms (GET /api/availability, /booking and a hotel page searched for a
 * stay) are kept like the catalogue, at the content version and the nights held (docs/decisions/
 * 0023), against the built site (`npm run build` first). A room booked or freed must show in the
 * next search: at once in the process that wrote, and in another process (another app on its own
 * database connection, on PostgreSQL) as soon as the database's notification lands.
 */

const BUILD = new URL('../build/server/index.js', import.meta.url);
const PASSWORD = 'correct horse battery staple 1';
const HOTEL = 'celtic-fortune-casino-resort';

interface Site {
  createSiteApp: (database: unknown, options: Record<string, unknown>) => Hono;
}

interface Offer {
  roomType: { _id: string; name: string; inventory: number };
  available: number;
}

describe.skipIf(!existsSync(BUILD))('availability answers kept until the nights held change (needs npm run build)', () => {
  let database: DatabaseHandle & { url?: string };
  /** PostgreSQL: a second connection, as a second server process has; PGlite: the same database. */
  let other: DatabaseHandle;
  let here: { app: Hono; cache: ReturnType<typeof createResponseCache> };
  let there: { app: Hono; cache: ReturnType<typeof createResponseCache> };
  let token: string;
  const checkIn = addDays(utcDay(), 40);
  const checkOut = addDays(checkIn, 2);
  const stay = `checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;

  const siteOn = async (site: Site, handle: DatabaseHandle) => {
    const cache = createResponseCache({ version: await watchContentVersion(handle), availability: await watchAvailability(handle) });
    return { app: site.createSiteApp(handle, { cache }), cache };
  };
  const search = async (app: Hono) => {
    const res = await app.request(`/api/availability?${stay}&hotel=${HOTEL}`);
    expect(res.status).toBe(200);
    expect(res.headers.has(DEPENDS_ON_HEADER)).toBe(false);
    return (await res.json()) as Offer[];
  };
  const freeOf = (offers: Offer[], roomTypeId: string) => offers.find((o) => o.roomType._id === roomTypeId)?.available ?? 0;
  const request = (app: Hono, roomTypeId: string) =>
    app.request('/api/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ roomTypeId, checkIn, checkOut, guests: 2 }),
    });
  const eventually = async (read: () => Promise<number>, expected: number) => {
    const deadline = Date.now() + 3000;
    let seen = await read();
    while (seen !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await read();
    }
    return seen;
  };

  beforeAll(async () => {
    const site = (await import(/* @vite-ignore */ BUILD.href)) as Site;
    database = await createTestDatabase();
    other = database.url ? await openDatabase({ databaseUrl: database.url }) : database;
    here = await siteOn(site, database);
    there = await siteOn(site, other);
    const res = await here.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'booker', email: 'booker@example.com', password: PASSWORD }),
    });
    expect(res.status).toBe(201);
    token = ((await res.json()) as { token: string }).token;
  });
  afterAll(async () => {
    if (other !== database) await other?.close();
    await database?.close();
  });

  it('serves a repeated search from memory, and the next search after a booking or a cancellation shows it', async () => {
    const offers = await search(here.app);
    const room = offers[0]!.roomType._id;
    const free = freeOf(offers, room);
    expect(free).toBeGreaterThan(1);
    const hits = here.cache.stats().hits;
    expect(freeOf(await search(here.app), room)).toBe(free);
    expect(here.cache.stats().hits).toBe(hits + 1);

    const made = await request(here.app, room);
    expect(made.status).toBe(201);
    expect(freeOf(await search(here.app), room)).toBe(free - 1);

    const { _id } = (await made.json()) as { _id: string };
    const cancelled = await here.app.request(`/api/reservations/${_id}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(cancelled.status).toBe(200);
    expect(freeOf(await search(here.app), room)).toBe(free);
  });

  it('drops the kept search when another process books, once the database announces it', async () => {
    const offers = await search(there.app);
    const room = offers[0]!.roomType._id;
    const free = freeOf(offers, room);
    await search(there.app); // kept now
    expect((await request(here.app, room)).status).toBe(201);
    expect(await eventually(async () => freeOf(await search(there.app), room), free - 1)).toBe(free - 1);
  });

  it('follows nights changed straight in the database, as any other writer would', async () => {
    const offers = await search(here.app);
    const room = offers.find((o) => o.available > 0)!.roomType;
    await search(there.app);
    // Every night of the stay fully booked by a statement no server process made.
    await database.db.execute(sql`
      insert into room_nights (room_type_id, night, booked)
      values (${room._id}, ${checkIn}, ${room.inventory}), (${room._id}, ${addDays(checkIn, 1)}, ${room.inventory})
      on conflict (room_type_id, night) do update set booked = excluded.booked`);
    expect(await eventually(async () => freeOf(await search(here.app), room._id), 0)).toBe(0);
    expect(await eventually(async () => freeOf(await search(there.app), room._id), 0)).toBe(0);
  });

  it('keeps /booking results and the hotel page searched for a stay, for visitors and signed-in guests alike, and drops them on a booking', async () => {
    const cookie = { headers: { cookie: `aurelia_session=${token}` } };
    const offers = await search(here.app);
    const room = offers.find((o) => o.available > 0)!.roomType;
    const pages = [`/booking?${stay}&hotel=${HOTEL}`, `/rooms/${HOTEL}?${stay}`, `/rooms/${HOTEL}.data?${stay}`];
    const read = async (path: string, init?: RequestInit) => {
      const res = await here.app.request(path, init);
      expect(res.status, path).toBe(200);
      expect(res.headers.has(DEPENDS_ON_HEADER), path).toBe(false);
      return res.text();
    };
    const before = new Map<string, string>();
    for (const path of pages) {
      before.set(path, await read(path));
      await read(path, cookie);
    }
    const anonymousHits = here.cache.stats().hits;
    const signedInHits = here.cache.signedInStats()!.hits;
    for (const path of pages) {
      await read(path);
      await read(path, cookie);
    }
    expect(here.cache.stats().hits - anonymousHits).toBe(pages.length);
    expect(here.cache.signedInStats()!.hits - signedInHits).toBe(pages.length);

    // The room's last free rooms go: every kept page must say so at the next request.
    const free = freeOf(offers, room._id);
    for (let i = 0; i < free; i++) expect((await request(here.app, room._id)).status).toBe(201);
    const offersShown = (html: string) => html.split('class="room-offer"').length - 1;
    for (const path of pages) {
      const now = await read(path);
      expect(now, path).not.toBe(before.get(path));
      if (path.includes('.data')) continue;
      // The sold-out room type is no longer offered, to visitors and to the signed-in guest.
      expect(offersShown(now), path).toBe(offersShown(before.get(path)!) - 1);
      expect(offersShown(await read(path, cookie)), path).toBe(offersShown(before.get(path)!) - 1);
    }
  });
});
