import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '~/audit/audit.server';
import type { User } from '~/accounts/user';
import { isUniqueViolation, type Database } from '~/db/client.server';
import { hotels, reservations, reviews, users } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { SUB_SCORES, type ReviewInput, type SubScores } from './reviewInput';

/** A guest's own review, as the review page and the API answer it. */
export interface OwnReview {
  _id: string;
  hotel: { slug: string; name: string };
  rating: number;
  comment: string;
  subScores: SubScores;
  createdAt: string | null;
  updatedAt: string | null;
  /** Hidden by staff: kept, but neither shown nor counted. */
  hidden: boolean;
}

export type ReviewOutcome<T> = { ok: true; value: T } | { ok: false; status: 404 | 409; error: string };

export const REVIEW_NOT_FOUND = 'Review not found';
export const ALREADY_REVIEWED = 'You have already reviewed this hotel. Edit your review instead.';

/** The sub-score columns, by key. */
export const subScoreColumns = {
  staff: reviews.staffScore,
  facilities: reviews.facilitiesScore,
  cleanliness: reviews.cleanlinessScore,
  comfort: reviews.comfortScore,
  value: reviews.valueScore,
  location: reviews.locationScore,
} as const;

const scoreValues = (scores: SubScores) => ({
  staffScore: scores.staff,
  facilitiesScore: scores.facilities,
  cleanlinessScore: scores.cleanliness,
  comfortScore: scores.comfort,
  valueScore: scores.value,
  locationScore: scores.location,
});

const ownSelection = {
  id: reviews.id,
  slug: hotels.slug,
  name: hotels.name,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  hiddenAt: reviews.hiddenAt,
  ...subScoreColumns,
};

const ownQuery = (db: Database) => db.select(ownSelection).from(reviews).innerJoin(hotels, eq(hotels.id, reviews.hotelId));

function toOwn(row: Awaited<ReturnType<typeof ownQuery>>[number]): OwnReview {
  return {
    _id: row.id,
    hotel: { slug: row.slug, name: row.name },
    rating: row.rating,
    comment: row.comment,
    subScores: Object.fromEntries(SUB_SCORES.map(({ key }) => [key, row[key]])) as SubScores,
    createdAt: row.createdAt?.toISOString() ?? null,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
  };
}

/** The hotel a review is written about, by its slug. */
export async function findReviewedHotel(db: Database, slug: string) {
  const [row] = await db.select({ id: hotels.id, slug: hotels.slug, name: hotels.name, city: hotels.city }).from(hotels).where(eq(hotels.slug, slug)).limit(1);
  return row ?? null;
}

/** This guest's review of this hotel, if they wrote one. */
export async function findOwnReview(db: Database, userId: string, hotelId: string): Promise<OwnReview | null> {
  const [row] = await ownQuery(db)
    .where(and(eq(reviews.userId, userId), eq(reviews.hotelId, hotelId)))
    .limit(1);
  return row ? toOwn(row) : null;
}

async function ownById(db: Database, userId: string, id: string): Promise<OwnReview | null> {
  if (!isUuid(id)) return null;
  const [row] = await ownQuery(db)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .limit(1);
  return row ? toOwn(row) : null;
}

/**
 * The month a guest's latest completed stay at the hotel began (its first day), or null: what makes
 * a review "Verified stay" (issue 49). Read when the review is written or edited, so a review tells
 * whether its author had stayed when they wrote it.
 */
export async function verifiedStayMonth(db: Pick<Database, 'select'>, userId: string, hotelId: string): Promise<string | null> {
  const [row] = await db
    .select({ month: sql<string | null>`to_char(date_trunc('month', max(${reservations.checkIn})), 'YYYY-MM-DD')` })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.hotelId, hotelId), eq(reservations.status, 'confirmed'), isNotNull(reservations.completedAt)));
  return row?.month ?? null;
}

/** A guest's first review of a hotel; a second one is refused (409), pointing to the edit. */
export async function createReview(db: Database, user: Pick<User, '_id'>, hotelId: string, input: ReviewInput): Promise<ReviewOutcome<OwnReview>> {
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        hotelId,
        userId: user._id,
        rating: input.rating,
        comment: input.comment,
        createdAt: new Date(),
        stayMonth: await verifiedStayMonth(db, user._id, hotelId),
        ...scoreValues(input.subScores),
      })
      .returning({ id: reviews.id });
    return { ok: true, value: (await ownById(db, user._id, row!.id))! };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, error: ALREADY_REVIEWED };
    throw error;
  }
}

