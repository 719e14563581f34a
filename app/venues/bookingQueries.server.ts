import { and, asc, eq, inArray } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { bookings, hotels, spaTreatments, users, venues } from '~/db/schema';
import { inLanguage } from '~/i18n/contentTranslations';
import type { Locale } from '~/i18n/locales';
import { isUuid } from '~/lib/ids';
import type { Booking, StaffBooking } from './booking';
import { hhmm } from './venues.server';

/**
 * Reading bookings: one row joined with its venue, hotel, treatment and guest, shaped as the guest,
 * the staff and the API see it (bookings.server.ts takes and cancels them).
 */

const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  day: bookings.day,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  party: bookings.party,
  note: bookings.note,
  staffNote: bookings.staffNote,
  createdAt: bookings.createdAt,
  cancelledAt: bookings.cancelledAt,
  userId: bookings.userId,
  venueId: venues.id,
  venueKind: venues.kind,
  venueName: venues.name,
  venueSlug: venues.slug,
  hotelId: hotels.id,
  hotelName: hotels.name,
  hotelSlug: hotels.slug,
  timeZone: hotels.timeZone,
  currency: hotels.currency,
  treatmentId: spaTreatments.id,
  treatmentName: spaTreatments.name,
  treatmentMinutes: spaTreatments.durationMinutes,
  treatmentPrice: spaTreatments.price,
  guestName: users.username,
  guestEmail: users.email,
};

const joinedBookings = (db: Database) =>
  db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .innerJoin(hotels, eq(hotels.id, venues.hotelId))
    .leftJoin(spaTreatments, eq(spaTreatments.id, bookings.treatmentId))
    .leftJoin(users, eq(users.id, bookings.userId));
type BookingRow = Awaited<ReturnType<ReturnType<typeof joinedBookings>['execute']>>[number];

function toBooking(row: BookingRow): Booking {
  return {
    _id: row.id,
    reference: row.reference,
    status: row.status,
    venue: {
      _id: row.venueId,
      kind: row.venueKind,
      name: row.venueName,
      slug: row.venueSlug,
      hotel: { _id: row.hotelId, name: row.hotelName, slug: row.hotelSlug, timeZone: row.timeZone },
    },
    date: row.day,
    time: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    party: row.party,
    ...(row.treatmentId !== null && {
      treatment: { _id: row.treatmentId, name: row.treatmentName!, durationMinutes: row.treatmentMinutes!, price: row.treatmentPrice!, currency: row.currency },
    }),
    note: row.note,
    staffNote: row.staffNote,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

const toStaffBooking = (row: BookingRow): StaffBooking => ({
  ...toBooking(row),
  guest: row.userId === null || row.guestName === null || row.guestEmail === null ? null : { _id: row.userId, username: row.guestName, email: row.guestEmail },
});

export async function findBooking(db: Database, id: string): Promise<StaffBooking | null> {
  if (!isUuid(id)) return null;
  const [row] = await joinedBookings(db).where(eq(bookings.id, id)).limit(1);
  return row ? toStaffBooking(row) : null;
}

/** Bookings with their treatments' names in a language (the API and the studio keep English). */
export async function inBookingsLanguage<B extends Booking>(db: Database, list: B[], locale: Locale): Promise<B[]> {
  const ids = [...new Set(list.flatMap((b) => (b.treatment ? [b.treatment._id] : [])))];
  if (locale === 'en' || ids.length === 0) return list;
  const rows = await db.select({ id: spaTreatments.id, translations: spaTreatments.translations }).from(spaTreatments).where(inArray(spaTreatments.id, ids));
  const translations = new Map(rows.map((r) => [r.id, r.translations]));
  return list.map((b) => (b.treatment ? { ...b, treatment: inLanguage(b.treatment, translations.get(b.treatment._id), locale, ['name']) } : b));
}

/** One of the guest's own bookings; someone else's is as unknown as a missing one. */
export async function findOwnBooking(db: Database, user: Pick<User, '_id'>, id: string): Promise<Booking | null> {
  const booking = await findBooking(db, id);
  return booking && booking.guest?._id === user._id ? withoutGuest(booking) : null;
}

export const withoutGuest = ({ guest: _guest, ...booking }: StaffBooking): Booking => booking;

/** The guest's bookings, soonest first. */
export async function listOwnBookings(db: Database, user: Pick<User, '_id'>): Promise<Booking[]> {
  const rows = await joinedBookings(db)
    .where(eq(bookings.userId, user._id))
    .orderBy(asc(bookings.day), asc(bookings.startTime), asc(bookings.createdAt))
    .limit(500);
  return rows.map(toBooking);
}

/** A venue's day sheet for the staff, by time; null for an unknown venue. */
export async function listVenueDay(db: Database, venueId: string, date: string): Promise<StaffBooking[] | null> {
  if (!isUuid(venueId)) return null;
  const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).limit(1);
  if (!venue) return null;
  const rows = await joinedBookings(db)
    .where(and(eq(bookings.venueId, venueId), eq(bookings.day, date)))
    .orderBy(asc(bookings.startTime), asc(bookings.createdAt));
  return rows.map(toStaffBooking);
}
