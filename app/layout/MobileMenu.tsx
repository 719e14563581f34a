import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from '~/ui/icons';

// The drawer (and its dialog primitive) is fetched on the first tap, not with every page.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

/** Below the medium breakpoint: a menu button opening a right-hand drawer (SPEC.md section 2). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button menu-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-drawer' : undefined}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon size={24} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
