import { Link } from 'react-router';
import { footerColumns, site } from '~/site.config';
import { Brand } from './Brand';

export function SiteFooter() {
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
        <p>
          {/* The year can differ between server and browser around New Year: the browser's wins. */}©{' '}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
