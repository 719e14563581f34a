import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from './AuthProvider';
import { isStaff, type User } from './user';

/**
 * In place of the sign-in or sign-up form for a visitor who is already signed in (Register Now on
 * /events leads here, as do old tabs and bookmarks): who they are and the ways on, the pending
 * target first. Log Out is a plain form that comes back to this page, to sign in as someone else.
 */
export function SignedInChoices({ user, target }: { user: User; target: string | null }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="card auth-card auth-signed-in" data-testid="signed-in-choices">
      <p>
        You are signed in as <strong>{user.username}</strong>.
      </p>
      {target && (
        <p>
          <Link className="button button-gold button-block" to={target}>
            Continue
          </Link>
        </p>
      )}
      <ul className="auth-onward" role="list">
        <li>
          <Link to="/account">Your account</Link>
        </li>
        <li>
          <Link to="/reservations">Your reservations</Link>
        </li>
        {isStaff(user) && (
          <li>
            <Link to="/studio">Studio</Link>
          </li>
        )}
        <li>
          <Link to="/contact?category=events">Register for an event with our concierge</Link>
        </li>
      </ul>
      <form
        method="post"
        action={`/signout?${new URLSearchParams({ redirectTo: here })}`}
        className="auth-switch"
        onSubmit={async (event) => {
          event.preventDefault();
          setLeaving(true);
          await signOut();
          setLeaving(false);
          navigate(here, { replace: true });
        }}
      >
        Not {user.username}?{' '}
        <button type="submit" className="button button-outline button-sm" disabled={leaving}>
          Log Out
        </button>
      </form>
    </div>
  );
}
