import type { MessageKey } from '~/i18n/translate';
import { readAccessibility, saveAccessibility, type AccessibilityEntry } from './localEntries';

/**
 * The visitor's accessibility settings (the `accessibility` local entry): text size, high
 * contrast, reduced motion and text spacing. They apply as attributes on <html>
 * (styles/accessibility.css), set before the first paint by the head script, like the colour mode.
 */

export const fontSizes = ['medium', 'large', 'x-large'] as const;
export type FontSize = (typeof fontSizes)[number];
/** Each size's name: a message key (app/i18n). */
export const fontSizeLabels: Record<FontSize, MessageKey> = { medium: 'a11y_size_medium', large: 'a11y_size_large', 'x-large': 'a11y_size_x_large' };

/** Sets the attributes the stylesheet keys off; the head script does the same before paint. */
export function applyAccessibility(settings: AccessibilityEntry, root: HTMLElement = document.documentElement) {
  const set = (name: string, value: string | null) => (value === null ? root.removeAttribute(name) : root.setAttribute(name, value));
  set('data-font-size', settings.fontSize === 'large' || settings.fontSize === 'x-large' ? settings.fontSize : null);
  set('data-contrast', settings.highContrast ? 'high' : null);
  set('data-motion', settings.reducedMotion ? 'reduced' : null);
  set('data-text-spacing', settings.textSpacing === 'wide' ? 'wide' : null);
}

export function changeAccessibility(change: Partial<AccessibilityEntry>): AccessibilityEntry {
  const next = { ...readAccessibility(), ...change };
  saveAccessibility(next);
  applyAccessibility(next);
  return next;
}
