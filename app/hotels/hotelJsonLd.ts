import type { JsonLdObject } from '~/seo/jsonLd';
import type { HotelSummary } from './hotel';

/** A hotel for search engines (schema.org Hotel, with its guests' rating when it has reviews). */
export function hotelJsonLd(hotel: HotelSummary, origin: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.name,
    description: hotel.description,
    url: new URL(`/rooms/${hotel.slug}`, origin).toString(),
    image: new URL(hotel.image, origin).toString(),
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.streetAddress,
      addressLocality: hotel.city,
      addressCountry: hotel.country,
    },
    priceRange: `${hotel.priceRange.min}-${hotel.priceRange.max} ${hotel.priceRange.currency}`,
    numberOfRooms: hotel.roomCount,
    ...(hotel.reviewCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round(hotel.averageRating * 10) / 10,
        reviewCount: hotel.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}
