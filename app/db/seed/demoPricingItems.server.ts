import { hotelPricing, hotels, offerHotels, offers, rateSeasons, roomTypes } from '~/db/schema';
import { toMinor } from '~/lib/money';
import { demoHotels } from './demo-content';
import { demoOffers, demoPricing, demoSeasons, seasonDates } from './demo-pricing';
import { demoRoomTypes } from './demo-room-types';
import { hotelId, roomTypeId, stableId } from './demoIds.server';
import type { DemoKind } from './seededItems.server';

/** The demo hotels' currencies, by slug. */
const currencyOf = new Map(demoHotels.map((h) => [h.slug, h.priceRange.currency]));

/** A room type's Friday and Saturday difference, in minor units: its hotel's share of its base rate, in whole units. */
export function demoWeekendDelta(hotelSlug: string, nightlyRate: number): number {
  const share = demoPricing[hotelSlug]?.weekendShare ?? 0;
  return toMinor(Math.round(nightlyRate * share), currencyOf.get(hotelSlug) ?? 'EUR');
}

/**
 * The demo hotels' taxes and plans, their room types' seasons (last year's, this year's and next
 * year's, so every night of the booking window has its price; a new year's come with the first
 * seeding in that year) and the brand's offers with the hotels they apply to.
 */
export function demoPricingKinds(today: Date): DemoKind[] {
  const pricing: DemoKind<typeof hotelPricing> = {
    kind: 'hotelPricing',
    table: hotelPricing,
    items: Object.entries(demoPricing).map(([slug, p]) => ({
      key: slug,
      row: {
        hotelId: hotelId(slug),
        vatBps: p.vatBps,
        vatIncluded: p.vatIncluded,
        cityTaxMinor: toMinor(p.cityTax, currencyOf.get(slug)!),
        cityTaxPer: p.cityTaxPer,
      },
      match: { hotel_id: hotelId(slug) },
      needs: [[hotels, hotelId(slug)]],
    })),
  };

  const year = today.getUTCFullYear();
  const season: DemoKind<typeof rateSeasons> = {
    kind: 'season',
    table: rateSeasons,
    items: Object.entries(demoSeasons).flatMap(([slug, list]) =>
      (demoRoomTypes[slug] ?? []).flatMap((room, position) =>
        list.flatMap((s, i) =>
          [year - 1, year, year + 1].map((y) => {
            const id = stableId(`season:${slug}:${position}:${i}:${y}`);
            return {
              key: `${slug}:${position}:${i}:${y}`,
              row: {
                id,
                roomTypeId: roomTypeId(slug, position),
                name: s.name,
                ...seasonDates(s, y),
                rateMinor: toMinor(Math.round(room.nightlyRate * s.factor), currencyOf.get(slug)!),
              },
              match: { id },
              // Only onto room types that exist (a room type staff deleted keeps no seasons).
              needs: [[roomTypes, roomTypeId(slug, position)]],
            };
          }),
        ),
      ),
    ),
  };

  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const offer: DemoKind<typeof offers> = {
    kind: 'offer',
    table: offers,
    items: demoOffers.map((o, position) => {
      const id = stableId(`offer:${o.slug}`);
      return {
        key: o.slug,
        row: {
          id,
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
        },
        match: { id },
      };
    }),
  };
  const offerHotel: DemoKind<typeof offerHotels> = {
    kind: 'offerHotel',
    table: offerHotels,
    items: demoOffers.flatMap((o) =>
      Object.entries(o.hotels).map(([slug, supplement]) => {
        const offerId = stableId(`offer:${o.slug}`);
        return {
          key: `${o.slug}:${slug}`,
          row: { offerId, hotelId: hotelId(slug), supplementMinor: toMinor(supplement, currencyOf.get(slug)!) },
          match: { offer_id: offerId, hotel_id: hotelId(slug) },
          needs: [
            [offers, offerId],
            [hotels, hotelId(slug)],
          ],
        };
      }),
    ),
  };
  return [pricing, season, offer, offerHotel] as DemoKind[];
}
