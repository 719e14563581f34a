import { useEffect, useState } from 'react';
import { closesDialog, keepTabInside } from '~/ui/dialogCommands';
import { CloseIcon } from '~/ui/icons';
import { useT } from '~/i18n/translate';
import { changeAccessibility, fontSizeLabels, fontSizes } from './accessibility';
import { ACCESSIBILITY_DIALOG_ID } from './AccessibilitySettings';
import { readAccessibility, type AccessibilityEntry } from './localEntries';

/** What the dialog shows until the stored entry is read in the browser: the page as it comes. */
const UNREAD: AccessibilityEntry = { fontSize: 'medium', highContrast: false, reducedMotion: false, screenReader: false, textSpacing: 'normal' };

/**
 * The accessibility dialog: text size, high contrast, reduced motion and text spacing, applied at
 * once and kept in the `accessibility` entry (applied before the first paint on every later page).
 * Outside the always-dark footer, so it takes the page's theme. Its code loads after the page's
 * first scripts (app/root.tsx), but the dialog is in the page's HTML from the server on, so the
 * footer's button always finds it (issue 34, as Cookie settings); the stored settings fill in once read.
 */
export default function AccessibilityDialog() {
  const t = useT();
  const [stored, setSettings] = useState<AccessibilityEntry | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored entry is known only in the browser
    setSettings(readAccessibility());
  }, []);
  const settings = stored ?? UNREAD;

  const change = (update: Partial<AccessibilityEntry>) => setSettings(changeAccessibility(update));
  return (
    <>
      <dialog
        id={ACCESSIBILITY_DIALOG_ID}
        className="dialog settings-dialog"
        aria-labelledby={`${ACCESSIBILITY_DIALOG_ID}-title`}
        closedby="any"
        onKeyDown={keepTabInside}
      >
        <button type="button" className="icon-button dialog-close-icon" aria-label={t('dialog_close')} {...closesDialog(ACCESSIBILITY_DIALOG_ID)}>
          <CloseIcon />
        </button>
        <h2 id={`${ACCESSIBILITY_DIALOG_ID}-title`} className="dialog-title">
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
          <input type="checkbox" name="highContrast" checked={settings.highContrast} onChange={(e) => change({ highContrast: e.currentTarget.checked })} />
          {t('a11y_high_contrast')}
        </label>
        <label className="settings-choice">
          <input type="checkbox" name="reducedMotion" checked={settings.reducedMotion} onChange={(e) => change({ reducedMotion: e.currentTarget.checked })} />
          {t('a11y_reduce_motion')}
        </label>
        <label className="settings-choice">
          <input
            type="checkbox"
            name="textSpacing"
            checked={settings.textSpacing === 'wide'}
            onChange={(e) => change({ textSpacing: e.currentTarget.checked ? 'wide' : 'normal' })}
          />
          {t('a11y_text_spacing')}
        </label>
        <div className="dialog-actions">
          <button
            type="button"
            className="button button-outline"
            data-accessibility-reset
            onClick={() => change({ fontSize: 'medium', highContrast: false, reducedMotion: false, textSpacing: 'normal' })}
          >
            {t('a11y_reset')}
          </button>
          <button type="button" className="button button-gold" {...closesDialog(ACCESSIBILITY_DIALOG_ID)}>
            {t('a11y_done')}
          </button>
        </div>
      </dialog>
    </>
  );
}
