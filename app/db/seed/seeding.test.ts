import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/db/client.server';
import {
  events,
  hotelMedia,
  hotelPricing,
  hotels,
  offerHotels,
  offers,
  posts,
  reservations,
  rateSeasons,
  reviews,
  roomTypes,
  seededDemoItems,
  spaTreatments,
  users,
  venues,
  venueSittings,
} from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { demoHotels, demoPosts } from './demo-content';
import { demoEvents } from './demo-events';
import { demoOffers } from './demo-pricing';
import { demoVenues } from './demo-venues';
import { demoKinds } from './demoItems.server';
import { DEMO_PHOTOS } from './demoPhotos.server';
import { backfillSeededDemoItems, seedDemoContent, seedIfEmpty } from './seed.server';

const database = await createTestDatabase({ seed: false });
const { db } = database;
afterAll(() => database.close());

const tables = {
  hotels,
  hotelMedia,
  roomTypes,
  venues,
  venueSittings,
  spaTreatments,
  reviews,
  posts,
  events,
  hotelPricing,
  rateSeasons,
  offers,
  offerHotels,
  users,
  reservations,
};
type Counts = Record<keyof typeof tables, number>;
async function counts(on = db): Promise<Counts> {
  const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, (await on.$count(table)) as number] as const));
  return Object.fromEntries(entries) as Counts;
}
const allVenues = Object.values(demoVenues).flat();

describe('seeding the demo content', () => {
  it('fills a new database with every kind of demo item, and records each one', async () => {
    const inserted = await seedDemoContent(db);
    const now = await counts();
    expect(now.hotels).toBe(demoHotels.length);
    expect(now.venues).toBe(allVenues.length);
    expect(now.venueSittings).toBe(allVenues.reduce((n, v) => n + v.sittings.length, 0));
    expect(now.spaTreatments).toBe(allVenues.reduce((n, v) => n + (v.treatments?.length ?? 0), 0));
    expect(now.posts).toBe(demoPosts.length);
    expect(now.events).toBe(demoEvents.length);
    expect(now.offers).toBe(demoOffers.length);
    expect(now.offerHotels).toBe(demoOffers.reduce((n, o) => n + Object.keys(o.hotels).length, 0));
    // Hero photographs (drawn at seed time): one per hotel of DEMO_PHOTOS.
    expect(now.hotelMedia).toBe(Object.keys(DEMO_PHOTOS).length);
    for (const name of ['roomTypes', 'reviews', 'hotelPricing', 'rateSeasons', 'users'] as const) expect(now[name], name).toBeGreaterThan(0);
    const rows = Object.values(now).reduce((a, b) => a + b, 0);
    expect(inserted).toBe(rows);
    expect(await db.$count(seededDemoItems)).toBe(rows);
  });

  it('twice adds nothing', async () => {
    const before = await counts();
    expect(await seedDemoContent(db)).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('never puts back what staff deleted, of any kind', async () => {
    const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
    const sitting = await first(db.select({ id: venueSittings.id }).from(venueSittings).limit(1));
    const treatment = await first(db.select({ id: spaTreatments.id }).from(spaTreatments).limit(1));
    const offer = await first(db.select({ id: offers.id }).from(offers).limit(1));
    const post = await first(db.select({ id: posts.id }).from(posts).limit(1));
    const event = await first(db.select({ id: events.id }).from(events).limit(1));
    const season = await first(db.select({ id: rateSeasons.id }).from(rateSeasons).limit(1));
    const review = await first(db.select({ id: reviews.id }).from(reviews).limit(1));
    const pricing = await first(db.select({ hotelId: hotelPricing.hotelId }).from(hotelPricing).limit(1));
    const link = await first(
      db
        .select()
        .from(offerHotels)
        .where(sql`${offerHotels.offerId} <> ${offer.id}`)
        .limit(1),
    );
    // A whole hotel, with its room types, venues and what hangs from them.
    const hotel = await first(
      db
        .select({ id: hotels.id })
        .from(hotels)
        .where(eq(hotels.slug, demoHotels.at(-1)!.slug)),
    );
    await db.delete(venueSittings).where(eq(venueSittings.id, sitting.id));
    await db.delete(spaTreatments).where(eq(spaTreatments.id, treatment.id));
    await db.delete(offers).where(eq(offers.id, offer.id));
    await db.delete(posts).where(eq(posts.id, post.id));
    await db.delete(events).where(eq(events.id, event.id));
    await db.delete(rateSeasons).where(eq(rateSeasons.id, season.id));
    await db.delete(reviews).where(eq(reviews.id, review.id));
    await db.delete(hotelPricing).where(eq(hotelPricing.hotelId, pricing.hotelId));
    await db.delete(offerHotels).where(sql`${offerHotels.offerId} = ${link.offerId} and ${offerHotels.hotelId} = ${link.hotelId}`);
    // A hotel with stays on its books cannot go (reservations restrict it): its demo stays first.
    await db.delete(reservations).where(eq(reservations.hotelId, hotel.id));
    await db.delete(hotels).where(eq(hotels.id, hotel.id));
    // A demo hero photograph staff took off its hotel.
    await db.delete(hotelMedia).where(sql`${hotelMedia.ownerId} = (select id from ${hotels} where slug = ${Object.keys(DEMO_PHOTOS)[0]!})`);
    const afterDeleting = await counts();

    expect(await seedDemoContent(db)).toBe(0);
    expect(await counts()).toEqual(afterDeleting);
    for (const [table, id] of [
      [venueSittings, sitting.id],
      [spaTreatments, treatment.id],
      [offers, offer.id],
      [posts, post.id],
      [events, event.id],
      [rateSeasons, season.id],
      [reviews, review.id],
      [hotels, hotel.id],
    ] as const) {
      expect(await db.$count(table, eq(table.id, id))).toBe(0);
    }
    // A start of the site seeds nothing either.
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await counts()).toEqual(afterDeleting);
  });

  it('adds what was never seeded: next year’s seasons, and a kind new to the database', async () => {
    const before = await counts();
    const nextYear = new Date(Date.now() + 366 * 86_400_000);
    const added = await seedDemoContent(db, { today: nextYear });
    expect(added).toBeGreaterThan(0);
    expect(await counts()).toEqual({ ...before, rateSeasons: before.rateSeasons + added });

    // A database seeded before the events existed: the site's start brings them.
    await db.delete(events);
    await db.delete(seededDemoItems).where(eq(seededDemoItems.kind, 'event'));
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await db.$count(events)).toBe(demoEvents.length);
  });
});

