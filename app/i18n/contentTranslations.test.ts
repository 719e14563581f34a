import { describe, expect, it } from 'vitest';
import { inLanguage, langOf } from './contentTranslations';

const hotel = { name: 'Royal Palace', city: 'Singapore', description: 'A colonial facade over the bay.' };
const translations = { fr: { city: 'Singapour', description: 'Une façade coloniale sur la baie.' }, de: { city: 'Singapur', description: '  ' } };

describe('a row in the page’s language', () => {
  it('takes each field’s translation and leaves names alone', () => {
    const fr = inLanguage(hotel, translations, 'fr', ['city', 'description']);
    expect(fr).toEqual({ name: 'Royal Palace', city: 'Singapour', description: 'Une façade coloniale sur la baie.' });
    expect(langOf(fr, 'description')).toBeUndefined();
  });

  it('falls back to English for a missing or blank translation, marked lang="en"', () => {
    const de = inLanguage(hotel, translations, 'de', ['city', 'description']);
    expect(de.city).toBe('Singapur');
    expect(de.description).toBe(hotel.description);
    expect(langOf(de, 'description')).toBe('en');
    expect(langOf(de, 'city')).toBeUndefined();

    const zh = inLanguage(hotel, {}, 'zh', ['city', 'description']);
    expect(zh.english).toEqual(['city', 'description']);
    expect(inLanguage(hotel, null, 'ar', ['city']).city).toBe('Singapore');
  });

  it('gives English pages the row untouched, with nothing marked', () => {
    const en = inLanguage(hotel, translations, 'en', ['city', 'description']);
    expect(en).toBe(hotel);
    expect(langOf(en, 'city')).toBeUndefined();
  });
});
