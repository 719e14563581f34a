import * as Dialog from '@radix-ui/react-dialog';
import { NavLink } from 'react-router';
import { HeaderAccount } from '~/accounts/HeaderAccount';
import { drawerLinks, mainNavigation } from '~/site.config';
import { CloseIcon } from '~/ui/icons';
import type { OnDemandDialogProps } from '~/ui/useDialogOnDemand';

/** The right-hand drawer of the mobile menu; loaded on the first tap of the menu button. */
export default function MobileDrawer({ open, onOpenChange, returnFocusTo }: OnDemandDialogProps) {
  // Following a link closes the drawer.
  const closeOnLink = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          id="mobile-drawer"
          className="drawer"
          aria-describedby={undefined}
          onClick={closeOnLink}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="drawer-head">
            <Dialog.Title className="drawer-title">Menu</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close menu">
              <CloseIcon size={24} />
            </Dialog.Close>
          </div>
          <nav aria-label="Menu">
            <ul className="drawer-links">
              {mainNavigation.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
            <ul className="drawer-links drawer-extra">
              {drawerLinks.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href}>
                    {item.label}
                    {'badge' in item && (
                      <span className="badge" aria-hidden="true">
                        {item.badge}
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderAccount />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
