import { Link } from 'react-router';
import { useLocaleHref } from '~/i18n/useLocale';
import { site } from '~/site.config';

/** The wordmark: a small stepped Art Deco fan and the brand name, a link to the home page in the page's language. */
export function Brand() {
  return (
    <Link {...useLocaleHref('/')} className="brand">
      <svg className="brand-mark" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 4 L16 28 M16 28 L5 10 M16 28 L27 10 M16 28 L9.5 6.5 M16 28 L22.5 6.5" stroke="currentColor" strokeWidth="1.4" fill="none" />
        <path d="M4 10 Q16 -2 28 10" stroke="currentColor" strokeWidth="1.4" fill="none" />
      </svg>
      <span>{site.name}</span>
    </Link>
  );
}
