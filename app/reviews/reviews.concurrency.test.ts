import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, openTestApis, signUpGuests } from '~/api/testHelpers.server';

/**
 * The hotel's averageRating and reviewCount stay exact under concurrent writes. On PostgreSQL the
 * requests go through two API instances, each with its own connection pool, as two server
 * processes on one database would; on PGlite through the one instance the embedded database allows.
 */
const { database, apis } = await openTestApis();

async function guests(count: number): Promise<Record<string, string>[]> {
  return (await accounts(count)).map((a) => a.headers);
}

async function accounts(count: number): Promise<{ id: string; headers: Record<string, string> }[]> {
  return (await signUpGuests(apis[0]!, count, 'crowd')).map((guest) => ({ id: guest.userId, headers: bearer(guest.token) }));
}

/** The stored figures beside a recomputation from the visible reviews. */
async function figures(slug: string) {
  const result = await database.db.execute(sql`
    select h.review_count as "count", h.rating_total as "total", h.average_rating as "average",
      (select count(*)::int from reviews r where r.hotel_id = h.id and r.hidden_at is null) as "recount",
      (select coalesce(sum(r.rating), 0)::int from reviews r where r.hotel_id = h.id and r.hidden_at is null) as "retotal"
    from hotels h where h.slug = ${slug}`);
  return (result as unknown as { rows: { count: number; total: number; average: number; recount: number; retotal: number }[] }).rows[0]!;
}

const comment = 'A concurrent guest, pleased with the stay.';
const slug = 'golden-dunes-casino-resort';

describe(`concurrent reviews (${process.env.DATABASE_URL ? 'PostgreSQL, two app instances' : 'PGlite'})`, () => {
  it('50 guests reviewing one hotel at once leave its count and average exact', async () => {
    const before = await figures(slug);
    const crowd = await guests(50);
    const answers = await Promise.all(
      crowd.map((headers, i) => call(apis[i % apis.length]!, 'POST', `/rooms/${slug}/reviews`, { body: { rating: 1 + (i % 5), comment }, headers })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const after = await figures(slug);
    expect(after.count).toBe(before.count + 50);
    expect(after.total).toBe(before.total + 150);
    expect(after).toMatchObject({ recount: after.count, retotal: after.total });
    expect(after.average).toBeCloseTo(after.total / after.count, 12);
  });

  it('edits, deletes, hides and new reviews racing each other leave the figures exact', async () => {
    const crowd = await guests(30);
    const made = await Promise.all(
      crowd.map((headers, i) =>
        call<{ _id: string }>(apis[i % apis.length]!, 'POST', '/rooms/nordic-star-casino-hotel/reviews', { body: { rating: 3, comment }, headers }),
      ),
    );
    const ids = made.map((m) => m.body._id);
    const [staff] = await accounts(1);
    await makeStaff(database.db, staff!.id, 'editor');
    const work = crowd.map((headers, i) => {
      const api = apis[i % apis.length]!;
      if (i % 3 === 0) return call(api, 'PUT', `/reviews/${ids[i]}`, { body: { rating: 5, comment }, headers });
      if (i % 3 === 1) return call(api, 'DELETE', `/reviews/${ids[i]}`, { headers });
      return call(api, 'PATCH', `/staff/reviews/${ids[i]}`, { body: { hidden: true }, headers: staff!.headers });
    });
    // New reviews race the edits too.
    const newcomers = (await guests(10)).map((headers, i) =>
      call(apis[i % apis.length]!, 'POST', '/rooms/nordic-star-casino-hotel/reviews', { body: { rating: 2, comment }, headers }),
    );
    const statuses = (await Promise.all([...work, ...newcomers])).map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 201 || s === 204)).toBe(true);
    const after = await figures('nordic-star-casino-hotel');
    expect(after).toMatchObject({ recount: after.count, retotal: after.total });
    expect(after.average).toBeCloseTo(after.count ? after.total / after.count : 0, 12);
  });
});
