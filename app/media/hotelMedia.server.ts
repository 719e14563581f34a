/**
 * A hotel's pictures: one hero (a new one replaces it) and a gallery in the order staff chose.
 * Each write locks the hotel's row, so two editors moving pictures at once take turns, and commits
 * with its audit entry; the hotel_media trigger bumps the content version (drizzle/0033_media.sql).
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { hotelMedia, hotels, media } from '~/db/schema';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { isUuid } from '~/lib/ids';
import { MEDIA_NOT_FOUND, recordColumns, shownAs, type MediaRecord, type ShownMedia } from './media.server';

type Actor = Pick<User, '_id' | 'username'>;
export type MediaRole = 'hero' | 'gallery';
export const MEDIA_ROLES = ['hero', 'gallery'] as const;

export type PlaceOutcome = { ok: true } | { ok: false; status: 404; error: string };
const HOTEL_NOT_FOUND = { ok: false, status: 404, error: 'Hotel not found' } as const;

async function lockHotel(tx: Pick<Database, 'select'>, hotelId: string): Promise<boolean> {
  if (!isUuid(hotelId)) return false;
  const [row] = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('update');
  return Boolean(row);
}

/** Shows a picture as the hotel's hero (replacing the one before) or last in its gallery. */
export async function attachToHotel(db: Database, actor: Actor, hotelId: string, mediaId: string, role: MediaRole): Promise<PlaceOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockHotel(tx, hotelId))) return HOTEL_NOT_FOUND;
    const [picture] = isUuid(mediaId) ? await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId)) : [];
    if (!picture) return { ok: false, status: 404, error: MEDIA_NOT_FOUND } as const;
    if (role === 'hero') await tx.delete(hotelMedia).where(and(eq(hotelMedia.hotelId, hotelId), eq(hotelMedia.role, 'hero')));
    const [last] = await tx
      .select({ position: max(hotelMedia.position) })
      .from(hotelMedia)
      .where(and(eq(hotelMedia.hotelId, hotelId), eq(hotelMedia.role, role)));
    await tx
      .insert(hotelMedia)
      .values({ hotelId, mediaId, role, position: (last?.position ?? -1) + 1 })
      .onConflictDoNothing();
    await recordAudit(tx, actor, { action: 'hotel.media.attach', entity: 'hotel', entityId: hotelId, after: { mediaId, role } });
    return { ok: true } as const;
  });
}

/** Takes a picture out of the hotel's hero or gallery (the picture stays in the library). */
export async function detachFromHotel(db: Database, actor: Actor, hotelId: string, mediaId: string, role: MediaRole): Promise<PlaceOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockHotel(tx, hotelId))) return HOTEL_NOT_FOUND;
    const gone = isUuid(mediaId)
      ? await tx
          .delete(hotelMedia)
          .where(and(eq(hotelMedia.hotelId, hotelId), eq(hotelMedia.mediaId, mediaId), eq(hotelMedia.role, role)))
          .returning({ mediaId: hotelMedia.mediaId })
      : [];
    if (gone.length === 0) return { ok: false, status: 404, error: 'The hotel does not show this picture there' } as const;
    await recordAudit(tx, actor, { action: 'hotel.media.detach', entity: 'hotel', entityId: hotelId, before: { mediaId, role } });
    return { ok: true } as const;
  });
}

/** Moves a gallery picture one place earlier (`up`) or later; at either end nothing changes. */
export async function moveInHotel(db: Database, actor: Actor, hotelId: string, mediaId: string, direction: 'up' | 'down'): Promise<PlaceOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockHotel(tx, hotelId))) return HOTEL_NOT_FOUND;
    const order = await tx
      .select({ mediaId: hotelMedia.mediaId })
      .from(hotelMedia)
      .where(and(eq(hotelMedia.hotelId, hotelId), eq(hotelMedia.role, 'gallery')))
      .orderBy(asc(hotelMedia.position), asc(hotelMedia.mediaId));
    const at = order.findIndex((row) => row.mediaId === mediaId);
    if (at < 0) return { ok: false, status: 404, error: 'The hotel’s gallery does not show this picture' } as const;
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return { ok: true } as const;
    const ids = order.map((row) => row.mediaId);
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    // Positions written again 0..n-1: gaps and ties from before are gone too.
    for (const [position, id] of ids.entries()) {
      await tx
        .update(hotelMedia)
        .set({ position })
        .where(and(eq(hotelMedia.hotelId, hotelId), eq(hotelMedia.mediaId, id), eq(hotelMedia.role, 'gallery')));
    }
    await recordAudit(tx, actor, { action: 'hotel.media.move', entity: 'hotel', entityId: hotelId, after: { mediaId, direction } });
    return { ok: true } as const;
  });
}

/** The hotels' pictures, hero first then the gallery in order, by hotel id. */
export async function mediaOfHotels(db: Pick<Database, 'select'>, hotelIds: string[]): Promise<Map<string, (MediaRecord & { role: MediaRole })[]>> {
  const byHotel = new Map<string, (MediaRecord & { role: MediaRole })[]>();
  if (hotelIds.length === 0) return byHotel;
  const rows = await db
    .select({ hotelId: hotelMedia.hotelId, role: hotelMedia.role, ...recordColumns })
    .from(hotelMedia)
    .innerJoin(media, eq(media.id, hotelMedia.mediaId))
    .where(inArray(hotelMedia.hotelId, hotelIds))
    .orderBy(asc(hotelMedia.hotelId), asc(hotelMedia.role), asc(hotelMedia.position), asc(media.id));
  // 'gallery' sorts before 'hero': the hero is put first here.
  for (const { hotelId, ...row } of rows) {
    const list = byHotel.get(hotelId) ?? [];
    if (row.role === 'hero') list.unshift(row);
    else list.push(row);
    byHotel.set(hotelId, list);
  }
  return byHotel;
}

/** One hotel's pictures as its page and GET /api/rooms/by-slug show them. */
export async function shownMediaOfHotel(db: Pick<Database, 'select'>, hotelId: string, locale: Locale = DEFAULT_LOCALE): Promise<ShownMedia[]> {
  const list = (await mediaOfHotels(db, [hotelId])).get(hotelId) ?? [];
  return list.map((row) => shownAs(row, row.role, locale));
}
