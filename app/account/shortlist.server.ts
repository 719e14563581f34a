import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels, recentlyViewedHotels, savedHotels } from '~/db/schema';
import { inLanguage, type ContentTranslations } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { isSlug } from '~/lib/slug';

/**
 * The guest's saved and recently viewed hotels, kept with the account once signed in so they follow
 * the guest from device to device. The browser keeps the same lists as slugs in `recentActivity`
 * (`savedProperties`, `recentlyViewed`); at sign-in the two are merged (docs/decisions/0016).
 */

/** The most hotels a guest keeps saved, and the recent visits kept. */
export const SAVED_MAX = 100;
export const RECENTLY_VIEWED_MAX = 12;

export interface ShortlistHotel {
  slug: string;
  name: string;
  city: string;
  country: string;
  image: string;
  averageRating: number;
  /** When it was saved or last viewed. */
  at: string;
  /** On a translated page, the place's names still in English (app/i18n/contentTranslations.ts). */
  english?: ('city' | 'country')[];
}

const hotelColumns = {
  slug: hotels.slug,
  name: hotels.name,
  city: hotels.city,
  country: hotels.country,
  image: hotels.image,
  averageRating: hotels.averageRating,
};

/** The hotels' translations, read only for a page in another language (the API and the export keep English). */
const translationsIn = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? sql<ContentTranslations | null>`null` : sql<ContentTranslations | null>`${hotels.translations}`.mapWith(hotels.translations);

const asShortlist = (
  rows: (Omit<ShortlistHotel, 'at' | 'english'> & { at: Date; translations: ContentTranslations | null })[],
  locale: Locale,
): ShortlistHotel[] =>
  rows.map(({ translations, ...row }) => ({
    ...inLanguage(row, translations, locale, ['city', 'country'] as const),
    averageRating: Math.round(row.averageRating * 100) / 100,
    at: row.at.toISOString(),
  }));

/** The saved hotels, the latest first; their places in `locale` (the account page's language). */
export async function listSaved(db: Database, userId: string, locale: Locale = DEFAULT_LOCALE): Promise<ShortlistHotel[]> {
  const rows = await db
    .select({ ...hotelColumns, translations: translationsIn(locale), at: savedHotels.savedAt })
    .from(savedHotels)
    .innerJoin(hotels, eq(hotels.id, savedHotels.hotelId))
    .where(eq(savedHotels.userId, userId))
    .orderBy(desc(savedHotels.savedAt), hotels.name);
  return asShortlist(rows, locale);
}

/** The hotels viewed lately, the latest first; their places in `locale`. */
export async function listRecentlyViewed(db: Database, userId: string, locale: Locale = DEFAULT_LOCALE): Promise<ShortlistHotel[]> {
  const rows = await db
    .select({ ...hotelColumns, translations: translationsIn(locale), at: recentlyViewedHotels.viewedAt })
    .from(recentlyViewedHotels)
    .innerJoin(hotels, eq(hotels.id, recentlyViewedHotels.hotelId))
    .where(eq(recentlyViewedHotels.userId, userId))
    .orderBy(desc(recentlyViewedHotels.viewedAt), hotels.name)
    .limit(RECENTLY_VIEWED_MAX);
  return asShortlist(rows, locale);
}

async function hotelIdsOf(db: Database, slugs: readonly string[]): Promise<Map<string, string>> {
  const wellFormed = [...new Set(slugs.filter(isSlug))];
  if (wellFormed.length === 0) return new Map();
  const rows = await db.select({ id: hotels.id, slug: hotels.slug }).from(hotels).where(inArray(hotels.slug, wellFormed));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export type ShortlistChange = { ok: true } | { ok: false; status: 404 | 409; error: string };

export const shortlistMessages = {
  unknownHotel: 'There is no hotel at that address',
  full: `You can save up to ${SAVED_MAX} hotels. Remove one to save another.`,
} as const;

/** Saves a hotel (saving it again changes nothing). */
export async function saveHotel(db: Database, userId: string, slug: string): Promise<ShortlistChange> {
  const id = (await hotelIdsOf(db, [slug])).get(slug);
  if (!id) return { ok: false, status: 404, error: shortlistMessages.unknownHotel };
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedHotels)
    .where(eq(savedHotels.userId, userId));
  if ((counted?.count ?? 0) >= SAVED_MAX) {
    const [already] = await db
      .select()
      .from(savedHotels)
      .where(and(eq(savedHotels.userId, userId), eq(savedHotels.hotelId, id)));
    if (!already) return { ok: false, status: 409, error: shortlistMessages.full };
  }
  await db.insert(savedHotels).values({ userId, hotelId: id }).onConflictDoNothing();
  return { ok: true };
}

