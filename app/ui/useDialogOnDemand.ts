import { useRef, useState } from 'react';

/**
 * A dialog opened by a button and fetched on its first press (React.lazy), so its code and its
 * dialog primitive are not part of the page's first load. `loaded` turns true on the first press
 * and stays true; `trigger` is the button, where focus returns when the dialog closes.
 */
export function useDialogOnDemand() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  return { open, setOpen, loaded, trigger, show };
}
