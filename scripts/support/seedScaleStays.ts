// The stay after the request at scale (issue 49), for scripts/db-seed-scale.ts --stays N: N coming
// stays (requested or confirmed) of generated guests over the next year, a tenth of them at one
// busy hotel (the best-rated demo hotel, about 27 arrivals a day there), their conversations with the
// concierge (two messages a stay on average, some guests' still unread), arrival details for two in
// five, and one stay with a long conversation (200 messages). Generated inside the database, a
// batch a statement; the nights the stays hold are counted into room_nights at the end, so the
// search and the requests see them. Only with --stays: the other benches do not pay for it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../app/db/client.server';

const GUEST_BATCH = 20_000;
const STAY_BATCH = 10_000;
/** The stay whose conversation is long: the reference the bench opens. */
export const LONG_CONVERSATION_REFERENCE = 'SCS-LONGCHAT';

type Progress = (label: string, done: number, total: number, started: number) => void;

const count = async (db: Database, query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

export async function seedScaleStays(db: Database, stays: number, progress: Progress) {
  const times: Record<string, number> = {};
  const existing = await count(db, sql`select count(*)::int as n from reservations where reference like 'SCS%'`);
  const toAdd = Math.max(0, stays - existing);
  if (toAdd === 0) return { added: 0, messages: 0, times };

  // A guest for every four stays: scale-guest-N, no password (the bench makes sessions).
  let t = performance.now();
  const guests = Math.max(1, Math.ceil(stays / 4));
  const guestsBefore = await count(db, sql`select count(*)::int as n from users where username like 'scale-guest-%'`);
  for (let done = guestsBefore; done < guests;) {
    const size = Math.min(GUEST_BATCH, guests - done);
    await db.execute(sql`
      insert into users (username, email, role, language)
      select 'scale-guest-' || g, 'scale-guest-' || g || '@scale.example', 'user', (array['en','fr','de','it','ar','zh'])[1 + g % 6]
      from generate_series(${done + 1}::int, ${done + size}::int) g`);
    done += size;
    progress('guests ', done, guests, t);
  }
  times.guests = (performance.now() - t) / 1000;

  t = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temp table scale_guests on commit drop as
      select row_number() over (order by id) - 1 as k, id from users where username like 'scale-guest-%'`);
    await tx.execute(sql`create index on scale_guests (k)`);
    // The room types stays go to: a tenth at the busy hotel's types with more than one room, the rest anywhere.
    await tx.execute(sql`create temp table scale_rooms on commit drop as
      select row_number() over (order by rt.id) - 1 as k, rt.id, rt.hotel_id, rt.base_rate_minor, h.currency, rt.max_guests,
        h.id = (select id from hotels order by average_rating desc nulls last, name limit 1) as busy
      from room_types rt join hotels h on h.id = rt.hotel_id where rt.inventory > 1 and rt.base_rate_minor > 0`);
    await tx.execute(sql`create temp table scale_busy on commit drop as
      select row_number() over (order by id) - 1 as k, id, hotel_id, base_rate_minor, currency, max_guests, busy from scale_rooms where busy`);
    await tx.execute(sql`create index on scale_rooms (k)`);
    await tx.execute(sql`create index on scale_busy (k)`);
    const [n] = (
      (await tx.execute(sql`select (select count(*) from scale_guests)::int as guests, (select count(*) from scale_rooms)::int as rooms,
      (select count(*) from scale_busy)::int as busy`)) as unknown as { rows: { guests: number; rooms: number; busy: number }[] }
    ).rows;
    for (let done = 0; done < toAdd;) {
      const size = Math.min(STAY_BATCH, toAdd - done);
      const from = existing + done;
      await tx.execute(sql`
        insert into reservations (reference, user_id, hotel_id, room_type_id, check_in, check_out, nights, guests, nightly_rate, total,
          currency, status, nightly, room_total_minor, total_minor, refundable, free_cancellation_until, created_at, updated_at)
        select 'SCS' || lpad(g::text, 9, '0'), sg.id, r.hotel_id, r.id,
          current_date + s.ahead, current_date + s.ahead + s.nights, s.nights, least(2, r.max_guests),
          r.base_rate_minor / 100, r.base_rate_minor * s.nights / 100, r.currency,
          case when g % 3 = 0 then 'requested' else 'confirmed' end,
          '[]'::jsonb, r.base_rate_minor * s.nights, r.base_rate_minor * s.nights, true,
          current_date + s.ahead - 2, now() - (g % 90) * interval '1 day', now() - (g % 90) * interval '1 day'
        from generate_series(${from}::int, ${from + size - 1}::int) g
        -- Check-in 1 to 365 days ahead, spread evenly over the days whatever the hotel.
        cross join lateral (select 1 + g % 4 as nights, 1 + abs(hashtext('ahead' || g)) % 365 as ahead) s
        join scale_guests sg on sg.k = (g::bigint * 7919) % ${n!.guests}
        join lateral (
          select * from scale_busy where g % 10 = 0 and scale_busy.k = (g / 10) % ${Math.max(1, n!.busy)}
          union all
          select * from scale_rooms where g % 10 <> 0 and scale_rooms.k = (g::bigint * 2654435761) % ${n!.rooms}
        ) r on true`);
      done += size;
      progress('stays  ', done, toAdd, t);
    }
  });
  times.stays = (performance.now() - t) / 1000;

  // This run's stays only (a second run adds more): references from the first one it made.
  const firstReference = `SCS${String(existing).padStart(9, '0')}`;
  // Two messages a stay on average (0-4), the guest's first; the last guest's message of one stay in
  // twenty still unread, every concierge's message of one in ten unread by its guest.
  t = performance.now();
  const before = await count(db, sql`select count(*)::int as n from stay_messages`);
  await db.execute(sql`
    insert into stay_messages (reservation_id, user_id, author, author_name, text, created_at, read_at)
    select r.id, r.user_id, case when i % 2 = 1 then 'guest' else 'concierge' end, case when i % 2 = 0 then 'Front Desk' end,
      case when i % 2 = 1 then 'Generated guest message ' || i || ': could we arrive a little later?' else 'Generated answer ' || i || ': of course, we will be ready.' end,
      r.created_at + i * interval '1 hour',
      case when (i % 2 = 1 and i = m.n and abs(hashtext(r.reference || 'unread')) % 20 = 0) or (i % 2 = 0 and abs(hashtext(r.reference || 'unread')) % 10 = 1) then null
           else r.created_at + i * interval '1 hour' + interval '10 minutes' end
    from reservations r
    cross join lateral (select abs(hashtext(r.reference)) % 5 as n) m
    cross join lateral generate_series(1, m.n) i
    where r.reference >= ${firstReference}`);
  // Arrival details for two stays in five.
  await db.execute(sql`
    insert into stay_arrivals (reservation_id, user_id, arrival_time, bed, occasion, dietary)
    select r.id, r.user_id, lpad((12 + abs(hashtext(r.reference)) % 11)::text, 2, '0') || ':' || lpad((abs(hashtext(r.reference)) % 4 * 15)::text, 2, '0'),
      (array['double', 'twin', null])[1 + abs(hashtext(r.reference)) % 3],
      (array['birthday', 'anniversary', 'honeymoon', 'business', 'other', null, null])[1 + abs(hashtext(r.reference)) % 7],
      case when abs(hashtext(r.reference)) % 5 = 0 then 'No shellfish.' end
    from reservations r where r.reference >= ${firstReference} and abs(hashtext(r.reference)) % 5 < 2
    on conflict (reservation_id) do nothing`);
  // One long conversation: 200 messages on the first generated stay (its reference now sorts before this run's).
  await db.execute(sql`update reservations set reference = ${LONG_CONVERSATION_REFERENCE} where reference = 'SCS000000000'`);
  await db.execute(sql`
    insert into stay_messages (reservation_id, user_id, author, author_name, text, created_at, read_at)
    select r.id, r.user_id, case when i % 2 = 1 then 'guest' else 'concierge' end, case when i % 2 = 0 then 'Front Desk' end,
      'Message ' || i || ' of a long conversation about the stay: the car, the flowers, the table, the late check-out.',
      now() - (200 - i) * interval '1 hour', now() - (200 - i) * interval '1 hour' + interval '5 minutes'
    from reservations r cross join generate_series(1, 200) i where r.reference = ${LONG_CONVERSATION_REFERENCE}
      and not exists (select 1 from stay_messages m where m.reservation_id = r.id and m.text like 'Message % of a long conversation%')`);
  const messages = (await count(db, sql`select count(*)::int as n from stay_messages`)) - before;
  times.messages = (performance.now() - t) / 1000;

  // The nights they hold, counted in (rows for nights nobody asked about yet; the others add to theirs).
  t = performance.now();
  await db.execute(sql`
    insert into room_nights (room_type_id, night, booked)
    select r.room_type_id, n::date, count(*)::int
    from reservations r cross join lateral generate_series(r.check_in, r.check_out - 1, interval '1 day') n
    where r.reference >= ${firstReference} or (${existing} = 0 and r.reference = ${LONG_CONVERSATION_REFERENCE})
    group by r.room_type_id, n::date
    on conflict (room_type_id, night) do update set booked = room_nights.booked + excluded.booked`);
  times.nights = (performance.now() - t) / 1000;
  await db.execute(sql`vacuum (analyze) reservations`);
  await db.execute(sql`vacuum (analyze) stay_messages`);
  await db.execute(sql`vacuum (analyze) stay_arrivals`);
  await db.execute(sql`analyze room_nights`);
  return { added: toAdd, messages, times };
}
