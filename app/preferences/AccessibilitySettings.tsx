import { useEffect, useState } from 'react';
import { closesDialog, keepTabInside, opensDialog } from '~/ui/dialogCommands';
import { CloseIcon } from '~/ui/icons';
import { useT } from '~/i18n/translate';
import { useHydrated } from '~/lib/useHydrated';
import { changeAccessibility, fontSizeLabels, fontSizes } from './accessibility';
import { readAccessibility, type AccessibilityEntry } from './localEntries';

const DIALOG_ID = 'accessibility-settings';

/** The footer's Accessibility button (shown once the scripts run: the settings live in the browser). */
export function AccessibilityButton() {
  const t = useT();
  return (
    <button type="button" className="footer-setting" {...opensDialog(DIALOG_ID)}>
      {t('a11y_title')}
    </button>
  );
}

/**
 * The accessibility dialog: text size, high contrast, reduced motion and text spacing, applied at
 * once and kept in the `accessibility` entry (applied before the first paint on every later page).
 * Outside the always-dark footer, so it takes the page's theme.
 */
export function AccessibilityDialog() {
  const t = useT();
  const hydrated = useHydrated();
  const [settings, setSettings] = useState<AccessibilityEntry | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored entry is known only in the browser
    setSettings(readAccessibility());
  }, []);
  if (!hydrated || !settings) return null;

  const change = (update: Partial<AccessibilityEntry>) => setSettings(changeAccessibility(update));
  return (
    <>
      <dialog id={DIALOG_ID} className="dialog settings-dialog" aria-labelledby={`${DIALOG_ID}-title`} closedby="any" onKeyDown={keepTabInside}>
        <button type="button" className="icon-button dialog-close-icon" aria-label={t('dialog_close')} {...closesDialog(DIALOG_ID)}>
          <CloseIcon />
        </button>
        <h2 id={`${DIALOG_ID}-title`} className="dialog-title">
          {t('a11y_title')}
        </h2>
        <p className="dialog-description">{t('a11y_lead')}</p>
        <fieldset className="settings-group">
          <legend>{t('a11y_text_size')}</legend>
          {fontSizes.map((size) => (
            <label key={size} className="settings-choice">
              <input type="radio" name="fontSize" value={size} checked={settings.fontSize === size} onChange={() => change({ fontSize: size })} />
              {t(fontSizeLabels[size])}
            </label>
          ))}
        </fieldset>
        <label className="settings-choice">
          <input type="checkbox" checked={settings.highContrast} onChange={(e) => change({ highContrast: e.currentTarget.checked })} />
          {t('a11y_high_contrast')}
        </label>
        <label className="settings-choice">
          <input type="checkbox" checked={settings.reducedMotion} onChange={(e) => change({ reducedMotion: e.currentTarget.checked })} />
          {t('a11y_reduce_motion')}
        </label>
        <label className="settings-choice">
          <input
            type="checkbox"
            checked={settings.textSpacing === 'wide'}
            onChange={(e) => change({ textSpacing: e.currentTarget.checked ? 'wide' : 'normal' })}
          />
          {t('a11y_text_spacing')}
        </label>
        <div className="dialog-actions">
          <button
            type="button"
            className="button button-outline"
            onClick={() => change({ fontSize: 'medium', highContrast: false, reducedMotion: false, textSpacing: 'normal' })}
          >
            {t('a11y_reset')}
          </button>
          <button type="button" className="button button-gold" {...closesDialog(DIALOG_ID)}>
            {t('a11y_done')}
          </button>
        </div>
      </dialog>
    </>
  );
}
