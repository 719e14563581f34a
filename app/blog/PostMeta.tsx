import { formatDay, isolated } from '~/i18n/format';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { formatLongDate } from '~/lib/dates';

/** A post's date as the page's language writes it; English pages keep the spec's 'March 5, 2024'. */
export const postDate = (createdAt: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? formatLongDate(createdAt) : formatDay(createdAt.slice(0, 10), locale);

/** Author and date of a post, as chips or inline text. */
export function PostByline({ author, createdAt, className = 'muted' }: { author: string; createdAt: string; className?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={className}>
      {t('blog_by', { author: isolated(author, locale) })} · <time dateTime={createdAt}>{postDate(createdAt, locale)}</time>
    </p>
  );
}
