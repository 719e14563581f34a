import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/api';
import type { DatabaseHandle } from '~/db/client.server';
import { hotels } from '~/db/schema';
import { demoHotels } from '~/db/seed/demo-content';
import { createTestDatabase } from '~/db/testDatabase.server';
import type { Hotel, HotelSummary } from '../hotel';
import { hotelsOnMap } from './hotelsOnMap.server';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createApi({ db: database.db, ping: database.ping });
});
afterAll(() => database?.close());

describe('hotel coordinates (the map)', () => {
  it('are in every hotel of GET /api/rooms and in GET /api/rooms/by-slug/{slug}', async () => {
    const listed = (await (await api.request('/rooms')).json()) as HotelSummary[];
    for (const seed of demoHotels) {
      expect(listed.find((h) => h.slug === seed.slug)!.coordinates).toEqual(seed.coordinates);
      const one = (await (await api.request(`/rooms/by-slug/${seed.slug}`)).json()) as Hotel;
      expect(one.coordinates).toEqual(seed.coordinates);
    }
  });

  it('are documented in the OpenAPI document', async () => {
    const doc = (await (await api.request('/openapi.json')).json()) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    expect(doc.components.schemas.HotelSummary!.properties.coordinates).toMatchObject({ type: ['object', 'null'], required: ['latitude', 'longitude'] });
  });

  it('reach a database seeded before the map, by the migration', async () => {
    const own = await createTestDatabase();
    try {
      await own.db.update(hotels).set({ latitude: null, longitude: null });
      const migration = readFileSync('drizzle/0012_hotel_coordinates.sql', 'utf8').split('--> statement-breakpoint');
      const update = migration.find((statement) => statement.includes('UPDATE'))!;
      await own.db.execute(sql.raw(update));
      const rows = await own.db.select({ slug: hotels.slug, latitude: hotels.latitude, longitude: hotels.longitude }).from(hotels);
      for (const seed of demoHotels) {
        const row = rows.find((r) => r.slug === seed.slug)!;
        expect({ latitude: row.latitude, longitude: row.longitude }).toEqual(seed.coordinates);
      }
    } finally {
      await own.close();
    }
  });

  it('are both there or both missing, within range: the database refuses anything else', async () => {
    const slug = demoHotels[0]!.slug;
    for (const bad of [
      { latitude: 91, longitude: 0 },
      { latitude: 0, longitude: -180.5 },
      { latitude: 10, longitude: null },
    ]) {
      await expect(database.db.update(hotels).set(bad).where(eq(hotels.slug, slug))).rejects.toThrow();
    }
  });

  it('a hotel without them is left off the map but stays in its list; a hotel page’s map holds the hotel itself', async () => {
    const seed = demoHotels[1]!;
    const own = await createTestDatabase();
    try {
      await own.db.update(hotels).set({ latitude: null, longitude: null }).where(eq(hotels.slug, seed.slug));
      const ownApi = createApi({ db: own.db, ping: own.ping });
      const hotel = (await (await ownApi.request(`/rooms/by-slug/${seed.slug}`)).json()) as Hotel;
      expect(hotel.coordinates).toBeNull();
      const onMap = await hotelsOnMap(own.db, hotel);
      expect(onMap.map((h) => h.slug).sort()).toEqual(demoHotels.map((h) => h.slug).sort());
      expect(onMap.find((h) => h.slug === seed.slug)!.coordinates).toBeNull();
    } finally {
      await own.close();
    }
  });
});
