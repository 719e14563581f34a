import { describe, expect, it } from 'vitest';
import { messagesOf } from './catalogs.server';
import { formatDay, formatNights, formatPrice } from './format';
import { localeOfPath, localizedPath, parsePublishedLocales, unlocalizedPath, type Locale } from './locales';
import { translatorFor } from './translate';

const nights = (locale: Locale, counts: number[]) => counts.map((n) => formatNights(translatorFor({ locale, messages: messagesOf(locale) }), n));

describe('language of a URL', () => {
  it.each([
    ['/', 'en'],
    ['/rooms', 'en'],
    ['/fr', 'fr'],
    ['/fr/', 'fr'],
    ['/fr.data', 'fr'],
    ['/fr/_.data', 'fr'],
    ['/ar/contact', 'ar'],
    ['/zh/rooms/x', 'zh'],
    ['/french', 'en'],
    ['/es/rooms', 'en'],
  ])('%s is %s', (path, locale) => expect(localeOfPath(path)).toBe(locale));

  it('maps a page between languages', () => {
    expect(localizedPath('fr', '/')).toBe('/fr/');
    expect(localizedPath('de', '/fr/rooms')).toBe('/de/rooms');
    expect(localizedPath('en', '/ar/')).toBe('/');
    expect(unlocalizedPath('/zh')).toBe('/');
    expect(unlocalizedPath('/rooms')).toBe('/rooms');
  });

  it('publishes every language unless told otherwise, and never an unknown language', () => {
    expect(parsePublishedLocales(undefined)).toEqual(['en', 'fr', 'de', 'it', 'ar', 'zh']);
    expect(parsePublishedLocales('')).toEqual(['en', 'fr', 'de', 'it', 'ar', 'zh']);
    expect(parsePublishedLocales('en')).toEqual(['en']);
    expect(parsePublishedLocales('de, fr,xx')).toEqual(['en', 'fr', 'de']);
    expect(parsePublishedLocales('all')).toEqual(['en', 'fr', 'de', 'it', 'ar', 'zh']);
  });
});

describe('formats by language (Intl)', () => {
  // Intl separates thousands with a narrow no-break space in French, a no-break space before €.
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

  it('writes prices as each language does', () => {
    expect(plain(formatPrice(1560, 'EUR', 'fr'))).toBe('1 560 €');
    expect(plain(formatPrice(1560, 'EUR', 'de'))).toBe('1.560 €');
    expect(formatPrice(1560, 'EUR', 'en')).toBe('€1,560');
  });

  it('names the month in the language', () => {
    expect(formatDay('2026-11-25', 'fr')).toBe('25 novembre 2026');
    expect(formatDay('2026-11-25', 'de')).toBe('25. November 2026');
    expect(formatDay('2026-11-25', 'zh')).toBe('2026年11月25日');
  });

  it('follows each language’s plural rules', () => {
    expect(nights('en', [1, 3])).toEqual(['1 night', '3 nights']);
    expect(nights('fr', [1, 3])).toEqual(['1 nuit', '3 nuits']);
    expect(nights('de', [1, 2])).toEqual(['1 Nacht', '2 Nächte']);
    expect(nights('ar', [1, 2, 3, 11])).toEqual(['ليلة واحدة', 'ليلتان', '3 ليالٍ', '11 ليلة']);
    expect(nights('zh', [1, 5])).toEqual(['1 晚', '5 晚']);
  });
});
