import { and, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApis } from '~/api/testHelpers.server';
import { hotels, rateSeasons, roomTypes } from '~/db/schema';
import { addDays, utcDay } from '~/domain/stay';

/**
 * Overlapping seasons of one room type are refused however the requests race: each write holds the
 * room type's row FOR UPDATE, so the second waits for the first and sees its season. On PostgreSQL
 * through two API instances with their own pools (two server processes); on PGlite through one.
 */
const { database, apis } = await openTestApis();

describe(`seasons written at once (${process.env.DATABASE_URL ? 'PostgreSQL, two app instances' : 'PGlite'})`, () => {
  it('keeps exactly one of several overlapping seasons sent together, and refuses the others with 409 on the field', async () => {
    const { body } = await call<{ token: string; user: { _id: string } }>(apis[0]!, 'POST', '/auth/signup', { body: newAccount('season') });
    await makeStaff(database.db, body.user._id, 'editor');
    const [room] = await database.db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
      .where(eq(hotels.slug, 'golden-dunes-casino-resort'))
      .limit(1);
    // Past the demo seasons (last year's to next year's); every range below holds `shared`.
    const shared = addDays(utcDay(), 900);
    const seasons = Array.from({ length: 12 }, (_, i) => ({
      name: `Race ${i}`,
      startsOn: addDays(shared, -(i % 4)),
      endsOn: addDays(shared, i % 3),
      rateMinor: 100_000 + i,
    }));
    const answers = await Promise.all(
      seasons.map((season, i) =>
        call<{ error?: string; details?: Record<string, string> }>(apis[i % apis.length]!, 'POST', `/staff/room-types/${room!.id}/seasons`, {
          body: season,
          headers: bearer(body.token),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(11).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(Object.values(refused.body.details ?? {})[0]).toMatch(/^Overlaps the season “Race \d+”/);
    }
    const stored = await database.db
      .select({ name: rateSeasons.name })
      .from(rateSeasons)
      .where(and(eq(rateSeasons.roomTypeId, room!.id), gte(rateSeasons.endsOn, addDays(shared, -5))));
    expect(stored).toHaveLength(1);
  });
});
