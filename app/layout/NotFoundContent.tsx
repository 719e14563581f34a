import { Link } from 'react-router';
import { ShellLink } from './ShellLink';
import { useT } from '~/i18n/translate';
import { useLocaleHref } from '~/i18n/useLocale';
import { mainNavigation } from '~/site.config';

/** The page for an unknown URL: a calm apology and the ways on. */
export function NotFoundContent() {
  const t = useT();
  const home = useLocaleHref('/');
  const hotels = useLocaleHref('/rooms');
  return (
    <section className="not-found container" role="alert" aria-labelledby="not-found-title">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <div className="deco-rule" aria-hidden="true" />
      <h1 id="not-found-title">{t('not_found_title')}</h1>
      <p className="lead">{t('not_found_lead')}</p>
      <p className="hero-actions">
        <Link className="button button-gold" {...home}>
          {t('not_found_home')}
        </Link>
        <Link className="button button-outline" {...hotels}>
          {t('explore_hotels')}
        </Link>
      </p>
      <nav aria-label={t('not_found_popular')}>
        <ul className="inline-links">
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <ShellLink href={item.href}>{t(item.label)}</ShellLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
