// npm run db:seed:scale -- --hotels 100000 --reviews 1000000 [--if-fewer]
// Fills the database (DATABASE_URL, or the PGlite folder DATA_DIR) with generated hotels and
// reviews for load tests. Rows are generated inside the database (INSERT ... SELECT over
// generate_series, one statement per batch), with a progress bar and a rate. While reviews load,
// the per-row rating trigger is disabled within the transaction and the hotels' review_count,
// rating_total and average_rating are computed in one UPDATE at the end, before commit: nobody
// sees a review without its aggregate. --if-fewer does nothing when the database already holds
// that many hotels.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../app/db/client.server';
import { countHotels } from '../app/db/contentState.server';
import { demoHotels } from '../app/db/seed/demo-content';
import { readConfig } from '../server/config';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : undefined;
};
const hotelTarget = opt('hotels') ?? 1000;
const reviewTarget = opt('reviews') ?? hotelTarget * 10;
const HOTEL_BATCH = 5000;
const REVIEW_BATCH = 50_000;

const config = readConfig(process.env);
// Bulk loading: PGlite gets the data folder's usual 128 MB buffer cache rather than the server's 16 MB.
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers ?? '128MB' });
const { db } = database;

function progress(label: string, done: number, total: number, started: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const rate = done / ((performance.now() - started) / 1000);
  process.stdout.write(
    `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${Math.round(rate).toLocaleString('en')}/s   `,
  );
  if (done >= total) process.stdout.write('\n');
}

const existing = await countHotels(db);
if (args.includes('--if-fewer') && existing >= hotelTarget) {
  console.log(`db:seed:scale: the database already holds ${existing} hotels; nothing to do.`);
  await database.close();
  process.exit(0);
}
const toAdd = Math.max(0, hotelTarget - existing);
const templates = demoHotels.map(
  (h) => sql`(${h.country}, ${h.city}, ${h.priceRange.currency}, ${h.priceRange.min}::int, ${h.priceRange.max}::int, ${`/images/hotels/${h.slug}.svg`})`,
);
const startedAll = performance.now();

// Hotels: numbered after any earlier scale hotels, so a second run adds more.
const firstNumber = ((await db.execute(sql`select count(*)::int + 1 as n from hotels where slug like 'scale-hotel-%'`)) as unknown as { rows: { n: number }[] })
  .rows[0]!.n;
let started = performance.now();
for (let done = 0; done < toAdd;) {
  const size = Math.min(HOTEL_BATCH, toAdd - done);
  const from = firstNumber + done;
  await db.execute(sql`
    with t(country, city, currency, price_min, price_max, image) as (values ${sql.join(templates, sql`, `)}),
    tn as (select row_number() over () - 1 as k, * from t)
    insert into hotels (slug, name, country, city, street_address, description, image, room_count, price_min, price_max,
      currency, total_gaming_space, number_of_tables, number_of_slots, restaurants, vip_lounges, is_open_all_day,
      opens, closes, year_established, dresscode)
    select 'scale-hotel-' || g, 'Aurelia ' || tn.city || ' ' || g, tn.country, tn.city, g || ' Generated Avenue',
      'A generated hotel for load tests, number ' || g || '. Quiet rooms, a lively casino floor and a spa.',
      tn.image, 100 + g % 900, tn.price_min, tn.price_max, tn.currency,
      1000 + g % 9000, 20 + g % 180, 100 + g % 1500, 1 + g % 12, g % 6, g % 3 = 0,
      case when g % 3 = 0 then null else '10:00' end, case when g % 3 = 0 then null else '04:00' end,
      1950 + g % 75, 'Smart casual'
    from generate_series(${from}::int, ${from + size - 1}::int) g
    join tn on tn.k = g % ${templates.length}`);
  done += size;
  progress('hotels ', done, toAdd, started);
}

// Reviews, spread over every hotel, in one transaction with the per-row trigger off.
const hotelTotal = ((await db.execute(sql`select count(*)::int as "hotelTotal" from hotels`)) as unknown as { rows: { hotelTotal: number }[] }).rows[0]!
  .hotelTotal;
started = performance.now();
await db.transaction(async (tx) => {
  await tx.execute(sql`alter table reviews disable trigger reviews_maintain_hotel_rating`);
  await tx.execute(sql`create temp table scale_hotels on commit drop as select row_number() over (order by id) - 1 as k, id from hotels`);
  await tx.execute(sql`create index on scale_hotels (k)`);
  for (let done = 0; done < reviewTarget;) {
    const size = Math.min(REVIEW_BATCH, reviewTarget - done);
    await tx.execute(sql`
      insert into reviews (hotel_id, user_id, rating, comment, created_at)
      select h.id, null, 1 + (g::bigint * 7919) % 5, 'Generated review ' || g || ': lovely staff, a fine room and a lively casino.',
        timestamptz '2025-01-01' - (g % 100000) * interval '5 minutes'
      from generate_series(${done}::int, ${done + size - 1}::int) g
      join scale_hotels h on h.k = (g * 2654435761::bigint) % ${hotelTotal}`);
    done += size;
    progress('reviews', done, reviewTarget, started);
  }
  process.stdout.write('aggregating ratings... ');
  const t = performance.now();
  await tx.execute(sql`
    update hotels h set review_count = a.c, rating_total = a.t,
      average_rating = case when a.c > 0 then a.t::double precision / a.c else 0 end
    from (select h2.id, count(r.id)::int as c, coalesce(sum(r.rating), 0)::int as t
          from hotels h2 left join reviews r on r.hotel_id = h2.id group by h2.id) a
    where h.id = a.id and (h.review_count, h.rating_total) is distinct from (a.c, a.t)`);
  await tx.execute(sql`alter table reviews enable trigger reviews_maintain_hotel_rating`);
  console.log(`${Math.round(performance.now() - t)} ms`);
});
await db.execute(sql`analyze hotels`);
await db.execute(sql`analyze reviews`);
console.log(
  `db:seed:scale: ${(await countHotels(db)).toLocaleString('en')} hotels, +${reviewTarget.toLocaleString('en')} reviews in ${((performance.now() - startedAll) / 1000).toFixed(1)} s`,
);
await database.close();
