import { and, asc, count, desc, eq, gt, gte, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { hotels, reservations, roomNights, roomTypes } from '~/db/schema';
import { formatLongDate } from '~/lib/dates';
import { isUuid } from '~/lib/ids';
import { moneyText, toMinor, wholeUnitsOf } from '~/lib/money';
import { refreshPriceRanges } from '~/pricing/priceRange.server';
import { utcDay } from '~/domain/stay';
import { problemsByField, type FieldErrors } from '~/studio/StudioField';
import { HotelEdit, type HotelChanges, type RoomTypeChanges, type RoomTypeInput } from './hotelInput.server';

/**
 * The editors' writes to hotels and their room types. Each change and its audit entry commit in
 * one transaction; the hotels and room_types triggers bump the content version
 * (drizzle/0002_content_state.sql, 0005_reservations.sql), so the cached hotel pages, /rooms and
 * GET /api/rooms* are dropped at once. A room type's inventory never goes below what reservations
 * already hold on a future night: the row is locked FOR UPDATE, which waits for reservation
 * requests in flight (they hold it FOR SHARE, docs/decisions/0014) and holds new ones back until
 * the change commits.
 */

type Actor = Pick<User, '_id' | 'username'>;
export type WriteOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; error: string; errors?: FieldErrors };
const fail = (status: 400 | 404 | 409, error: string, errors?: FieldErrors) => ({ ok: false, status, error, errors }) as const;

export const HOTELS_PER_PAGE = 25;
export const HOTEL_NOT_FOUND = 'Hotel not found';
export const ROOM_TYPE_NOT_FOUND = 'Room type not found';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of hotels in the site's order (best rated first), matching `q` in name, city or country. */
export async function listHotelsForStudio(db: Database, { q = '', page = 1 }: { q?: string; page?: number }) {
  const pattern = likePattern(q.trim());
  const rows = await db
    .select({ id: hotels.id, name: hotels.name, slug: hotels.slug, city: hotels.city, country: hotels.country })
    .from(hotels)
    .where(q.trim() ? or(ilike(hotels.name, pattern), ilike(hotels.city, pattern), ilike(hotels.country, pattern)) : undefined)
    // The site's order, as its index has it (hotels_rating_name_idx): a plain `desc` (nulls first) sorted all the hotels.
    .orderBy(sql`${hotels.averageRating} desc nulls last`, asc(hotels.name), asc(hotels.id))
    .limit(HOTELS_PER_PAGE + 1)
    .offset((page - 1) * HOTELS_PER_PAGE);
  return { hotels: rows.slice(0, HOTELS_PER_PAGE), hasNext: rows.length > HOTELS_PER_PAGE };
}

const editable = {
  id: hotels.id,
  name: hotels.name,
  slug: hotels.slug,
  city: hotels.city,
  country: hotels.country,
  currency: hotels.currency,
  description: hotels.description,
  priceMin: hotels.priceMin,
  priceMax: hotels.priceMax,
  totalGamingSpace: hotels.totalGamingSpace,
  numberOfTables: hotels.numberOfTables,
  numberOfSlots: hotels.numberOfSlots,
  vipLounges: hotels.vipLounges,
  restaurants: hotels.restaurants,
  isOpenAllDay: hotels.isOpenAllDay,
  opens: hotels.opens,
  closes: hotels.closes,
  yearEstablished: hotels.yearEstablished,
  dresscode: hotels.dresscode,
  latitude: hotels.latitude,
  longitude: hotels.longitude,
  translations: hotels.translations,
};
export type StudioHotel = Awaited<ReturnType<typeof findHotelForStudio>>;

const roomTypeColumns = {
  id: roomTypes.id,
  hotelId: roomTypes.hotelId,
  name: roomTypes.name,
  description: roomTypes.description,
  sizeSqm: roomTypes.sizeSqm,
  beds: roomTypes.beds,
  view: roomTypes.view,
  maxGuests: roomTypes.maxGuests,
  baseRateMinor: roomTypes.baseRateMinor,
  weekendDeltaMinor: roomTypes.weekendDeltaMinor,
  inventory: roomTypes.inventory,
  pointsPerNight: roomTypes.pointsPerNight,
  translations: roomTypes.translations,
  position: roomTypes.position,
};

