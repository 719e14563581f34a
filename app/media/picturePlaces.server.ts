/**
 * Where a picture shows: a hotel's, a room type's, a venue's, an offer's or a blog post's hero (a
 * new one replaces it) and gallery, in the order staff chose. Each write locks the owner's row, so
 * two editors moving pictures at once take turns, and commits with its audit entry; the placement
 * tables' triggers bump the content version (drizzle/0033_media.sql,
 * 0034_room_type_and_venue_media.sql, 0036_offer_and_post_media.sql).
 */
import { and, asc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { hotelMedia, hotels, media, offerMedia, offers, postMedia, posts, roomTypeMedia, roomTypes, venueMedia, venues } from '~/db/schema';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { isUuid } from '~/lib/ids';
import { MEDIA_NOT_FOUND, recordColumns, shownAs, type MediaRecord, type ShownMedia } from './media.server';

type Actor = Pick<User, '_id' | 'username'>;
export type MediaRole = 'hero' | 'gallery';
export const MEDIA_ROLES = ['hero', 'gallery'] as const;
export type PlaceOutcome = { ok: true } | { ok: false; status: 404; error: string };
export type PlacedMedia = MediaRecord & { role: MediaRole };

type PlacementTable = typeof hotelMedia | typeof roomTypeMedia | typeof venueMedia | typeof offerMedia | typeof postMedia;
type OwnerTable = typeof hotels | typeof roomTypes | typeof venues | typeof offers | typeof posts;

interface Owner {
  table: PlacementTable;
  owners: OwnerTable;
  /** The audit entries' entity, and their actions' prefix (`hotel.media.attach`). */
  entity: 'hotel' | 'roomType' | 'venue' | 'offer' | 'post';
  notFound: string;
  notShown: string;
  notInGallery: string;
}

/** The pictures' places of one kind of owner: showing, taking out, reordering and reading them. */
function picturePlaces({ table, owners, entity, notFound, notShown, notInGallery }: Owner) {
  const missingOwner = { ok: false, status: 404, error: notFound } as const;
  const mine = (ownerId: string, role: MediaRole) => and(eq(table.ownerId, ownerId), eq(table.role, role));

  async function lockOwner(tx: Pick<Database, 'select'>, ownerId: string): Promise<boolean> {
    if (!isUuid(ownerId)) return false;
    const [row] = await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for('update');
    return Boolean(row);
  }

  /** Shows a picture as the owner's hero (replacing the one before) or last in its gallery. */
  async function attach(db: Database, actor: Actor, ownerId: string, mediaId: string, role: MediaRole): Promise<PlaceOutcome> {
    return db.transaction(async (tx) => {
      if (!(await lockOwner(tx, ownerId))) return missingOwner;
      const [picture] = isUuid(mediaId) ? await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId)) : [];
      if (!picture) return { ok: false, status: 404, error: MEDIA_NOT_FOUND } as const;
      if (role === 'hero') await tx.delete(table).where(mine(ownerId, role));
      const [last] = await tx
        .select({ position: max(table.position) })
        .from(table)
        .where(mine(ownerId, role));
      await tx
        .insert(table)
        .values({ ownerId, mediaId, role, position: (last?.position ?? -1) + 1 })
        .onConflictDoNothing();
      await recordAudit(tx, actor, { action: `${entity}.media.attach`, entity, entityId: ownerId, after: { mediaId, role } });
      return { ok: true } as const;
    });
  }

  /** Takes a picture out of the owner's hero or gallery (the picture stays in the library). */
  async function detach(db: Database, actor: Actor, ownerId: string, mediaId: string, role: MediaRole): Promise<PlaceOutcome> {
    return db.transaction(async (tx) => {
      if (!(await lockOwner(tx, ownerId))) return missingOwner;
      const gone = isUuid(mediaId)
        ? await tx
            .delete(table)
            .where(and(mine(ownerId, role), eq(table.mediaId, mediaId)))
            .returning({ mediaId: table.mediaId })
        : [];
      if (gone.length === 0) return { ok: false, status: 404, error: notShown } as const;
      await recordAudit(tx, actor, { action: `${entity}.media.detach`, entity, entityId: ownerId, before: { mediaId, role } });
      return { ok: true } as const;
    });
  }

  /** Moves a gallery picture one place earlier (`up`) or later; at either end nothing changes. */
  async function move(db: Database, actor: Actor, ownerId: string, mediaId: string, direction: 'up' | 'down'): Promise<PlaceOutcome> {
    return db.transaction(async (tx) => {
      if (!(await lockOwner(tx, ownerId))) return missingOwner;
      const order = await tx.select({ mediaId: table.mediaId }).from(table).where(mine(ownerId, 'gallery')).orderBy(asc(table.position), asc(table.mediaId));
      const at = order.findIndex((row) => row.mediaId === mediaId);
      if (at < 0) return { ok: false, status: 404, error: notInGallery } as const;
      const to = direction === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= order.length) return { ok: true } as const;
      const ids = order.map((row) => row.mediaId);
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      // Positions written again 0..n-1: gaps and ties from before are gone too.
      for (const [position, id] of ids.entries()) {
        await tx
          .update(table)
          .set({ position })
          .where(and(mine(ownerId, 'gallery'), eq(table.mediaId, id)));
      }
      await recordAudit(tx, actor, { action: `${entity}.media.move`, entity, entityId: ownerId, after: { mediaId, direction } });
      return { ok: true } as const;
    });
  }

  /** The owners' pictures, hero first then the gallery in order, by owner id (`owned` picks the owners). */
  async function placed(db: Pick<Database, 'select'>, owned: SQL): Promise<Map<string, PlacedMedia[]>> {
    const byOwner = new Map<string, PlacedMedia[]>();
    const rows = await db
      .select({ ownerId: table.ownerId, role: table.role, ...recordColumns })
      .from(table)
      .innerJoin(media, eq(media.id, table.mediaId))
      .where(owned)
      .orderBy(asc(table.ownerId), asc(table.role), asc(table.position), asc(media.id));
    // 'gallery' sorts before 'hero': the hero is put first here.
    for (const { ownerId, ...row } of rows) {
      const list = byOwner.get(ownerId) ?? [];
      if (row.role === 'hero') list.unshift(row);
      else list.push(row);
      byOwner.set(ownerId, list);
    }
    return byOwner;
  }

  /** The pictures of the owners with these ids. */
  async function ofOwners(db: Pick<Database, 'select'>, ownerIds: string[]): Promise<Map<string, PlacedMedia[]>> {
    return ownerIds.length === 0 ? new Map() : placed(db, inArray(table.ownerId, ownerIds));
  }

  /** One owner's pictures, as the public pages and answers show them. */
  async function shownOf(db: Pick<Database, 'select'>, ownerId: string, locale: Locale = DEFAULT_LOCALE): Promise<ShownMedia[]> {
    return shown((await ofOwners(db, [ownerId])).get(ownerId) ?? [], locale);
  }

  /** The owners (as the public answers and pages carry them) with their pictures, hero first, in `locale`. */
  async function withMedia<T extends { _id: string }>(db: Pick<Database, 'select'>, list: T[], locale: Locale = DEFAULT_LOCALE) {
    const byOwner = shownByOwner(
      await ofOwners(
        db,
        list.map((owner) => owner._id),
      ),
      locale,
    );
    return list.map((owner) => ({ ...owner, media: byOwner.get(owner._id) ?? [] }));
  }

  /** Is this picture shown by the owner, in either role? */
  async function shows(db: Pick<Database, 'select'>, ownerId: string, mediaId: string): Promise<boolean> {
    if (!isUuid(ownerId) || !isUuid(mediaId)) return false;
    const [row] = await db
      .select({ mediaId: table.mediaId })
      .from(table)
      .where(and(eq(table.ownerId, ownerId), eq(table.mediaId, mediaId)))
      .limit(1);
    return Boolean(row);
  }

  return { attach, detach, move, placed, ofOwners, shownOf, withMedia, shows };
}

