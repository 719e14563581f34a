import { asc, gte } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { events } from '~/db/schema';
import { inLanguage, type InLanguage } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { utcDay, type ResortEvent } from './event';

/** An event's texts a translated page shows in its language (the studio's EVENT_TRANSLATED). */
export const EVENT_TEXTS = ['title', 'location', 'category', 'description'] as const;
export type EventInLanguage = InLanguage<ResortEvent, (typeof EVENT_TEXTS)[number]>;

/** The most events one request returns. */
export const MAX_EVENTS = 100;

/**
 * Events on `today` (a UTC day) or later, soonest first, ties by title. A translated page
 * (`locale`) gets their texts in its language where the row has them, the others listed in
 * `english`; the API reads English, as before.
 */
export async function listUpcomingEvents(
  db: Database,
  { limit = MAX_EVENTS, today = utcDay(new Date()), locale = DEFAULT_LOCALE }: { limit?: number; today?: string; locale?: Locale } = {},
): Promise<EventInLanguage[]> {
  const rows = await db.select().from(events).where(gte(events.date, today)).orderBy(asc(events.date), asc(events.title)).limit(limit);
  return rows.map((row) =>
    inLanguage(
      {
        _id: row.id,
        title: row.title,
        date: row.date,
        location: row.location,
        description: row.description,
        category: row.category,
        image: row.image,
      },
      row.translations,
      locale,
      EVENT_TEXTS,
    ),
  );
}
