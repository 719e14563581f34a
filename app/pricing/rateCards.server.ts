import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import type { RateCard, Season } from './nightlyRates';

/** A room type's rate card as the SQL below returns it. */
export interface RateCardRow {
  base: number;
  weekend: number;
  seasons: Season[] | null;
  days: Record<string, number> | null;
  points?: number | null;
}

export const toRateCard = (row: RateCardRow): RateCard => ({
  baseMinor: row.base,
  weekendMinor: row.weekend,
  seasons: row.seasons ?? [],
  days: row.days ?? {},
  pointsPerNight: row.points ?? null,
});

/**
 * SQL for one room type's rate card for the nights from `from` to before `to` (`rt` the room type's
 * alias, the two bounds as SQL text): its seasons that touch those nights and the nights priced by
 * hand among them, as JSON. Shared by the search's one query and the reads below.
 */
export const rateCardJson = (from: string, to: string) => `
  'base', rt.base_rate_minor, 'weekend', rt.weekend_delta_minor, 'points', rt.points_per_night,
  'seasons', (select json_agg(json_build_object('startsOn', s.starts_on, 'endsOn', s.ends_on, 'rateMinor', s.rate_minor) order by s.starts_on)
    from rate_seasons s where s.room_type_id = rt.id and s.ends_on >= ${from} and s.starts_on < ${to}),
  'days', (select json_object_agg(d.night, d.rate_minor)
    from room_rate_days d where d.room_type_id = rt.id and d.night >= ${from} and d.night < ${to})`;

/** The rate cards of room types for the nights from `from` to before `to` (YYYY-MM-DD), by room type id. */
export async function rateCardsOf(db: Pick<Database, 'execute'>, roomTypeIds: readonly string[], from: string, to: string): Promise<Map<string, RateCard>> {
  if (roomTypeIds.length === 0) return new Map();
  const card = rateCardJson(`${quote(from)}::date`, `${quote(to)}::date`);
  const result = await db.execute<{ id: string; card: RateCardRow }>(
    sql`select rt.id, json_build_object(${sql.raw(card)}) as card from room_types rt where rt.id in (${sql.join(
      roomTypeIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  const rows = (result as unknown as { rows: { id: string; card: RateCardRow }[] }).rows;
  return new Map(rows.map((r) => [r.id, toRateCard(r.card)]));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day as an SQL literal; anything else is a programming error. */
function quote(day: string): string {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  return `'${day}'`;
}
