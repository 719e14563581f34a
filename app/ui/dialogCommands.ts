/**
 * A button's attributes that open, or close, the <dialog> with this id through the platform's
 * invoker commands: they work from the first paint, before (and without) JavaScript. A modal
 * dialog traps focus, closes on Escape and gives focus back to the button that opened it.
 */
export const opensDialog = (id: string) => ({ commandfor: id, command: 'show-modal', 'aria-haspopup': 'dialog' }) as const;

export const closesDialog = (id: string) => ({ commandfor: id, command: 'close' }) as const;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/**
 * A modal dialog's onKeyDown, once React runs: Tab past the last control comes back to the first
 * (and Shift+Tab the other way) instead of passing through the browser's own controls, as the
 * dialogs did before they were native. The page beneath is inert either way.
 */
export function keepTabInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && el.checkVisibility());
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
