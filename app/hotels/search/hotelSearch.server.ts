import { and, asc, count, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { countHotels } from '~/db/contentState.server';
import { exchangeRates, hotels } from '~/db/schema';
import type { HotelSummary } from '../hotel';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { listHotels, toSummary } from '../hotels.server';
import { isFiltered, type HotelFilters, type HotelSearch, type HotelSort } from './search';

/**
 * The hotel search (issue 13) on the database. Each order is spelled to match an index of
 * drizzle/0009_hotel_search.sql, so a page reads only its rows in order; the filters narrow it.
 * The count is exact and cheap too (drizzle/0014_search_indexes.sql, ADR 0021): each ILIKE arm of
 * the text filter is answered by a trigram index (on name, city, country; and on place_names), so keep it a plain
 * `column ILIKE pattern` (no lower(), no concatenation); the numeric filters' count is an
 * index-only scan of hotels_country_filters_idx.
 */

/** `%text%` for ILIKE, the pattern characters in the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(f: HotelFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.q !== undefined) {
    const pattern = containsPattern(f.q);
    // The names as written in English, then the city and country in the other languages (any page's
    // visitor may write "Singapour" or "新加坡"); each arm has its trigram index.
    where.push(or(ilike(hotels.name, pattern), ilike(hotels.city, pattern), ilike(hotels.country, pattern), ilike(hotels.placeNames, pattern)));
  }
  if (f.country !== undefined) where.push(eq(hotels.country, f.country));
  if (f.priceMin !== undefined || f.priceMax !== undefined) {
    // The bounds in euros, as each hotel's stored price_min_eur (ADR 0031). A card rounds the
    // converted price to whole units, so "up to $500" keeps a hotel shown at ≈$500 (499.5 to
    // 500.49…) and "from $500" one shown at ≈$500 too; for a hotel priced in the bounds' own
    // currency (whole units) the half unit changes nothing.
    const perEuro = sql`(select ${exchangeRates.perEuro} from ${exchangeRates} where ${exchangeRates.currency} = ${f.priceCurrency ?? 'EUR'})`;
    if (f.priceMin !== undefined) where.push(gte(hotels.priceMinEur, sql`${f.priceMin - 0.5}::float8 / ${perEuro}`));
    if (f.priceMax !== undefined) where.push(lt(hotels.priceMinEur, sql`${f.priceMax + 0.5}::float8 / ${perEuro}`));
  }
  // The card and the API round to two decimals: "4.5 and up" includes a 4.496 shown as 4.5.
  if (f.minRating !== undefined) where.push(gte(hotels.averageRating, f.minRating - 0.005));
  if (f.vipLounges !== undefined) where.push(gte(hotels.vipLounges, f.vipLounges));
  if (f.minTables !== undefined) where.push(gte(hotels.numberOfTables, f.minTables));
  return where.length ? and(...where) : undefined;
}

const ORDERS: Record<HotelSort, SQL[]> = {
  // The spec's order (docs/product/requirements.md): hotels_rating_name_idx.
  recommended: [sql`${hotels.averageRating} desc nulls last`, sql`${hotels.name}`],
  // Each hotel's price in euros at the stored rates (ADR 0025): 420 USD before 1,400 AED, whatever
  // currency the cards show. hotels_price_eur_name_idx.
  price: [asc(hotels.priceMinEur), asc(hotels.name)],
  rating: [sql`${hotels.averageRating} desc nulls last`, sql`${hotels.reviewCount} desc nulls last`, asc(hotels.name)],
  name: [asc(hotels.name)],
};

/** A page of the hotels matching the search, in its order, and how many match in all. */
export async function searchHotels(
  db: Database,
  search: HotelSearch,
  { limit, offset, locale = DEFAULT_LOCALE }: { limit: number; offset: number; locale?: Locale },
): Promise<{ hotels: HotelSummary[]; total: number }> {
  // The default list: the counter kept by a trigger, no count over the table.
  if (!isFiltered(search) && search.sort === 'recommended') return listHotels(db, { limit, offset, locale });
  const where = conditions(search);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(hotels)
      .where(where)
      .orderBy(...ORDERS[search.sort])
      .limit(limit)
      .offset(offset),
    where
      ? db
          .select({ n: count() })
          .from(hotels)
          .where(where)
          .then((r) => r[0]!.n)
      : countHotels(db),
  ]);
  return { hotels: rows.map((row) => toSummary(row, locale)), total: counted };
}

/**
 * The countries hotels are in, A to Z: a loose index scan of hotels_country_rating_idx (one probe
 * per country), so it costs the same at 100,000 hotels as at 6.
 */
export async function listCountries(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    with recursive c(country) as (
      select min(country) from hotels
      union all
      select (select min(h.country) from hotels h where h.country > c.country) from c where c.country is not null
    )
    select country from c where country is not null`)) as unknown as { rows: { country: string }[] };
  return result.rows.map((r) => r.country);
}
