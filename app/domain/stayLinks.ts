import { staySearch, type Stay } from '~/domain/stay';

/**
 * The request form for one room type and stay (signed-out visitors are sent to sign in first), on
 * a rate plan with the total the guest was shown (`quote`, minor units): the form says so if the
 * price has changed since (docs/decisions/0038).
 */
export function requestHref(roomTypeId: string, stay: Pick<Stay, 'checkIn' | 'checkOut' | 'guests'>, plan?: { code: string; totalMinor: number }): string {
  const chosen = plan ? `&${new URLSearchParams({ plan: plan.code, quote: String(plan.totalMinor) })}` : '';
  return `/reservations/new?roomType=${encodeURIComponent(roomTypeId)}&${staySearch(stay)}${chosen}`;
}

/** A hotel page showing the stay's availability in its Book Your Stay panel. */
export function hotelStayPath(slug: string, stay: Pick<Stay, 'checkIn' | 'checkOut' | 'guests'>): string {
  return `/rooms/${slug}?${staySearch(stay)}`;
}

/** The guest's reservation, after the request or from the list. */
export const reservationPath = (id: string) => `/reservations/${id}`;

/** Changing the stay's dates, room or party (issue 49): the form, then the new price before it is confirmed. */
export const changePath = (id: string) => `/reservations/${id}/change`;

/** The .ics file of a confirmed stay. */
export const calendarPath = (id: string) => `/reservations/${id}/calendar.ics`;
