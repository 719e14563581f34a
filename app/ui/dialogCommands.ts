/**
 * A button's attributes that open, or close, the <dialog> with this id through the platform's
 * invoker commands: they work from the first paint, before (and without) JavaScript. A modal
 * dialog traps focus, closes on Escape and gives focus back to the button that opened it.
 */
export const opensDialog = (id: string) => ({ commandfor: id, command: 'show-modal', 'aria-haspopup': 'dialog' }) as const;

export const closesDialog = (id: string) => ({ commandfor: id, command: 'close' }) as const;
