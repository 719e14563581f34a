import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels } from '~/db/schema';
import { isSlug } from '~/lib/slug';
import { findRoomWithHotel } from '~/reservations/availability.server';
import { formatStayDates } from '~/reservations/format';
import { stayFromSearch } from '~/reservations/stay';
import { BOOK_PANEL_ID } from './redirect';

const HOTEL_PAGE = /^\/rooms\/([^/]+)$/;

/**
 * What signing in (or up) is for, said beside the form: the reservation request or the hotel stay
 * the visitor left for it, named from the database. `target` has passed the safe-redirect rule
 * (pendingTargetOf); a target naming nothing we know, or any other page, has no purpose line.
 */
export async function pendingPurposeOf(db: Database, target: string | null): Promise<string | null> {
  if (!target) return null;
  const url = new URL(target, 'https://this-site.invalid');
  const stay = stayFromSearch(url.searchParams);
  const dates = stay?.ok ? `, ${formatStayDates(stay.stay)}` : '';
  if (url.pathname === '/reservations/new') {
    const room = await findRoomWithHotel(db, url.searchParams.get('roomType') ?? '');
    if (!room) return null;
    return `Sign in or create an account to send your request for the ${room.roomType.name} at ${room.hotel.name}${dates}.`;
  }
  const slug = HOTEL_PAGE.exec(url.pathname)?.[1];
  if (slug && isSlug(slug)) {
    const [hotel] = await db.select({ name: hotels.name }).from(hotels).where(eq(hotels.slug, slug)).limit(1);
    if (!hotel) return null;
    // Book Now (its panel, or dates chosen) books a stay; a bare hotel page (Save, Write a review) is a return.
    if (url.hash === `#${BOOK_PANEL_ID}` || stay) return `Sign in or create an account to book your stay at ${hotel.name}${dates}.`;
    return `Sign in or create an account to continue to ${hotel.name}.`;
  }
  return null;
}
