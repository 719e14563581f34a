import { lazy, Suspense } from 'react';
import { MenuIcon } from '~/ui/icons';
import { useDialogOnDemand } from '~/ui/useDialogOnDemand';

const MobileDrawer = lazy(() => import('./MobileDrawer'));

/** Below the medium breakpoint: a menu button opening a right-hand drawer (SPEC.md section 2). */
export function MobileMenu() {
  const drawer = useDialogOnDemand();
  return (
    <>
      <button
        ref={drawer.trigger}
        type="button"
        className="icon-button menu-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={drawer.open}
        aria-controls={drawer.open ? 'mobile-drawer' : undefined}
        onClick={drawer.show}
      >
        <MenuIcon size={24} />
      </button>
      {drawer.loaded && (
        <Suspense fallback={null}>
          <MobileDrawer {...drawer.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
