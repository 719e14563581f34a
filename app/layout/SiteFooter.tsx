import { Link } from 'react-router';
import { CookieSettingsButton } from '~/consent/CookieSettings';
import { CurrencySelector } from '~/currency/CurrencySelector';
import type { DisplayCurrency } from '~/lib/displayCurrency';
import { useHydrated } from '~/lib/useHydrated';
import { AccessibilityButton } from '~/preferences/AccessibilitySettings';
import { footerColumns, site } from '~/site.config';
import { Brand } from './Brand';

/** `currency`: the visitor's display currency (the cookie's, from the root loader), null for each hotel's own. */
export function SiteFooter({ currency = null }: { currency?: DisplayCurrency | null }) {
  // Both settings live in the browser's storage: their controls come with the scripts.
  const hydrated = useHydrated();
  return (
    <footer className="site-footer">
      <div className="container footer-intro">
        <Brand />
        <p className="muted">{site.slogan}</p>
      </div>
      <div className="container footer-columns">
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <ul className="social-links" aria-label="Follow us">
          {site.social.map((s) => (
            <li key={s.label}>
              <a href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <CurrencySelector current={currency} />
        {hydrated && (
          <div className="footer-settings">
            <AccessibilityButton />
            <CookieSettingsButton className="footer-setting">Cookie settings</CookieSettingsButton>
          </div>
        )}
        <p>
          {/* The year can differ between server and browser around New Year: the browser's wins. */}©{' '}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
