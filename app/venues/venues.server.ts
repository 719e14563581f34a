import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { bookings, hotels, spaTreatments, users, venues, venueSittings, venueSlots, type BookingStatus, type VenueKind } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { withRetries } from '~/reservations/transactions.server';
import { daysBetween, isCalendarDay } from '~/reservations/stay';
import { isClockTime, isoWeekday, localNow, minutesOf, timeOf, WEEKDAYS } from './hotelClock';
import { newBookingReference } from './reference.server';

/**
 * Restaurants and spas, their free slots and the guests' bookings
 * (docs/decisions/0032-tables-and-treatments-capacity.md). A booking takes `party` of the venue's
 * capacity in every slot from its start to its end, with one guarded update of venue_slots in the
 * transaction that stores it: covers for a table (one slot), therapists for a treatment (every slot
 * its duration spans). Every day and time is the hotel's own, by the hotel's clock (`now`).
 */

export const BOOKING_WINDOW_DAYS = 180;
export const SLOT_FULL = 'Sorry, that time is no longer available. Please choose another time.';
export const BOOKING_NOT_FOUND = 'Booking not found';
export const VENUE_NOT_FOUND = 'Venue not found';

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; error: string; field?: string };
const fail = (status: 400 | 404 | 409, error: string, field?: string) => ({ ok: false, status, error, ...(field && { field }) }) as const;

export interface HotelRef {
  _id: string;
  name: string;
  slug: string;
  timeZone: string;
}

export interface Treatment {
  _id: string;
  name: string;
  durationMinutes: number;
  price: number;
  currency: string;
}

export interface Sitting {
  name: string;
  opens: string;
  closes: string;
}

export interface Venue {
  _id: string;
  kind: VenueKind;
  slug: string;
  name: string;
  cuisine: string | null;
  description: string;
  hotel: HotelRef;
  maxParty: number;
  slotMinutes: number;
  sittings: Sitting[];
  closedOn: string[];
  treatments?: Treatment[];
}

/** A venue with what booking needs beyond its public face. */
interface BookableVenue extends Venue {
  capacity: number;
  closedWeekdays: number[];
  treatments: Treatment[];
}

const venueColumns = {
  id: venues.id,
  kind: venues.kind,
  slug: venues.slug,
  name: venues.name,
  cuisine: venues.cuisine,
  description: venues.description,
  slotMinutes: venues.slotMinutes,
  capacity: venues.capacity,
  maxParty: venues.maxParty,
  closedWeekdays: venues.closedWeekdays,
  hotelId: hotels.id,
  hotelName: hotels.name,
  hotelSlug: hotels.slug,
  timeZone: hotels.timeZone,
  currency: hotels.currency,
};
const venueRows = (db: Database) => db.select(venueColumns).from(venues).innerJoin(hotels, eq(hotels.id, venues.hotelId));
type VenueRow = Awaited<ReturnType<ReturnType<typeof venueRows>['execute']>>[number];

const hhmm = (time: string) => time.slice(0, 5);

/** The venues' sittings and treatments, one query each, attached to their rows. */
async function complete(db: Database, rows: VenueRow[]): Promise<BookableVenue[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sittings, treatments] = await Promise.all([
    db
      .select({ venueId: venueSittings.venueId, name: venueSittings.name, opens: venueSittings.opens, closes: venueSittings.closes })
      .from(venueSittings)
      .where(inArray(venueSittings.venueId, ids))
      .orderBy(asc(venueSittings.opens)),
    db
      .select({
        venueId: spaTreatments.venueId,
        id: spaTreatments.id,
        name: spaTreatments.name,
        durationMinutes: spaTreatments.durationMinutes,
        price: spaTreatments.price,
      })
      .from(spaTreatments)
      .where(inArray(spaTreatments.venueId, ids))
      .orderBy(asc(spaTreatments.position), asc(spaTreatments.name)),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    slug: row.slug,
    name: row.name,
    cuisine: row.cuisine,
    description: row.description,
    hotel: { _id: row.hotelId, name: row.hotelName, slug: row.hotelSlug, timeZone: row.timeZone },
    maxParty: row.maxParty,
    slotMinutes: row.slotMinutes,
    capacity: row.capacity,
    closedWeekdays: [...row.closedWeekdays].sort(),
    closedOn: [...row.closedWeekdays].sort().map((d) => WEEKDAYS[d - 1]!),
    sittings: sittings.filter((s) => s.venueId === row.id).map((s) => ({ name: s.name, opens: hhmm(s.opens), closes: hhmm(s.closes) })),
    treatments: treatments
      .filter((t) => t.venueId === row.id)
      .map((t) => ({ _id: t.id, name: t.name, durationMinutes: t.durationMinutes, price: t.price, currency: row.currency })),
  }));
}

