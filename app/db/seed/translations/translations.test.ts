import { describe, expect, it } from 'vitest';

import { demoHotels } from '../demo-content';
import { demoEvents } from '../demo-events';
import { demoRoomTypes } from '../demo-room-types';
import { demoVenues } from '../demo-venues';
import { ar } from './ar';
import { de } from './de';
import { fr } from './fr';
import { it as itTranslations } from './it';
import type { DemoTranslations, TranslatedLocale } from './types';
import { zh } from './zh';

const locales: Record<TranslatedLocale, DemoTranslations> = { fr, de, it: itTranslations, ar, zh };

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const keysOf = (record: object | undefined) => Object.keys(record ?? {}).sort();
const isFilled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** Asserts that a translation exists, and narrows its type. */
function present<T>(value: T | undefined, path: string): T {
  expect(value, `${path} is missing`).toBeDefined();
  return value as T;
}

/** Asserts that every value of `record` is a non-empty string, naming the offending path. */
function expectFilled(record: object, path: string) {
  for (const [key, value] of Object.entries(record)) {
    expect(isFilled(value), `${path}.${key} is empty`).toBe(true);
  }
}

describe.each(Object.entries(locales))('demo translations: %s', (locale, t) => {
  it('translates every hotel, and nothing else', () => {
    expect(keysOf(t.hotels)).toEqual(sorted(demoHotels.map((hotel) => hotel.slug)));
    for (const hotel of demoHotels) {
      const texts = present(t.hotels[hotel.slug], `${locale}.hotels.${hotel.slug}`);
      expect(keysOf(texts), `${locale} hotel ${hotel.slug}`).toEqual(['city', 'country', 'description', 'dresscode']);
      expectFilled(texts, `${locale}.hotels.${hotel.slug}`);
      expect(texts.description).not.toBe(hotel.description);
      expect(texts.dresscode).not.toBe(hotel.casino.dresscode);
    }
  });

  it('translates every room type, and nothing else', () => {
    expect(keysOf(t.roomTypes)).toEqual(keysOf(demoRoomTypes));
    for (const [slug, roomTypes] of Object.entries(demoRoomTypes)) {
      const translated = present(t.roomTypes[slug], `${locale}.roomTypes.${slug}`);
      expect(keysOf(translated), `${locale} room types of ${slug}`).toEqual(sorted(roomTypes.map((roomType) => roomType.name)));
      for (const roomType of roomTypes) {
        const texts = present(translated[roomType.name], `${locale}.roomTypes.${slug}.${roomType.name}`);
        expect(keysOf(texts), `${locale} room type ${roomType.name}`).toEqual(['beds', 'description', 'name', 'view']);
        expectFilled(texts, `${locale}.roomTypes.${slug}.${roomType.name}`);
        expect(texts.description).not.toBe(roomType.description);
      }
    }
  });

  it('translates every event, and nothing else', () => {
    expect(keysOf(t.events)).toEqual(sorted(demoEvents.map((event) => event.key)));
    for (const event of demoEvents) {
      const texts = present(t.events[event.key], `${locale}.events.${event.key}`);
      expect(keysOf(texts), `${locale} event ${event.key}`).toEqual(['category', 'description', 'location', 'title']);
      expectFilled(texts, `${locale}.events.${event.key}`);
      expect(texts.description).not.toBe(event.description);
    }
  });

  it('translates every venue, sitting and treatment, and nothing else', () => {
    expect(keysOf(t.venues)).toEqual(keysOf(demoVenues));
    for (const [slug, venues] of Object.entries(demoVenues)) {
      const translated = present(t.venues[slug], `${locale}.venues.${slug}`);
      expect(keysOf(translated), `${locale} venues of ${slug}`).toEqual(sorted(venues.map((venue) => venue.slug)));
      for (const venue of venues) {
        const path = `${locale}.venues.${slug}.${venue.slug}`;
        const texts = present(translated[venue.slug], path);
        const expectedFields = venue.kind === 'restaurant' ? ['cuisine', 'description', 'sittings'] : ['description', 'sittings', 'treatments'];
        expect(keysOf(texts), path).toEqual(expectedFields);

        expect(isFilled(texts.description), `${path}.description is empty`).toBe(true);
        expect(texts.description).not.toBe(venue.description);

        if (venue.kind === 'restaurant') {
          expect(isFilled(texts.cuisine), `${path}.cuisine is empty`).toBe(true);
          expect(texts.treatments, `${path} is a restaurant`).toBeUndefined();
        } else {
          expect(texts.cuisine, `${path} is a spa`).toBeUndefined();
          expect(keysOf(texts.treatments), `${path}.treatments`).toEqual(sorted((venue.treatments ?? []).map(([name]) => name)));
          expectFilled(texts.treatments ?? {}, `${path}.treatments`);
        }

        expect(keysOf(texts.sittings), `${path}.sittings`).toEqual(sorted(venue.sittings.map(([name]) => name)));
        expectFilled(texts.sittings, `${path}.sittings`);
      }
    }
  });
});

describe('demo translations', () => {
  it('cover exactly the translated locales', () => {
    expect(keysOf(locales)).toEqual(['ar', 'de', 'fr', 'it', 'zh']);
  });

  it('have at least one spa with treatments and one restaurant with lunch and dinner to check against', () => {
    const venues = Object.values(demoVenues).flat();
    expect(venues.some((venue) => venue.kind === 'spa' && (venue.treatments ?? []).length > 0)).toBe(true);
    expect(venues.some((venue) => venue.sittings.some(([name]) => name === 'Lunch'))).toBe(true);
    expect(venues.some((venue) => venue.sittings.some(([name]) => name === 'Dinner'))).toBe(true);
  });
});
