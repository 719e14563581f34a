import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import type { Locale } from '~/i18n/locales';
import type { BookingEntry } from './BookingCard';
import { formatClockTime, formatVenueDay } from './format';
import { inBookingsLanguage, listOwnBookings } from './bookingQueries.server';
import { isCancellable } from './bookings.server';

/** The guest's tables and treatments for their plans, each written for the page's language. */
export async function bookingEntries(db: Database, user: Pick<User, '_id'>, locale: Locale, now: Date): Promise<BookingEntry[]> {
  return (await inBookingsLanguage(db, await listOwnBookings(db, user), locale)).map((booking) => ({
    booking,
    dayLabel: formatVenueDay(booking.date, locale),
    startLabel: formatClockTime(booking.time, locale),
    endLabel: formatClockTime(booking.endTime, locale),
    cancellable: isCancellable(booking, now),
  }));
}
