import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { HeaderAccount } from '~/accounts/HeaderAccount';
import { drawerLinks, mainNavigation } from '~/site.config';
import { CloseIcon, MenuIcon } from '~/ui/icons';

/** Below the medium breakpoint: a menu button opening a right-hand drawer (SPEC.md section 2). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  // Following a link closes the drawer.
  const closeOnLink = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button menu-button" aria-label="Open menu">
        <MenuIcon size={24} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="drawer" aria-describedby={undefined} onClick={closeOnLink}>
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
