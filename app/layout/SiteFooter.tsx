import { CookieSettingsButton } from '~/consent/CookieSettings';
import { CurrencySelector } from '~/currency/CurrencySelector';
import { LanguageSwitch } from '~/i18n/LanguageSwitch';
import type { Locale } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import type { DisplayCurrency } from '~/lib/displayCurrency';
import { AccessibilityButton } from '~/preferences/AccessibilitySettings';
import { footerColumns, site } from '~/site.config';
import { Brand } from './Brand';
import { ShellLink } from './ShellLink';

/**
 * `currency`: the visitor's display currency (the cookie's, from the root loader), null for each
 * hotel's own; `published`: the languages the switch offers.
 */
export function SiteFooter({ currency = null, published }: { currency?: DisplayCurrency | null; published?: readonly Locale[] }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container footer-intro">
        <Brand />
        <p className="muted">{t('site_slogan')}</p>
      </div>
      <div className="container footer-columns">
        {footerColumns.map((column) => (
          <nav key={column.links[0].href} aria-label={t(column.title)}>
            <h2 className="footer-title">{t(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <ShellLink href={link.href}>{t(link.label)}</ShellLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <ul className="social-links" aria-label={t('footer_follow_us')}>
          {site.social.map((s) => (
            <li key={s.label}>
              <a href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
                <span className="visually-hidden">{` ${t('opens_in_new_tab')}`}</span>
              </a>
            </li>
          ))}
        </ul>
        <LanguageSwitch published={published} />
        <CurrencySelector current={currency} />
        {/* In the first paint, so nothing beside them moves when the scripts run (a tap on the
          currency button or a language then landed elsewhere). Their dialogs are in the page and
          open by invoker commands; what the dialogs keep lives in the browser's storage, so a
          browser without scripts is not offered them (footer.css). */}
        <div className="footer-settings">
          <AccessibilityButton />
          <CookieSettingsButton className="footer-setting">{t('footer_cookie_settings')}</CookieSettingsButton>
        </div>
        <p>
          {/* The year can differ between server and browser around New Year: the browser's wins. */}©{' '}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> {t('footer_rights', { name: site.name })}
        </p>
      </div>
    </footer>
  );
}
