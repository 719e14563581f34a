import { data, Form, Link, useNavigation } from 'react-router';
import { around, PLACEHOLDER } from '~/i18n/around';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';

import { site } from '~/site.config';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/UnsubscribePage';
import { unsubscribeAction, unsubscribeLoader } from './unsubscribeAction.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await unsubscribeLoader(request, context);
  return data({ ...answer.data, areaMessages: areaMessagesFor(request) }, answer.init ?? undefined);
}

/** The page's button and the mail providers' one-click POST (RFC 8058) alike. */
export async function action({ request, context }: Route.ActionArgs) {
  return unsubscribeAction(request, context);
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const title = page ? translatorFor(page)('auth_unsubscribe_title') : 'Unsubscribe';
  return [{ title: `${title} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** The link in every newsletter mail: no sign-in, a button to confirm (scanners open links, people press buttons). */
export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const valid = loaderData.valid && actionData?.done !== false;

  return (
    <>
      <PageBanner id="unsubscribe-heading" title={t('auth_newsletter')} compact />
      <div className="container auth-layout">
        <aside className="auth-panel">
          <p className="auth-panel-mark" aria-hidden="true">
            ◆
          </p>
          <h2>{site.name}</h2>
          <p>{site.tagline}</p>
        </aside>
        <div className="card auth-card">
          {actionData?.done ? (
            <>
              <FormAlert id="unsubscribe-status" message={t('auth_unsubscribe_done', { email: actionData.email })} tone="success" />
              <Link className="button button-gold button-block" to={localizedPath(locale, '/')}>
                {t('auth_back_home')}
              </Link>
            </>
          ) : valid && loaderData.valid ? (
            <Form method="post" aria-busy={sending} aria-labelledby="unsubscribe-heading">
              <p>{around(t('auth_unsubscribe_question', { email: PLACEHOLDER, site: site.name }), <strong>{loaderData.email}</strong>)}</p>
              {/* The same body a mail provider's one-click POST sends (RFC 8058). */}
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <button type="submit" className="button button-gold button-block" disabled={sending}>
                {sending && <ButtonSpinner />}
                {t('auth_unsubscribe_button')}
              </button>
            </Form>
          ) : (
            <>
              <FormAlert id="unsubscribe-error" message={t('auth_unsubscribe_invalid')} />
              <p>{around(t('auth_unsubscribe_help', { email: PLACEHOLDER }), <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>)}</p>
            </>
          )}
        </div>
      </div>
    </>
  );
}
