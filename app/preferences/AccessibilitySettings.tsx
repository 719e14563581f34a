import { opensDialog } from '~/ui/dialogCommands';
import { useT } from '~/i18n/translate';

export const ACCESSIBILITY_DIALOG_ID = 'accessibility-settings';

/** The footer's Accessibility button (shown once the scripts run: the settings live in the browser). */
export function AccessibilityButton() {
  const t = useT();
  return (
    <button type="button" className="footer-setting" {...opensDialog(ACCESSIBILITY_DIALOG_ID)}>
      {t('a11y_title')}
    </button>
  );
}
