import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from './AuthProvider';
import { canEditBlog } from './user';
import './accounts.css';

/**
 * The account area of the header. Signed out: Sign Up and Log In. Signed in: the username (and the
 * studio for editors) and Log Out. The site shell decides where it sits.
 */
export function HeaderAccount() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  if (user) {
    return (
      <div className="header-account header-account-signed-in" data-testid="header-account">
        <span className="header-username" title={user.username}>
          <span className="visually-hidden">Signed in as </span>
          {user.username}
        </span>
        {canEditBlog(user) && (
          <Link className="button button-outline header-studio" to="/studio">
            Studio
          </Link>
        )}
        <button
          type="button"
          className="button button-outline"
          disabled={leaving}
          onClick={async () => {
            setLeaving(true);
            await signOut();
            setLeaving(false);
            navigate('/');
          }}
        >
          Log Out
        </button>
      </div>
    );
  }
  return (
    <div className="header-account" data-testid="header-account">
      <Link className="button button-outline" to="/signup">
        Sign Up
      </Link>
      <Link className="button button-gold" to="/signin">
        Log In
      </Link>
    </div>
  );
}
