import { LOCALE_INFO, type Locale } from '~/i18n/locales';

/**
 * The `lang` and `dir` a post's texts carry on a page in another language (docs/decisions/0035):
 * none when the post is in the page's language; its language (and its direction, when that differs
 * from the page's) otherwise, so a screen reader reads an English title on a French page in English.
 */
export function postLanguageAttributes(post: Locale, page: Locale): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (post === page) return {};
  const { tag, dir } = LOCALE_INFO[post];
  return dir === LOCALE_INFO[page].dir ? { lang: tag } : { lang: tag, dir };
}
