import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import type { Translate } from '~/i18n/translate';
import type { StayCheck } from '~/domain/stay';

/** What is wrong with a stay, in the page's language (English pages: the rules' own text, as the API says it). */
export function stayProblemText(t: Translate, locale: Locale, check: Extract<StayCheck, { ok: false }>): string {
  return locale === DEFAULT_LOCALE ? check.error : t(check.message.key, check.message.values);
}
