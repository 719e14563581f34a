import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/api';
import { listRates, updateRate } from '~/currency/rates.server';
import type { DatabaseHandle } from '~/db/client.server';
import { hotels, users } from '~/db/schema';
import { seedDemoContent } from '~/db/seed/seed.server';
import { createTestDatabase } from '~/db/testDatabase.server';
import type { HotelSummary } from '../hotel';
import { containsPattern, listCountries } from './hotelSearch.server';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoContent(database.db);
  api = createApi({ db: database.db, ping: database.ping });
});
afterAll(() => database?.close());

async function search(query: string) {
  const res = await api.request(`/rooms${query}`);
  expect(res.status, `${query}: ${res.status}`).toBe(200);
  const hotels = (await res.json()) as HotelSummary[];
  return { names: hotels.map((h) => h.name), hotels, total: Number(res.headers.get('x-total-count')) };
}

async function refused(query: string) {
  const res = await api.request(`/rooms${query}`);
  expect(res.status, query).toBe(400);
  return ((await res.json()) as { error: string }).error;
}

describe('GET /api/rooms: search, filters and sort', () => {
  it('keeps the default list: rating, highest first, ties by name, every hotel counted', async () => {
    const plain = await search('');
    expect(plain.total).toBe(6);
    const ratings = plain.hotels.map((h) => h.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect((await search('?sort=recommended')).names).toEqual(plain.names);
  });

  it('finds text in the name, city or country, any case, wildcards taken literally', async () => {
    expect((await search('?q=ROYAL')).names).toEqual(['Royal Palace Casino & Resort']);
    expect((await search('?q=moritz')).names).toEqual(['Alpine Gold Casino & Lodge']);
    expect((await search('?q=united')).names.sort()).toEqual(['Celtic Fortune Casino & Resort', 'Golden Dunes Casino & Resort', 'Nordic Star Casino & Hotel']);
    expect((await search('?q=%25')).total).toBe(0);
    expect((await search('?q=_')).total).toBe(0);
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it("finds a city or country by its name in any of the site's languages, and follows an editor's translation", async () => {
    expect((await search('?q=Singapour')).names).toEqual(['Royal Palace Casino & Resort']);
    expect((await search('?q=%C3%A9dimbourg')).names).toEqual(['Celtic Fortune Casino & Resort']);
    expect((await search('?q=%E6%96%B0%E5%8A%A0%E5%9D%A1')).names).toEqual(['Royal Palace Casino & Resort']);
    expect((await search('?q=%D8%AF%D8%A8%D9%8A')).names).toEqual(['Golden Dunes Casino & Resort']);
    // A description's words are not a place: only the city and country are searched.
    expect((await search('?q=Saint-Moritz')).names).toEqual(['Alpine Gold Casino & Lodge']);

    const [alpine] = await database.db
      .select({ id: hotels.id, translations: hotels.translations })
      .from(hotels)
      .where(eq(hotels.slug, 'alpine-gold-casino-lodge'));
    const renamed = { ...alpine!.translations, it: { ...alpine!.translations.it, city: 'Sankt Moritz Dorf' } };
    await database.db.update(hotels).set({ translations: renamed }).where(eq(hotels.id, alpine!.id));
    expect((await search('?q=moritz%20dorf')).names).toEqual(['Alpine Gold Casino & Lodge']);
  });

  it('filters by country, price, rating, VIP lounges and tables, and combines them', async () => {
    expect((await search('?country=Italy')).names).toEqual(['Mediterranean Grand Casino & Spa']);
    // Bounds in euros without a currency: 650 SGD (about 433 euros) is in, 420 USD (about 362) is not.
    const priced = await search('?priceMin=400&priceMax=700');
    expect(priced.names.sort()).toEqual(['Celtic Fortune Casino & Resort', 'Mediterranean Grand Casino & Spa', 'Royal Palace Casino & Resort']);
    expect((await search('?minRating=4.4')).names).toEqual(['Mediterranean Grand Casino & Spa', 'Royal Palace Casino & Resort']);
    expect((await search('?vipLounges=7')).names.sort()).toEqual(['Golden Dunes Casino & Resort', 'Royal Palace Casino & Resort']);
    expect((await search('?minTables=100')).names.sort()).toEqual(['Golden Dunes Casino & Resort', 'Royal Palace Casino & Resort']);
    expect((await search('?minTables=100&priceMax=400')).names).toEqual(['Golden Dunes Casino & Resort']);
    expect((await search('?q=casino&country=Switzerland&minRating=4')).names).toEqual(['Alpine Gold Casino & Lodge']);
    expect(await search('?country=Italy&minRating=5')).toMatchObject({ names: [], total: 0 });
  });

  it('sorts by price, rating and name', async () => {
    const byRating = (await search('?sort=rating')).hotels.map((h) => h.averageRating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const byName = (await search('?sort=name')).names;
    expect(byName).toEqual([...byName].sort());
  });

  it('sorts by price compared in one currency at the stored rates, the same order in EUR, USD and without a choice', async () => {
    const inEuros = (h: HotelSummary) => h.priceRange.min / perEuro[h.priceRange.currency]!;
    const perEuro = Object.fromEntries((await listRates(database.db)).map((r) => [r.currency, r.perEuro]));
    const own = await search('?sort=price');
    expect(own.hotels.map(inEuros)).toEqual(own.hotels.map(inEuros).sort((a, b) => a - b));
    // Not the plain numbers: 1,400 dirhams are about 329 euros, the cheapest.
    expect(own.hotels.map((h) => `${h.priceRange.min} ${h.priceRange.currency}`)).toEqual(['1400 AED', '420 USD', '650 SGD', '380 GBP', '520 EUR', '780 CHF']);
    for (const currency of ['EUR', 'USD']) {
      const shown = (await search(`?sort=price&currency=${currency}`)).hotels as (HotelSummary & { displayPrice: { min: number; currency: string } })[];
      expect(shown.map((h) => h.name)).toEqual(own.names);
      expect(shown.every((h) => h.displayPrice.currency === currency)).toBe(true);
      const converted = shown.map((h) => h.displayPrice.min);
      expect(converted).toEqual([...converted].sort((a, b) => a - b));
    }
  });

  it('filters by price as the cards show it in the bounds’ currency: a bound at a shown price keeps the hotel, one unit less drops it', async () => {
    type Shown = HotelSummary & { displayPrice: { min: number } };
    for (const currency of ['EUR', 'USD', 'AED', 'JPY']) {
      const shown = (await search(`?currency=${currency}`)).hotels as Shown[];
      for (const hotel of shown) {
        const price = hotel.displayPrice.min;
        const upTo = (await search(`?priceMax=${price}&currency=${currency}`)).hotels as Shown[];
        expect(upTo.map((h) => h.name).sort(), `${currency} up to ${price}`).toEqual(
          shown
            .filter((h) => h.displayPrice.min <= price)
            .map((h) => h.name)
            .sort(),
        );
        expect((await search(`?priceMax=${price - 1}&currency=${currency}`)).names, `${currency} up to ${price - 1}`).not.toContain(hotel.name);
        expect((await search(`?priceMin=${price}&currency=${currency}`)).names, `${currency} from ${price}`).toContain(hotel.name);
        expect((await search(`?priceMin=${price + 1}&currency=${currency}`)).names, `${currency} from ${price + 1}`).not.toContain(hotel.name);
      }
    }
    // In the hotel's own currency the bound is its own price: 420 USD is in "up to 420 USD".
    expect((await search('?priceMin=420&priceMax=420&currency=USD')).names).toEqual(['Nordic Star Casino & Hotel']);
    // The count agrees with the rows, and a country narrows the same way.
    const within = await search('?priceMax=500&currency=GBP&country=United+Kingdom');
    expect(within).toMatchObject({ names: ['Celtic Fortune Casino & Resort'], total: 1 });
    expect(await refused('?priceMax=500&currency=XYZ')).toBe('currency must be one of EUR, USD, GBP, CHF, AED, SGD, JPY');
  });

  it('filters by price again when a rate changes', async () => {
    const [admin] = await database.db.insert(users).values({ username: 'filter-admin', email: 'filter-admin@example.com', role: 'admin' }).returning();
    const aed = (await listRates(database.db)).find((r) => r.currency === 'AED')!;
    expect((await search('?priceMax=400')).names).toContain('Golden Dunes Casino & Resort');
    try {
      await updateRate(database.db, { _id: admin!.id, username: admin!.username }, 'AED', aed.perEuro / 10, aed.asOf);
      expect((await search('?priceMax=400')).names).not.toContain('Golden Dunes Casino & Resort');
    } finally {
      await updateRate(database.db, { _id: admin!.id, username: admin!.username }, 'AED', aed.perEuro, aed.asOf);
    }
  });

  it('sorts again when a rate changes, in the rate’s own transaction', async () => {
    const [admin] = await database.db.insert(users).values({ username: 'rates-admin', email: 'rates-admin@example.com', role: 'admin' }).returning();
    const aed = (await listRates(database.db)).find((r) => r.currency === 'AED')!;
    try {
      // A dirham worth ten times more: 1,400 AED become about 3,286 euros, the dearest.
      await updateRate(database.db, { _id: admin!.id, username: admin!.username }, 'AED', aed.perEuro / 10, aed.asOf);
      expect((await search('?sort=price')).names.at(-1)).toBe('Golden Dunes Casino & Resort');
    } finally {
      await updateRate(database.db, { _id: admin!.id, username: admin!.username }, 'AED', aed.perEuro, aed.asOf);
    }
    expect((await search('?sort=price')).names[0]).toBe('Golden Dunes Casino & Resort');
  });

  it('prices a hotel in euros when its price or currency changes', async () => {
    const [hotel] = await database.db.select().from(hotels).where(eq(hotels.slug, 'golden-dunes-casino-resort'));
    try {
      await database.db.update(hotels).set({ currency: 'EUR' }).where(eq(hotels.id, hotel!.id)); // 1,400 euros
      expect((await search('?sort=price')).names.at(-1)).toBe('Golden Dunes Casino & Resort');
      await database.db.update(hotels).set({ priceMin: 300 }).where(eq(hotels.id, hotel!.id)); // 300 euros
      expect((await search('?sort=price')).names[0]).toBe('Golden Dunes Casino & Resort');
    } finally {
      await database.db.update(hotels).set({ priceMin: hotel!.priceMin, currency: hotel!.currency }).where(eq(hotels.id, hotel!.id));
    }
    expect((await search('?sort=price')).names[0]).toBe('Golden Dunes Casino & Resort');
  });

  it('pages a filtered result, counting every match', async () => {
    const all = await search('?minRating=4&sort=name');
    expect(all.total).toBe(5);
    const second = await search('?minRating=4&sort=name&limit=2&offset=2');
    expect(second.total).toBe(5);
    expect(second.names).toEqual(all.names.slice(2, 4));
  });

  it('refuses nonsense with 400 and a message', async () => {
    expect(await refused('?sort=cheapest')).toMatch(/sort must be one of recommended, price, rating, name/);
    expect(await refused('?priceMin=-1')).toMatch(/priceMin must be a whole number/);
    expect(await refused('?priceMin=1.5')).toMatch(/priceMin must be a whole number/);
    expect(await refused('?priceMin=900&priceMax=100')).toBe('priceMin must not be more than priceMax');
    expect(await refused('?minRating=6')).toBe('minRating must be a number from 0 to 5');
    expect(await refused('?minRating=abc')).toBe('minRating must be a number from 0 to 5');
    expect(await refused('?vipLounges=many')).toMatch(/vipLounges must be a whole number/);
    expect(await refused(`?q=${'x'.repeat(101)}`)).toBe('q must be at most 100 characters');
    // The API-wide rule refuses a NUL before the search's own (docs/decisions/0028).
    expect(await refused('?q=a%00b')).toMatch(/NUL character/);
    expect(await refused('?country=Atlantis')).toMatch(/^country must be one of .*Italy/);
  });

  it('lists the countries present, A to Z', async () => {
    expect(await listCountries(database.db)).toEqual(['Italy', 'Singapore', 'Switzerland', 'United Arab Emirates', 'United Kingdom', 'United States']);
  });
});
