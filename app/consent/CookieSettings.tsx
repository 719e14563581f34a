import { useEffect, useState } from 'react';
import { readConsentPreferences, saveConsentPreferences, type ConsentEntry } from '~/preferences/localEntries';
import { closesDialog, keepTabInside, opensDialog } from '~/ui/dialogCommands';
import { CloseIcon } from '~/ui/icons';
import { storeCookieConsent } from './cookieConsent';

export const COOKIE_SETTINGS_ID = 'cookie-settings';

const categories: { key: Exclude<keyof ConsentEntry, 'lastUpdated'>; label: string; description: string }[] = [
  { key: 'necessary', label: 'Necessary', description: 'Sign-in, security and your choices on this page. Always on.' },
  { key: 'functional', label: 'Functional', description: 'Remembering preferences such as currency and saved hotels.' },
  { key: 'analytics', label: 'Analytics', description: 'Counting visits to learn which pages help travellers.' },
  { key: 'marketing', label: 'Marketing', description: 'Offers from Aurelia Resorts shown on other sites.' },
];

/** The button that opens the cookie settings (footer, banner). */
export function CookieSettingsButton({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <button type="button" className={className} {...opensDialog(COOKIE_SETTINGS_ID)}>
      {children}
    </button>
  );
}

/**
 * The four consent categories (the `consentPreferences` entry, with the time of the choice), opened
 * from the banner's Settings or the footer at any time: withdrawing is as easy as consenting.
 * Saving answers the notice, so the banner does not ask again.
 */
export function CookieSettingsDialog({ onSaved }: { onSaved?: () => void }) {
  const [choice, setChoice] = useState<ConsentEntry | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored entry is known only in the browser
    setChoice(readConsentPreferences());
  }, []);
  if (!choice) return null;

  return (
    <dialog id={COOKIE_SETTINGS_ID} className="dialog settings-dialog" aria-labelledby={`${COOKIE_SETTINGS_ID}-title`} closedby="any" onKeyDown={keepTabInside}>
      <button type="button" className="icon-button dialog-close-icon" aria-label="Close dialog" {...closesDialog(COOKIE_SETTINGS_ID)}>
        <CloseIcon />
      </button>
      <h2 id={`${COOKIE_SETTINGS_ID}-title`} className="dialog-title">
        Cookie settings
      </h2>
      <form
        method="dialog"
        onSubmit={() => {
          const entry = saveConsentPreferences({ functional: choice.functional, analytics: choice.analytics, marketing: choice.marketing });
          storeCookieConsent();
          setChoice(entry);
          setSaved(`Saved ${new Date(entry.lastUpdated).toLocaleString()}`);
          onSaved?.();
        }}
      >
        {categories.map(({ key, label, description }) => (
          <div key={key} className="settings-choice settings-choice-described">
            <input
              id={`consent-${key}`}
              type="checkbox"
              name={key}
              aria-describedby={`consent-${key}-hint`}
              checked={key === 'necessary' ? true : choice[key]}
              disabled={key === 'necessary'}
              onChange={(e) => setChoice({ ...choice, [key]: e.currentTarget.checked })}
            />
            <span>
              <label htmlFor={`consent-${key}`}>
                <strong>{label}</strong>
              </label>
              <span id={`consent-${key}-hint`} className="settings-hint">
                {description}
              </span>
            </span>
          </div>
        ))}
        <p className="settings-hint" role="status">
          {saved ?? `Last changed ${new Date(choice.lastUpdated).toLocaleString()}`}
        </p>
        <div className="dialog-actions">
          <button type="submit" className="button button-gold">
            Save choices
          </button>
        </div>
      </form>
    </dialog>
  );
}
