import { opensDialog } from '~/ui/dialogCommands';

export const COOKIE_SETTINGS_ID = 'cookie-settings';

/** The button that opens the cookie settings (footer, banner). */
export function CookieSettingsButton({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <button type="button" className={className} {...opensDialog(COOKIE_SETTINGS_ID)}>
      {children}
    </button>
  );
}
