import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { hotels, offers, reservations, roomTypes, users, type ReservationStatus } from '~/db/schema';
import { inLanguage, type ContentTranslations } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { isUuid } from '~/lib/ids';
import type { GuestReservation, Reservation } from './reservation';

/**
 * Reading reservations: one row joined with its hotel, room type and guest, shaped as the guest, the
 * staff and the API see it (reservations.server.ts changes them).
 */

const selection = {
  id: reservations.id,
  reference: reservations.reference,
  status: reservations.status,
  hotelId: hotels.id,
  hotelName: hotels.name,
  hotelSlug: hotels.slug,
  hotelCountry: hotels.country,
  hotelCity: hotels.city,
  hotelTimeZone: hotels.timeZone,
  roomTypeId: roomTypes.id,
  roomTypeName: roomTypes.name,
  checkIn: reservations.checkIn,
  checkOut: reservations.checkOut,
  nights: reservations.nights,
  guests: reservations.guests,
  specialRequests: reservations.specialRequests,
  nightlyRate: reservations.nightlyRate,
  total: reservations.total,
  currency: reservations.currency,
  ratePlan: reservations.ratePlan,
  offerSlug: offers.slug,
  offerName: offers.name,
  offerInclusions: offers.inclusions,
  nightly: reservations.nightly,
  supplementMinor: reservations.supplementMinor,
  roomTotalMinor: reservations.roomTotalMinor,
  taxesIncludedMinor: reservations.taxesIncludedMinor,
  taxesAddedMinor: reservations.taxesAddedMinor,
  totalMinor: reservations.totalMinor,
  refundable: reservations.refundable,
  freeCancellationUntil: reservations.freeCancellationUntil,
  note: reservations.staffNote,
  awardPoints: reservations.awardPoints,
  completedAt: reservations.completedAt,
  createdAt: reservations.createdAt,
  updatedAt: reservations.updatedAt,
  userId: reservations.userId,
  guestName: users.username,
  guestEmail: users.email,
};

/**
 * The hotel's and the room type's translations, read only for a guest's page, mail or calendar file
 * in another language (the API, the staff's pages and the export keep English).
 */
const textsIn = (locale: Locale) =>
  locale === DEFAULT_LOCALE
    ? {
        hotelTranslations: sql<ContentTranslations | null>`null`,
        roomTypeTranslations: sql<ContentTranslations | null>`null`,
        offerTranslations: sql<ContentTranslations | null>`null`,
      }
    : {
        hotelTranslations: sql<ContentTranslations | null>`${hotels.translations}`.mapWith(hotels.translations),
        roomTypeTranslations: sql<ContentTranslations | null>`${roomTypes.translations}`.mapWith(roomTypes.translations),
        offerTranslations: sql<ContentTranslations | null>`${offers.translations}`.mapWith(offers.translations),
      };

/**
 * A row as the guest, the staff and the API see it. In `locale` (not English), the hotel's city and
 * country and the room type's name in that language where the rows have them, the others listed in
 * `english`; the hotel's name is a proper name and stays as it is.
 */
function toReservation(row: Row, locale: Locale = DEFAULT_LOCALE): Reservation {
  const place = inLanguage({ city: row.hotelCity, country: row.hotelCountry }, row.hotelTranslations, locale, ['city', 'country']);
  const room = inLanguage({ name: row.roomTypeName }, row.roomTypeTranslations, locale, ['name']);
  const offer = row.offerSlug && row.offerName ? inLanguage({ name: row.offerName }, row.offerTranslations, locale, ['name']) : null;
  return {
    _id: row.id,
    reference: row.reference,
    status: row.status,
    hotel: { _id: row.hotelId, name: row.hotelName, slug: row.hotelSlug, ...place, timeZone: row.hotelTimeZone },
    roomType: { _id: row.roomTypeId, ...room },
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights,
    guests: row.guests,
    specialRequests: row.specialRequests,
    nightlyRate: row.nightlyRate,
    total: row.total,
    currency: row.currency,
    ratePlan: row.ratePlan,
    offer: offer && { slug: row.offerSlug!, ...offer, inclusions: row.offerInclusions ?? [] },
    nightly: row.nightly,
    supplementMinor: row.supplementMinor,
    roomTotalMinor: row.roomTotalMinor,
    taxes: { includedMinor: row.taxesIncludedMinor, addedMinor: row.taxesAddedMinor },
    totalMinor: row.totalMinor,
    refundable: row.refundable,
    freeCancellationUntil: row.freeCancellationUntil,
    note: row.note,
    awardPoints: row.awardPoints,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const joined = (db: Database, locale: Locale = DEFAULT_LOCALE) =>
  db
    .select({ ...selection, ...textsIn(locale) })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, reservations.roomTypeId))
    .leftJoin(offers, eq(offers.id, reservations.offerId))
    .leftJoin(users, eq(users.id, reservations.userId));

type Row = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** A reservation with its guest; in `locale`, its place and room as toReservation gives them. */
export async function findReservation(db: Database, id: string, locale: Locale = DEFAULT_LOCALE): Promise<GuestReservation | null> {
  if (!isUuid(id)) return null;
  const [row] = await joined(db, locale).where(eq(reservations.id, id)).limit(1);
  return row ? withGuest(row, locale) : null;
}

const withGuest = (row: Row, locale: Locale = DEFAULT_LOCALE): GuestReservation => ({
  ...toReservation(row, locale),
  guest: row.guestName === null || row.guestEmail === null ? null : { username: row.guestName, email: row.guestEmail },
});

/**
 * The guest's own reservation, or null (someone else's is as unknown as a missing one); in `locale`
 * (the page's, or the account's for the calendar file), its place and room in that language.
 */
export async function findOwnReservation(db: Database, user: Pick<User, '_id'>, id: string, locale: Locale = DEFAULT_LOCALE): Promise<Reservation | null> {
  if (!isUuid(id)) return null;
  const [row] = await joined(db, locale)
    .where(and(eq(reservations.id, id), eq(reservations.userId, user._id)))
    .limit(1);
  return row ? toReservation(row, locale) : null;
}

/** The guest's reservations, soonest stay first; in `locale` (the page's), their places and rooms in that language. */
export async function listOwnReservations(db: Database, user: Pick<User, '_id'>, locale: Locale = DEFAULT_LOCALE): Promise<Reservation[]> {
  const rows = await joined(db, locale).where(eq(reservations.userId, user._id)).orderBy(asc(reservations.checkIn), asc(reservations.createdAt)).limit(500);
  return rows.map((row) => toReservation(row, locale));
}

/** The concierge's list: by status (requested first when none given), oldest request first. */
export async function listReservationsForStaff(
  db: Database,
  { status, limit = 100 }: { status?: ReservationStatus; limit?: number } = {},
): Promise<GuestReservation[]> {
  const rows = await joined(db)
    .where(status ? eq(reservations.status, status) : undefined)
    .orderBy(status ? asc(reservations.createdAt) : desc(reservations.createdAt))
    .limit(limit);
  return rows.map((row) => withGuest(row));
}

/** These reservations with their guests, in the order of `ids` (the concierge's list of unread conversations). */
export async function findReservationsByIds(db: Database, ids: readonly string[]): Promise<GuestReservation[]> {
  if (ids.length === 0) return [];
  const rows = await joined(db).where(inArray(reservations.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, withGuest(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