/** One kind of owner's picture places (`hotelPictures`, `venuePictures`...). */
export type PicturePlaces = ReturnType<typeof picturePlaces>;

const shown = (list: PlacedMedia[], locale: Locale) => list.map((row) => shownAs(row, row.role, locale));

/** Shown as public answers show them, by owner id. */
export function shownByOwner(byOwner: Map<string, PlacedMedia[]>, locale: Locale = DEFAULT_LOCALE): Map<string, ShownMedia[]> {
  return new Map([...byOwner].map(([ownerId, list]) => [ownerId, shown(list, locale)]));
}

export const hotelPictures = picturePlaces({
  table: hotelMedia,
  owners: hotels,
  entity: 'hotel',
  notFound: 'Hotel not found',
  notShown: 'The hotel does not show this picture there',
  notInGallery: 'The hotel’s gallery does not show this picture',
});

export const roomTypePictures = picturePlaces({
  table: roomTypeMedia,
  owners: roomTypes,
  entity: 'roomType',
  notFound: 'Room type not found',
  notShown: 'The room type does not show this picture there',
  notInGallery: 'The room type’s gallery does not show this picture',
});

export const venuePictures = picturePlaces({
  table: venueMedia,
  owners: venues,
  entity: 'venue',
  notFound: 'Venue not found',
  notShown: 'The venue does not show this picture there',
  notInGallery: 'The venue’s gallery does not show this picture',
});

export const offerPictures = picturePlaces({
  table: offerMedia,
  owners: offers,
  entity: 'offer',
  notFound: 'Offer not found',
  notShown: 'The offer does not show this picture there',
  notInGallery: 'The offer’s gallery does not show this picture',
});

export const postPictures = picturePlaces({
  table: postMedia,
  owners: posts,
  entity: 'post',
  notFound: 'Post not found',
  notShown: 'The post does not show this picture there',
  notInGallery: 'The post’s gallery does not show this picture',
});

/** The pictures of a hotel's room types as the public answers show them, by room type id. */
export async function shownMediaOfRoomTypes(db: Pick<Database, 'select'>, hotelId: string, locale: Locale = DEFAULT_LOCALE) {
  const ofHotel = db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.hotelId, hotelId));
  return shownByOwner(await roomTypePictures.placed(db, inArray(roomTypeMedia.ownerId, ofHotel)), locale);
}
