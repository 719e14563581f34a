import { Link, NavLink } from 'react-router';
import { HeaderAccount } from '~/accounts/HeaderAccount';
import { mainNavigation, site } from '~/site.config';

/** Minimal shared header; the full site shell (drawer, theme, scroll effect) replaces it. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="brand">
          {site.name}
        </Link>
        <nav aria-label="Main">
          <ul className="nav-links">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderAccount />
      </div>
    </header>
  );
}