/** A venue as the API shows it: no capacity, treatments only for a spa. */
export function publicVenue({ capacity: _capacity, closedWeekdays: _closed, treatments, ...venue }: BookableVenue): Venue {
  return venue.kind === 'spa' ? { ...venue, treatments } : venue;
}

export interface VenueQuery {
  hotelSlug?: string;
  kind?: VenueKind;
  limit?: number;
  offset?: number;
}

/**
 * Venues, the best-rated hotels first (as /api/rooms), each hotel's in its own order; null when
 * `hotelSlug` names no hotel.
 */
export async function listVenues(db: Database, { hotelSlug, kind, limit = 100, offset = 0 }: VenueQuery = {}): Promise<Venue[] | null> {
  const filters: SQL[] = [];
  if (hotelSlug) {
    const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, hotelSlug)).limit(1);
    if (!hotel) return null;
    filters.push(eq(venues.hotelId, hotel.id));
  }
  if (kind) filters.push(eq(venues.kind, kind));
  const rows = await venueRows(db)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(sql`${hotels.averageRating} desc`, asc(hotels.name), asc(venues.position), asc(venues.name))
    .limit(limit)
    .offset(offset);
  return (await complete(db, rows)).map(publicVenue);
}

async function findBookableVenue(db: Database, id: string, lock?: 'share'): Promise<BookableVenue | null> {
  if (!isUuid(id)) return null;
  const query = venueRows(db).where(eq(venues.id, id));
  // FOR SHARE: the venue's capacity, grid and sittings cannot change under a booking (an edit waits).
  const rows = lock ? await query.for('share', { of: venues }) : await query;
  const [venue] = await complete(db, rows);
  return venue ?? null;
}

/** A hotel's venue by the two slugs of its page (`/rooms/{hotel}/venues/{venue}`). */
export async function findVenueOfHotel(db: Database, hotelSlug: string, venueSlug: string): Promise<Venue | null> {
  const rows = await venueRows(db)
    .where(and(eq(hotels.slug, hotelSlug), eq(venues.slug, venueSlug)))
    .limit(1);
  const [venue] = await complete(db, rows);
  return venue ? publicVenue(venue) : null;
}

/** The hotel's day and time now: a venue's page offers days from it on. */
export function venueToday(venue: Pick<Venue, 'hotel'>, now: Date) {
  return localNow(venue.hotel.timeZone, now);
}

/** A guest may cancel a confirmed booking until it begins, by the hotel's clock. */
export function isCancellable(booking: Pick<Booking, 'status' | 'date' | 'time' | 'venue'>, now: Date): boolean {
  if (booking.status !== 'confirmed') return false;
  const clock = localNow(booking.venue.hotel.timeZone, now);
  return booking.date > clock.date || (booking.date === clock.date && minutesOf(booking.time) > clock.minutes);
}

/** One of the guest's own bookings; someone else's is as unknown as a missing one. */
export async function findOwnBooking(db: Database, user: Pick<User, '_id'>, id: string): Promise<Booking | null> {
  const booking = await findBooking(db, id);
  return booking && booking.guest?._id === user._id ? withoutGuest(booking) : null;
}

export async function findVenue(db: Database, id: string): Promise<Venue | null> {
  const venue = await findBookableVenue(db, id);
  return venue ? publicVenue(venue) : null;
}

/** What a guest asks about: the day, the party and (a spa) the treatment, as typed. */
export interface SlotQuestion {
  date?: string | null;
  party?: string | number | null;
  treatmentId?: string | null;
}

