import { useLocation } from 'react-router';
import { isLocalizedPath } from '~/routeKinds';
import { LOCALE_INFO, localeOfPath, localizedPath, type Locale } from './locales';
import { useT } from './translate';

/**
 * The same page in the other published languages: plain links (a new document, no script needed),
 * each named in its own language, keeping the query string. Only on translated pages.
 */
export function LanguageSwitch({ published = [] }: { published?: readonly Locale[] }) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (published.length < 2 || !isLocalizedPath(pathname)) return null;
  const current = localeOfPath(pathname);
  return (
    <nav className="language-switch" aria-label={t('language_switch')}>
      <ul>
        {published.map((locale) => {
          const { tag, name } = LOCALE_INFO[locale];
          return (
            <li key={locale}>
              <a href={`${localizedPath(locale, pathname)}${search}`} hrefLang={tag} lang={tag} aria-current={locale === current ? 'page' : undefined}>
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
