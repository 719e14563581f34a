import type { Locale } from '~/i18n/locales';

const WORDS_PER_MINUTE = 200;
/** Chinese is not written in space-separated words: its characters are counted instead. */
const HAN_PER_MINUTE = 400;
const HAN = /\p{Script=Han}/gu;

/**
 * Minutes to read: words split on spaces, divided by 200, rounded up (docs/product/requirements.md
 * section 9); a post in Chinese, its Chinese characters divided by 400.
 */
export function readingTimeMinutes(content: string, language: Locale = 'en'): number {
  if (language === 'zh') return Math.max(1, Math.ceil((content.match(HAN)?.length ?? 0) / HAN_PER_MINUTE));
  return Math.ceil(content.split(' ').length / WORDS_PER_MINUTE);
}
