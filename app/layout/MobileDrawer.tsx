import { NavLink } from 'react-router';
import { useT } from '~/i18n/translate';
import { useLocaleHref } from '~/i18n/useLocale';
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
          {t('menu_title')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('menu_close')} {...closeButton}>
          <CloseIcon size={24} />
        </button>
      </div>
      <nav aria-label={t('menu_title')}>
        <ul className="drawer-links">
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <DrawerLink href={item.href}>{t(item.label)}</DrawerLink>
            </li>
          ))}
        </ul>
        <ul className="drawer-links drawer-extra">
          {drawerLinks.map((item) => (
            <li key={item.href}>
              <DrawerLink href={item.href}>
                {t(item.label)}
                {'badge' in item && (
                  <span className="badge" aria-hidden="true">
                    {item.badge}
                  </span>
                )}
              </DrawerLink>
            </li>
          ))}
        </ul>
      </nav>
      <HeaderAccount />
    </dialog>
  );
}

/** A drawer link, to the page in the visitor's language when it is translated (else the English page, as a new document). */
function DrawerLink({ href, children }: { href: string; children: React.ReactNode }) {
  return <NavLink {...useLocaleHref(href)}>{children}</NavLink>;
}
