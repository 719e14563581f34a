import { NavLink } from 'react-router';
import { useT } from '~/i18n/translate';
import { HeaderAccount } from '~/accounts/HeaderAccount';
import { drawerLinks, mainNavigation } from '~/site.config';
import { keepTabInside, type closesDialog } from '~/ui/dialogCommands';
import { CloseIcon } from '~/ui/icons';

/** The right-hand drawer of the mobile menu: a modal <dialog> (MobileMenu opens it). */
export function MobileDrawer({ id, ref, closeButton }: { id: string; ref: React.Ref<HTMLDialogElement>; closeButton: ReturnType<typeof closesDialog> }) {
  const t = useT();
  return (
    <dialog id={id} ref={ref} className="drawer" aria-labelledby={`${id}-title`} closedby="any" onKeyDown={keepTabInside}>
      <div className="drawer-head">
        <h2 id={`${id}-title`} className="drawer-title">
          Menu
        </h2>
        <button type="button" className="icon-button" aria-label="Close menu" {...closeButton}>
          <CloseIcon size={24} />
        </button>
      </div>
      <nav aria-label="Menu">
        <ul className="drawer-links">
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href}>{t(item.label)}</NavLink>
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
    </dialog>
  );
}