describe('a database seeded before the seed kept its record (drizzle/0030)', () => {
  // Two full seeds (the second draws the hero photographs) and a migration on a PGlite folder:
  // 15 s alone, past the default 30 s beside other test files on two busy cores.
  it('records what it holds at the upgrade, so what staff delete afterwards stays deleted', { timeout: 90_000 }, async () => {
    await mkdir('.tmp', { recursive: true });
    const dataDir = await mkdtemp(path.resolve('.tmp', 'seeded-items-'));
    try {
      let handle = await openDatabase({ dataDir });
      await seedDemoContent(handle.db);
      // As it was before this migration: no table, and 0030 not applied (nor the later 0031, the
      // points ledger, 0032, its settings and tier mails, 0033, the photographs, 0034, the room types' and venues' pictures, 0035, the rates by day, 0036, the offers' and posts' pictures, 0037, the stay after the request, 0038, the second factor, 0039, the passkeys, 0040, the sessions' sign-in method and known devices, and 0041, the sessions' second factor, undone here so that the start applies all twelve again).
      await handle.db.execute(sql`drop table seeded_demo_items`);
      await handle.db.execute(sql`drop table loyalty_settings, tier_mails`);
      await handle.db.execute(sql`drop table points_entries, points_balances cascade`);
      await handle.db.execute(sql`drop function points_entries_append_only, points_entries_balance`);
      await handle.db.execute(sql`alter table room_types drop column points_per_night`);
      await handle.db.execute(sql`alter table reservations drop column award_points, drop column completed_at`);
      // And the photographs (0033), the room types' and venues' (0034), the rates by day (0035) and the offers' and posts' pictures (0036).
      await handle.db.execute(sql`drop table post_media, offer_media, venue_media, room_type_media, hotel_media, media cascade`);
      await handle.db.execute(sql`drop trigger exchange_rates_keep_day on exchange_rates`);
      await handle.db.execute(sql`drop function exchange_rates_keep_day`);
      await handle.db.execute(sql`drop table exchange_rate_days`);
      // And the stay after the request (0037): its tables, the reviews' stay month, the arrivals' index.
      await handle.db.execute(sql`drop table review_invitations, stay_arrivals, stay_messages, reservation_changes cascade`);
      await handle.db.execute(sql`alter table reviews drop column stay_month`);
      await handle.db.execute(sql`drop index reservations_check_in_hotel_idx`);
      // And the second factor (0038), the passkeys (0039), the sessions' method and known devices (0040), their second factor (0041).
      await handle.db.execute(sql`drop table totp_factors, recovery_codes, sign_in_tickets, passkeys, webauthn_challenges, known_devices cascade`);
      await handle.db.execute(sql`alter table sessions drop column proved_at, drop column method, drop column second_factor_at`);
      await handle.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id in (select id from drizzle.__drizzle_migrations order by id desc limit 12)`,
      );
      await handle.close();

      handle = await openDatabase({ dataDir });
      expect(await handle.db.$count(seededDemoItems)).toBe(1); // the marker
      // The site's start (SEED_DEMO=false here) records the demo items the database holds.
      expect(await backfillSeededDemoItems(handle.db)).toBe(true);
      const recorded = await handle.db.$count(seededDemoItems);
      expect(recorded).toBe(demoKinds(new Date()).reduce((n, k) => n + k.items.length, 0));
      expect(await backfillSeededDemoItems(handle.db)).toBe(false);

      const before = await counts(handle.db);
      const [sitting] = await handle.db.select({ id: venueSittings.id }).from(venueSittings).limit(1);
      const [offer] = await handle.db.select({ id: offers.id }).from(offers).limit(1);
      await handle.db.delete(venueSittings).where(eq(venueSittings.id, sitting!.id));
      await handle.db.delete(offers).where(eq(offers.id, offer!.id));
      // Only the hero photographs, a kind the database never had.
      expect(await seedDemoContent(handle.db)).toBe(Object.keys(DEMO_PHOTOS).length);
      const after = await counts(handle.db);
      expect(after.venueSittings).toBe(before.venueSittings - 1);
      expect(after.offers).toBe(before.offers - 1);
      await handle.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
