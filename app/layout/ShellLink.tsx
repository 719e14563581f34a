import { Link } from 'react-router';
import { useLocaleHref } from '~/i18n/useLocale';

/** A link of the site's shell, to the page in the visitor's language when it is translated. */
export function ShellLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return (
    <Link {...useLocaleHref(href)} className={className}>
      {children}
    </Link>
  );
}
