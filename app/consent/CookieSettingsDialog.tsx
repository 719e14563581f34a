import { useEffect, useState } from 'react';
import { formatMoment } from '~/i18n/format';
import { useT, type MessageKey } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { readConsentPreferences, saveConsentPreferences, type ConsentEntry } from '~/preferences/localEntries';
import { site } from '~/site.config';
import { closesDialog, keepTabInside } from '~/ui/dialogCommands';
import { CloseIcon } from '~/ui/icons';
import { storeCookieConsent } from './cookieConsent';
import { COOKIE_SETTINGS_ID } from './CookieSettings';

/** The categories, their names and descriptions as message keys (app/i18n). */
const categories: { key: Exclude<keyof ConsentEntry, 'lastUpdated'>; label: MessageKey; description: MessageKey }[] = [
  { key: 'necessary', label: 'consent_necessary', description: 'consent_necessary_hint' },
  { key: 'functional', label: 'consent_functional', description: 'consent_functional_hint' },
  { key: 'analytics', label: 'consent_analytics', description: 'consent_analytics_hint' },
  { key: 'marketing', label: 'consent_marketing', description: 'consent_marketing_hint' },
];

/** What the categories show until the stored entry is read in the browser: only the necessary ones. */
const UNREAD: Omit<ConsentEntry, 'lastUpdated'> = { necessary: true, functional: false, analytics: false, marketing: false };

/**
 * The four consent categories (the `consentPreferences` entry, with the time of the choice), opened
 * from the banner's Settings or the footer at any time: withdrawing is as easy as consenting.
 * Saving answers the notice, so the banner does not ask again. Its code loads after the page's first
 * scripts (app/root.tsx), but the dialog is in the page's HTML from the server on, so the buttons'
 * invoker command always finds it (issue 34: it used to appear only once the stored entry had been
 * read, and a tap on Cookie settings before that, right after the footer hydrated, opened nothing).
 * The stored choices and their time fill in once read.
 */
export default function CookieSettingsDialog({ onSaved }: { onSaved?: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [stored, setStored] = useState<ConsentEntry | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored entry is known only in the browser
    setStored(readConsentPreferences());
  }, []);
  const choice = stored ?? UNREAD;

  return (
    <dialog id={COOKIE_SETTINGS_ID} className="dialog settings-dialog" aria-labelledby={`${COOKIE_SETTINGS_ID}-title`} closedby="any" onKeyDown={keepTabInside}>
      <button type="button" className="icon-button dialog-close-icon" aria-label={t('dialog_close')} {...closesDialog(COOKIE_SETTINGS_ID)}>
        <CloseIcon />
      </button>
      <h2 id={`${COOKIE_SETTINGS_ID}-title`} className="dialog-title">
        {t('cookie_settings_title')}
      </h2>
      <form
        method="dialog"
        onSubmit={() => {
          const entry = saveConsentPreferences({ functional: choice.functional, analytics: choice.analytics, marketing: choice.marketing });
          storeCookieConsent();
          setStored(entry);
          setSaved(t('consent_saved', { time: formatMoment(entry.lastUpdated, locale) }));
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
              onChange={(e) => setStored({ ...(stored ?? readConsentPreferences()), [key]: e.currentTarget.checked })}
            />
            <span>
              <label htmlFor={`consent-${key}`}>
                <strong>{t(label)}</strong>
              </label>
              <span id={`consent-${key}-hint`} className="settings-hint">
                {t(description, { name: site.name })}
              </span>
            </span>
          </div>
        ))}
        <p className="settings-hint" role="status">
          {saved ?? (stored && t('consent_last_changed', { time: formatMoment(stored.lastUpdated, locale) }))}
        </p>
        <div className="dialog-actions">
          <button type="submit" className="button button-gold">
            {t('consent_save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
