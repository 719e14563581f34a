import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { rateSeasons, roomRateDays, roomTypes } from '~/db/schema';
import type { WriteOutcome } from '~/hotels/studio/hotels.write.server';
import { formatLongDate } from '~/lib/dates';
import { isUuid } from '~/lib/ids';
import { refreshPriceRanges } from '~/pricing/priceRange.server';
import { utcDay } from '~/domain/stay';
import type { RatesChange, SeasonChanges, SeasonInput } from './pricingInput.server';

/**
 * The editors' writes to a room type's rates (docs/decisions/0038-price-model.md): nights priced by
 * hand (the rates grid's bulk change) and seasons. Each runs in one transaction with its audit
 * entry, holding the room type's row FOR UPDATE (as the room type's own edits do), so two writes to
 * one room type's seasons queue and the second sees the first: overlapping seasons are refused
 * however the requests race. The rate tables' triggers bump the content version
 * (drizzle/0029_pricing_content_triggers.sql), and the hotel's price range is refreshed in the
 * same transaction.
 */

type Actor = Pick<User, '_id' | 'username'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const fail = (status: 400 | 404 | 409, error: string, errors?: Record<string, string>) => ({ ok: false, status, error, errors }) as const;

export const ROOM_TYPE_NOT_FOUND = 'Room type not found';
export const SEASON_NOT_FOUND = 'Season not found';

export type Season = typeof rateSeasons.$inferSelect;

/** Locks room types FOR UPDATE in a fixed order (no two writers wait on each other crosswise). */
async function lockRoomTypes(tx: Tx, ids: readonly string[]) {
  return tx
    .select({ id: roomTypes.id, hotelId: roomTypes.hotelId, name: roomTypes.name })
    .from(roomTypes)
    .where(inArray(roomTypes.id, [...ids]))
    .orderBy(asc(roomTypes.id))
    .for('update');
}

export interface RatesChanged {
  roomTypeIds: string[];
  from: string;
  until: string;
  rateMinor: number | null;
  /** Nights written (set) or hand prices removed (cleared), over every room type. */
  nights: number;
}

/**
 * Sets every night from..until of the room types to one price, or clears their hand prices (back
 * to the season's or base rate). With `hotelId`, every room type must be that hotel's.
 */
export async function changeRates(
  db: Database,
  actor: Actor,
  roomTypeIds: readonly string[],
  change: RatesChange,
  { hotelId, today = utcDay() }: { hotelId?: string; today?: string } = {},
): Promise<WriteOutcome<RatesChanged>> {
  const ids = [...new Set(roomTypeIds)];
  if (ids.length === 0) return fail(400, 'Choose at least one room type', { roomTypeIds: 'Choose at least one room type' });
  if (!ids.every(isUuid)) return fail(404, ROOM_TYPE_NOT_FOUND);
  if (change.from < today) return fail(400, "First night can't be in the past", { from: "First night can't be in the past" });
  return db.transaction(async (tx) => {
    const rooms = await lockRoomTypes(tx, ids);
    if (rooms.length !== ids.length || (hotelId && rooms.some((r) => r.hotelId !== hotelId))) return fail(404, ROOM_TYPE_NOT_FOUND);
    const inRange = and(inArray(roomRateDays.roomTypeId, ids), gte(roomRateDays.night, change.from), lte(roomRateDays.night, change.until));
    const before = await tx.select().from(roomRateDays).where(inRange).orderBy(asc(roomRateDays.roomTypeId), asc(roomRateDays.night));
    let nights: number;
    if (change.rateMinor === null) {
      nights = (await tx.delete(roomRateDays).where(inRange).returning({ night: roomRateDays.night })).length;
    } else {
      const written = await tx.execute(sql`
        insert into ${roomRateDays} (room_type_id, night, rate_minor)
        select rt.id, n::date, ${change.rateMinor}::int
          from unnest(array[${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}]) as rt(id),
               generate_series(${change.from}::date, ${change.until}::date, interval '1 day') as n
        on conflict (room_type_id, night) do update set rate_minor = excluded.rate_minor
        returning 1`);
      nights = (written as unknown as { rows: unknown[] }).rows.length;
    }
    await refreshPriceRanges(tx, [...new Set(rooms.map((r) => r.hotelId))]);
    for (const room of rooms) {
      const hand = (rows: { roomTypeId: string; night: string; rateMinor: number }[]) =>
        Object.fromEntries(rows.filter((r) => r.roomTypeId === room.id).map((r) => [r.night, r.rateMinor]));
      await recordAudit(tx, actor, {
        action: change.rateMinor === null ? 'roomRates.clear' : 'roomRates.set',
        entity: 'roomType',
        entityId: room.id,
        before: { from: change.from, until: change.until, handPrices: hand(before) },
        after: { from: change.from, until: change.until, rateMinor: change.rateMinor },
      });
    }
    return { ok: true, value: { roomTypeIds: rooms.map((r) => r.id), from: change.from, until: change.until, rateMinor: change.rateMinor, nights } } as const;
  });
}