/** The hotel's editable fields and its room types, each with the most rooms held on a future night. */
export async function findHotelForStudio(db: Database, id: string, today = utcDay()) {
  if (!isUuid(id)) return null;
  const [hotel] = await db.select(editable).from(hotels).where(eq(hotels.id, id));
  if (!hotel) return null;
  const rooms = await db.select(roomTypeColumns).from(roomTypes).where(eq(roomTypes.hotelId, id)).orderBy(asc(roomTypes.position), asc(roomTypes.name));
  const held = rooms.length
    ? await db
        .select({ roomTypeId: roomNights.roomTypeId, most: max(roomNights.booked) })
        .from(roomNights)
        .where(
          and(
            inArray(
              roomNights.roomTypeId,
              rooms.map((r) => r.id),
            ),
            gte(roomNights.night, today),
          ),
        )
        .groupBy(roomNights.roomTypeId)
    : [];
  const mostHeld = new Map(held.map((h) => [h.roomTypeId, Number(h.most ?? 0)]));
  return {
    hotel,
    roomTypes: rooms.map((room) => ({
      ...room,
      nightlyRate: wholeUnitsOf(room.baseRateMinor, hotel.currency),
      weekendDelta: signedMoneyText(room.weekendDeltaMinor, hotel.currency),
      pointsPerNight: room.pointsPerNight === null ? '' : String(room.pointsPerNight),
      mostHeld: mostHeld.get(room.id) ?? 0,
    })),
  };
}

/** Changes the given fields; the result is checked whole (highest price ≥ lowest, hours unless open all day). */
export async function updateHotel(db: Database, actor: Actor, id: string, changes: HotelChanges): Promise<WriteOutcome<string>> {
  if (!isUuid(id)) return fail(404, HOTEL_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [before] = await tx.select(editable).from(hotels).where(eq(hotels.id, id)).for('update');
    if (!before) return fail(404, HOTEL_NOT_FOUND);
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const checked = HotelEdit.safeParse({ ...before, ...defined });
    if (!checked.success) {
      const errors = problemsByField(checked.error.issues);
      return fail(400, Object.values(errors)[0] ?? 'Invalid hotel', errors);
    }
    const [after] = await tx.update(hotels).set(checked.data).where(eq(hotels.id, id)).returning(editable);
    // With room types, the range is their rates' (ADR 0038): what staff typed stands only without them.
    await refreshPriceRanges(tx, [id]);
    await recordAudit(tx, actor, { action: 'hotel.update', entity: 'hotel', entityId: id, before, after });
    return { ok: true, value: id } as const;
  });
}

/** The weekend difference as staff type it: "40", "-25.50". */
const signedMoneyText = (minor: number, currency: string) => `${minor < 0 ? '-' : ''}${moneyText(Math.abs(minor), currency)}`;

/** A weekend night must not cost less than nothing: the base rate plus the difference stays at 0 or more. */
function weekendRefusal(baseRateMinor: number, weekendDeltaMinor: number, currency: string) {
  if (baseRateMinor + weekendDeltaMinor >= 0) return null;
  const message = `Weekend difference can't take a night below 0: at least -${moneyText(baseRateMinor, currency)} with this base rate`;
  return fail(400, message, { weekendDeltaMinor: message });
}

/** A room type as the studio and the staff API show it: its base rate in whole units too (`nightlyRate`, the form's). */
export type StudioRoomType = typeof roomTypes.$inferSelect & { nightlyRate: number };

/** The hotel's currency, which the room types' rates are in. */
async function currencyOfHotel(tx: Pick<Database, 'select'>, hotelId: string): Promise<string> {
  const [hotel] = await tx.select({ currency: hotels.currency }).from(hotels).where(eq(hotels.id, hotelId));
  return hotel!.currency;
}

const studioRoomType = (row: typeof roomTypes.$inferSelect, currency: string): StudioRoomType => ({
  ...row,
  nightlyRate: wholeUnitsOf(row.baseRateMinor, currency),
});

export async function createRoomType(db: Database, actor: Actor, hotelId: string, input: RoomTypeInput): Promise<WriteOutcome<StudioRoomType>> {
  if (!isUuid(hotelId)) return fail(404, HOTEL_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [hotel] = await tx.select({ id: hotels.id, currency: hotels.currency }).from(hotels).where(eq(hotels.id, hotelId)).for('share');
    if (!hotel) return fail(404, HOTEL_NOT_FOUND);
    const [last] = await tx
      .select({ position: max(roomTypes.position) })
      .from(roomTypes)
      .where(eq(roomTypes.hotelId, hotelId));
    const { nightlyRate, ...fields } = input;
    const refused = weekendRefusal(toMinor(nightlyRate, hotel.currency), fields.weekendDeltaMinor ?? 0, hotel.currency);
    if (refused) return refused;
    const [created] = await tx
      .insert(roomTypes)
      .values({ ...fields, baseRateMinor: toMinor(nightlyRate, hotel.currency), hotelId, position: Math.min((last?.position ?? -1) + 1, 32_767) })
      .returning();
    await refreshPriceRanges(tx, [hotelId]);
    await recordAudit(tx, actor, { action: 'roomType.create', entity: 'roomType', entityId: created!.id, before: null, after: created });
    return { ok: true, value: studioRoomType(created!, hotel.currency) } as const;
  });
}

