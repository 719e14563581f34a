import { Form } from 'react-router';
import { isolated } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { useT, type Translate } from '~/i18n/translate';
import { signInMethodKey } from '~/accounts/signInMethods';
import { useLocale } from '~/i18n/useLocale';
import { ButtonSpinner } from '~/ui/forms';
import type { AccountSession } from './account.server';
import { accountDay } from './accountDay';

/**
 * A session's device in the page's language: describeDevice's English (the API's) read back into its
 * parts, the Latin names isolated in a right-to-left sentence.
 */
function deviceName(t: Translate, locale: Locale, device: string): string {
  if (device === 'Unknown device') return t('myaccount_unknown_device');
  const parts = /^(.+) on (.+)$/.exec(device);
  return parts ? t('myaccount_device', { browser: isolated(parts[1]!, locale), system: isolated(parts[2]!, locale) }) : device;
}

/** Where the guest is signed in (this device marked), and signing out everywhere. */
export function SessionsSection({ sessions, sending }: { sessions: AccountSession[]; sending: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="card account-card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t('myaccount_sessions_heading')}</h2>
      <ul className="account-sessions" role="list">
        {sessions.map((session) => (
          <li key={session._id}>
            <strong>{deviceName(t, locale, session.device)}</strong>
            {session.current && <span className="chip account-current">{t('myaccount_this_device')}</span>}
            <span className="muted">
              {' '}
              · {t('myaccount_session_method', { method: t(signInMethodKey[session.method]) })} ·{' '}
              {t('myaccount_session_times', { created: accountDay(locale, session.createdAt), seen: accountDay(locale, session.lastSeenAt) })}
            </span>
          </li>
        ))}
      </ul>
      <Form method="post">
        <input type="hidden" name="intent" value="end-all" />
        <button type="submit" className="button button-outline" disabled={sending}>
          {sending && <ButtonSpinner />}
          {t('myaccount_sign_out_everywhere')}
        </button>
      </Form>
    </section>
  );
}
