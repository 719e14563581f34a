import { useEffect, useState } from 'react';
import { site } from '~/site.config';
import { COOKIE_BANNER_DELAY_MS, hasCookieConsent, storeCookieConsent } from './cookieConsent';

/**
 * The cookie notice at the bottom of the page: shown a second after load unless consent is stored.
 * Accept stores the flag and hides it for good; Decline hides it for this page view only.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (hasCookieConsent()) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <section className="cookie-banner on-dark" aria-label="Cookie notice" data-testid="cookie-banner">
      <p>{site.cookieText}</p>
      <div className="cookie-actions">
        <button type="button" className="button button-outline" onClick={() => setVisible(false)}>
          Decline
        </button>
        <button
          type="button"
          className="button button-gold"
          onClick={() => {
            storeCookieConsent();
            setVisible(false);
          }}
        >
          Accept
        </button>
      </div>
    </section>
  );
}
