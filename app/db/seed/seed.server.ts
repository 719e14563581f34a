import type { Database } from '~/db/client.server';
import { events, hotels, reviews, roomTypes, spaTreatments, venues, venueSittings } from '~/db/schema';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { demoHotels } from './demo-content';
import { demoEvents } from './demo-events';
import { demoRoomTypes } from './demo-room-types';
import { demoSubScores } from './demoSubScores';
import { demoStays } from './demoStays.server';
import { eventId, hotelId, reviewId, roomTypeId, sittingId, treatmentId, venueId } from './demoIds.server';
import { DEMO_PHOTO_KIND, seedDemoPhotos } from './demoPhotos.server';
import { demoKinds, seededVenues } from './demoItems.server';
import { backfillSeededItems, seededKinds, seedNewItems } from './seededItems.server';
import { eventTranslations, hotelTranslations, roomTypeTranslations, sittingTranslations, treatmentTranslations, venueTranslations } from './translations';

type Tx = Pick<Database, 'execute' | 'insert'>;

/**
 * Inserts the demo content never seeded into this database before (docs/decisions/0040): an item
 * staff deleted stays deleted, one added to the demo content since comes. Items seeded before they
 * had sub-scores or translations get them, when they have none. Nothing else existing is changed.
 * Returns how many rows were inserted.
 */
export async function seedDemoContent(db: Database, { today = new Date() }: { today?: Date } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    await backfillSeededItems(tx, () => demoKinds(today));
    let inserted = 0;
    for (const kind of demoKinds(today)) inserted += await seedNewItems(tx, kind);
    // After the hotels: their hero photographs, drawn only for the hotels never given theirs.
    inserted += await seedDemoPhotos(tx);
    await fillDemoSubScores(tx);
    await fillDemoTranslations(tx);
    await fillDemoStayMonths(tx);
    return inserted;
  });
}

/**
 * Records the demo items a database holds when it was seeded before `seeded_demo_items` existed
 * (once: drizzle/0030 leaves a marker). The site runs it at start, before staff can delete anything.
 */
export async function backfillSeededDemoItems(db: Database): Promise<boolean> {
  return db.transaction((tx) => backfillSeededItems(tx, () => demoKinds(new Date())));
}

/** Demo reviews seeded before they had sub-scores get them; a review with any score is left alone. */
async function fillDemoSubScores(tx: Tx): Promise<void> {
  const demoReviews = demoHotels.flatMap((h) => h.reviews.map((r, i) => ({ id: reviewId(h.slug, i), ...demoSubScores(`review:${h.slug}:${i}`, r.rating) })));
  const scores = sql.join(
    demoReviews.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.staffScore}::smallint, ${r.facilitiesScore}::smallint, ${r.cleanlinessScore}::smallint, ${r.comfortScore}::smallint, ${r.valueScore}::smallint, ${r.locationScore}::smallint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`update ${reviews} set staff_score = v.staff, facilities_score = v.facilities, cleanliness_score = v.cleanliness,
      comfort_score = v.comfort, value_score = v.value, location_score = v.location
    from (values ${scores}) as v(id, staff, facilities, cleanliness, comfort, value, location)
    where ${reviews.id} = v.id and staff_score is null and facilities_score is null and cleanliness_score is null
      and comfort_score is null and value_score is null and location_score is null`);
}

/**
 * Demo reviews seeded before reviews knew their stays (issue 49) become verified where their demo
 * stay exists: `stay_month` from the completed stay itself.
 */
async function fillDemoStayMonths(tx: Tx): Promise<void> {
  const pairs = demoStays.map((s) => sql`(${reviewIdOfKey(s.reviewKey)}::uuid, ${s.id}::uuid)`);
  if (pairs.length === 0) return;
  await tx.execute(sql`update ${reviews} set stay_month = date_trunc('month', r.check_in)::date
    from (values ${sql.join(pairs, sql`, `)}) as v(review_id, stay_id) join reservations r on r.id = v.stay_id
    where ${reviews.id} = v.review_id and ${reviews.stayMonth} is null and r.completed_at is not null and r.user_id = ${reviews.userId}`);
}

/** Demo rows seeded before they had translations get them; a row with any translation is left alone. */
async function fillDemoTranslations(tx: Tx): Promise<void> {
  const hotelIds = demoHotels.map((h) => ({ id: hotelId(h.slug), translations: hotelTranslations(h.slug) }));
  await fillMissingTranslations(tx, hotels, hotelIds);
  await fillMissingTranslations(
    tx,
    roomTypes,
    demoHotels.flatMap((h) =>
      (demoRoomTypes[h.slug] ?? []).map((room, position) => ({
        id: roomTypeId(h.slug, position),
        translations: roomTypeTranslations(h.slug, room.name),
      })),
    ),
  );
  await fillMissingTranslations(
    tx,
    venues,
    seededVenues.map(({ hotel, venue }) => ({ id: venueId(hotel, venue.slug), translations: venueTranslations(hotel, venue.slug) })),
  );
  await fillMissingTranslations(
    tx,
    venueSittings,
    seededVenues.flatMap(({ hotel, venue }) =>
      venue.sittings.map(([name], i) => ({
        id: sittingId(hotel, venue.slug, i),
        translations: sittingTranslations(hotel, venue.slug, name),
      })),
    ),
  );
  await fillMissingTranslations(
    tx,
    spaTreatments,
    seededVenues.flatMap(({ hotel, venue }) =>
      (venue.treatments ?? []).map(([name], position) => ({
        id: treatmentId(hotel, venue.slug, position),
        translations: treatmentTranslations(hotel, venue.slug, name),
      })),
    ),
  );
  await fillMissingTranslations(
    tx,
    events,
    demoEvents.map((e) => ({ id: eventId(e.key), translations: eventTranslations(e.key) })),
  );
}

/** Sets the demo translations of rows that have none yet (seeded before the column existed). */
async function fillMissingTranslations(
  tx: Pick<Database, 'execute'>,
  table: PgTable & { id: AnyPgColumn; translations: AnyPgColumn },
  rows: { id: string; translations: object }[],
): Promise<void> {
  const values = rows.filter((r) => Object.keys(r.translations).length > 0).map((r) => sql`(${r.id}::uuid, ${JSON.stringify(r.translations)}::jsonb)`);
  if (values.length === 0) return;
  await tx.execute(
    sql`update ${table} set translations = v.translations from (values ${sql.join(values, sql`, `)}) as v(id, translations) where ${table.id} = v.id and ${table.translations} = '{}'::jsonb`,
  );
}

/**
 * Seeds the demo content into a database where some kind of it was never seeded: the first start,
 * or a database seeded before that kind existed. A kind staff emptied stays empty.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  await backfillSeededDemoItems(db);
  const seeded = await seededKinds(db);
  if (demoKinds(new Date()).every(({ kind }) => seeded.has(kind)) && seeded.has(DEMO_PHOTO_KIND)) return false;
  await seedDemoContent(db);
  return true;
}

/** A demo review's id from its key (`slug:i`). */
function reviewIdOfKey(key: string): string {
  const at = key.lastIndexOf(':');
  return reviewId(key.slice(0, at), Number(key.slice(at + 1)));
}