/** Removes a saved hotel; removing one that is not saved changes nothing. */
export async function unsaveHotel(db: Database, userId: string, slug: string): Promise<ShortlistChange> {
  const id = (await hotelIdsOf(db, [slug])).get(slug);
  if (!id) return { ok: false, status: 404, error: shortlistMessages.unknownHotel };
  await db.delete(savedHotels).where(and(eq(savedHotels.userId, userId), eq(savedHotels.hotelId, id)));
  return { ok: true };
}

/** Notes a visit to a hotel page, keeping the latest RECENTLY_VIEWED_MAX hotels. */
export async function recordView(db: Database, userId: string, slug: string): Promise<ShortlistChange> {
  const id = (await hotelIdsOf(db, [slug])).get(slug);
  if (!id) return { ok: false, status: 404, error: shortlistMessages.unknownHotel };
  await db
    .insert(recentlyViewedHotels)
    .values({ userId, hotelId: id })
    .onConflictDoUpdate({ target: [recentlyViewedHotels.userId, recentlyViewedHotels.hotelId], set: { viewedAt: sql`now()` } });
  await trimRecentlyViewed(db, userId);
  return { ok: true };
}

async function trimRecentlyViewed(db: Database, userId: string) {
  const keep = db
    .select({ hotelId: recentlyViewedHotels.hotelId })
    .from(recentlyViewedHotels)
    .where(eq(recentlyViewedHotels.userId, userId))
    .orderBy(desc(recentlyViewedHotels.viewedAt))
    .limit(RECENTLY_VIEWED_MAX);
  await db.delete(recentlyViewedHotels).where(and(eq(recentlyViewedHotels.userId, userId), notInArray(recentlyViewedHotels.hotelId, keep)));
}

export interface BrowserActivity {
  /** The browser's `savedProperties` and `recentlyViewed` (slugs, most recent first). */
  savedProperties: string[];
  recentlyViewed: string[];
}

/**
 * Adds what the browser kept while signed out to the account (unknown slugs are dropped, the saved
 * limit holds) and answers the merged lists as slugs, for the browser to keep in turn.
 */
export async function mergeBrowserActivity(db: Database, userId: string, activity: BrowserActivity): Promise<BrowserActivity> {
  const ids = await hotelIdsOf(db, [...activity.savedProperties, ...activity.recentlyViewed]);
  const saved = await listSaved(db, userId);
  const room = Math.max(0, SAVED_MAX - saved.length);
  const toSave = activity.savedProperties.filter((slug) => ids.has(slug) && !saved.some((s) => s.slug === slug)).slice(0, room);
  if (toSave.length > 0) {
    await db
      .insert(savedHotels)
      .values(toSave.map((slug) => ({ userId, hotelId: ids.get(slug)! })))
      .onConflictDoNothing();
  }
  // Visits from this browser count as the newest, in the browser's order.
  const viewed = [...new Set(activity.recentlyViewed.filter((slug) => ids.has(slug)))].slice(0, RECENTLY_VIEWED_MAX).reverse();
  for (const [i, slug] of viewed.entries()) {
    await db
      .insert(recentlyViewedHotels)
      .values({ userId, hotelId: ids.get(slug)!, viewedAt: sql`now() + make_interval(secs => ${i} * 0.001)` })
      .onConflictDoUpdate({
        target: [recentlyViewedHotels.userId, recentlyViewedHotels.hotelId],
        set: { viewedAt: sql`greatest(${recentlyViewedHotels.viewedAt}, excluded.viewed_at)` },
      });
  }
  if (viewed.length > 0) await trimRecentlyViewed(db, userId);
  const [mergedSaved, mergedViewed] = await Promise.all([listSaved(db, userId), listRecentlyViewed(db, userId)]);
  return { savedProperties: mergedSaved.map((h) => h.slug), recentlyViewed: mergedViewed.map((h) => h.slug) };
}

/** A hotel's name by slug, for a notice; null when no hotel has it. */
export async function hotelNameOf(db: Database, slug: string): Promise<string | null> {
  if (!isSlug(slug)) return null;
  const [row] = await db.select({ name: hotels.name }).from(hotels).where(eq(hotels.slug, slug)).limit(1);
  return row?.name ?? null;
}
