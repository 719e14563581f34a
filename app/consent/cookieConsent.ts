/** Local storage key of the cookie consent flag; Accept stores true (docs/product/requirements.md sections 4 and 9). */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

/** The banner appears this long after load when no consent is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;

export function hasCookieConsent(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeCookieConsent() {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
  } catch {
    // Without storage the banner simply returns on the next visit.
  }
}
