import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useT } from '~/i18n/translate';
import { useLocaleHref } from '~/i18n/useLocale';
import { LOGIN_BADGE } from '~/site.config';
import { useAuth } from './AuthProvider';
import { pendingTargetOf, signInHref, signUpHref } from './pendingTarget';
import { canManageReservations, isStaff } from './user';

/**
 * The account area of the header. Signed out: Sign Up and Log In (with its badge). Signed in: the
 * username (a link to their account; and the studio for editors and the concierge team) and Log Out. The site shell decides where it sits.
 * Its links lead to the page in the visitor's language once that page is translated (ADR 0030).
 */
export function HeaderAccount() {
  const t = useT();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // On /signin and /signup the visitor is on the way somewhere: switching between them keeps it.
  const target = pendingTargetOf(useLocation().pathname, useSearchParams()[0]);
  const account = useLocaleHref('/account');
  const studio = useLocaleHref('/studio');
  const signUp = useLocaleHref(signUpHref(target));
  const signIn = useLocaleHref(signInHref(target));
  const home = useLocaleHref('/');

  if (user) {
    // Messages about stays waiting to be read (issue 49): a guest's on their account link, the
    // concierge team's on the studio's.
    const unread = user.unreadMessages ?? 0;
    const staffUnread = canManageReservations(user) ? unread : 0;
    const guestUnread = isStaff(user) ? 0 : unread;
    return (
      <div className="header-account header-account-signed-in" data-testid="header-account">
        <Link
          className="header-username"
          {...account}
          title={t('account_title')}
          aria-label={guestUnread > 0 ? t('account_label_unread', { name: user.username, count: guestUnread }) : t('account_label', { name: user.username })}
        >
          {user.username}
          {guestUnread > 0 && <UnreadBadge count={guestUnread} />}
        </Link>
        {isStaff(user) && (
          // The back office's door: /studio sends each role on to its first section.
          <Link className="button button-outline button-sm header-studio" {...studio}>
            {t('account_studio')}
            {staffUnread > 0 && (
              <>
                <UnreadBadge count={staffUnread} />
                <span className="visually-hidden">{t('account_unread_hidden', { count: staffUnread })}</span>
              </>
            )}
          </Link>
        )}
        {/* A real form: Log Out works before the scripts run and without them (SignOutRoute). */}
        <form
          method="post"
          action="/signout"
          className="header-signout"
          onSubmit={async (event) => {
            event.preventDefault();
            setLeaving(true);
            await signOut();
            setLeaving(false);
            navigate(home.to);
          }}
        >
          <button type="submit" className="button button-outline button-sm" disabled={leaving}>
            {t('account_log_out')}
          </button>
        </form>
      </div>
    );
  }
  return (
    <div className="header-account" data-testid="header-account">
      <Link className="button button-outline button-sm" {...signUp}>
        {t('account_sign_up')}
      </Link>
      <Link className="button button-gold button-sm" {...signIn}>
        {t('account_log_in')}
        <span className="badge" aria-hidden="true">
          {LOGIN_BADGE}
        </span>
      </Link>
    </div>
  );
}

/** A count of unread messages beside a link (its words are the link's own name): 99+ past 99. */
function UnreadBadge({ count }: { count: number }) {
  return (
    <span className="badge header-unread" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
