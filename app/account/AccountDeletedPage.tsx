import { useEffect } from 'react';
import { Link } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import type { Route } from './+types/AccountDeletedPage';
import { forgetEndedSession } from '~/accounts/storedSession';
import { site } from '~/site.config';
import { PageBanner } from '~/ui/PageHero';

export function loader({ request }: Route.LoaderArgs) {
  return { areaMessages: areaMessagesFor(request) };
}

export function meta({ matches }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const title = page ? translatorFor(page)('auth_deleted_title') : 'Account Deleted';
  return [{ title: `${title} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * Where deleting an account ends: the session cookie is already gone. A form sent before the
 * scripts ran leaves the stored session in the browser: it is forgotten here, before the header
 * could show it again.
 */
export default function AccountDeletedPage() {
  useEffect(forgetEndedSession, []);
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <PageBanner id="deleted-heading" eyebrow={t('auth_your_account')} title={t('auth_deleted_title')} />
      <div className="container section centered measure">
        <p role="status">{t('auth_deleted_text')}</p>
        <p>{t('auth_deleted_farewell')}</p>
        <p>
          <Link className="button button-gold" to={localizedPath(locale, '/')}>
            {t('auth_back_home')}
          </Link>
        </p>
      </div>
    </>
  );
}
