import type { JsonLdObject } from '~/seo/jsonLd';
import { DEFAULT_LOCALE, LOCALE_INFO, localizedPath, type Locale } from '~/i18n/locales';
import type { HotelSummary } from './hotel';

/**
 * A hotel for search engines (schema.org Hotel). No aggregateRating or review: reviews of a business
 * published on its own site are "self-serving" to Google, which ignores them and may penalise the
 * markup (its review snippet guidelines); the stars stay on the page for visitors.
 */
export function hotelJsonLd(hotel: HotelSummary, origin: string, locale: Locale = DEFAULT_LOCALE): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.name,
    description: hotel.description,
    // The page's language; a description left in English for want of a translation says so.
    ...(locale !== DEFAULT_LOCALE && { inLanguage: LOCALE_INFO[hotel.english?.includes('description') ? DEFAULT_LOCALE : locale].tag }),
    url: new URL(localizedPath(locale, `/rooms/${hotel.slug}`), origin).toString(),
    image: new URL(hotel.image, origin).toString(),
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.streetAddress,
      addressLocality: hotel.city,
      addressCountry: hotel.country,
    },
    priceRange: `${hotel.priceRange.min}-${hotel.priceRange.max} ${hotel.priceRange.currency}`,
    numberOfRooms: hotel.roomCount,
  };
}
