import { Link } from 'react-router';

/**
 * The account area of the header. Signed out: Sign Up and Log In. The accounts work replaces this
 * with the signed-in state (username and Log Out); the site shell decides where it sits.
 */
export function HeaderAccount() {
  return (
    <div className="header-account">
      <Link className="button button-outline" to="/signup">
        Sign Up
      </Link>
      <Link className="button button-gold" to="/signin">
        Log In
      </Link>
    </div>
  );
}
