import { NavLink } from 'react-router';
import type { User } from '~/accounts/user';
import { sectionsFor } from './sections';

/**
 * The back office's one navigation, on every studio page: the sections this member of staff may
 * open. Plain links, so it works before the scripts run.
 */
export function StudioNav({ role }: { role: User['role'] }) {
  const sections = sectionsFor({ role });
  return (
    <nav className="studio-nav" aria-label="Back office">
      <ul role="list">
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink to={section.path} end={section.path === '/studio'}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
