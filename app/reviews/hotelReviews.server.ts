import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { reservations, reviews, users } from '~/db/schema';
import { PLACEHOLDER_DAYS } from '~/hotels/reviewPlaceholder';
import type { PublicReview, ReviewFilter, ReviewSummary, VerifiedFigures } from './review';
import { SUB_SCORES, type ReviewSort, type SubScores } from './reviewInput';
import { subScoreColumns } from './reviews.server';

const visible = (hotelId: string) => and(eq(reviews.hotelId, hotelId), isNull(reviews.hiddenAt));

/**
 * The date the page shows for a review: its own, or for an undated one the placeholder date
 * (app/hotels/reviewPlaceholder.ts, the same days before today's UTC day), so "Newest" is the order
 * a reader sees. The id keeps pages stable.
 */
const shownDate = sql`coalesce(${reviews.createdAt}, (date_trunc('day', now() at time zone 'utc')
  - make_interval(days => 1 + (('x' || right(${reviews.id}::text, 8))::bit(32)::bigint % ${sql.raw(String(PLACEHOLDER_DAYS))})::int)) at time zone 'utc')`;
const newestFirst = [sql`${shownDate} desc`, asc(reviews.id)];
const orders: Record<ReviewSort, SQL[]> = {
  newest: newestFirst,
  highest: [desc(reviews.rating), ...newestFirst],
  lowest: [asc(reviews.rating), ...newestFirst],
};

/**
 * A page of a hotel's visible reviews in the asked order, the verified ones first (issue 49); with
 * `filter: 'verified'`, those only.
 */
export async function listHotelReviews(
  db: Database,
  hotelId: string,
  { sort = 'newest', limit, offset = 0, filter = 'all' }: { sort?: ReviewSort; limit: number; offset?: number; filter?: ReviewFilter },
): Promise<PublicReview[]> {
  const stayed = sql<boolean>`exists (select 1 from ${reservations} where ${reservations.userId} = ${reviews.userId}
    and ${reservations.hotelId} = ${reviews.hotelId} and ${reservations.status} = 'confirmed' and ${reservations.checkIn} <= current_date)`;
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      username: users.username,
      stayedHere: stayed,
      stayMonth: reviews.stayMonth,
      ...subScoreColumns,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(and(visible(hotelId), filter === 'verified' ? isNotNull(reviews.stayMonth) : undefined))
    .orderBy(sql`${reviews.stayMonth} is null`, ...orders[sort])
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    _id: r.id,
    user: r.username === null ? null : { username: r.username },
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt?.toISOString() ?? null,
    updatedAt: r.updatedAt?.toISOString() ?? null,
    subScores: Object.fromEntries(SUB_SCORES.map(({ key }) => [key, r[key]])) as SubScores,
    stayedHere: Boolean(r.stayedHere),
    verified: r.stayMonth !== null,
    stayMonth: r.stayMonth?.slice(0, 7) ?? null,
  }));
}

/** Counts per star and the sub-score averages, in one pass over the hotel's visible reviews; the verified ones' mean and count beside. */
export async function summarizeHotelReviews(db: Database, hotelId: string): Promise<ReviewSummary & VerifiedFigures> {
  const perStar = (n: number) => sql<number>`count(*) filter (where ${reviews.rating} = ${n})::int`;
  const scoreColumns = Object.fromEntries(
    SUB_SCORES.flatMap(({ key }) => [
      [`${key}Average`, sql<number | null>`avg(${subScoreColumns[key]})::float8`],
      [`${key}Count`, sql<number>`count(${subScoreColumns[key]})::int`],
    ]),
  );
  const [[row], [verified]] = await Promise.all([
    db
      .select({ one: perStar(1), two: perStar(2), three: perStar(3), four: perStar(4), five: perStar(5), ...scoreColumns })
      .from(reviews)
      .where(visible(hotelId)),
    // An index-only range of reviews_hotel_verified_idx.
    db
      .select({ average: sql<number | null>`avg(${reviews.rating})::float8`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(visible(hotelId), isNotNull(reviews.stayMonth))),
  ]);
  const r = row as unknown as Record<string, number | string | null>;
  const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    stars: [num(r.one) ?? 0, num(r.two) ?? 0, num(r.three) ?? 0, num(r.four) ?? 0, num(r.five) ?? 0],
    subScores: Object.fromEntries(
      SUB_SCORES.map(({ key }) => {
        const average = num(r[`${key}Average`]);
        return [key, { average: average === null ? null : Math.round(average * 10) / 10, count: num(r[`${key}Count`]) ?? 0 }];
      }),
    ) as ReviewSummary['subScores'],
    verifiedRating: verified?.average == null ? 0 : Math.round(Number(verified.average) * 100) / 100,
    verifiedReviewCount: Number(verified?.count ?? 0),
  };
}
