import type { JsonLdObject } from '~/seo/jsonLd';
import { WEEKDAYS } from '~/domain/hotelClock';
import type { Venue } from './venues.server';

/**
 * A restaurant (schema.org Restaurant) or a spa (DaySpa) for search engines, in the page's
 * language: its hours by sitting on the days it opens, the hotel it is part of, that it takes
 * bookings, and a spa's treatments as offers in the hotel's currency.
 */
export function venueJsonLd(venue: Venue, pageUrl: string, hotelUrl: string): JsonLdObject {
  const openDays = WEEKDAYS.filter((day) => !venue.closedOn.includes(day)).map((day) => `https://schema.org/${day}`);
  return {
    '@context': 'https://schema.org',
    '@type': venue.kind === 'spa' ? 'DaySpa' : 'Restaurant',
    name: venue.name,
    description: venue.description,
    url: pageUrl,
    ...(venue.cuisine && { servesCuisine: venue.cuisine }),
    acceptsReservations: true,
    containedInPlace: { '@type': 'Hotel', name: venue.hotel.name, url: hotelUrl },
    openingHoursSpecification: venue.sittings.map((sitting) => ({
      '@type': 'OpeningHoursSpecification',
      name: sitting.name,
      dayOfWeek: openDays,
      opens: sitting.opens,
      closes: sitting.closes,
    })),
    ...(venue.treatments?.length && {
      makesOffer: venue.treatments.map((treatment) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: treatment.name },
        price: treatment.price,
        priceCurrency: treatment.currency,
      })),
    }),
  };
}
