import { asc, gte } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { events } from '~/db/schema';
import { utcDay, type ResortEvent } from './event';

/** The most events one request returns. */
export const MAX_EVENTS = 100;

/** Events on `today` (a UTC day) or later, soonest first, ties by title. */
export async function listUpcomingEvents(
  db: Database,
  { limit = MAX_EVENTS, today = utcDay(new Date()) }: { limit?: number; today?: string } = {},
): Promise<ResortEvent[]> {
  const rows = await db.select().from(events).where(gte(events.date, today)).orderBy(asc(events.date), asc(events.title)).limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    date: row.date,
    location: row.location,
    description: row.description,
    category: row.category,
    image: row.image,
  }));
}
