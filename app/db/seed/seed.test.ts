import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '~/db/testDatabase.server';
import { demoHotels } from './demo-content';
import { seedDemoContent } from './seed.server';

const database = await createTestDatabase();
afterAll(() => database.close());

type Row = { slug: string; id: string; rating: number; scores: (number | null)[] };
const demoReviewScores = async () =>
  (
    (await database.db.execute(sql`select h.slug, r.id, r.rating,
      array[r.staff_score, r.facilities_score, r.cleanliness_score, r.comfort_score, r.value_score, r.location_score]::int[] as scores
      from reviews r join hotels h on h.id = r.hotel_id order by r.id`)) as unknown as { rows: Row[] }
  ).rows;

describe('the demo reviews', () => {
  it('have all six sub-scores, each within one of the review’s rating, on every demo hotel', async () => {
    const rows = await demoReviewScores();
    expect(new Set(rows.map((r) => r.slug))).toEqual(new Set(demoHotels.map((h) => h.slug)));
    for (const row of rows) {
      expect(row.scores).toHaveLength(6);
      for (const score of row.scores) {
        expect(score).not.toBeNull();
        expect(Math.abs(score! - row.rating)).toBeLessThanOrEqual(1);
      }
    }
    // Not all the same number: a breakdown worth reading.
    expect(new Set(rows.flatMap((r) => r.scores.map((s, i) => `${i}:${s! - r.rating}`))).size).toBeGreaterThan(6);
  });

  it('seeded before sub-scores existed get them from `db:seed`; a review with any score is left as it is', async () => {
    const before = await demoReviewScores();
    const [bare, partial] = before;
    await database.db.execute(sql`update reviews set staff_score = null, facilities_score = null, cleanliness_score = null,
      comfort_score = null, value_score = null, location_score = null where id in (${bare!.id}, ${partial!.id})`);
    await database.db.execute(sql`update reviews set value_score = 1 where id = ${partial!.id}`);

    await seedDemoContent(database.db);

    const after = await demoReviewScores();
    expect(after.find((r) => r.id === bare!.id)!.scores).toEqual(bare!.scores);
    expect(after.find((r) => r.id === partial!.id)!.scores).toEqual([null, null, null, null, 1, null]);
    expect(after.filter((r) => r.id !== partial!.id)).toEqual(before.filter((r) => r.id !== partial!.id));
  });
});
