import { canAnswerMessages, canEditContent, canManageReservations, isAdmin, type User } from '~/accounts/user';

/**
 * The back office's sections, in navigation order, each with the roles that may open it. The
 * navigation shows a member of staff only their sections; every page and API checks the same
 * predicate on the server.
 */
export interface StudioSection {
  path: string;
  label: string;
  allowed: (user: Pick<User, 'role'> | null | undefined) => boolean;
  /** A count the navigation shows beside the label, read with the session (the guests' unread messages). */
  count?: 'unreadMessages';
}

export const studioSections: readonly StudioSection[] = [
  { path: '/studio', label: 'Journal', allowed: canEditContent },
  { path: '/studio/events', label: 'Events', allowed: canEditContent },
  { path: '/studio/hotels', label: 'Hotels', allowed: canEditContent },
  { path: '/studio/offers', label: 'Offers', allowed: canEditContent },
  { path: '/studio/reviews', label: 'Reviews', allowed: canEditContent },
  { path: '/studio/messages', label: 'Messages', allowed: canAnswerMessages },
  { path: '/studio/reservations', label: 'Reservations', allowed: canManageReservations, count: 'unreadMessages' },
  { path: '/studio/venues', label: 'Venues', allowed: canManageReservations },
  { path: '/studio/users', label: 'Users', allowed: isAdmin },
  { path: '/studio/subscribers', label: 'Subscribers', allowed: isAdmin },
  { path: '/studio/outbox', label: 'Outbox', allowed: isAdmin },
  { path: '/studio/rates', label: 'Exchange rates', allowed: isAdmin },
  { path: '/studio/points', label: 'Aurelia Circle', allowed: isAdmin },
  { path: '/studio/audit', label: 'Audit log', allowed: isAdmin },
];

export const sectionsFor = (user: Pick<User, 'role'> | null | undefined) => studioSections.filter((section) => section.allowed(user));

/** The section a URL path belongs to: the longest matching prefix. */
export function sectionOf(pathname: string): StudioSection | undefined {
  return [...studioSections]
    .sort((a, b) => b.path.length - a.path.length)
    .find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
}
