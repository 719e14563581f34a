import { and, asc, ilike, or, sql } from 'drizzle-orm';
import { data } from 'react-router';
import type { User } from '~/accounts/user';
import { isPrintableText } from '~/api/openapi.server';
import type { Database } from '~/db/client.server';
import { hotels, venues } from '~/db/schema';
import { STAFF_NOTE_MAX } from '~/reservations/staffNote';
import { addDays, isCalendarDay } from '~/domain/stay';
import { isoWeekday, localNow, WEEKDAYS } from '~/domain/hotelClock';
import { tellBookingGuest, type BookingMail } from './bookingMail.server';
import { findBooking, listVenueDay } from './bookingQueries.server';
import { cancelBooking } from './bookings.server';
import { BOOKING_NOT_FOUND, findVenue, listVenues, VENUE_NOT_FOUND, type Venue } from './venues.server';

/**
 * The concierge's venue screens (/studio/venues, /studio/venues/:id): what their loaders read and
 * what the day sheet's cancel form does. The pages call the studio's section guard first, in the
 * loader and again in the action.
 */

export const BAD_DATE = 'The date must be a real day, written YYYY-MM-DD';

/** `?date=` as asked: null when absent or empty; a 400 page for anything but a calendar day. */
export function askedDate(url: URL): string | null {
  const value = url.searchParams.get('date')?.trim() ?? '';
  if (!value) return null;
  if (!isCalendarDay(value)) throw data({ error: BAD_DATE }, { status: 400 });
  return value;
}

export interface HotelVenues {
  hotel: Venue['hotel'];
  /** The hotel's today, by its own clock. */
  today: string;
  venues: Pick<Venue, '_id' | 'kind' | 'name' | 'cuisine' | 'sittings' | 'closedOn'>[];
}

/** Hotels a page of /studio/venues shows, each with all its venues. */
export const VENUE_HOTELS_PER_PAGE = 20;
/** A page's venues are read in one query; far above any hotel's count times the page. */
const VENUES_OF_A_PAGE_MAX = 2_000;

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the hotels that have venues, in the site's order (best rated first), matching `q` in
 * the hotel's name, city or country (the hotels' trigram index), each with its venues in its own
 * order. At 100,000 hotels a page reads its 20 hotels and their venues, never every venue.
 */
export async function venuesByHotel(db: Database, now: Date, { q = '', page = 1 }: { q?: string; page?: number } = {}) {
  const text = q.trim();
  const pattern = containing(text);
  const picked = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(
      and(
        sql`exists (select 1 from ${venues} where ${venues.hotelId} = ${hotels.id})`,
        text ? or(ilike(hotels.name, pattern), ilike(hotels.city, pattern), ilike(hotels.country, pattern)) : undefined,
      ),
    )
    // As hotels_rating_name_idx is sorted (desc nulls last): a page walks the index, never sorting every hotel.
    .orderBy(sql`${hotels.averageRating} desc nulls last`, asc(hotels.name), asc(hotels.id))
    .limit(VENUE_HOTELS_PER_PAGE + 1)
    .offset((page - 1) * VENUE_HOTELS_PER_PAGE);
  const ids = picked.slice(0, VENUE_HOTELS_PER_PAGE).map((h) => h.id);
  const groups = new Map<string, HotelVenues>();
  const list = ids.length > 0 ? ((await listVenues(db, { hotelIds: ids, limit: VENUES_OF_A_PAGE_MAX })) ?? []) : [];
  for (const venue of list) {
    let group = groups.get(venue.hotel._id);
    if (!group) {
      group = { hotel: venue.hotel, today: localNow(venue.hotel.timeZone, now).date, venues: [] };
      groups.set(venue.hotel._id, group);
    }
    const { _id, kind, name, cuisine, sittings, closedOn } = venue;
    group.venues.push({ _id, kind, name, cuisine, sittings, closedOn });
  }
  return { hotels: ids.flatMap((id) => groups.get(id) ?? []), hasNext: picked.length > VENUE_HOTELS_PER_PAGE };
}

/**
 * A venue's day sheet: the venue, the day (the hotel's today when none is asked), its neighbours
 * and every booking of the day by time. An unknown venue is a 404 page, a bad date a 400.
 */
export async function venueSheet(db: Database, venueId: string, url: URL, now: Date) {
  const asked = askedDate(url);
  const venue = await findVenue(db, venueId);
  if (!venue) throw data({ error: VENUE_NOT_FOUND }, { status: 404 });
  const today = localNow(venue.hotel.timeZone, now).date;
  const date = asked ?? today;
  const bookings = (await listVenueDay(db, venue._id, date)) ?? [];
  const closed = venue.closedOn.includes(WEEKDAYS[isoWeekday(date) - 1]!);
  return { venue, date, today, previous: addDays(date, -1), next: addDays(date, 1), closed, bookings };
}

export type CancelActionData = { ok: true; id: string; message: string } | { ok: false; id: string | null; error: string; note: string };

/**
 * The day sheet's cancel form (a plain HTML POST, or React Router's with scripts): `id` of one of
 * this venue's bookings and an optional `note` the guest reads. Cancels through `cancelBooking`
 * (audited, its covers or therapists given back) and answers the sheet again with what happened:
 * 404 for a booking that is not this venue's, 409 when already cancelled or begun.
 */
export async function cancelFromForm(db: Database, staff: Pick<User, '_id' | 'username'>, venueId: string, request: Request, now: Date, notify: BookingMail) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<CancelActionData>({ ok: false, id: null, error: 'The form could not be read. Please try again.', note: '' }, { status: 400 });
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const id = text('id') || null;
  // Browsers send a textarea's line breaks as CRLF; its maxlength counted each as one character.
  const note = text('note').replace(/\r\n?/g, '\n');
  const problem = (status: 400 | 404 | 409, error: string) => data<CancelActionData>({ ok: false, id, error, note }, { status });
  if ([...note].length > STAFF_NOTE_MAX) return problem(400, `The note must be at most ${STAFF_NOTE_MAX} characters`);
  if (!isPrintableText(note)) return problem(400, 'The note may not hold control characters');
  const booking = id ? await findBooking(db, id) : null;
  if (!booking || booking.venue._id !== venueId) return problem(404, BOOKING_NOT_FOUND);
  const outcome = await cancelBooking(db, booking._id, { by: staff, staff: { note: note.trim() || null } }, now);
  if (!outcome.ok) return problem(outcome.status, outcome.error);
  await tellBookingGuest(db, 'cancelled', outcome.value, outcome.value.guest, notify);
  return data<CancelActionData>({ ok: true, id: booking._id, message: `Booking ${booking.reference} cancelled` });
}
