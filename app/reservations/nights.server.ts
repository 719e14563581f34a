import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { roomNights } from '~/db/schema';
import { daysBetween } from '~/domain/stay';

/**
 * The rooms a stay holds, night by night (docs/decisions/0014-reservations-without-overbooking.md):
 * a room of the type is taken on each night with one guarded update that never lets `booked` pass
 * the inventory, and given back the same way. Both run inside the caller's transaction.
 */

/** Some night of the stay had no room left: the caller's transaction must roll back. */
export class NoRoomLeft extends Error {}

/** A range of nights, check-in included, check-out excluded. */
export interface Nights {
  from: string;
  to: string;
}

/** No nights: what a stay on another room type keeps of the old one. */
export const NO_NIGHTS: Nights = { from: '1970-01-01', to: '1970-01-01' };

/** How many nights of `nights` are not in `except` (both ranges of whole days). */
export function nightsOutside(nights: Nights, except: Nights): number {
  const overlap = Math.max(0, daysBetween(later(nights.from, except.from), earlier(nights.to, except.to)));
  return daysBetween(nights.from, nights.to) - overlap;
}
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

const outside = (except: Nights) => sql`not (${roomNights.night} >= ${except.from}::date and ${roomNights.night} < ${except.to}::date)`;

/**
 * Takes one room of the type on every night of `nights` except those of `except` (which the stay
 * already holds): every night gets its row (a no-op where it exists), then one guarded update takes
 * a room on each. Concurrent takers queue on the rows' locks and re-check `booked < inventory`
 * after the one before them commits, so the last room goes to exactly one. Throws NoRoomLeft when
 * some night is full.
 */
export async function takeNights(
  tx: Pick<Database, 'execute' | 'update'>,
  room: { id: string; inventory: number },
  nights: Nights,
  except: Nights = NO_NIGHTS,
): Promise<void> {
  const wanted = nightsOutside(nights, except);
  if (wanted === 0) return;
  await tx.execute(sql`
    insert into room_nights (room_type_id, night)
    select ${room.id}, night::date from generate_series(${nights.from}::date, ${nights.to}::date - 1, interval '1 day') as night
    on conflict do nothing`);
  const taken = await tx
    .update(roomNights)
    .set({ booked: sql`${roomNights.booked} + 1` })
    .where(
      and(
        eq(roomNights.roomTypeId, room.id),
        gte(roomNights.night, nights.from),
        lt(roomNights.night, nights.to),
        outside(except),
        lt(roomNights.booked, room.inventory),
      ),
    )
    .returning({ night: roomNights.night });
  if (taken.length !== wanted) throw new NoRoomLeft();
}

/** Gives back one room of the type on every night of `nights` except those of `keep` (the stay goes on holding them). */
export async function releaseNights(tx: Pick<Database, 'update'>, roomTypeId: string, nights: Nights, keep: Nights = NO_NIGHTS): Promise<void> {
  await tx
    .update(roomNights)
    .set({ booked: sql`${roomNights.booked} - 1` })
    .where(and(eq(roomNights.roomTypeId, roomTypeId), gte(roomNights.night, nights.from), lt(roomNights.night, nights.to), outside(keep)));
}

/** True when every night of `nights` outside `except` has a room of the type free (a read: the preview's answer). */
export async function nightsFree(
  db: Pick<Database, 'execute'>,
  room: { id: string; inventory: number },
  nights: Nights,
  except: Nights = NO_NIGHTS,
): Promise<boolean> {
  const result = await db.execute<{ full: number }>(sql`
    select count(*)::int as full from room_nights
    where room_type_id = ${room.id} and night >= ${nights.from}::date and night < ${nights.to}::date
      and not (night >= ${except.from}::date and night < ${except.to}::date) and booked >= ${room.inventory}`);
  return Number((result as unknown as { rows: { full: number }[] }).rows[0]?.full ?? 0) === 0;
}
