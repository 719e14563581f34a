/**
 * The site's languages (docs/decisions/0030-languages-library.md): English at today's URLs, the
 * others under their prefix (`/fr`, `/fr/rooms`). One URL, one language: the locale is read from the
 * path alone, never from a cookie or Accept-Language.
 */
export const LOCALES = ['en', 'fr', 'de', 'it', 'ar', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** BCP 47 tag for `<html lang>`, hreflang and Intl. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The language's name in itself, for the language switch. */
  name: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { tag: 'en', dir: 'ltr', name: 'English' },
  fr: { tag: 'fr', dir: 'ltr', name: 'Français' },
  de: { tag: 'de', dir: 'ltr', name: 'Deutsch' },
  it: { tag: 'it', dir: 'ltr', name: 'Italiano' },
  ar: { tag: 'ar', dir: 'rtl', name: 'العربية' },
  zh: { tag: 'zh-Hans', dir: 'ltr', name: '中文' },
};

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

// `/fr`, `/fr/…` and React Router's data URL of the localized home page, `/fr.data`.
const PREFIX = new RegExp(`^/(${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')})(?=/|\\.data$|$)`);

/** The language of a URL path: its prefix, or English. */
export function localeOfPath(pathname: string): Locale {
  const prefix = PREFIX.exec(pathname)?.[1];
  return isLocale(prefix) ? prefix : DEFAULT_LOCALE;
}

/** The path without its language prefix: `/fr/rooms` → `/rooms`, `/fr` and `/fr/` → `/`. */
export function unlocalizedPath(pathname: string): string {
  const prefix = PREFIX.exec(pathname)?.[0];
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === '' || rest === '/' ? '/' : rest;
}

/** The same page in a language: `/rooms` in French is `/fr/rooms`, the home page `/fr/`. */
export function localizedPath(locale: Locale, pathname: string): string {
  const path = unlocalizedPath(pathname);
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/**
 * The languages a deployment publishes, from PUBLISHED_LOCALES: all six unless told otherwise
 * (`en` for English alone, `fr,de` for those beside it), English always first. A language may be
 * held back while a page a visitor reaches from it is not yet translated.
 */
export function parsePublishedLocales(setting: string | undefined): Locale[] {
  const wanted = (setting?.trim() || 'all').split(',').map((s) => s.trim());
  if (wanted.includes('all')) return [...LOCALES];
  return LOCALES.filter((l) => l === DEFAULT_LOCALE || wanted.includes(l));
}
