import { NavLink } from 'react-router';
import { HeaderAccount } from '~/accounts/HeaderAccount';
import { useT } from '~/i18n/translate';
import { useLocaleHref } from '~/i18n/useLocale';
import { mainNavigation } from '~/site.config';
import { ThemeToggle } from '~/theme/ThemeToggle';
import { Brand } from './Brand';
import { MobileMenu } from './MobileMenu';
import { useScrolledPast } from './useScrolledPast';

/** The top bar becomes blurred and shadowed past this scroll offset (docs/product/requirements.md section 9). */
const SCROLL_THRESHOLD = 50;

export function SiteHeader() {
  const t = useT();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  return (
    <header className="site-header" data-scrolled={scrolled ? 'true' : undefined}>
      <div className="container site-header-inner">
        <Brand />
        <nav aria-label={t('nav_main')} className="main-nav">
          <ul className="nav-links">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <MainLink href={item.href} label={t(item.label)} />
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

/** A main-menu link, to the page in the visitor's language when it is translated. */
function MainLink({ href, label }: { href: string; label: string }) {
  const link = useLocaleHref(href);
  return (
    <NavLink {...link} prefetch={link.reloadDocument ? undefined : 'intent'}>
      {label}
    </NavLink>
  );
}
