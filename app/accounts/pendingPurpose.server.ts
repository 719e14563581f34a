import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels } from '~/db/schema';
import { isSlug } from '~/lib/slug';
import { findRoomWithHotel } from '~/reservations/availability.server';
import { formatStayDates } from '~/domain/stayFormat';
import { stayFromSearch } from '~/domain/stay';
import { BOOK_PANEL_ID } from './redirect';
import { DEFAULT_LOCALE, unlocalizedPath, type Locale } from '~/i18n/locales';
import { formatDay, isolated } from '~/i18n/format';
import type { AuthMessage } from './authMessages';

const HOTEL_PAGE = /^\/rooms\/([^/]+)$/;

/**
 * What signing in (or up) is for, said beside the form: the reservation request or the hotel stay
 * the visitor left for it, named from the database. `target` has passed the safe-redirect rule
 * (pendingTargetOf); a target naming nothing we know, or any other page, has no purpose line. A
 * message key and its values, written in the page's language by the page.
 */
export async function pendingPurposeOf(db: Database, target: string | null, locale: Locale = DEFAULT_LOCALE): Promise<AuthMessage | null> {
  if (!target) return null;
  const url = new URL(target, 'https://this-site.invalid');
  const path = unlocalizedPath(url.pathname);
  const stay = stayFromSearch(url.searchParams);
  // English keeps its stay format; other languages write the days as they do (`12 mars 2027`).
  const period = stay?.ok
    ? locale === DEFAULT_LOCALE
      ? formatStayDates(stay.stay)
      : `${formatDay(stay.stay.checkIn, locale)} – ${formatDay(stay.stay.checkOut, locale)}`
    : null;
  const dates = period ? `, ${period}` : '';
  const name = (text: string) => isolated(text, locale);
  if (path === '/reservations/new') {
    const room = await findRoomWithHotel(db, url.searchParams.get('roomType') ?? '', locale);
    if (!room) return null;
    return { key: 'auth_purpose_request', values: { room: name(room.roomType.name), hotel: name(room.hotel.name), dates } };
  }
  const slug = HOTEL_PAGE.exec(path)?.[1];
  if (slug && isSlug(slug)) {
    const [hotel] = await db.select({ name: hotels.name }).from(hotels).where(eq(hotels.slug, slug)).limit(1);
    if (!hotel) return null;
    // Book Now (its panel, or dates chosen) books a stay; a bare hotel page (Save, Write a review) is a return.
    if (url.hash === `#${BOOK_PANEL_ID}` || stay) return { key: 'auth_purpose_book', values: { hotel: name(hotel.name), dates } };
    return { key: 'auth_purpose_continue', values: { hotel: name(hotel.name) } };
  }
  return null;
}