/** The busiest future night of a room type above `floor`: the night and its rooms held. */
async function busiestNightAbove(tx: Database, roomTypeId: string, floor: number, today: string) {
  const [night] = await tx
    .select({ night: roomNights.night, booked: roomNights.booked })
    .from(roomNights)
    .where(and(eq(roomNights.roomTypeId, roomTypeId), gte(roomNights.night, today), gt(roomNights.booked, floor)))
    .orderBy(desc(roomNights.booked), asc(roomNights.night))
    .limit(1);
  return night;
}

export const inventoryFloorMessage = (held: number, night: string) =>
  `${held} ${held === 1 ? 'room is' : 'rooms are'} already held on ${formatLongDate(night)}; inventory can't go below ${held}.`;

export async function updateRoomType(
  db: Database,
  actor: Actor,
  id: string,
  changes: RoomTypeChanges,
  today = utcDay(),
): Promise<WriteOutcome<StudioRoomType>> {
  if (!isUuid(id)) return fail(404, ROOM_TYPE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(roomTypes).where(eq(roomTypes.id, id)).for('update');
    if (!before) return fail(404, ROOM_TYPE_NOT_FOUND);
    if (changes.inventory !== undefined && changes.inventory < before.inventory) {
      const busiest = await busiestNightAbove(tx, id, changes.inventory, today);
      if (busiest) {
        const message = inventoryFloorMessage(busiest.booked, busiest.night);
        return fail(409, message, { inventory: message });
      }
    }
    const currency = await currencyOfHotel(tx, before.hotelId);
    const { nightlyRate, ...rest } = changes;
    const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
    if (nightlyRate !== undefined) defined.baseRateMinor = toMinor(nightlyRate, currency);
    const refused = weekendRefusal(
      (defined.baseRateMinor as number | undefined) ?? before.baseRateMinor,
      (defined.weekendDeltaMinor as number | undefined) ?? before.weekendDeltaMinor,
      currency,
    );
    if (refused) return refused;
    const [after] = await tx.update(roomTypes).set(defined).where(eq(roomTypes.id, id)).returning();
    if (nightlyRate !== undefined || rest.weekendDeltaMinor !== undefined) await refreshPriceRanges(tx, [before.hotelId]);
    await recordAudit(tx, actor, { action: 'roomType.update', entity: 'roomType', entityId: id, before, after });
    return { ok: true, value: studioRoomType(after!, currency) } as const;
  });
}

/** Deletes a room type no reservation refers to; a clear 409 otherwise (the stays stay on the books). */
export async function deleteRoomType(db: Database, actor: Actor, id: string, today = utcDay()): Promise<WriteOutcome<StudioRoomType>> {
  if (!isUuid(id)) return fail(404, ROOM_TYPE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(roomTypes).where(eq(roomTypes.id, id)).for('update');
    if (!before) return fail(404, ROOM_TYPE_NOT_FOUND);
    const [holding] = await tx
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.roomTypeId, id), inArray(reservations.status, ['requested', 'confirmed']), gt(reservations.checkOut, today)));
    const current = Number(holding?.n ?? 0);
    if (current > 0) {
      const what = current === 1 ? '1 current or future reservation holds' : `${current} current or future reservations hold`;
      return fail(409, `${what} the ${before.name}; it can't be deleted. Lower its inventory instead, or ask the concierge to move the stays.`);
    }
    const [kept] = await tx.select({ n: count() }).from(reservations).where(eq(reservations.roomTypeId, id));
    const past = Number(kept?.n ?? 0);
    if (past > 0) {
      const what = past === 1 ? '1 past or cancelled reservation refers' : `${past} past or cancelled reservations refer`;
      return fail(409, `${what} to the ${before.name} and stay on the books; it can't be deleted. Set its inventory to 0 to stop new requests.`);
    }
    await tx.delete(roomTypes).where(eq(roomTypes.id, id));
    await refreshPriceRanges(tx, [before.hotelId]);
    await recordAudit(tx, actor, { action: 'roomType.delete', entity: 'roomType', entityId: id, before, after: null });
    return { ok: true, value: studioRoomType(before, await currencyOfHotel(tx, before.hotelId)) } as const;
  });
}
