import { createHash } from 'node:crypto';
import type { Database } from '~/db/client.server';
import { events, hotels, offers, posts, reviews, roomTypes, spaTreatments, users, venues, venueSittings } from '~/db/schema';
import { toMinor } from '~/lib/money';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { site } from '~/site.config';
import { demoHotels, demoPosts, demoUsers } from './demo-content';
import { demoEvents } from './demo-events';
import { demoSubScores } from './demoSubScores';
import { demoRoomTypes } from './demo-room-types';
import { demoVenues } from './demo-venues';
import { demoWeekendDelta, seedDemoPricing } from './seedPricing.server';
import { eventTranslations, hotelTranslations, roomTypeTranslations, sittingTranslations, treatmentTranslations, venueTranslations } from './translations';

/** A stable UUID for a piece of demo content, so seeding twice inserts nothing new. */
function stableId(key: string): string {
  const hex = createHash('sha256').update(`aurelia-demo:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const publisherEmail = 'journal@aurelia-resorts.example';

/**
 * Inserts the demo hotels, reviews, reviewers and posts that are not there yet, and gives demo
 * reviews without any sub-score their demo ones. Idempotent: rows are keyed by stable ids, slugs
 * and emails, and nothing else existing is changed.
 */
export async function seedDemoContent(db: Database, { today = new Date() }: { today?: Date } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values([
        { id: stableId('user:publisher'), username: site.publisher, email: publisherEmail, role: 'editor' },
        ...demoUsers.map((u) => ({ id: stableId(`user:${u.username}`), username: u.username, email: u.email })),
      ])
      .onConflictDoNothing();

    await tx
      .insert(hotels)
      .values(
        demoHotels.map((h) => ({
          id: stableId(`hotel:${h.slug}`),
          slug: h.slug,
          name: h.name,
          country: h.country,
          city: h.city,
          timeZone: h.timeZone,
          streetAddress: h.streetAddress,
          latitude: h.coordinates.latitude,
          longitude: h.coordinates.longitude,
          description: h.description,
          image: `/images/hotels/${h.slug}.svg`,
          roomCount: h.roomCount,
          priceMin: h.priceRange.min,
          priceMax: h.priceRange.max,
          currency: h.priceRange.currency,
          totalGamingSpace: h.casino.totalGamingSpace,
          numberOfTables: h.casino.numberOfTables,
          numberOfSlots: h.casino.numberOfSlots,
          restaurants: h.casino.restaurants,
          vipLounges: h.casino.vipLounges,
          isOpenAllDay: h.casino.openingHours.isOpenAllDay,
          opens: h.casino.openingHours.opens,
          closes: h.casino.openingHours.closes,
          yearEstablished: h.casino.yearEstablished,
          dresscode: h.casino.dresscode,
          translations: hotelTranslations(h.slug),
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(roomTypes)
      .values(
        demoHotels.flatMap((h) =>
          (demoRoomTypes[h.slug] ?? []).map(({ nightlyRate, ...room }, position) => ({
            id: stableId(`roomType:${h.slug}:${position}`),
            hotelId: stableId(`hotel:${h.slug}`),
            ...room,
            baseRateMinor: toMinor(nightlyRate, h.priceRange.currency),
            weekendDeltaMinor: demoWeekendDelta(h.slug, nightlyRate),
            translations: roomTypeTranslations(h.slug, room.name),
            position,
          })),
        ),
      )
      .onConflictDoNothing();

    // Restaurants and spas (issue 22), their sittings and treatments, keyed like the room types.
    const seededVenues = demoHotels.flatMap((h) => (demoVenues[h.slug] ?? []).map((venue, position) => ({ hotel: h.slug, venue, position })));
    const venueId = (hotel: string, slug: string) => stableId(`venue:${hotel}:${slug}`);
    await tx
      .insert(venues)
      .values(
        seededVenues.map(({ hotel, venue, position }) => ({
          id: venueId(hotel, venue.slug),
          hotelId: stableId(`hotel:${hotel}`),
          kind: venue.kind,
          slug: venue.slug,
          name: venue.name,
          cuisine: venue.cuisine ?? null,
          description: venue.description,
          slotMinutes: venue.slotMinutes,
          capacity: venue.capacity,
          maxParty: venue.maxParty,
          closedWeekdays: venue.closedWeekdays ?? [],
          translations: venueTranslations(hotel, venue.slug),
          position,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(venueSittings)
      .values(
        seededVenues.flatMap(({ hotel, venue }) =>
          venue.sittings.map(([name, opens, closes], i) => ({
            id: stableId(`sitting:${hotel}:${venue.slug}:${i}`),
            venueId: venueId(hotel, venue.slug),
            name,
            opens,
            closes,
            translations: sittingTranslations(hotel, venue.slug, name),
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(spaTreatments)
      .values(
        seededVenues.flatMap(({ hotel, venue }) =>
          (venue.treatments ?? []).map(([name, durationMinutes, price], position) => ({
            id: stableId(`treatment:${hotel}:${venue.slug}:${position}`),
            venueId: venueId(hotel, venue.slug),
            name,
            durationMinutes,
            price,
            translations: treatmentTranslations(hotel, venue.slug, name),
            position,
          })),
        ),
      )
      .onConflictDoNothing();

    // The reviews trigger keeps each hotel's averageRating in step with these rows.
    const demoReviews = demoHotels.flatMap((h) =>
      h.reviews.map((r, i) => ({
        id: stableId(`review:${h.slug}:${i}`),
        hotelId: stableId(`hotel:${h.slug}`),
        userId: r.username === null ? null : stableId(`user:${r.username}`),
        rating: r.rating,
        comment: r.comment,
        createdAt: r.date === null ? null : new Date(`${r.date}T10:00:00Z`),
        ...demoSubScores(`review:${h.slug}:${i}`, r.rating),
      })),
    );
    await tx.insert(reviews).values(demoReviews).onConflictDoNothing();
    // Demo reviews seeded before they had sub-scores get them; a review with any score is left alone.
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

    await tx
      .insert(posts)
      .values(
        demoPosts.map((p) => ({
          id: stableId(`post:${p.slug}`),
          slug: p.slug,
          title: p.title,
          content: p.content,
          image: p.image ?? `/images/blog/${p.slug}.svg`,
          language: p.language ?? 'en',
          authorId: stableId('user:publisher'),
          createdAt: new Date(`${p.date}T09:00:00Z`),
          updatedAt: new Date(`${p.date}T09:00:00Z`),
        })),
      )
      .onConflictDoNothing();

    // Dated from the seeding day; seeding again keeps the dates already stored.
    await tx
      .insert(events)
      .values(
        demoEvents.map((e) => ({
          id: stableId(`event:${e.key}`),
          title: e.title,
          date: addUtcDays(today, e.daysFromSeeding),
          location: e.location,
          description: e.description,
          category: e.category,
          image: e.image,
          translations: eventTranslations(e.key),
        })),
      )
      .onConflictDoNothing();

    // Demo rows seeded before they had translations get them; a row with any translation is left alone.
    const hotelIds = demoHotels.map((h) => ({ id: stableId(`hotel:${h.slug}`), translations: hotelTranslations(h.slug) }));
    await fillMissingTranslations(tx, hotels, hotelIds);
    await fillMissingTranslations(
      tx,
      roomTypes,
      demoHotels.flatMap((h) =>
        (demoRoomTypes[h.slug] ?? []).map((room, position) => ({
          id: stableId(`roomType:${h.slug}:${position}`),
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
          id: stableId(`sitting:${hotel}:${venue.slug}:${i}`),
          translations: sittingTranslations(hotel, venue.slug, name),
        })),
      ),
    );
    await fillMissingTranslations(
      tx,
      spaTreatments,
      seededVenues.flatMap(({ hotel, venue }) =>
        (venue.treatments ?? []).map(([name], position) => ({
          id: stableId(`treatment:${hotel}:${venue.slug}:${position}`),
          translations: treatmentTranslations(hotel, venue.slug, name),
        })),
      ),
    );
    await fillMissingTranslations(
      tx,
      events,
      demoEvents.map((e) => ({ id: stableId(`event:${e.key}`), translations: eventTranslations(e.key) })),
    );

    // Prices beyond the base rates: taxes, seasons and offers (issue 31).
    await seedDemoPricing(tx, today, stableId);
  });
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

/** The UTC day `days` after `from`, as YYYY-MM-DD. */
function addUtcDays(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Seeds the demo content into a database that holds no hotels yet (the first start), or no events,
 * room types, venues or offers yet (a database seeded before they existed).
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  // One row of each is enough to know (count(*) would read all 100,000 hotels at every start).
  const present = await Promise.all([hotels, events, roomTypes, venues, offers].map((table) => db.select({ id: table.id }).from(table).limit(1)));
  if (present.every((rows) => rows.length > 0)) return false;
  await seedDemoContent(db);
  return true;
}
