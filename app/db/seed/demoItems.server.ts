/**
 * The demo content as rows, kind by kind, parents before children: each item keyed within its kind
 * (its stable id derives from `kind:key`, so the same item has the same id in every database).
 */
import { events, hotels, posts, reservations, reviews, roomTypes, spaTreatments, users, venues, venueSittings } from '~/db/schema';
import { toMinor } from '~/lib/money';

/** The exchange rates migration 0013 seeds, for the demo rooms' points prices. */
const DEMO_PER_EURO: Record<string, number> = { EUR: 1, USD: 1.16, GBP: 0.88, CHF: 0.93, AED: 4.26, SGD: 1.51, JPY: 179 };
import { site } from '~/site.config';
import { demoHotels, demoPosts, demoUsers } from './demo-content';
import { demoEvents } from './demo-events';
import { demoRoomTypes } from './demo-room-types';
import { demoSubScores } from './demoSubScores';
import { demoStayMonths, demoStays } from './demoStays.server';
import { wholeUnitsOf } from '~/lib/money';
import { demoVenues } from './demo-venues';
import { eventId, hotelId, reviewId, roomTypeId, sittingId, stableId, treatmentId, venueId } from './demoIds.server';
import { demoPricingKinds, demoWeekendDelta } from './demoPricingItems.server';
import type { DemoItem, DemoKind } from './seededItems.server';
import { eventTranslations, hotelTranslations, roomTypeTranslations, sittingTranslations, treatmentTranslations, venueTranslations } from './translations';

const publisherEmail = 'journal@aurelia-resorts.example';

/** An item identified by its own id, `stableId(kind:key)`. */
function item<Row extends { id: string }>(row: Row, key: string, needs?: DemoItem<Row>['needs']): DemoItem<Row> {
  return { key, row, match: { id: row.id }, needs };
}

/** The demo venues with their hotel and place in its list. */
export const seededVenues = demoHotels.flatMap((h) => (demoVenues[h.slug] ?? []).map((venue, position) => ({ hotel: h.slug, venue, position })));

