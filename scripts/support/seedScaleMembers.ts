// The Aurelia Circle at scale (issue 32, "Speed and scale"), for scripts/db-seed-scale.ts:
// generated members, their points ledger and confirmed stays whose check-out has passed (what the
// daily completion job has to do). Generated inside the database (INSERT ... SELECT over
// generate_series), a batch a statement. Only with --members: the other benches do not pay for it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../app/db/client.server';

const MEMBER_BATCH = 20_000;
const ENTRY_BATCH = 200_000;
const STAY_BATCH = 5_000;

type Progress = (label: string, done: number, total: number, started: number) => void;

const count = async (db: Database, query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/**
 * `members` accounts named scale-member-N (no password: nobody signs in as them; the bench makes
 * sessions), numbered after any earlier ones, so a second run adds more.
 */
async function seedMemberAccounts(db: Database, members: number, progress: Progress): Promise<number> {
  const existing = await count(db, sql`select count(*)::int as n from users where username like 'scale-member-%'`);
  const toAdd = Math.max(0, members - existing);
  const started = performance.now();
  for (let done = 0; done < toAdd;) {
    const size = Math.min(MEMBER_BATCH, toAdd - done);
    const from = existing + done + 1;
    await db.execute(sql`
      insert into users (username, email, role, created_at)
      select 'scale-member-' || g, 'scale-member-' || g || '@scale.example', 'user', timestamptz '2024-01-01' + (g % 700) * interval '1 day'
      from generate_series(${from}::int, ${from + size - 1}::int) g`);
    done += size;
    progress('members', done, toAdd, started);
  }
  return toAdd;
}

/**
 * `entries` ledger entries spread over the generated members (entry g to member g mod members, so a
 * member's entries lie all over the table, as years of use would leave them), oldest first: of each
 * member's ten entries in a row, eight earns and an adjustment of 100-590 points, then an award
 * spend of 100, so every balance stays positive. In one
 * transaction with the triggers off; the balances are then summed in one statement
 * before commit, so nobody sees an entry without its balance.
 */
async function seedLedger(db: Database, entries: number, progress: Progress): Promise<number> {
  const existing = await count(
    db,
    sql`select count(*)::int as n from points_entries e join users u on u.id = e.user_id where u.username like 'scale-member-%'`,
  );
  const toAdd = Math.max(0, entries - existing);
  if (toAdd === 0) return 0;
  const started = performance.now();
  await db.transaction(async (tx) => {
    // No trigger for this transaction's rows: neither the per-row balance (summed below) nor the
    // foreign key's per-row check (the members are read from users in the same statement), which
    // otherwise cost most of the load's time. A superuser's setting, as the scale seed runs.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`create temp table scale_members on commit drop as
      select row_number() over (order by id) - 1 as k, id from users where username like 'scale-member-%'`);
    await tx.execute(sql`create index on scale_members (k)`);
    const members = await count(tx as unknown as Database, sql`select count(*)::int as n from scale_members`);
    for (let done = 0; done < toAdd;) {
      const size = Math.min(ENTRY_BATCH, toAdd - done);
      const from = existing + done;
      await tx.execute(sql`
        insert into points_entries (user_id, kind, points, reason, note, actor_name, created_at)
        select m.id,
          case when i % 10 = 9 then 'spend' when i % 10 = 4 then 'adjust' else 'earn' end,
          case when i % 10 = 9 then -100 else 100 + (g % 50) * 10 end,
          case when i % 10 = 9 then 'award_stay' when i % 10 = 4 then 'adjustment' else 'stay' end,
          case when i % 10 = 4 then 'Welcome gesture' end,
          case when i % 10 = 4 then 'concierge' end,
          now() - (${entries}::bigint - g) * interval '6 seconds'
        from generate_series(${from}::bigint, ${from + size - 1}::bigint) g
        -- i: the entry's number among its member's, whose kind it decides (a spend after nine credits).
        cross join lateral (select g / ${members} as i) n
        join scale_members m on m.k = g % ${members}`);
      done += size;
      progress('ledger ', done, toAdd, started);
    }
    process.stdout.write('summing balances... ');
    const t = performance.now();
    await tx.execute(sql`
      insert into points_balances (user_id, balance)
      select e.user_id, sum(e.points)::int from points_entries e join scale_members m on m.id = e.user_id group by e.user_id
      on conflict (user_id) do update set balance = excluded.balance`);
    await tx.execute(sql`set local session_replication_role = origin`);
    console.log(`${Math.round(performance.now() - t)} ms`);
  });
  await db.execute(sql`vacuum (analyze) points_entries`);
  await db.execute(sql`vacuum (analyze) points_balances`);
  return toAdd;
}

/**
 * `stays` confirmed two-night stays of generated members, at generated hotels' first room types,
 * whose check-out passed (1-60 days ago) and which nobody completed: the daily job's work. Past
 * nights hold no availability, so no room_nights rows are written.
 */
async function seedDueStays(db: Database, stays: number, progress: Progress): Promise<number> {
  const existing = await count(
    db,
    sql`select count(*)::int as n from reservations where reference like 'SCL%' and completed_at is null and status = 'confirmed'`,
  );
  const toAdd = Math.max(0, stays - existing);
  if (toAdd === 0) return 0;
  const offset = await count(db, sql`select count(*)::int as n from reservations where reference like 'SCL%'`);
  const started = performance.now();
  for (let done = 0; done < toAdd;) {
    const size = Math.min(STAY_BATCH, toAdd - done);
    const from = offset + done;
    await db.execute(sql`
      with members as (select row_number() over (order by id) - 1 as k, id from users where username like 'scale-member-%'),
      rooms as (
        select row_number() over (order by rt.id) - 1 as k, rt.id, rt.hotel_id, rt.base_rate_minor, h.currency
        from room_types rt join hotels h on h.id = rt.hotel_id where rt.base_rate_minor > 0 and h.slug like 'scale-hotel-%'
      ),
      n as (select (select count(*) from members) as members, (select count(*) from rooms) as rooms)
      insert into reservations (reference, user_id, hotel_id, room_type_id, check_in, check_out, nights, guests, nightly_rate, total,
        currency, status, room_total_minor, total_minor, created_at, updated_at)
      select 'SCL' || lpad(g::text, 9, '0'), m.id, r.hotel_id, r.id,
        current_date - (1 + g % 60) - 2, current_date - (1 + g % 60), 2, 2,
        r.base_rate_minor / 100, r.base_rate_minor / 50, r.currency, 'confirmed', r.base_rate_minor * 2, r.base_rate_minor * 2,
        now() - interval '90 days', now() - interval '90 days'
      from generate_series(${from}::int, ${from + size - 1}::int) g
      cross join n
      join members m on m.k = (g::bigint * 7919) % n.members
      join rooms r on r.k = g % n.rooms`);
    done += size;
    progress('stays  ', done, toAdd, started);
  }
  await db.execute(sql`analyze reservations`);
  return toAdd;
}

/** The programme's scale data: members, then their ledger, then the stays due for completion. */
export async function seedScaleMembers(db: Database, { members, entries, stays }: { members: number; entries: number; stays: number }, progress: Progress) {
  const times: Record<string, number> = {};
  const timed = async (label: string, run: () => Promise<number>) => {
    const t = performance.now();
    const added = await run();
    times[label] = (performance.now() - t) / 1000;
    return added;
  };
  const added = {
    members: await timed('members', () => seedMemberAccounts(db, members, progress)),
    entries: await timed('entries', () => seedLedger(db, entries, progress)),
    stays: await timed('stays', () => seedDueStays(db, stays, progress)),
  };
  return { added, times };
}
