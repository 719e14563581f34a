import type { Booking } from './booking';
import type { Venue } from './venues.server';

/** What a guest has chosen on a venue's page, carried in its address (and through sign-in). */
export interface VenueChoice {
  date?: string | null;
  party?: string | number | null;
  treatment?: string | null;
  time?: string | null;
}

/** A venue's page, `/rooms/{hotel}/venues/{venue}`, with the guest's choice if any. */
export function venuePath(venue: Pick<Venue, 'slug'> & { hotel: Pick<Venue['hotel'], 'slug'> }, choice: VenueChoice = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(choice)) if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  const search = query.size ? `?${query}` : '';
  return `/rooms/${venue.hotel.slug}/venues/${venue.slug}${search}`;
}

/** The guest's booking under their plans: cancel (POST) and the calendar file. */
export const bookingPath = (id: Booking['_id']) => `/reservations/bookings/${id}`;
export const bookingCalendarPath = (id: Booking['_id']) => `/reservations/bookings/${id}/calendar.ics`;
