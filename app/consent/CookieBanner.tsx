import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocaleHref } from '~/i18n/useLocale';
import { useT } from '~/i18n/translate';
import { saveConsentPreferences } from '~/preferences/localEntries';
import { COOKIE_BANNER_DELAY_MS, hasCookieConsent, storeCookieConsent } from './cookieConsent';
import { COOKIE_SETTINGS_ID, CookieSettingsButton } from './CookieSettings';

/**
 * The cookie notice at the bottom of the page: shown a second after load unless consent is stored.
 * Accept stores the flag (and every category in consentPreferences) and hides it for good; Decline
 * hides it for this page view only; Settings opens the four categories, and saving them answers the
 * notice too.
 */
export default function CookieBanner() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    if (hasCookieConsent()) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!visible) return undefined;
    const settings = document.getElementById(COOKIE_SETTINGS_ID);
    const onClose = () => hasCookieConsent() && setVisible(false);
    settings?.addEventListener('close', onClose);
    return () => settings?.removeEventListener('close', onClose);
  }, [visible]);

  // The notice floats over the page's end: while it shows, the page keeps that much room below its
  // last line (the footer's currency form, its links), and scrolling to a focused control stops above
  // it, so nothing is left beneath it (WCAG 2.4.11). cookie-banner.css and footer.css read the room.
  useEffect(() => {
    const element = banner.current;
    if (!visible || !element) return undefined;
    const root = document.documentElement;
    const keepRoom = () => {
      const below = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty('--cookie-banner-room', `${Math.ceil(element.offsetHeight + below)}px`);
    };
    keepRoom();
    const observer = new ResizeObserver(keepRoom);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-room');
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <section ref={banner} className="cookie-banner on-dark" aria-label={t('cookie_notice')} data-testid="cookie-banner">
      <CookieText />
      <div className="cookie-actions">
        <CookieSettingsButton className="button button-outline">{t('cookie_settings')}</CookieSettingsButton>
        <button type="button" className="button button-outline" onClick={() => setVisible(false)}>
          {t('cookie_decline')}
        </button>
        <button
          type="button"
          className="button button-gold"
          onClick={() => {
            storeCookieConsent();
            try {
              saveConsentPreferences({ functional: true, analytics: true, marketing: true });
            } catch {
              /* storage unavailable */
            }
            setVisible(false);
          }}
        >
          {t('cookie_accept')}
        </button>
      </div>
    </section>
  );
}

/** The notice, its mention of the Privacy Policy made the link to it (added after the text if it does not name it). */
function CookieText() {
  const t = useT();
  const text = t('cookie_text');
  const policy = t('link_privacy');
  const at = text.indexOf(policy);
  const link = <Link {...useLocaleHref('/privacy')}>{policy}</Link>;
  if (at < 0) {
    return (
      <p>
        {text} {link}
      </p>
    );
  }
  return (
    <p>
      {text.slice(0, at)}
      {link}
      {text.slice(at + policy.length)}
    </p>
  );
}
