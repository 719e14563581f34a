import { site } from '~/site.config';

/** schema.org descriptions for search engines (JSON-LD); the features describe their own things with it. */
export type JsonLdObject = Record<string, unknown>;

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
