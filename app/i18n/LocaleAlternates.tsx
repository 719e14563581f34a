import { useLocation } from 'react-router';
import { isLocalizedPath } from '~/routeKinds';
import { DEFAULT_LOCALE, LOCALE_INFO, localizedPath, type Locale } from './locales';

/**
 * The translated page's other languages for search engines: one `hreflang` alternate per published
 * language and `x-default` at the English page. Nothing while only English is published.
 */
export function LocaleAlternates({ origin, published = [] }: { origin?: string; published?: readonly Locale[] }) {
  const { pathname } = useLocation();
  if (!origin || published.length < 2 || !isLocalizedPath(pathname)) return null;
  const href = (locale: Locale) => new URL(localizedPath(locale, pathname), origin).toString();
  return (
    <>
      {published.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={LOCALE_INFO[locale].tag} href={href(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(DEFAULT_LOCALE)} />
    </>
  );
}