interface CheckedQuestion {
  date: string;
  party: number;
  treatment: Treatment | null;
  /** Minutes a booking lasts: one slot for a table, the treatment's duration. */
  span: number;
  /** The hotel's day and time now. */
  today: string;
  nowMinutes: number;
}

/** The checks every door shares, in the order of the form: date, party, treatment. */
function checkQuestion(venue: BookableVenue, question: SlotQuestion, now: Date): Outcome<CheckedQuestion> {
  const clock = localNow(venue.hotel.timeZone, now);
  const date = String(question.date ?? '').trim();
  if (!date) return fail(400, 'Please choose a date', 'date');
  if (!isCalendarDay(date)) return fail(400, 'The date must be written YYYY-MM-DD', 'date');
  if (date < clock.date) return fail(400, 'The date cannot be in the past', 'date');
  if (daysBetween(clock.date, date) > BOOKING_WINDOW_DAYS) return fail(400, `The date must be within ${BOOKING_WINDOW_DAYS} days from today`, 'date');
  // No party given: two at a table (or the venue's largest party when smaller), one at a spa.
  const partyText =
    question.party === undefined || question.party === null ? String(venue.kind === 'spa' ? 1 : Math.min(2, venue.maxParty)) : String(question.party).trim();
  const party = Number(partyText);
  if (!/^\d{1,3}$/.test(partyText) || party < 1 || party > venue.maxParty) {
    return fail(400, `Party must be a whole number from 1 to ${venue.maxParty}`, 'party');
  }
  let treatment: Treatment | null = null;
  const treatmentId = String(question.treatmentId ?? '').trim();
  if (venue.kind === 'spa') {
    if (!treatmentId) return fail(400, 'Please choose a treatment', 'treatment');
    treatment = venue.treatments.find((t) => t._id === treatmentId) ?? null;
    if (!treatment) return fail(400, `${venue.name} has no such treatment`, 'treatment');
  } else if (treatmentId) {
    return fail(400, 'Only a spa takes a treatment', 'treatment');
  }
  return { ok: true, value: { date, party, treatment, span: treatment?.durationMinutes ?? venue.slotMinutes, today: clock.date, nowMinutes: clock.minutes } };
}

/** Every start on the grid of each sitting whose booking (`span` minutes) ends by the sitting's close. */
function startsOf(venue: BookableVenue, span: number): number[] {
  const starts: number[] = [];
  for (const sitting of venue.sittings) {
    for (let start = minutesOf(sitting.opens); start + span <= minutesOf(sitting.closes); start += venue.slotMinutes) starts.push(start);
  }
  return starts;
}

/** The slots a booking from `start` holds: its own and those its duration spans. */
const heldSlots = (venue: Pick<BookableVenue, 'slotMinutes'>, start: number, span: number) =>
  Array.from({ length: Math.ceil(span / venue.slotMinutes) }, (_, i) => start + i * venue.slotMinutes);

const isClosedOn = (venue: BookableVenue, date: string) => venue.closedWeekdays.includes(isoWeekday(date));

export interface FreeSlot {
  time: string;
  available: number;
}

/**
 * The times a party can still book on a day, in the hotel's local time: starts already begun by
 * the hotel's clock are left out, as is a day the venue is closed (an empty list), and so is any
 * start without room for the party. `available`: free covers for a table; therapists free for the
 * treatment's whole length at a spa.
 */
export async function freeSlots(db: Database, venueId: string, question: SlotQuestion, now: Date): Promise<Outcome<FreeSlot[]>> {
  const venue = await findBookableVenue(db, venueId);
  if (!venue) return fail(404, VENUE_NOT_FOUND);
  const checked = checkQuestion(venue, question, now);
  if (!checked.ok) return checked;
  const { date, party, span, today, nowMinutes } = checked.value;
  if (isClosedOn(venue, date)) return { ok: true, value: [] };
  const rows = await db
    .select({ slot: venueSlots.slot, capacity: venueSlots.capacity, booked: venueSlots.booked })
    .from(venueSlots)
    .where(and(eq(venueSlots.venueId, venue._id), eq(venueSlots.day, date)));
  const free = new Map(rows.map((r) => [minutesOf(r.slot), r.capacity - r.booked]));
  const slots: FreeSlot[] = [];
  for (const start of startsOf(venue, span)) {
    if (date === today && start <= nowMinutes) continue;
    const available = Math.min(...heldSlots(venue, start, span).map((slot) => free.get(slot) ?? venue.capacity));
    if (available >= party) slots.push({ time: timeOf(start), available });
  }
  return { ok: true, value: slots };
}