/** The seasons of a room type, earliest first; null for an unknown room type. */
export async function seasonsOfRoomType(db: Pick<Database, 'select'>, roomTypeId: string): Promise<Season[] | null> {
  if (!isUuid(roomTypeId)) return null;
  const [room] = await db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, roomTypeId));
  if (!room) return null;
  return db.select().from(rateSeasons).where(eq(rateSeasons.roomTypeId, roomTypeId)).orderBy(asc(rateSeasons.startsOn));
}

const nightsText = (s: Pick<Season, 'startsOn' | 'endsOn'>) => `${formatLongDate(s.startsOn)} to ${formatLongDate(s.endsOn)}`;

/** The room type's season the nights would overlap, as a refusal on the field that runs into it. */
async function overlapRefusal(tx: Tx, roomTypeId: string, nights: Pick<Season, 'startsOn' | 'endsOn'>, except?: string) {
  const [other] = await tx
    .select()
    .from(rateSeasons)
    .where(
      and(
        eq(rateSeasons.roomTypeId, roomTypeId),
        lte(rateSeasons.startsOn, nights.endsOn),
        gte(rateSeasons.endsOn, nights.startsOn),
        except ? ne(rateSeasons.id, except) : undefined,
      ),
    )
    .orderBy(asc(rateSeasons.startsOn))
    .limit(1);
  if (!other) return null;
  const message = `Overlaps the season “${other.name}” (${nightsText(other)}); a room type's seasons can't overlap.`;
  return fail(409, message, { [other.startsOn <= nights.startsOn ? 'startsOn' : 'endsOn']: message });
}

export async function createSeason(db: Database, actor: Actor, roomTypeId: string, input: SeasonInput, hotelId?: string): Promise<WriteOutcome<Season>> {
  if (!isUuid(roomTypeId)) return fail(404, ROOM_TYPE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [room] = await lockRoomTypes(tx, [roomTypeId]);
    if (!room || (hotelId && room.hotelId !== hotelId)) return fail(404, ROOM_TYPE_NOT_FOUND);
    const overlap = await overlapRefusal(tx, roomTypeId, input);
    if (overlap) return overlap;
    const [created] = await tx
      .insert(rateSeasons)
      .values({ ...input, roomTypeId })
      .returning();
    await refreshPriceRanges(tx, [room.hotelId]);
    await recordAudit(tx, actor, { action: 'season.create', entity: 'season', entityId: created!.id, before: null, after: created });
    return { ok: true, value: created! } as const;
  });
}

/** Locks the season's room type, then reads the season again under the lock (it may have gone meanwhile). */
async function lockedSeason(tx: Tx, id: string, hotelId?: string) {
  const [found] = await tx.select({ roomTypeId: rateSeasons.roomTypeId }).from(rateSeasons).where(eq(rateSeasons.id, id));
  if (!found) return null;
  const [room] = await lockRoomTypes(tx, [found.roomTypeId]);
  if (!room || (hotelId && room.hotelId !== hotelId)) return null;
  const [season] = await tx.select().from(rateSeasons).where(eq(rateSeasons.id, id));
  return season ? { season, room } : null;
}

export async function updateSeason(db: Database, actor: Actor, id: string, changes: SeasonChanges, hotelId?: string): Promise<WriteOutcome<Season>> {
  if (!isUuid(id)) return fail(404, SEASON_NOT_FOUND);
  return db.transaction(async (tx) => {
    const locked = await lockedSeason(tx, id, hotelId);
    if (!locked) return fail(404, SEASON_NOT_FOUND);
    const { season: before, room } = locked;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<SeasonInput>;
    const next = { ...before, ...defined };
    if (next.endsOn < next.startsOn) {
      const message = 'Last night must be on or after the first night';
      return fail(400, message, { endsOn: message });
    }
    const overlap = await overlapRefusal(tx, before.roomTypeId, next, id);
    if (overlap) return overlap;
    const [after] = await tx.update(rateSeasons).set(defined).where(eq(rateSeasons.id, id)).returning();
    await refreshPriceRanges(tx, [room.hotelId]);
    await recordAudit(tx, actor, { action: 'season.update', entity: 'season', entityId: id, before, after });
    return { ok: true, value: after! } as const;
  });
}

export async function deleteSeason(db: Database, actor: Actor, id: string, hotelId?: string): Promise<WriteOutcome<Season>> {
  if (!isUuid(id)) return fail(404, SEASON_NOT_FOUND);
  return db.transaction(async (tx) => {
    const locked = await lockedSeason(tx, id, hotelId);
    if (!locked) return fail(404, SEASON_NOT_FOUND);
    await tx.delete(rateSeasons).where(eq(rateSeasons.id, id));
    await refreshPriceRanges(tx, [locked.room.hotelId]);
    await recordAudit(tx, actor, { action: 'season.delete', entity: 'season', entityId: id, before: locked.season, after: null });
    return { ok: true, value: locked.season } as const;
  });
}
