/**
 * The picture library (docs/decisions/0044-media-storage.md): storing an upload once, changing its
 * alt texts, focal point and decorative flag, deleting it. Every write and its audit entry commit
 * in one transaction; a picture is one row, so a process killed mid-upload leaves nothing behind.
 */
import { eq, sql } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { media, type AltTexts } from '~/db/schema';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '~/i18n/locales';
import { isUuid } from '~/lib/ids';
import { preparePicture } from '~/lib/image.server';
import { sourcesOf, type ShownMedia } from './sources';

type Actor = Pick<User, '_id' | 'username'>;

export const MEDIA_NOT_FOUND = 'Picture not found';
export const MAX_ALT_LENGTH = 300;

/** A picture as staff and the API see it (never its bytes). */
export interface MediaRecord {
  id: string;
  sha256: string;
  mime: string;
  width: number;
  height: number;
  alt: AltTexts;
  decorative: boolean;
  focalX: number;
  focalY: number;
  placeholder: string;
  color: string;
}

export const recordColumns = {
  id: media.id,
  sha256: media.sha256,
  mime: media.mime,
  width: media.width,
  height: media.height,
  alt: media.alt,
  decorative: media.decorative,
  focalX: media.focalX,
  focalY: media.focalY,
  placeholder: media.placeholder,
  color: media.color,
};

/** The upload API's answer: the picture's id, size and every variant. */
export const uploadAnswer = (record: MediaRecord) => ({
  _id: record.id,
  width: record.width,
  height: record.height,
  sources: sourcesOf(record.sha256, record.width),
});

/**
 * Checks, rewrites and stores an upload (PictureRefused when refused: nothing stored). The same
 * picture uploaded again, even at the same moment, is the row already there (`created: false`);
 * an alt text given then fills only an English text the picture lacks.
 */
export async function storeUpload(
  db: Database,
  actor: Actor,
  input: Uint8Array,
  { alt }: { alt?: string } = {},
): Promise<{ record: MediaRecord; created: boolean }> {
  const picture = await preparePicture(input);
  const altTexts: AltTexts = alt?.trim() ? { [DEFAULT_LOCALE]: alt.trim() } : {};
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(media)
      .values({ ...picture, alt: altTexts, createdBy: actor._id })
      .onConflictDoNothing({ target: media.sha256 })
      .returning(recordColumns);
    if (inserted) {
      await recordAudit(tx, actor, { action: 'media.create', entity: 'media', entityId: inserted.id, after: { ...inserted, placeholder: undefined } });
      return { record: inserted, created: true };
    }
    const [existing] = await tx.select(recordColumns).from(media).where(eq(media.sha256, picture.sha256));
    if (altTexts.en && !existing!.alt.en) {
      const [updated] = await tx
        .update(media)
        .set({ alt: sql`${media.alt} || ${JSON.stringify(altTexts)}::jsonb` })
        .where(eq(media.id, existing!.id))
        .returning(recordColumns);
      return { record: updated!, created: false };
    }
    return { record: existing!, created: false };
  });
}

export async function findMedia(db: Database, id: string): Promise<MediaRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(recordColumns).from(media).where(eq(media.id, id));
  return row ?? null;
}

export interface MediaChanges {
  /** Alt texts by language; an empty text removes that language's. */
  alt?: Partial<Record<Locale, string>>;
  decorative?: boolean;
  focalPoint?: { x: number; y: number };
}

/** Changes a picture's alt texts, decorative flag or focal point; null when there is no such picture. */
export async function updateMedia(db: Database, actor: Actor, id: string, changes: MediaChanges): Promise<MediaRecord | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [before] = await tx.select(recordColumns).from(media).where(eq(media.id, id)).for('update');
    if (!before) return null;
    const alt: AltTexts = { ...before.alt };
    for (const [locale, text] of Object.entries(changes.alt ?? {})) {
      if (!LOCALES.includes(locale as Locale)) continue;
      if (text?.trim()) alt[locale] = text.trim();
      else delete alt[locale];
    }
    const [after] = await tx
      .update(media)
      .set({
        alt,
        ...(changes.decorative === undefined ? {} : { decorative: changes.decorative }),
        ...(changes.focalPoint ? { focalX: changes.focalPoint.x, focalY: changes.focalPoint.y } : {}),
      })
      .where(eq(media.id, id))
      .returning(recordColumns);
    await recordAudit(tx, actor, {
      action: 'media.update',
      entity: 'media',
      entityId: id,
      before: { ...before, placeholder: undefined },
      after: { ...after, placeholder: undefined },
    });
    return after!;
  });
}

/** Deletes a picture: it leaves every hotel that showed it. False when there was no such picture. */
export async function deleteMedia(db: Database, actor: Actor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(media).where(eq(media.id, id)).returning(recordColumns);
    if (!gone) return false;
    await recordAudit(tx, actor, { action: 'media.delete', entity: 'media', entityId: id, before: { ...gone, placeholder: undefined } });
    return true;
  });
}

/** A record as shown in `locale`, in `role`. */
export type { ShownMedia };

export function shownAs(record: Omit<MediaRecord, 'id' | 'mime'>, role: ShownMedia['role'], locale: Locale = DEFAULT_LOCALE): ShownMedia {
  const own = record.decorative ? '' : record.alt[locale];
  const fallback = record.decorative ? '' : (record.alt[DEFAULT_LOCALE] ?? '');
  return {
    role,
    alt: own ?? fallback,
    ...(own === undefined && fallback && locale !== DEFAULT_LOCALE ? { altLang: 'en' as const } : {}),
    decorative: record.decorative,
    width: record.width,
    height: record.height,
    focalPoint: { x: record.focalX, y: record.focalY },
    placeholder: record.placeholder,
    color: record.color,
    sources: sourcesOf(record.sha256, record.width),
  };
}