export interface Booking {
  _id: string;
  reference: string;
  status: BookingStatus;
  venue: { _id: string; kind: VenueKind; name: string; slug: string; hotel: HotelRef };
  date: string;
  time: string;
  endTime: string;
  party: number;
  treatment?: Treatment;
  note: string | null;
  staffNote: string | null;
  createdAt: string;
  cancelledAt: string | null;
}

export interface StaffBooking extends Booking {
  guest: { _id: string; username: string; email: string } | null;
}

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

export interface BookingRequest extends SlotQuestion {
  venueId: string;
  time: string;
  note?: string | null;
}

class SlotFull extends Error {}

/**
 * Locks the day's slot rows from `first` to `last` in time order, making the missing ones with the
 * venue's capacity. Every writer takes them in this order, so two transactions never wait on each
 * other in a circle.
 */
async function lockSlots(tx: Database, venue: { _id: string; capacity: number }, date: string, slots: string[]) {
  await tx.execute(sql`
    insert into venue_slots (venue_id, day, slot, capacity)
    values ${sql.join(
      slots.map((slot) => sql`(${venue._id}::uuid, ${date}::date, ${slot}::time, ${venue.capacity})`),
      sql`, `,
    )}
    on conflict do nothing`);
  await tx.execute(sql`
    select slot from venue_slots
    where venue_id = ${venue._id} and day = ${date} and slot >= ${slots[0]}::time and slot <= ${slots[slots.length - 1]}::time
    order by slot
    for update`);
}

/**
 * Books a table or a treatment, confirmed at once, or answers why not: 404 for an unknown venue,
 * 400 for a day, party, treatment or time the venue does not offer (past by the hotel's clock, a
 * closed day, not a start on its grid), 409 when a slot it needs has no room left.
 */
export async function book(db: Database, user: Pick<User, '_id'>, request: BookingRequest, now: Date): Promise<Outcome<Booking>> {
  if (!isUuid(request.venueId)) return fail(404, VENUE_NOT_FOUND);
  const note = request.note?.trim() || null;
  try {
    const outcome = await withRetries(() =>
      db.transaction(async (tx): Promise<Outcome<string>> => {
        const venue = await findBookableVenue(tx, request.venueId, 'share');
        if (!venue) return fail(404, VENUE_NOT_FOUND);
        const checked = checkQuestion(venue, request, now);
        if (!checked.ok) return checked;
        const { date, party, treatment, span, today, nowMinutes } = checked.value;
        if (isClosedOn(venue, date)) return fail(400, `${venue.name} is closed on ${WEEKDAYS[isoWeekday(date) - 1]}s`, 'date');
        const time = String(request.time ?? '').trim();
        if (!isClockTime(time)) return fail(400, 'The time must be written HH:MM', 'time');
        const start = minutesOf(time);
        if (!startsOf(venue, span).includes(start)) {
          return fail(
            400,
            `${treatment ? `The ${treatment.name}` : 'A table'} cannot begin at ${time} at ${venue.name}. Please choose one of the times offered.`,
            'time',
          );
        }
        if (date === today && start <= nowMinutes) return fail(400, `${time} has already begun at ${venue.name}. Please choose a later time.`, 'time');

        const slots = heldSlots(venue, start, span).map(timeOf);
        await lockSlots(tx, venue, date, slots);
        // One guarded update over the slots: each keeps booked + party within its capacity, or is
        // left as it was. Fewer rows than slots: one is full, and the transaction is undone.
        const taken = await tx
          .update(venueSlots)
          .set({ booked: sql`${venueSlots.booked} + ${party}` })
          .where(
            and(
              eq(venueSlots.venueId, venue._id),
              eq(venueSlots.day, date),
              inArray(venueSlots.slot, slots),
              sql`${venueSlots.booked} + ${party} <= ${venueSlots.capacity}`,
            ),
          )
          .returning({ slot: venueSlots.slot });
        if (taken.length !== slots.length) throw new SlotFull();
        const [created] = await tx
          .insert(bookings)
          .values({
            reference: newBookingReference(),
            venueId: venue._id,
            userId: user._id,
            day: date,
            startTime: time,
            endTime: timeOf(start + span),
            party,
            treatmentId: treatment?._id ?? null,
            note,
          })
          .returning({ id: bookings.id });
        return { ok: true, value: created!.id };
      }),
    );
    if (!outcome.ok) return outcome;
    const booking = await findBooking(db, outcome.value);
    return { ok: true, value: withoutGuest(booking!) };
  } catch (error) {
    if (error instanceof SlotFull) return fail(409, SLOT_FULL);
    throw error;
  }
}

