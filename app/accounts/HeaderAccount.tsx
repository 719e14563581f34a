import { Link } from 'react-router';
import { LOGIN_BADGE } from '~/site.config';

/**
 * The account area of the header. Signed out: Sign Up and Log In. The accounts work replaces this
 * with the signed-in state (username and Log Out); the site shell decides where it sits.
 */
export function HeaderAccount() {
  return (
    <div className="header-account">
      <Link className="button button-outline button-sm" to="/signup">
        Sign Up
      </Link>
      <Link className="button button-gold button-sm" to="/signin">
        Log In
        <span className="badge" aria-hidden="true">
          {LOGIN_BADGE}
        </span>
      </Link>
    </div>
  );
}
