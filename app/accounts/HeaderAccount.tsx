import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_BADGE } from '~/site.config';
import { useAuth } from './AuthProvider';
import { pendingTargetOf, signInHref, signUpHref } from './pendingTarget';
import { isStaff } from './user';

/**
 * The account area of the header. Signed out: Sign Up and Log In (with its badge). Signed in: the
 * username (a link to their account; and the studio for editors and the concierge team) and Log Out. The site shell decides where it sits.
 */
export function HeaderAccount() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // On /signin and /signup the visitor is on the way somewhere: switching between them keeps it.
  const target = pendingTargetOf(useLocation().pathname, useSearchParams()[0]);

  if (user) {
    return (
      <div className="header-account header-account-signed-in" data-testid="header-account">
        <Link className="header-username" to="/account" title="Your account" aria-label={`${user.username}: your account (signed in)`}>
          {user.username}
        </Link>
        {isStaff(user) && (
          // The back office's door: /studio sends each role on to its first section.
          <Link className="button button-outline button-sm header-studio" to="/studio">
            Studio
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
            navigate('/');
          }}
        >
          <button type="submit" className="button button-outline button-sm" disabled={leaving}>
            Log Out
          </button>
        </form>
      </div>
    );
  }
  return (
    <div className="header-account" data-testid="header-account">
      <Link className="button button-outline button-sm" to={signUpHref(target)}>
        Sign Up
      </Link>
      <Link className="button button-gold button-sm" to={signInHref(target)}>
        Log In
        <span className="badge" aria-hidden="true">
          {LOGIN_BADGE}
        </span>
      </Link>
    </div>
  );
}
