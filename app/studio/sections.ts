import { canAnswerMessages, canEditContent, canManageReservations, isAdmin, type User } from '~/accounts/user';

/**
 * The back office's sections, in navigation order, each with the roles that may open it. The
 * navigation shows a member of staff only their sections; every page and API checks the same
 * predicate on the server.
 */
export interface StudioSection {
  path: string;
  label: string;
  /** The navigation's group: what is published, the guests' requests, the running of the site. */
  group: StudioGroup;
  allowed: (user: Pick<User, 'role'> | null | undefined) => boolean;
  /** A count the navigation shows beside the label, read with the session (the guests' unread messages). */
  count?: 'unreadMessages';
}

export type StudioGroup = 'content' | 'guests' | 'administration';

export const studioGroupLabels: Record<StudioGroup, string> = { content: 'Content', guests: 'Guests', administration: 'Administration' };

export const studioSections: readonly StudioSection[] = [
  { path: '/studio', label: 'Journal', group: 'content', allowed: canEditContent },
  { path: '/studio/events', label: 'Events', group: 'content', allowed: canEditContent },
  { path: '/studio/hotels', label: 'Hotels', group: 'content', allowed: canEditContent },
  { path: '/studio/offers', label: 'Offers', group: 'content', allowed: canEditContent },
  { path: '/studio/reviews', label: 'Reviews', group: 'content', allowed: canEditContent },
  { path: '/studio/messages', label: 'Messages', group: 'guests', allowed: canAnswerMessages },
  { path: '/studio/reservations', label: 'Reservations', group: 'guests', allowed: canManageReservations, count: 'unreadMessages' },
  { path: '/studio/venues', label: 'Venues', group: 'guests', allowed: canManageReservations },
  { path: '/studio/points', label: 'Aurelia Circle', group: 'administration', allowed: isAdmin },
  { path: '/studio/users', label: 'Users', group: 'administration', allowed: isAdmin },
  { path: '/studio/subscribers', label: 'Subscribers', group: 'administration', allowed: isAdmin },
  { path: '/studio/outbox', label: 'Outbox', group: 'administration', allowed: isAdmin },
  { path: '/studio/rates', label: 'Exchange rates', group: 'administration', allowed: isAdmin },
  { path: '/studio/audit', label: 'Audit log', group: 'administration', allowed: isAdmin },
];

export const sectionsFor = (user: Pick<User, 'role'> | null | undefined) => studioSections.filter((section) => section.allowed(user));

/** A member of staff's sections by group, in navigation order; groups they have nothing in are left out. */
export function groupedSectionsFor(user: Pick<User, 'role'> | null | undefined): { group: StudioGroup; sections: StudioSection[] }[] {
  const groups = new Map<StudioGroup, StudioSection[]>();
  for (const section of sectionsFor(user)) groups.set(section.group, [...(groups.get(section.group) ?? []), section]);
  return [...groups].map(([group, sections]) => ({ group, sections }));
}

/** The section a URL path belongs to: the longest matching prefix. */
export function sectionOf(pathname: string): StudioSection | undefined {
  return [...studioSections]
    .sort((a, b) => b.path.length - a.path.length)
    .find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
}
