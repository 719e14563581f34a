import { useEffect, useState } from 'react';
import { site } from '~/site.config';
import { saveConsentPreferences } from '~/preferences/localEntries';
import { COOKIE_BANNER_DELAY_MS, hasCookieConsent, storeCookieConsent } from './cookieConsent';
import { COOKIE_SETTINGS_ID, CookieSettingsButton } from './CookieSettings';

/**
 * The cookie notice at the bottom of the page: shown a second after load unless consent is stored.
 * Accept stores the flag (and every category in consentPreferences) and hides it for good; Decline
 * hides it for this page view only; Settings opens the four categories, and saving them answers the
 * notice too.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

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

  if (!visible) return null;
  return (
    <section className="cookie-banner on-dark" aria-label="Cookie notice" data-testid="cookie-banner">
      <p>{site.cookieText}</p>
      <div className="cookie-actions">
        <CookieSettingsButton className="button button-outline">Settings</CookieSettingsButton>
        <button type="button" className="button button-outline" onClick={() => setVisible(false)}>
          Decline
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
          Accept
        </button>
      </div>
    </section>
  );
}
