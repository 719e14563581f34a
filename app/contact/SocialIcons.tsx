import { site } from '~/site.config';

const paths: Record<string, string> = {
  Facebook: 'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.6c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v1.9H8v3.2h2.6V21H14v-9.3h2.6l.4-3.2H14Z',
  X: 'M17.5 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5 21H1.9l7.2-8.3L1.5 3h6.4l4.4 5.8L17.5 3Zm-1.1 16.2h1.7L7.1 4.7H5.3l11.1 14.5Z',
  LinkedIn:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5Z',
};

/** Three social icon buttons of the contact page (docs/product/requirements.md: no target, they open in place). */
export function SocialIcons({ label = (network) => `${site.name} on ${network}` }: { label?: (network: string) => string } = {}) {
  return (
    <ul className="social-icons" role="list">
      {site.social.slice(0, 3).map((s) => (
        <li key={s.label}>
          <a className="social-icon" href={s.href} aria-label={label(s.label)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              {s.label === 'Instagram' ? (
                <g fill="none" stroke="currentColor" strokeWidth="1.8">
                  <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
                  <circle cx="12" cy="12" r="4" />
                  <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
                </g>
              ) : (
                <path fill="currentColor" d={paths[s.label] ?? ''} />
              )}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
