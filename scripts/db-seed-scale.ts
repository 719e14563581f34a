// npm run db:seed:scale -- --hotels 100000 --reviews 1000000 [--if-fewer] [--members 100000 [--entries 10000000] [--due-stays 10000]] [--stays 100000]
// Fills the database (DATABASE_URL, or the PGlite folder DATA_DIR) with generated hotels and
// reviews for load tests. Rows are generated inside the database (INSERT ... SELECT over
// generate_series, one statement per batch), with a progress bar and a rate. Every generated hotel
// without room types gets 3 to 5 of them, and one without venues a restaurant and a spa (also those
// of a run from before they existed).
// While reviews load,
// the per-row rating trigger is disabled within the transaction and the hotels' review_count,
// rating_total and average_rating are computed in one UPDATE at the end, before commit: nobody
// sees a review without its aggregate. --if-fewer adds nothing when the database already holds
// that many hotels. Either way it ends with VACUUM (ANALYZE) hotels: the search's counts read the
// visibility map (docs/decisions/0021-search-at-scale.md). --members adds the Aurelia Circle's
// scale: that many generated members, their points ledger (--entries, 100 a member by default) and
// confirmed stays whose check-out passed (--due-stays, 10,000 by default), in
// scripts/support/seedScaleMembers.ts; without it, none of these. --stays adds that many coming stays
// with their conversations and arrival details (scripts/support/seedScaleStays.ts), for the
// concierge's pages.
import { sql } from 'drizzle-orm';
import { openScriptDatabase } from './support/scriptDatabase';
import { countHotels } from '../app/db/contentState.server';
import { demoHotels } from '../app/db/seed/demo-content';
import { readConfig } from '../server/config';
import { seedScaleMembers } from './support/seedScaleMembers';
import { seedScaleStays } from './support/seedScaleStays';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : undefined;
};
const hotelTarget = opt('hotels') ?? 1000;
const reviewTarget = opt('reviews') ?? hotelTarget * 10;
const HOTEL_BATCH = 5000;
const REVIEW_BATCH = 50_000;
const memberTarget = opt('members') ?? 0;
const entryTarget = opt('entries') ?? memberTarget * 100;
const dueStayTarget = opt('due-stays') ?? (memberTarget > 0 ? 10_000 : 0);
const stayTarget = opt('stays') ?? 0;

const config = readConfig(process.env);
// Bulk loading: PGlite gets the data folder's usual 128 MB buffer cache rather than the server's 16 MB.
const database = await openScriptDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers ?? '128MB' });
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

/** The programme's members, ledger and due stays, when asked for (--members); coming stays and their messages (--stays). */
async function seedProgramme() {
  if (stayTarget > 0) {
    const { added, messages, times } = await seedScaleStays(db, stayTarget, progress);
    console.log(
      `db:seed:scale: +${added.toLocaleString('en')} coming stays in ${(times.stays ?? 0).toFixed(1)} s, +${messages.toLocaleString('en')} messages and arrival details in ${(times.messages ?? 0).toFixed(1)} s, their nights in ${(times.nights ?? 0).toFixed(1)} s`,
    );
  }
  if (memberTarget <= 0) return;
  const { added, times } = await seedScaleMembers(db, { members: memberTarget, entries: entryTarget, stays: dueStayTarget }, progress);
  console.log(
    `db:seed:scale: +${added.members.toLocaleString('en')} members in ${times.members!.toFixed(1)} s, +${added.entries.toLocaleString('en')} ledger entries in ${times.entries!.toFixed(1)} s, +${added.stays.toLocaleString('en')} stays due for completion in ${times.stays!.toFixed(1)} s`,
  );
}

/**
 * Room types for every generated hotel that has none, HOTEL_BATCH hotels a statement (in id order,
 * from where the last batch ended): 3 to 5 kinds by the hotel's number, the cheapest at the hotel's
 * price_min, dearer ones spread up to price_max, the single suite at price_max with inventory 1,
 * and the other inventories sharing the rest of room_count (the first takes what rounding leaves).
 * Each batch is one statement, so the statement-level content trigger on room_types fires once a batch.
 */
