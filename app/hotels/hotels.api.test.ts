import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/api';
import type { DatabaseHandle } from '~/db/client.server';
import { demoHotels } from '~/db/seed/demo-content';
import { seedDemoContent } from '~/db/seed/seed.server';
import { createTestDatabase } from '~/db/testDatabase.server';
import { reviews } from '~/db/schema';
import type { Hotel, HotelSummary } from './hotel';
import { reviewByline } from './reviewPlaceholder';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createApi({ db: database.db, ping: database.ping });
});
afterAll(() => database?.close());

const get = (path: string) => api.request(path);

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('GET /api/rooms', () => {
  it('lists every hotel, highest averageRating first, with X-Total-Count', async () => {
    const res = await get('/rooms');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('x-total-count')).toBe(String(demoHotels.length));
    const hotels = (await res.json()) as HotelSummary[];
    expect(hotels.map((h) => h.name).sort()).toEqual(demoHotels.map((h) => h.name).sort());
    const ratings = hotels.map((h) => h.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('computes averageRating and reviewCount from the reviews', async () => {
    const hotels = (await (await get('/rooms')).json()) as HotelSummary[];
    for (const seed of demoHotels) {
      const hotel = hotels.find((h) => h.slug === seed.slug)!;
      expect(hotel.reviewCount).toBe(seed.reviews.length);
      expect(hotel.averageRating).toBeCloseTo(mean(seed.reviews.map((r) => r.rating)), 2);
    }
  });

  it('returns the contract shape', async () => {
    const [hotel] = (await (await get('/rooms?limit=1')).json()) as HotelSummary[];
    expect(Object.keys(hotel!).sort()).toEqual(
      [
        '_id',
        'averageRating',
        'casino',
        'city',
        'coordinates',
        'country',
        'description',
        'image',
        'name',
        'priceRange',
        'reviewCount',
        'roomCount',
        'slug',
        'streetAddress',
      ].sort(),
    );
    expect(Object.keys(hotel!.casino).sort()).toEqual(
      ['dresscode', 'numberOfSlots', 'numberOfTables', 'openingHours', 'restaurants', 'totalGamingSpace', 'vipLounges', 'yearEstablished'].sort(),
    );
    expect(hotel!.coordinates).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(hotel!.priceRange).toEqual({ min: expect.any(Number), max: expect.any(Number), currency: expect.stringMatching(/^[A-Z]{3}$/) });
  });

  it('pages with limit and offset', async () => {
    const all = (await (await get('/rooms')).json()) as HotelSummary[];
    const res = await get('/rooms?limit=2&offset=3');
    expect(res.headers.get('x-total-count')).toBe(String(all.length));
    expect(((await res.json()) as HotelSummary[]).map((h) => h.slug)).toEqual(all.slice(3, 5).map((h) => h.slug));
    expect(await (await get('/rooms?offset=1000')).json()).toEqual([]);
  });

  it.each(['limit=-1', 'limit=abc', 'limit=100000', 'limit=0', 'limit=101', 'limit=1.5', 'limit=', 'offset=-5', 'offset=abc', 'limit=1e2', "limit=1'%3B--"])(
    'answers ?%s with 400 and a JSON error',
    async (query) => {
      const res = await get(`/rooms?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string };
      expect(body.error).toMatch(/limit|offset/);
    },
  );
});

describe('GET /api/rooms/by-slug/{slug}', () => {
  const seed = demoHotels.find((h) => h.reviews.some((r) => r.date === null))!;

  it('returns the hotel with its reviews, verified stays first, each newest first by the date the page shows (an undated one at its placeholder date)', async () => {
    const res = await get(`/rooms/by-slug/${seed.slug}`);
    expect(res.status).toBe(200);
    const hotel = (await res.json()) as Hotel;
    expect(hotel.name).toBe(seed.name);
    expect(hotel.reviews).toHaveLength(seed.reviews.length);
    const verified = hotel.reviews.filter((r) => r.verified).length;
    expect(verified).toBeGreaterThan(0);
    expect(hotel.reviews.map((r) => r.verified)).toEqual(hotel.reviews.map((_, i) => i < verified));
    for (const group of [hotel.reviews.slice(0, verified), hotel.reviews.slice(verified)]) {
      const shown = group.map((r) => reviewByline(r, new Date()).date.getTime());
      expect(shown).toEqual([...shown].sort((a, b) => b - a));
    }
    // Its placeholder date is within the past 30 days; every dated demo review is older.
    expect(hotel.reviews[verified]!.createdAt).toBeNull();
  });

  it('puts a review written today before an undated one', async () => {
    const before = (await (await get(`/rooms/by-slug/${seed.slug}`)).json()) as Hotel;
    const [fresh] = await database.db
      .insert(reviews)
      .values({ hotelId: before._id, rating: 4, comment: 'Written just now, so first.', createdAt: new Date() })
      .returning({ id: reviews.id });
    try {
      const hotel = (await (await get(`/rooms/by-slug/${seed.slug}`)).json()) as Hotel;
      // After the verified stays' reviews, which come first.
      const others = hotel.reviews.filter((r) => !r.verified);
      expect(others.map((r) => r._id).slice(0, 2)).toEqual([fresh!.id, expect.any(String)]);
      expect(others[1]!.createdAt).toBeNull();
    } finally {
      await database.db.delete(reviews).where(eq(reviews.id, fresh!.id));
    }
  });

  it('pages the reviews: newest 10 by default, reviewLimit and reviewOffset for more', async () => {
    const many = demoHotels.find((h) => h.reviews.length > 10)!;
    const first = (await (await get(`/rooms/by-slug/${many.slug}`)).json()) as Hotel;
    expect(first.reviews).toHaveLength(10);
    expect(first.reviewCount).toBe(many.reviews.length);
    const all = (await (await get(`/rooms/by-slug/${many.slug}?reviewLimit=100`)).json()) as Hotel;
    expect(all.reviews).toHaveLength(many.reviews.length);
    const rest = (await (await get(`/rooms/by-slug/${many.slug}?reviewOffset=10`)).json()) as Hotel;
    expect(rest.reviews.map((r) => r._id)).toEqual(all.reviews.slice(10).map((r) => r._id));
    expect((await get(`/rooms/by-slug/${many.slug}?reviewLimit=0`)).status).toBe(400);
    expect((await get(`/rooms/by-slug/${many.slug}?reviewLimit=101`)).status).toBe(400);
  });

  it('gives anonymous reviews a null user', async () => {
    const anonymous = demoHotels.find((h) => h.reviews.some((r) => r.username === null))!;
    const hotel = (await (await get(`/rooms/by-slug/${anonymous.slug}`)).json()) as Hotel;
    expect(hotel.reviews.filter((r) => r.user === null)).toHaveLength(anonymous.reviews.filter((r) => r.username === null).length);
  });

  it('answers an unknown slug with 404 Hotel not found', async () => {
    const res = await get('/rooms/by-slug/no-such-hotel');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Hotel not found' });
  });

  it.each([
    ["x'; drop table hotels; --", 'SQL metacharacters'],
    ['%27%20OR%201%3D1', 'an encoded quote'],
    ['a'.repeat(10_240), 'a 10 KB slug'],
    ['Royal-Palace', 'capitals'],
    ['%00', 'a NUL byte'],
  ])('answers %#: %s with a 4xx JSON error and keeps the data', async (slug) => {
    const res = await get(`/rooms/by-slug/${encodeURIComponent(slug)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
    expect((await get('/rooms')).headers.get('x-total-count')).toBe(String(demoHotels.length));
  });
});

describe('averageRating follows the reviews', () => {
  it('updates when reviews are added and removed, and seeding again changes nothing', async () => {
    const own = await createTestDatabase();
    try {
      const ownApi = createApi({ db: own.db, ping: own.ping });
      const before = (await (await ownApi.request('/rooms/by-slug/alpine-gold-casino-lodge')).json()) as Hotel;
      const [added] = await own.db.insert(reviews).values({ hotelId: before._id, rating: 1, comment: 'Too cold.', createdAt: new Date() }).returning();
      const after = (await (await ownApi.request('/rooms/by-slug/alpine-gold-casino-lodge')).json()) as Hotel;
      expect(after.reviewCount).toBe(before.reviewCount + 1);
      expect(after.averageRating).toBeCloseTo((before.averageRating * before.reviewCount + 1) / (before.reviewCount + 1), 2);
      expect(after.reviews.find((r) => !r.verified)!._id).toBe(added!.id);

      await seedDemoContent(own.db);
      const reseeded = (await (await ownApi.request('/rooms/by-slug/alpine-gold-casino-lodge')).json()) as Hotel;
      expect(reseeded.reviewCount).toBe(after.reviewCount);

      await own.db.delete(reviews).where(eq(reviews.id, added!.id));
      const restored = (await (await ownApi.request('/rooms/by-slug/alpine-gold-casino-lodge')).json()) as Hotel;
      expect(restored.averageRating).toBeCloseTo(before.averageRating, 5);
      expect(restored.reviewCount).toBe(before.reviewCount);
    } finally {
      await own.close();
    }
  });
});
