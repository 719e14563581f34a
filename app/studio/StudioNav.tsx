import { NavLink } from 'react-router';
import { useAuth } from '~/accounts/AuthProvider';
import type { User } from '~/accounts/user';
import { groupedSectionsFor, studioGroupLabels } from './sections';

/**
 * The back office's one navigation, on every studio page: the sections this member of staff may
 * open, in their groups (content, guests, administration), each named where there is more than one,
 * with the guests' unread messages beside Reservations. The groups and their links wrap, so that
 * every section shows at any width without scrolling sideways: one tap away on a phone. Plain
 * links, so it works before the scripts run.
 */
export function StudioNav({ role }: { role: User['role'] }) {
  const groups = groupedSectionsFor({ role });
  const named = groups.length > 1;
  const { user } = useAuth();
  return (
    <nav className="studio-nav" aria-label="Back office">
      {groups.map(({ group, sections }) => (
        <div key={group} className="studio-nav-group">
          {named && (
            <p className="studio-nav-heading" id={`studio-nav-${group}`}>
              {studioGroupLabels[group]}
            </p>
          )}
          <ul role="list" aria-labelledby={named ? `studio-nav-${group}` : undefined}>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={section.path === '/studio'}>
                  {section.label}
                  {section.count && (user?.[section.count] ?? 0) > 0 && <NavCount count={user![section.count]!} />}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
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
