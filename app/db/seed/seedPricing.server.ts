import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotelPricing, offerHotels, offers, rateSeasons } from '~/db/schema';
import { toMinor } from '~/lib/money';
import { demoHotels } from './demo-content';
import { demoOffers, demoPricing, demoSeasons, seasonDates } from './demo-pricing';
import { demoRoomTypes } from './demo-room-types';

type Tx = Pick<Database, 'insert' | 'execute'>;

/** The demo hotels' currencies, by slug. */
const currencyOf = new Map(demoHotels.map((h) => [h.slug, h.priceRange.currency]));

/** A room type's Friday and Saturday difference, in minor units: its hotel's share of its base rate, in whole units. */
export function demoWeekendDelta(hotelSlug: string, nightlyRate: number): number {
  const share = demoPricing[hotelSlug]?.weekendShare ?? 0;
  return toMinor(Math.round(nightlyRate * share), currencyOf.get(hotelSlug) ?? 'EUR');
}

/**
 * The demo hotels' taxes and plans, their room types' seasons (last year's, this year's and next
 * year's, so every night of the booking window has its price) and the brand's offers. Keyed by
 * stable ids like the rest of the demo content: seeding twice adds nothing.
 */
export async function seedDemoPricing(tx: Tx, today: Date, stableId: (key: string) => string): Promise<void> {
  const hotelId = (slug: string) => stableId(`hotel:${slug}`);
  await tx
    .insert(hotelPricing)
    .values(
      Object.entries(demoPricing).map(([slug, p]) => ({
        hotelId: hotelId(slug),
        vatBps: p.vatBps,
        vatIncluded: p.vatIncluded,
        cityTaxMinor: toMinor(p.cityTax, currencyOf.get(slug)!),
        cityTaxPer: p.cityTaxPer,
      })),
    )
    .onConflictDoNothing();

  const year = today.getUTCFullYear();
  const seasons = Object.entries(demoSeasons).flatMap(([slug, list]) =>
    (demoRoomTypes[slug] ?? []).flatMap((room, position) =>
      list.flatMap((season, i) =>
        [year - 1, year, year + 1].map((y) => ({
          id: stableId(`season:${slug}:${position}:${i}:${y}`),
          roomTypeId: stableId(`roomType:${slug}:${position}`),
          name: season.name,
          ...seasonDates(season, y),
          rateMinor: toMinor(Math.round(room.nightlyRate * season.factor), currencyOf.get(slug)!),
        })),
      ),
    ),
  );
  // Only onto room types that exist (a room type staff deleted keeps no seasons).
  await tx.execute(sql`insert into ${rateSeasons} (id, room_type_id, name, starts_on, ends_on, rate_minor)
    select v.id::uuid, v.room_type_id::uuid, v.name, v.starts_on::date, v.ends_on::date, v.rate_minor::int
    from (values ${sql.join(
      seasons.map((s) => sql`(${s.id}, ${s.roomTypeId}, ${s.name}, ${s.startsOn}, ${s.endsOn}, ${s.rateMinor})`),
      sql`, `,
    )}) as v(id, room_type_id, name, starts_on, ends_on, rate_minor)
    where exists (select 1 from room_types rt where rt.id = v.room_type_id::uuid)
    on conflict do nothing`);

  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await tx
    .insert(offers)
    .values(
      demoOffers.map((o, position) => ({
        id: stableId(`offer:${o.slug}`),
        slug: o.slug,
        name: o.name,
        summary: o.summary,
        description: o.description,
        translations: o.translations,
        inclusions: o.inclusions,
        stayFrom: day(0),
        stayUntil: day(365),
        minNights: o.minNights,
        discountPct: o.discountPct,
        refundable: o.refundable,
        promoCode: o.promo?.code ?? null,
        promoStartsAt: o.promo ? today : null,
        promoEndsAt: o.promo ? new Date(today.getTime() + o.promo.days * 86_400_000) : null,
        promoMaxUses: o.promo?.maxUses ?? null,
        position,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(offerHotels)
    .values(
      demoOffers.flatMap((o) =>
        Object.entries(o.hotels).map(([slug, supplement]) => ({
          offerId: stableId(`offer:${o.slug}`),
          hotelId: hotelId(slug),
          supplementMinor: toMinor(supplement, currencyOf.get(slug)!),
        })),
      ),
    )
    .onConflictDoNothing();
}
