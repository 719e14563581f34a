import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/translate';
import { closesDialog, opensDialog } from '~/ui/dialogCommands';
import { MenuIcon } from '~/ui/icons';
import { MobileDrawer } from './MobileDrawer';

const DRAWER_ID = 'mobile-drawer';

/**
 * Below the medium breakpoint: a menu button opening a right-hand drawer (docs/product/requirements.md section 2). The
 * drawer is a modal <dialog> in the page's HTML opened by an invoker command, so the button works
 * from the first paint and without JavaScript; once React runs, a client-side navigation closes it.
 */
export function MobileMenu() {
  const t = useT();
  const drawer = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  // Only a later navigation closes it: a drawer the visitor opened before hydration stays open.
  const openedAt = useRef(address);
  useEffect(() => {
    if (openedAt.current === address) return;
    openedAt.current = address;
    drawer.current?.close();
  }, [address]);
  return (
    <>
      <button type="button" className="icon-button menu-button" aria-label={t('menu_open')} aria-controls={DRAWER_ID} {...opensDialog(DRAWER_ID)}>
        <MenuIcon size={24} />
      </button>
      <MobileDrawer id={DRAWER_ID} ref={drawer} closeButton={closesDialog(DRAWER_ID)} />
    </>
  );
}
