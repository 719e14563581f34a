import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { messagesOf } from './catalogs.server';
import { translatorFor } from './translate';

const tIn = (locale: (typeof LOCALES)[number]) => translatorFor({ locale, messages: messagesOf(locale) });

const catalogOf = (locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
const keysOf = (locale: string) => Object.keys(catalogOf(locale)).sort();
// `{name}` and the argument of `{count, plural, …}`, not a branch's text (`one {review}`): arguments
// open at an even depth of braces, a plural's branches at an odd one.
function placeholdersOf(text: unknown): string[] {
  const found: string[] = [];
  let depth = 0;
  const s = String(text);
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '{') {
      const name = depth % 2 === 0 ? /^\{(\w+)\s*[,}]/.exec(s.slice(i))?.[1] : undefined;
      if (name) found.push(name);
      depth++;
    } else if (s[i] === '}') depth--;
  }
  return found.sort();
}

describe('the translations (app/i18n/messages)', () => {
  it('has a catalogue for each language and no other', () => {
    const files = readdirSync(new URL('./messages/', import.meta.url)).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key and no other', (locale) => {
    expect(keysOf(locale)).toEqual(keysOf('en'));
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s keeps each message’s placeholders and leaves none empty', (locale) => {
    const en = catalogOf('en');
    const other = catalogOf(locale);
    for (const key of keysOf('en')) {
      expect(placeholdersOf(other[key]), key).toEqual(placeholdersOf(en[key]));
      expect(String(other[key]).trim(), key).not.toBe('');
    }
  });

  it('compiles every message of every language (ICU MessageFormat)', () => {
    for (const locale of LOCALES) expect(() => messagesOf(locale)).not.toThrow();
  });

  it('names the Privacy Policy in each cookie notice, so the notice links it', () => {
    for (const locale of LOCALES) expect(tIn(locale)('cookie_text')).toContain(tIn(locale)('link_privacy'));
  });

  it('keeps the English texts of the spec', () => {
    const t = tIn('en');
    expect(t('cookie_text')).toBe('We use cookies to keep you signed in and to remember your preferences. Read our Privacy Policy to learn more.');
    expect(t('home_title', { name: 'Aurelia Resorts' })).toBe('Aurelia Resorts | Luxury Hotels & Casino Resorts');
    expect(t('home_since', { year: 2020 })).toBe('Welcoming travellers since 2020.');
  });
});
