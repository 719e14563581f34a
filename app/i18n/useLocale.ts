import { useLingui } from '@lingui/react';
import { isLocalizedPath } from '~/routeKinds';
import { localizedPath, type Locale } from './locales';

/** The language the page is written in (the root loader's: its URL's, or English on an unpublished one's 404). */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/**
 * Where a link of the shell leads in the page's language: the localized page when that page is
 * translated, else the English one, loaded as a new document (the shell's language changes with it).
 */
export function useLocaleHref(to: string): { to: string; reloadDocument?: true } {
  const localized = localizedPath(useLocale(), to);
  if (localized === to || isLocalizedPath(localized)) return { to: localized };
  return { to, reloadDocument: true };
}
