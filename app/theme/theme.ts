import { BRAND_FACES_CLASS } from '~/styles/brandFaces';
import { accessibilityScript } from '~/preferences/accessibilityScript';

/** Colour mode: light, dark, or system (follows the operating system). Default system (docs/product/requirements.md 9). */
export const themeModes = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const DEFAULT_THEME: ThemeMode = 'system';

export const isThemeMode = (value: unknown): value is ThemeMode => themeModes.includes(value as ThemeMode);

/** The mode after `mode` in the header control's cycle. */
export const nextThemeMode = (mode: ThemeMode): ThemeMode => themeModes[(themeModes.indexOf(mode) + 1) % themeModes.length]!;

/** Applies a mode to the page: tokens.css keys the palette off this attribute. */
export function applyThemeMode(mode: ThemeMode) {
  document.documentElement.setAttribute('data-theme', mode);
}

/** The mode the page shows now (set before first paint by themeScript). */
export function currentThemeMode(): ThemeMode {
  const value = document.documentElement.getAttribute('data-theme');
  return isThemeMode(value) ? value : DEFAULT_THEME;
}

/**
 * Runs in <head> before the body paints: applies the stored mode (userPreferences.theme in local
 * storage), so a server-rendered page never flashes the wrong theme. Also marks the page as
 * scripted, so CSS can fall back to a script-free layout only when JavaScript is off. Any
 * unreadable entry leaves the server's default (system). The accessibility settings apply the same
 * way (preferences/accessibility.ts). From another page of the site, or on a reload, the brand's
 * faces apply at once: their files are cached (docs/decisions/0036). A browser with WebAuthn is
 * marked `passkeys`, so the passkey controls hold their place from the first paint (ADR 0058).
 */
export const themeScript = `(function(){var d=document.documentElement;d.classList.add('js');if(typeof PublicKeyCredential==='function')d.classList.add('passkeys');try{var n=performance.getEntriesByType('navigation')[0];if(n&&n.type!=='navigate'||new URL(document.referrer).origin===location.origin)d.classList.add('${BRAND_FACES_CLASS}')}catch(e){}try{var p=JSON.parse(localStorage.getItem('userPreferences')||'null');var t=p&&p.theme;if(t==='light'||t==='dark'||t==='system')d.setAttribute('data-theme',t)}catch(e){}try{${accessibilityScript}}catch(e){}})()`;
