import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { hotels, reservations, roomTypes, stayArrivals, users } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { lateCheckoutTiers } from '~/loyalty/benefits.server';
import { benefitsOfTier, checkArrival, type Arrival, type ArrivalField, type ArrivalProblem, type TierBenefit } from './arrival';
import { RESERVATION_NOT_FOUND } from './reservations.server';
import { utcDay } from '~/domain/stay';

/**
 * Before arrival (issue 49): the guest's arrival time, bed, occasion and dietary needs, kept with the
 * stay (one row, replaced at each change), and the concierge's arrivals of a day per hotel with
 * the tier benefits each guest is due.
 */

export type ArrivalOutcome =
  { ok: true; value: Arrival } | { ok: false; status: 400 | 404 | 409; error: string; field?: ArrivalField; problem?: ArrivalProblem };

export const ARRIVAL_CLOSED = 'Arrival details can be given for a requested or confirmed stay until its check-out day';

const toArrival = (row: typeof stayArrivals.$inferSelect): Arrival => ({
  arrivalTime: row.arrivalTime,
  bed: row.bed,
  occasion: row.occasion,
  dietary: row.dietary,
  updatedAt: row.updatedAt.toISOString(),
});

/** The arrival details of a stay, or null when none were given. */
export async function arrivalOf(db: Pick<Database, 'select'>, reservationId: string): Promise<Arrival | null> {
  if (!isUuid(reservationId)) return null;
  const [row] = await db.select().from(stayArrivals).where(eq(stayArrivals.reservationId, reservationId)).limit(1);
  return row ? toArrival(row) : null;
}

/**
 * Sets the arrival details of the guest's own stay (404 for another's), requested or confirmed and
 * not yet past its check-out day (409), replacing any given before.
 */
export async function saveArrival(
  db: Database,
  guest: Pick<User, '_id'>,
  reservationId: string,
  input: Parameters<typeof checkArrival>[0],
  today = utcDay(),
): Promise<ArrivalOutcome> {
  if (!isUuid(reservationId)) return { ok: false, status: 404, error: RESERVATION_NOT_FOUND };
  const checked = checkArrival(input);
  return db.transaction(async (tx): Promise<ArrivalOutcome> => {
    // Locked: a cancellation in between cannot leave details on a stay that no longer holds.
    const [stay] = await tx
      .select({ status: reservations.status, checkOut: reservations.checkOut })
      .from(reservations)
      .where(and(eq(reservations.id, reservationId), eq(reservations.userId, guest._id)))
      .for('share');
    if (!stay) return { ok: false, status: 404, error: RESERVATION_NOT_FOUND };
    if (!checked.ok) return { ok: false, status: 400, error: checked.error, field: checked.field, problem: checked.problem };
    if ((stay.status !== 'requested' && stay.status !== 'confirmed') || stay.checkOut <= today) return { ok: false, status: 409, error: ARRIVAL_CLOSED };
    const values = { ...checked.details, updatedAt: new Date() };
    const [row] = await tx
      .insert(stayArrivals)
      .values({ reservationId, userId: guest._id, ...values })
      .onConflictDoUpdate({ target: stayArrivals.reservationId, set: values })
      .returning();
    return { ok: true, value: toArrival(row!) };
  });
}

/** Whether the page still takes arrival details for this stay. */
export const takesArrival = (stay: { status: string; checkOut: string }, today = utcDay()) =>
  (stay.status === 'requested' || stay.status === 'confirmed') && stay.checkOut > today;

/** One arrival on the concierge's list. */
export interface ArrivalLine {
  reservation: {
    _id: string;
    reference: string;
    status: 'requested' | 'confirmed';
    hotel: { _id: string; name: string; slug: string };
    roomType: { _id: string; name: string };
    checkIn: string;
    checkOut: string;
    nights: number;
    guests: number;
    specialRequests: string | null;
  };
  guest: { username: string; email: string } | null;
  arrival: Arrival | null;
  /** The guest's tier when it brings benefits (Gold, Sovereign), and the benefits due. */
  tier: 'gold' | 'sovereign' | null;
  benefits: TierBenefit[];
  /** Messages of the guest's waiting for the concierge. */
  unreadMessages: number;
}

export const ARRIVALS_PER_PAGE = 50;

const holding = inArray(reservations.status, ['requested', 'confirmed']);

/**
 * The arrivals of a day (check-in that day, requested or confirmed), of every hotel or one, by hotel
 * then arrival time (those without one last): one range of reservations_check_in_hotel_idx, the
 * page's guests' tiers in one more query.
 */
export async function listArrivals(
  db: Database,
  { date, hotelId, limit = ARRIVALS_PER_PAGE, offset = 0 }: { date: string; hotelId?: string | null; limit?: number; offset?: number },
): Promise<{ arrivals: ArrivalLine[]; total: number }> {
  const where = and(eq(reservations.checkIn, date), holding, hotelId ? eq(reservations.hotelId, hotelId) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: reservations.id,
        reference: reservations.reference,
        status: reservations.status,
        hotelId: hotels.id,
        hotelName: hotels.name,
        hotelSlug: hotels.slug,
        roomTypeId: roomTypes.id,
        roomTypeName: roomTypes.name,
        checkIn: reservations.checkIn,
        checkOut: reservations.checkOut,
        nights: reservations.nights,
        guests: reservations.guests,
        specialRequests: reservations.specialRequests,
        guestName: users.username,
        guestEmail: users.email,
        arrival: stayArrivals,
        unread: sql<number>`(select count(*)::int from stay_messages m where m.reservation_id = ${reservations.id} and m.author = 'guest' and m.read_at is null)`,
      })
      .from(reservations)
      .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
      .innerJoin(roomTypes, eq(roomTypes.id, reservations.roomTypeId))
      .leftJoin(users, eq(users.id, reservations.userId))
      .leftJoin(stayArrivals, eq(stayArrivals.reservationId, reservations.id))
      .where(where)
      .orderBy(asc(hotels.name), sql`${stayArrivals.arrivalTime} asc nulls last`, asc(reservations.reference))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(where),
  ]);
  const tiers = await lateCheckoutTiers(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: Number(count?.n ?? 0),
    arrivals: rows.map((r) => ({
      reservation: {
        _id: r.id,
        reference: r.reference,
        status: r.status as 'requested' | 'confirmed',
        hotel: { _id: r.hotelId, name: r.hotelName, slug: r.hotelSlug },
        roomType: { _id: r.roomTypeId, name: r.roomTypeName },
        checkIn: r.checkIn,
        checkOut: r.checkOut,
        nights: r.nights,
        guests: r.guests,
        specialRequests: r.specialRequests,
      },
      guest: r.guestName === null || r.guestEmail === null ? null : { username: r.guestName, email: r.guestEmail },
      arrival: r.arrival ? toArrival(r.arrival) : null,
      tier: tiers[r.id] ?? null,
      benefits: benefitsOfTier(tiers[r.id]),
      unreadMessages: Number(r.unread),
    })),
  };
}

/** The hotels with arrivals on a day, by name: the arrivals list's filter (a day's, however many hotels the brand has). */
export async function hotelsArrivingOn(db: Database, date: string): Promise<{ slug: string; name: string; arrivals: number }[]> {
  const rows = await db
    .select({ slug: hotels.slug, name: hotels.name, arrivals: sql<number>`count(*)::int` })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .where(and(eq(reservations.checkIn, date), holding))
    .groupBy(hotels.slug, hotels.name)
    .orderBy(asc(hotels.name))
    .limit(500);
  return rows.map((r) => ({ ...r, arrivals: Number(r.arrivals) }));
}
