import { useRef, useState, type RefObject } from 'react';

/** What a dialog fetched on demand takes from its button (MobileDrawer, NewsletterDialog). */
export interface OnDemandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus returns there when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * A dialog opened by a button and fetched on its first press (React.lazy), so its code and its
 * dialog primitive are not part of the page's first load. `loaded` turns true on the first press
 * and stays true; `trigger` is the button's ref; `dialogProps` go to the dialog.
 */
export function useDialogOnDemand() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const dialogProps: OnDemandDialogProps = { open, onOpenChange: setOpen, returnFocusTo: trigger };
  return { open, loaded, trigger, show, dialogProps };
}
