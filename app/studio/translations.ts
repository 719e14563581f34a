import type { Locale } from '~/i18n/locales';

/** A text of an item that editors translate, as its English column limits it. */
export interface TranslatableField {
  name: string;
  /** The studio's (English) label, e.g. "Description". */
  label: string;
  maxLength: number;
  multiline?: boolean;
}

/** The form field of one language's text: `fr.description`. */
export const translationFieldName = (locale: Locale, field: string) => `${locale}.${field}`;

/** The languages' English names, for the studio (which is in English). */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Exclude<Locale, 'en'>, string> = {
  fr: 'French',
  de: 'German',
  it: 'Italian',
  ar: 'Arabic',
  zh: 'Chinese (Simplified)',
};
