import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from './AuthProvider';
import { isStaff, type User } from './user';
import { localizedPath } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { around, PLACEHOLDER } from '~/i18n/around';

/**
 * In place of the sign-in or sign-up form for a visitor who is already signed in (Register Now on
 * /events leads here, as do old tabs and bookmarks): who they are and the ways on, the pending
 * target first. Log Out is a plain form that comes back to this page, to sign in as someone else.
 */
export function SignedInChoices({ user, target }: { user: User; target: string | null }) {
  const { signOut } = useAuth();
  const t = useT();
  const locale = useLocale();
  const here_ = (path: string) => localizedPath(locale, path);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="card auth-card auth-signed-in" data-testid="signed-in-choices">
      <p>{around(t('auth_signed_in_as', { name: PLACEHOLDER }), <strong>{user.username}</strong>)}</p>
      {target && (
        <p>
          <Link className="button button-gold button-block" to={target}>
            {t('auth_continue')}
          </Link>
        </p>
      )}
      <ul className="auth-onward" role="list">
        <li>
          <Link to={here_('/account')}>{t('auth_your_account')}</Link>
        </li>
        <li>
          <Link to="/reservations">{t('auth_your_reservations')}</Link>
        </li>
        {isStaff(user) && (
          <li>
            <Link to="/studio">{t('auth_studio')}</Link>
          </li>
        )}
        <li>
          <Link to="/contact?category=events">{t('auth_register_event')}</Link>
        </li>
      </ul>
      <form
        method="post"
        action={`${here_('/signout')}?${new URLSearchParams({ redirectTo: here })}`}
        className="auth-switch"
        onSubmit={async (event) => {
          event.preventDefault();
          setLeaving(true);
          await signOut();
          setLeaving(false);
          navigate(here, { replace: true });
        }}
      >
        {t('auth_not_you', { name: user.username })}{' '}
        <button type="submit" className="button button-outline button-sm" disabled={leaving}>
          {t('auth_log_out')}
        </button>
      </form>
    </div>
  );
}
