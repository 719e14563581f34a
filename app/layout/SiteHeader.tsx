import { NavLink } from 'react-router';
import { HeaderAccount } from '~/accounts/HeaderAccount';
import { mainNavigation } from '~/site.config';
import { ThemeToggle } from '~/theme/ThemeToggle';
import { Brand } from './Brand';
import { MobileMenu } from './MobileMenu';
import { useScrolledPast } from './useScrolledPast';

/** The top bar becomes blurred and shadowed past this scroll offset (docs/product/requirements.md section 9). */
const SCROLL_THRESHOLD = 50;

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  return (
    <header className="site-header" data-scrolled={scrolled ? 'true' : undefined}>
      <div className="container site-header-inner">
        <Brand />
        <nav aria-label="Main" className="main-nav">
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
        <div className="header-actions">
          <ThemeToggle />
          <div className="header-account-wide">
            <HeaderAccount />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