/** Changes the guest's own review (someone else's is 404, as if it did not exist). */
export async function updateReview(db: Database, user: Pick<User, '_id'>, id: string, input: ReviewInput): Promise<ReviewOutcome<OwnReview>> {
  if (!isUuid(id)) return { ok: false, status: 404, error: REVIEW_NOT_FOUND };
  // A guest who has stayed since writing it makes it a verified review by editing it.
  const stayMonth = sql`(select to_char(date_trunc('month', max(r.check_in)), 'YYYY-MM-DD')::date from reservations r
    where r.user_id = ${user._id} and r.hotel_id = ${reviews.hotelId} and r.status = 'confirmed' and r.completed_at is not null)`;
  const changed = await db
    .update(reviews)
    .set({ rating: input.rating, comment: input.comment, updatedAt: new Date(), stayMonth, ...scoreValues(input.subScores) })
    .where(and(eq(reviews.id, id), eq(reviews.userId, user._id)))
    .returning({ id: reviews.id });
  if (changed.length === 0) return { ok: false, status: 404, error: REVIEW_NOT_FOUND };
  return { ok: true, value: (await ownById(db, user._id, id))! };
}

/** Deletes the guest's own review. */
export async function deleteReview(db: Database, user: Pick<User, '_id'>, id: string): Promise<ReviewOutcome<null>> {
  if (!isUuid(id)) return { ok: false, status: 404, error: REVIEW_NOT_FOUND };
  const gone = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, user._id)))
    .returning({ id: reviews.id });
  return gone.length === 0 ? { ok: false, status: 404, error: REVIEW_NOT_FOUND } : { ok: true, value: null };
}

/** A review as the back office lists it. */
export interface StaffReview {
  _id: string;
  hotel: { slug: string; name: string };
  author: string | null;
  rating: number;
  comment: string;
  createdAt: string | null;
  hiddenAt: string | null;
}

const staffSelection = {
  id: reviews.id,
  slug: hotels.slug,
  name: hotels.name,
  author: users.username,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  hiddenAt: reviews.hiddenAt,
};

function toStaff(row: {
  id: string;
  slug: string;
  name: string;
  author: string | null;
  rating: number;
  comment: string;
  createdAt: Date | null;
  hiddenAt: Date | null;
}): StaffReview {
  return {
    _id: row.id,
    hotel: { slug: row.slug, name: row.name },
    author: row.author,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt?.toISOString() ?? null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  };
}

export type StaffReviewFilter = 'all' | 'hidden';
export const STAFF_REVIEWS_SHOWN = 50;

/** The latest reviews (or only the hidden ones), newest first. */
export async function listReviewsForStaff(db: Database, { filter = 'all' as StaffReviewFilter, limit = STAFF_REVIEWS_SHOWN } = {}) {
  const rows = await db
    .select(staffSelection)
    .from(reviews)
    .innerJoin(hotels, eq(hotels.id, reviews.hotelId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(filter === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined)
    .orderBy(sql`${reviews.createdAt} desc nulls last`, desc(reviews.id))
    .limit(limit);
  return rows.map(toStaff);
}

/**
 * Hides a review from the hotel page and its rating, or shows it again (editors and admins). The
 * change and its audit entry ('review.hidden' / 'review.shown') commit together.
 */
export async function setReviewHidden(db: Database, actor: Pick<User, '_id' | 'username'>, id: string, hidden: boolean): Promise<ReviewOutcome<StaffReview>> {
  if (!isUuid(id)) return { ok: false, status: 404, error: REVIEW_NOT_FOUND };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(staffSelection)
      .from(reviews)
      .innerJoin(hotels, eq(hotels.id, reviews.hotelId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, id))
      .for('update', { of: reviews });
    if (!before) return { ok: false, status: 404, error: REVIEW_NOT_FOUND } as const;
    const hiddenAt = hidden ? (before.hiddenAt ?? new Date()) : null;
    if ((before.hiddenAt !== null) !== hidden) {
      await tx
        .update(reviews)
        .set({ hiddenAt })
        .where(and(eq(reviews.id, id), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)));
      await recordAudit(tx, actor, {
        action: hidden ? 'review.hidden' : 'review.shown',
        entity: 'review',
        entityId: id,
        before: { hidden: before.hiddenAt !== null, hotel: before.slug },
        after: { hidden, hotel: before.slug },
      });
    }
    return { ok: true, value: toStaff({ ...before, hiddenAt }) } as const;
  });
}
