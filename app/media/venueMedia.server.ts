/**
 * A venue's pictures (a restaurant, the spa), as a hotel's (app/media/hotelMedia.server.ts): one
 * hero (a new one replaces it; the venue's page opens on it) and a gallery in order. Each write
 * locks the venue's row and commits with its audit entry; the venue_media trigger bumps the
 * content version (drizzle/0034_room_type_and_venue_media.sql).
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { media, venueMedia, venues } from '~/db/schema';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { isUuid } from '~/lib/ids';
import type { MediaRole, PlaceOutcome } from './hotelMedia.server';
import { MEDIA_NOT_FOUND, recordColumns, shownAs, type ShownMedia } from './media.server';

type Actor = Pick<User, '_id' | 'username'>;
const VENUE_NOT_FOUND = { ok: false, status: 404, error: 'Venue not found' } as const;

async function lockVenue(tx: Pick<Database, 'select'>, venueId: string): Promise<boolean> {
  if (!isUuid(venueId)) return false;
  const [row] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).for('update');
  return Boolean(row);
}

/** Shows a picture as the venue's hero (replacing the one before) or last in its gallery. */
export async function attachToVenue(db: Database, actor: Actor, venueId: string, mediaId: string, role: MediaRole): Promise<PlaceOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockVenue(tx, venueId))) return VENUE_NOT_FOUND;
    const [picture] = isUuid(mediaId) ? await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId)) : [];
    if (!picture) return { ok: false, status: 404, error: MEDIA_NOT_FOUND } as const;
    const mine = and(eq(venueMedia.venueId, venueId), eq(venueMedia.role, role));
    if (role === 'hero') await tx.delete(venueMedia).where(mine);
    const [last] = await tx
      .select({ position: max(venueMedia.position) })
      .from(venueMedia)
      .where(mine);
    await tx
      .insert(venueMedia)
      .values({ venueId, mediaId, role, position: (last?.position ?? -1) + 1 })
      .onConflictDoNothing();
    await recordAudit(tx, actor, { action: 'venue.media.attach', entity: 'venue', entityId: venueId, after: { mediaId, role } });
    return { ok: true } as const;
  });
}

/** Takes a picture out of the venue's hero or gallery (the picture stays in the library). */
export async function detachFromVenue(db: Database, actor: Actor, venueId: string, mediaId: string, role: MediaRole): Promise<PlaceOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockVenue(tx, venueId))) return VENUE_NOT_FOUND;
    const gone = isUuid(mediaId)
      ? await tx
          .delete(venueMedia)
          .where(and(eq(venueMedia.venueId, venueId), eq(venueMedia.mediaId, mediaId), eq(venueMedia.role, role)))
          .returning({ mediaId: venueMedia.mediaId })
      : [];
    if (gone.length === 0) return { ok: false, status: 404, error: 'The venue does not show this picture there' } as const;
    await recordAudit(tx, actor, { action: 'venue.media.detach', entity: 'venue', entityId: venueId, before: { mediaId, role } });
    return { ok: true } as const;
  });
}

/** The venues' pictures as the public answers show them, hero first then the gallery, by venue id. */
export async function shownMediaOfVenues(
  db: Pick<Database, 'select'>,
  venueIds: string[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<string, ShownMedia[]>> {
  const byVenue = new Map<string, ShownMedia[]>();
  if (venueIds.length === 0) return byVenue;
  const rows = await db
    .select({ venueId: venueMedia.venueId, role: venueMedia.role, ...recordColumns })
    .from(venueMedia)
    .innerJoin(media, eq(media.id, venueMedia.mediaId))
    .where(inArray(venueMedia.venueId, venueIds))
    .orderBy(asc(venueMedia.venueId), asc(venueMedia.role), asc(venueMedia.position), asc(media.id));
  // 'gallery' sorts before 'hero': the hero is put first here.
  for (const { venueId, ...row } of rows) {
    const list = byVenue.get(venueId) ?? [];
    const shown = shownAs(row, row.role, locale);
    if (row.role === 'hero') list.unshift(shown);
    else list.push(shown);
    byVenue.set(venueId, list);
  }
  return byVenue;
}