const withoutGuest = ({ guest: _guest, ...booking }: StaffBooking): Booking => booking;

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

/** The guest cancels their own; a member of staff cancels any, with a note the guest reads (audited). */
export type Cancellation = { by: Pick<User, '_id'>; staff?: undefined } | { by: Pick<User, '_id' | 'username'>; staff: { note: string | null } };

/**
 * Cancels a confirmed booking before it begins (the hotel's clock), in one transaction with the
 * booking locked, giving its party back to every slot it held: 404 when there is none (for a guest,
 * also someone else's), 409 when already cancelled or begun. A staff cancellation is audited in the
 * same transaction.
 */
export async function cancelBooking(db: Database, id: string, cancellation: Cancellation, now: Date): Promise<Outcome<StaffBooking>> {
  if (!isUuid(id)) return fail(404, BOOKING_NOT_FOUND);
  const outcome = await withRetries(() =>
    db.transaction(async (tx): Promise<Outcome<null>> => {
      const owner = cancellation.staff ? undefined : eq(bookings.userId, cancellation.by._id);
      const [current] = await tx
        .select({
          status: bookings.status,
          venueId: bookings.venueId,
          day: bookings.day,
          startTime: bookings.startTime,
          endTime: bookings.endTime,
          party: bookings.party,
          slotMinutes: venues.slotMinutes,
          capacity: venues.capacity,
          timeZone: hotels.timeZone,
        })
        .from(bookings)
        .innerJoin(venues, eq(venues.id, bookings.venueId))
        .innerJoin(hotels, eq(hotels.id, venues.hotelId))
        .where(and(eq(bookings.id, id), owner))
        .for('update', { of: bookings });
      if (!current) return fail(404, BOOKING_NOT_FOUND);
      if (current.status !== 'confirmed') return fail(409, `This booking is already ${current.status}`);
      const clock = localNow(current.timeZone, now);
      const start = minutesOf(current.startTime);
      if (current.day < clock.date || (current.day === clock.date && start <= clock.minutes)) {
        return fail(409, 'This booking has already begun and can no longer be cancelled. Please speak to the concierge.');
      }
      const staffNote = cancellation.staff ? cancellation.staff.note?.trim() || null : undefined;
      await tx
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: now, cancelledBy: cancellation.by._id, updatedAt: now, ...(staffNote !== undefined && { staffNote }) })
        .where(eq(bookings.id, id));
      // The slots it held, from the times it keeps (not today's grid), locked in time order as a booking takes them.
      const held: string[] = [];
      for (let slot = start; slot < minutesOf(current.endTime); slot += current.slotMinutes) held.push(timeOf(slot));
      await lockSlots(tx, { _id: current.venueId, capacity: current.capacity }, current.day, held);
      await tx
        .update(venueSlots)
        .set({ booked: sql`${venueSlots.booked} - ${current.party}` })
        .where(and(eq(venueSlots.venueId, current.venueId), eq(venueSlots.day, current.day), inArray(venueSlots.slot, held)));
      if (cancellation.staff) {
        await recordAudit(tx, cancellation.by, {
          action: 'booking.cancelled',
          entity: 'booking',
          entityId: id,
          before: { status: current.status },
          after: { status: 'cancelled', note: staffNote },
        });
      }
      return { ok: true, value: null };
    }),
  );
  if (!outcome.ok) return outcome;
  return { ok: true, value: (await findBooking(db, id))! };
}