async function seedRoomTypes(): Promise<number> {
  const missing = (
    (await db.execute(sql`
      select count(*)::int as n from hotels h
      where h.slug like 'scale-hotel-%' and not exists (select 1 from room_types rt where rt.hotel_id = h.id)`)) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;
  if (missing === 0) return 0;
  const started = performance.now();
  let after = '00000000-0000-0000-0000-000000000000';
  for (let done = 0; done < missing;) {
    const result = (await db.execute(sql`
      with batch as (
        select h.id, h.room_count, h.price_min, h.price_max, case h.currency when 'JPY' then 1 else 100 end as per_unit, 3 + abs(hashtext(h.slug)) % 3 as kinds
        from hotels h
        where h.id > ${after}::uuid and h.slug like 'scale-hotel-%'
          and not exists (select 1 from room_types rt where rt.hotel_id = h.id)
        order by h.id
        limit ${HOTEL_BATCH}
      ),
      -- (order, fewest kinds it appears in, name, size, beds, view, guests, share of price_max - price_min, weight of the rooms)
      t(ord, min_kinds, name, size_sqm, beds, view, max_guests, rate_share, weight) as (values
        (0, 3, 'Deluxe King Room', 36, 'One king', 'City view', 2, 0.0, 5),
        (1, 3, 'Deluxe Twin Room', 38, 'Two queens', 'City view', 4, 0.12, 4),
        (2, 4, 'Premier Room', 46, 'One king', 'Garden view', 3, 0.28, 2),
        (3, 5, 'Club Room', 52, 'One king and a sofa bed', 'Skyline view', 3, 0.45, 1),
        (9, 3, 'Signature Suite', 110, 'One king, separate living room', 'Panoramic view', 4, 1.0, 0)
      ),
      chosen as (
        select b.id as hotel_id, b.room_count, b.price_min, b.price_max, b.per_unit, t.*,
          row_number() over (partition by b.id order by t.ord) - 1 as position,
          floor((b.room_count - 1) * t.weight::numeric / sum(t.weight) over (partition by b.id))::int as share
        from batch b join t on t.min_kinds <= b.kinds
      ),
      sized as (
        select c.*,
          case when c.weight = 0 then 1
               when c.ord = 0 then c.room_count - 1 - (sum(c.share) over (partition by c.hotel_id) - c.share)
               else c.share end as inventory
        from chosen c
      ),
      inserted as (
        insert into room_types (hotel_id, name, description, size_sqm, beds, view, max_guests, base_rate_minor, inventory, position)
        select hotel_id, name,
          'A generated room for load tests: ' || lower(name) || ', ' || size_sqm || ' square metres, ' || lower(view) || '.',
          size_sqm, beds, view, max_guests,
          per_unit * case when ord = 0 then price_min when weight = 0 then price_max
               else least(price_max, price_min + round((price_max - price_min) * rate_share / 10) * 10)::int end,
          inventory, position
        from sized
        returning hotel_id
      )
      select (select count(*)::int from batch) as hotels, (select max(id::text) from batch) as last`)) as unknown as {
      rows: { hotels: number; last: string | null }[];
    };
    const { hotels: size, last } = result.rows[0]!;
    if (size === 0 || !last) break;
    after = last;
    done += size;
    progress('rooms  ', Math.min(done, missing), missing, started);
  }
  await db.execute(sql`analyze room_types`);
  return missing;
}

/**
 * One restaurant and one spa for every generated hotel that has no venue, HOTEL_BATCH hotels a
 * statement: the restaurant with lunch and dinner sittings, the spa with one day sitting, three
 * therapists and four treatments priced from the hotel's starting price. Venues, sittings and
 * treatments come from one statement per batch (data-modifying CTEs), like the room types.
 */
async function seedVenues(): Promise<number> {
  const missing = (
    (await db.execute(sql`
      select count(*)::int as n from hotels h
      where h.slug like 'scale-hotel-%' and not exists (select 1 from venues v where v.hotel_id = h.id)`)) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;
  if (missing === 0) return 0;
  const started = performance.now();
  let after = '00000000-0000-0000-0000-000000000000';
  for (let done = 0; done < missing;) {
    const result = (await db.execute(sql`
      with batch as (
        select h.id, h.city, h.price_min
        from hotels h
        where h.id > ${after}::uuid and h.slug like 'scale-hotel-%'
          and not exists (select 1 from venues v where v.hotel_id = h.id)
        order by h.id
        limit ${HOTEL_BATCH}
      ),
      made as (
        insert into venues (hotel_id, kind, slug, name, cuisine, description, slot_minutes, capacity, max_party, position)
        select b.id, k.kind, k.slug, k.name || ' ' || b.city, k.cuisine, k.description, 30, k.capacity, k.max_party, k.position
        from batch b cross join (values
          ('restaurant', 'the-brasserie', 'The Brasserie', 'Seasonal', 'A generated restaurant for load tests: lunch and dinner, the market''s best.', 30, 10, 0),
          ('spa', 'the-spa', 'The Spa', null, 'A generated spa for load tests: three therapists and four treatments.', 3, 2, 1)
        ) as k(kind, slug, name, cuisine, description, capacity, max_party, position)
        returning id, kind, hotel_id
      ),
      sittings as (
        insert into venue_sittings (venue_id, name, opens, closes)
        select m.id, s.name, s.opens::time, s.closes::time
        from made m join (values
          ('restaurant', 'Lunch', '12:00', '14:30'), ('restaurant', 'Dinner', '19:00', '22:30'), ('spa', 'Day', '09:00', '20:00')
        ) as s(kind, name, opens, closes) on s.kind = m.kind
        returning venue_id
      ),
      treatments as (
        insert into spa_treatments (venue_id, name, duration_minutes, price, position)
        select m.id, t.name, t.minutes, greatest(1, round(b.price_min * t.share))::int, t.position
        from made m join batch b on b.id = m.hotel_id
          join (values ('Signature Massage', 60, 0.4, 0), ('Hot Stone Massage', 90, 0.55, 1), ('Facial', 60, 0.35, 2), ('Foot Ritual', 30, 0.2, 3))
            as t(name, minutes, share, position) on true
        where m.kind = 'spa'
        returning venue_id
      )
      select (select count(*)::int from batch) as hotels, (select max(id::text) from batch) as last,
        (select count(*)::int from sittings) + (select count(*)::int from treatments) as details`)) as unknown as {
      rows: { hotels: number; last: string | null }[];
    };
    const { hotels: size, last } = result.rows[0]!;
    if (size === 0 || !last) break;
    after = last;
    done += size;
    progress('venues ', Math.min(done, missing), missing, started);
  }
  // The sittings and treatments too: without their statistics (PGlite has no autovacuum) the planner
  // reads all 300,000 sittings and 400,000 treatments for a page's venues (150-200 ms instead of 1).
  await db.execute(sql`analyze venues, venue_sittings, spa_treatments`);
  return missing;
}

const existing = await countHotels(db);
if (args.includes('--if-fewer') && existing >= hotelTarget) {
  const withRooms = await seedRoomTypes();
  const withVenues = await seedVenues();
  // As after a load (below): a folder filled before this line existed gets its visibility map too.
  await db.execute(sql`vacuum (analyze) hotels`);
  await seedProgramme();
  console.log(
    `db:seed:scale: the database already holds ${existing} hotels; ${withRooms ? `room types added to ${withRooms.toLocaleString('en')} of them` : 'nothing to do'}${withVenues ? `; a restaurant and a spa added to ${withVenues.toLocaleString('en')}` : ''}.`,
  );
  await database.close();
  process.exit(0);
}
const toAdd = Math.max(0, hotelTarget - existing);
const templates = demoHotels.map(
  (h) =>
    sql`(${h.country}, ${h.city}, ${h.timeZone}, ${h.priceRange.currency}, ${h.priceRange.min}::int, ${h.priceRange.max}::int, ${`/images/hotels/${h.slug}.svg`})`,
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
    with t(country, city, time_zone, currency, price_min, price_max, image) as (values ${sql.join(templates, sql`, `)}),
    tn as (select row_number() over () - 1 as k, * from t)
    insert into hotels (slug, name, country, city, time_zone, street_address, description, image, room_count, price_min, price_max,
      currency, total_gaming_space, number_of_tables, number_of_slots, restaurants, vip_lounges, is_open_all_day,
      opens, closes, year_established, dresscode)
    select 'scale-hotel-' || g, 'Aurelia ' || tn.city || ' ' || g, tn.country, tn.city, tn.time_zone, g || ' Generated Avenue',
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

const roomsStarted = performance.now();
const withRooms = await seedRoomTypes();
const roomsSeconds = (performance.now() - roomsStarted) / 1000;
const venuesStarted = performance.now();
const withVenues = await seedVenues();
const venuesSeconds = (performance.now() - venuesStarted) / 1000;

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
          from hotels h2 left join reviews r on r.hotel_id = h2.id and r.hidden_at is null group by h2.id) a
    where h.id = a.id and (h.review_count, h.rating_total) is distinct from (a.c, a.t)`);
  await tx.execute(sql`alter table reviews enable trigger reviews_maintain_hotel_rating`);
  console.log(`${Math.round(performance.now() - t)} ms`);
});
// VACUUM, not only ANALYZE: after the bulk load and the ratings' UPDATE it sets the visibility map, so
// the search's counts are index-only scans (PostgreSQL's autovacuum would do it; PGlite has none).
await db.execute(sql`vacuum (analyze) hotels`);
await db.execute(sql`analyze reviews`);
console.log(
  `db:seed:scale: ${(await countHotels(db)).toLocaleString('en')} hotels, +${reviewTarget.toLocaleString('en')} reviews in ${((performance.now() - startedAll) / 1000).toFixed(1)} s` +
    ` (room types for ${withRooms.toLocaleString('en')} hotels in ${roomsSeconds.toFixed(1)} s,` +
    ` a restaurant and a spa for ${withVenues.toLocaleString('en')} in ${venuesSeconds.toFixed(1)} s)`,
);
await seedProgramme();
await database.close();
