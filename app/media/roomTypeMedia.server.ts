/**
 * A room type's pictures, as a hotel's (app/media/hotelMedia.server.ts): one hero (a new one
 * replaces it, and the room's card on the hotel page shows it) and a gallery in order. Each write
 * locks the room type's row and commits with its audit entry; the room_type_media trigger bumps
 * the content version (drizzle/0034_room_type_and_venue_media.sql).
 */
import { and, asc, eq, max } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { media, roomTypeMedia, roomTypes } from '~/db/schema';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { isUuid } from '~/lib/ids';
import type { MediaRole, PlaceOutcome } from './hotelMedia.server';
import { MEDIA_NOT_FOUND, recordColumns, shownAs, type ShownMedia } from './media.server';

type Actor = Pick<User, '_id' | 'username'>;
const ROOM_TYPE_NOT_FOUND = { ok: false, status: 404, error: 'Room type not found' } as const;

async function lockRoomType(tx: Pick<Database, 'select'>, roomTypeId: string): Promise<boolean> {
  if (!isUuid(roomTypeId)) return false;
  const [row] = await tx.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, roomTypeId)).for('update');
  return Boolean(row);
}

/** Shows a picture as the room type's hero (replacing the one before) or last in its gallery. */
export async function attachToRoomType(db: Database, actor: Actor, roomTypeId: string, mediaId: string, role: MediaRole): Promise<PlaceOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockRoomType(tx, roomTypeId))) return ROOM_TYPE_NOT_FOUND;
    const [picture] = isUuid(mediaId) ? await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId)) : [];
    if (!picture) return { ok: false, status: 404, error: MEDIA_NOT_FOUND } as const;
    const mine = and(eq(roomTypeMedia.roomTypeId, roomTypeId), eq(roomTypeMedia.role, role));
    if (role === 'hero') await tx.delete(roomTypeMedia).where(mine);
    const [last] = await tx
      .select({ position: max(roomTypeMedia.position) })
      .from(roomTypeMedia)
      .where(mine);
    await tx
      .insert(roomTypeMedia)
      .values({ roomTypeId, mediaId, role, position: (last?.position ?? -1) + 1 })
      .onConflictDoNothing();
    await recordAudit(tx, actor, { action: 'roomType.media.attach', entity: 'roomType', entityId: roomTypeId, after: { mediaId, role } });
    return { ok: true } as const;
  });
}

/** Takes a picture out of the room type's hero or gallery (the picture stays in the library). */
export async function detachFromRoomType(db: Database, actor: Actor, roomTypeId: string, mediaId: string, role: MediaRole): Promise<PlaceOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockRoomType(tx, roomTypeId))) return ROOM_TYPE_NOT_FOUND;
    const gone = isUuid(mediaId)
      ? await tx
          .delete(roomTypeMedia)
          .where(and(eq(roomTypeMedia.roomTypeId, roomTypeId), eq(roomTypeMedia.mediaId, mediaId), eq(roomTypeMedia.role, role)))
          .returning({ mediaId: roomTypeMedia.mediaId })
      : [];
    if (gone.length === 0) return { ok: false, status: 404, error: 'The room type does not show this picture there' } as const;
    await recordAudit(tx, actor, { action: 'roomType.media.detach', entity: 'roomType', entityId: roomTypeId, before: { mediaId, role } });
    return { ok: true } as const;
  });
}

/** The pictures of a hotel's room types as the public answers show them, hero first then the gallery, by room type id. */
export async function shownMediaOfRoomTypes(
  db: Pick<Database, 'select'>,
  hotelId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<string, ShownMedia[]>> {
  const byRoom = new Map<string, ShownMedia[]>();
  const rows = await db
    .select({ roomTypeId: roomTypeMedia.roomTypeId, role: roomTypeMedia.role, ...recordColumns })
    .from(roomTypeMedia)
    .innerJoin(roomTypes, eq(roomTypes.id, roomTypeMedia.roomTypeId))
    .innerJoin(media, eq(media.id, roomTypeMedia.mediaId))
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypeMedia.roomTypeId), asc(roomTypeMedia.role), asc(roomTypeMedia.position), asc(media.id));
  // 'gallery' sorts before 'hero': the hero is put first here.
  for (const { roomTypeId, ...row } of rows) {
    const list = byRoom.get(roomTypeId) ?? [];
    const shown = shownAs(row, row.role, locale);
    if (row.role === 'hero') list.unshift(shown);
    else list.push(shown);
    byRoom.set(roomTypeId, list);
  }
  return byRoom;
}
