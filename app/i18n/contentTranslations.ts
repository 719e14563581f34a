import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * What the database keeps of a row's texts in the other languages (the `translations` column of
 * hotels, room types, events, venues, sittings and treatments): `{ fr: { description: '…' } }`.
 * English stays in the row's own columns and is the fallback.
 */
export type ContentTranslations = Partial<Record<Exclude<Locale, 'en'>, Record<string, string>>>;

/** The languages a row's texts are translated into, in the site's order. */
export const TRANSLATED_LOCALES = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== DEFAULT_LOCALE);

/** A row in the page's language; `english` names the fields shown in English for want of a translation. */
export type InLanguage<T, F extends keyof T> = T & { english?: F[] };

/**
 * A row's texts in a language: each field's translation when there is one, else the English text,
 * listed in `english` so the page marks it `lang="en"`. English pages get the row as it is.
 */
export function inLanguage<T extends object, F extends keyof T & string>(
  row: T,
  translations: ContentTranslations | null | undefined,
  locale: Locale,
  fields: readonly F[],
): InLanguage<T, F> {
  if (locale === 'en') return row;
  const own = translations?.[locale] ?? {};
  const out: InLanguage<T, F> = { ...row };
  const english: F[] = [];
  for (const field of fields) {
    const text = own[field]?.trim();
    if (text) (out as Record<string, unknown>)[field] = text;
    else if (typeof row[field] === 'string' && row[field]) english.push(field);
  }
  if (english.length > 0) out.english = english;
  return out;
}

/** The `lang` a field's element needs: "en" when it fell back to English on a translated page. */
export const langOf = (row: { english?: readonly string[] }, field: string): 'en' | undefined => (row.english?.includes(field) ? 'en' : undefined);
