import { NavLink } from 'react-router';
import { useAuth } from '~/accounts/AuthProvider';
import type { User } from '~/accounts/user';
import { sectionsFor } from './sections';

/**
 * The back office's one navigation, on every studio page: the sections this member of staff may
 * open, with the guests' unread messages beside Reservations. Plain links, so it works before the scripts run.
 */
export function StudioNav({ role }: { role: User['role'] }) {
  const sections = sectionsFor({ role });
  const { user } = useAuth();
  return (
    <nav className="studio-nav" aria-label="Back office">
      <ul role="list">
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink to={section.path} end={section.path === '/studio'}>
              {section.label}
              {section.count && (user?.[section.count] ?? 0) > 0 && <NavCount count={user![section.count]!} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Guests' messages waiting for an answer, beside the section's label ("Reservations 3 unread"). */
function NavCount({ count }: { count: number }) {
  return (
    <span className="badge studio-nav-count">
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> unread {count === 1 ? 'message' : 'messages'}</span>
    </span>
  );
}