/** Every kind of demo content, in the order they are inserted (a row's parents first). */
export function demoKinds(today: Date): DemoKind[] {
  const user: DemoKind<typeof users> = {
    kind: 'user',
    table: users,
    items: [
      item({ id: stableId('user:publisher'), username: site.publisher, email: publisherEmail, role: 'editor' as const }, 'publisher'),
      ...demoUsers.map((u) => item({ id: stableId(`user:${u.username}`), username: u.username, email: u.email }, u.username)),
    ],
  };
  const hotel: DemoKind<typeof hotels> = {
    kind: 'hotel',
    table: hotels,
    items: demoHotels.map((h) =>
      item(
        {
          id: hotelId(h.slug),
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
        },
        h.slug,
      ),
    ),
  };
  // Award nights: about 100 points per euro of the base rate, rounded up to 1,000 (migration 0031).
  const demoPointsPerNight = (nightlyRate: number, currency: string) => Math.ceil(((nightlyRate / (DEMO_PER_EURO[currency] ?? 1)) * 100) / 1000) * 1000;
  const roomType: DemoKind<typeof roomTypes> = {
    kind: 'roomType',
    table: roomTypes,
    items: demoHotels.flatMap((h) =>
      (demoRoomTypes[h.slug] ?? []).map(({ nightlyRate, ...room }, position) =>
        item(
          {
            id: roomTypeId(h.slug, position),
            hotelId: hotelId(h.slug),
            ...room,
            baseRateMinor: toMinor(nightlyRate, h.priceRange.currency),
            weekendDeltaMinor: demoWeekendDelta(h.slug, nightlyRate),
            pointsPerNight: demoPointsPerNight(nightlyRate, h.priceRange.currency),
            translations: roomTypeTranslations(h.slug, room.name),
            position,
          },
          `${h.slug}:${position}`,
          [[hotels, hotelId(h.slug)]],
        ),
      ),
    ),
  };
  // Restaurants and spas (issue 22), their sittings and treatments.
  const venue: DemoKind<typeof venues> = {
    kind: 'venue',
    table: venues,
    items: seededVenues.map(({ hotel, venue, position }) =>
      item(
        {
          id: venueId(hotel, venue.slug),
          hotelId: hotelId(hotel),
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
        },
        `${hotel}:${venue.slug}`,
        [[hotels, hotelId(hotel)]],
      ),
    ),
  };
  const sitting: DemoKind<typeof venueSittings> = {
    kind: 'sitting',
    table: venueSittings,
    items: seededVenues.flatMap(({ hotel, venue }) =>
      venue.sittings.map(([name, opens, closes], i) =>
        item(
          {
            id: sittingId(hotel, venue.slug, i),
            venueId: venueId(hotel, venue.slug),
            name,
            opens,
            closes,
            translations: sittingTranslations(hotel, venue.slug, name),
          },
          `${hotel}:${venue.slug}:${i}`,
          [[venues, venueId(hotel, venue.slug)]],
        ),
      ),
    ),
  };
  const treatment: DemoKind<typeof spaTreatments> = {
    kind: 'treatment',
    table: spaTreatments,
    items: seededVenues.flatMap(({ hotel, venue }) =>
      (venue.treatments ?? []).map(([name, durationMinutes, price], position) =>
        item(
          {
            id: treatmentId(hotel, venue.slug, position),
            venueId: venueId(hotel, venue.slug),
            name,
            durationMinutes,
            price,
            translations: treatmentTranslations(hotel, venue.slug, name),
            position,
          },
          `${hotel}:${venue.slug}:${position}`,
          [[venues, venueId(hotel, venue.slug)]],
        ),
      ),
    ),
  };
  // Completed stays of some reviewers (issue 49): their reviews are from verified stays.
  const stay: DemoKind<typeof reservations> = {
    kind: 'completedStay',
    table: reservations,
    items: demoStays.map((s) =>
      item(
        {
          id: s.id,
          reference: s.reference,
          userId: s.userId,
          hotelId: s.hotelId,
          roomTypeId: s.roomTypeId,
          checkIn: s.checkIn,
          checkOut: s.checkOut,
          nights: 2,
          guests: 2,
          nightlyRate: wholeUnitsOf(s.nightMinor, s.currency),
          total: wholeUnitsOf(s.nightMinor * 2, s.currency),
          currency: s.currency,
          ratePlan: 'flexible',
          nightly: [
            { date: s.checkIn, amountMinor: s.nightMinor },
            { date: new Date(Date.parse(`${s.checkIn}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10), amountMinor: s.nightMinor },
          ],
          roomTotalMinor: s.nightMinor * 2,
          totalMinor: s.nightMinor * 2,
          refundable: true,
          freeCancellationUntil: null,
          status: 'confirmed' as const,
          completedAt: new Date(`${s.checkOut}T11:00:00Z`),
          createdAt: new Date(Date.parse(`${s.checkIn}T09:00:00Z`) - 30 * 86_400_000),
          updatedAt: new Date(`${s.checkOut}T11:00:00Z`),
        },
        s.key,
        [
          [users, s.userId],
          [roomTypes, s.roomTypeId],
        ],
      ),
    ),
  };
  // The reviews trigger keeps each hotel's averageRating in step with these rows.
  const review: DemoKind<typeof reviews> = {
    kind: 'review',
    table: reviews,
    items: demoHotels.flatMap((h) =>
      h.reviews.map((r, i) => {
        const userId = r.username === null ? null : stableId(`user:${r.username}`);
        return item(
          {
            id: reviewId(h.slug, i),
            hotelId: hotelId(h.slug),
            userId,
            rating: r.rating,
            comment: r.comment,
            createdAt: r.date === null ? null : new Date(`${r.date}T10:00:00Z`),
            stayMonth: demoStayMonths.get(`${h.slug}:${i}`) ?? null,
            ...demoSubScores(`review:${h.slug}:${i}`, r.rating),
          },
          `${h.slug}:${i}`,
          [[hotels, hotelId(h.slug)], ...(userId === null ? [] : ([[users, userId]] as [typeof users, string][]))],
        );
      }),
    ),
  };
  const post: DemoKind<typeof posts> = {
    kind: 'post',
    table: posts,
    items: demoPosts.map((p) =>
      item(
        {
          id: stableId(`post:${p.slug}`),
          slug: p.slug,
          title: p.title,
          content: p.content,
          image: p.image ?? `/images/blog/${p.slug}.svg`,
          language: p.language ?? 'en',
          authorId: stableId('user:publisher'),
          createdAt: new Date(`${p.date}T09:00:00Z`),
          updatedAt: new Date(`${p.date}T09:00:00Z`),
        },
        p.slug,
        [[users, stableId('user:publisher')]],
      ),
    ),
  };
  // Dated from the seeding day; an event seeded once keeps its date.
  const event: DemoKind<typeof events> = {
    kind: 'event',
    table: events,
    items: demoEvents.map((e) =>
      item(
        {
          id: eventId(e.key),
          title: e.title,
          date: addUtcDays(today, e.daysFromSeeding),
          location: e.location,
          description: e.description,
          category: e.category,
          image: e.image,
          translations: eventTranslations(e.key),
        },
        e.key,
      ),
    ),
  };
  // Prices beyond the base rates: taxes, seasons and offers (issue 31).
  return [user, hotel, roomType, venue, sitting, treatment, stay, review, post, event, ...demoPricingKinds(today)] as DemoKind[];
}

/** The UTC day `days` after `from`, as YYYY-MM-DD. */
function addUtcDays(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
