import { describe, expect, it } from 'vitest';
import { venueJsonLd } from './venueJsonLd';
import type { Venue } from './venues.server';

const hotel = { _id: 'h1', name: 'Mediterranean Grand Casino & Spa', slug: 'mediterranean-grand-casino-spa', timeZone: 'Europe/Rome' };
const restaurant: Venue = {
  _id: 'v1',
  kind: 'restaurant',
  slug: 'osteria-del-porto',
  name: 'Osteria del Porto',
  cuisine: 'Fruits de mer de la Riviera',
  description: 'Le poisson du jour, grillé au bois d’olivier.',
  hotel,
  maxParty: 8,
  slotMinutes: 30,
  sittings: [
    { name: 'Déjeuner', opens: '12:00', closes: '14:30' },
    { name: 'Dîner', opens: '19:00', closes: '22:30' },
  ],
  closedOn: ['Monday'],
};

describe('a venue for search engines', () => {
  it('is a Restaurant with its cuisine, its hours on the days it opens, and its hotel, in the page’s language', () => {
    const data = venueJsonLd(restaurant, 'https://a.example/fr/rooms/m/venues/osteria-del-porto', 'https://a.example/fr/rooms/m');
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      name: 'Osteria del Porto',
      servesCuisine: 'Fruits de mer de la Riviera',
      acceptsReservations: true,
      containedInPlace: { '@type': 'Hotel', name: hotel.name, url: 'https://a.example/fr/rooms/m' },
    });
    const hours = data.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
    expect(hours.map((h) => [h.opens, h.closes])).toEqual([
      ['12:00', '14:30'],
      ['19:00', '22:30'],
    ]);
    expect(hours[0]!.dayOfWeek).toHaveLength(6);
    expect(hours[0]!.dayOfWeek).not.toContain('https://schema.org/Monday');
    expect(data).not.toHaveProperty('makesOffer');
  });

  it('is a DaySpa offering its treatments at their prices', () => {
    const spa: Venue = {
      ...restaurant,
      kind: 'spa',
      cuisine: null,
      closedOn: [],
      treatments: [{ _id: 't1', name: 'Massage au citron de Ligurie', durationMinutes: 90, price: 210, currency: 'EUR' }],
    };
    const data = venueJsonLd(spa, 'https://a.example/x', 'https://a.example/y');
    expect(data['@type']).toBe('DaySpa');
    expect(data).not.toHaveProperty('servesCuisine');
    expect(data.makesOffer).toEqual([
      { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Massage au citron de Ligurie' }, price: 210, priceCurrency: 'EUR' },
    ]);
  });
});
