import { useEffect, useState } from 'react';
import { useT, type MessageKey } from '~/i18n/translate';
import { useHydrated } from '~/lib/useHydrated';
import { withLocalEntries } from '~/preferences/withLocalEntries';
import { MoonIcon, SunIcon, SystemIcon } from '~/ui/icons';
import { applyThemeMode, currentThemeMode, DEFAULT_THEME, nextThemeMode, type ThemeMode } from './theme';

const labels: Record<ThemeMode, MessageKey> = { system: 'theme_system', light: 'theme_light', dark: 'theme_dark' };
const icons: Record<ThemeMode, React.ReactNode> = { system: <SystemIcon />, light: <SunIcon />, dark: <MoonIcon /> };

/** The header's colour mode control: cycles System, Light, Dark and keeps the choice. */
export function ThemeToggle() {
  const t = useT();
  // The server cannot know the stored mode: render the default, then read what the head script applied.
  const [mode, setMode] = useState<ThemeMode>(DEFAULT_THEME);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a second render after hydration is the point
  useEffect(() => setMode(currentThemeMode()), []);
  // The mode lives in local storage: the control works only with the page's scripts, so until they
  // run it holds its place unseen and untappable (no dead tap, no wrong label).
  const hydrated = useHydrated();

  const change = () => {
    const next = nextThemeMode(mode);
    applyThemeMode(next);
    withLocalEntries(({ saveThemeMode }) => saveThemeMode(next));
    setMode(next);
  };

  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      style={hydrated ? undefined : { visibility: 'hidden' }}
      onClick={change}
      aria-label={t('theme_label', { mode: t(labels[mode]) })}
      title={t('theme_title', { mode: t(labels[mode]), next: t(labels[nextThemeMode(mode)]) })}
      data-mode={mode}
    >
      {icons[mode]}
    </button>
  );
}
