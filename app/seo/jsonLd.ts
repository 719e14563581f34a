import type { Post } from '~/blog/post';
import type { HotelSummary } from '~/hotels/hotel';
import { site } from '~/site.config';

/** schema.org descriptions for search engines (JSON-LD). */
type JsonLdObject = Record<string, unknown>;

export function organizationJsonLd(origin: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: origin,
    logo: new URL('/favicon.svg', origin).toString(),
    email: site.contact.email,
    telephone: site.contact.phone,
    address: site.contact.address,
    sameAs: site.social.map((s) => s.href),
  };
}

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

export function blogPostingJsonLd(post: Pick<Post, 'title' | 'slug' | 'author' | 'createdAt' | 'updatedAt' | 'image'>, description: string, origin: string): JsonLdObject {
  const url = new URL(`/blog/${post.slug}`, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    url,
    mainEntityOfPage: url,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: post.author.username },
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', origin).toString() } },
    ...(post.image && { image: new URL(post.image, origin).toString() }),
  };
}

export interface EventLike {
  title: string;
  date: string;
  location: string;
  description: string;
  image?: string | null;
}

export function eventJsonLd(event: EventLike, origin: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.date,
    description: event.description,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.location },
    organizer: { '@type': 'Organization', name: site.name, url: origin },
    ...(event.image && { image: new URL(event.image, origin).toString() }),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the element. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
