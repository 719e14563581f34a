import { asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import type { ContentTranslations } from '~/i18n/contentTranslations';
import { events } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { utcDay, type ResortEvent } from './event';
import type { EventInput } from './eventInput.server';

/**
 * The editors' writes to the events (docs/product/requirements.md, back office). Each change and
 * its audit entry commit in one transaction; the events table's trigger bumps the content version
 * (drizzle/0003_events.sql), so the cached /events page and GET /api/events are dropped at once.
 */

type Actor = Pick<User, '_id' | 'username'>;
type Row = typeof events.$inferSelect;

const toEvent = (row: Row): ResortEvent => ({
  _id: row.id,
  title: row.title,
  date: row.date,
  location: row.location,
  description: row.description,
  category: row.category,
  image: row.image,
});

/** How many past events the studio lists (newest first). */
export const PAST_EVENTS_SHOWN = 50;

/** Every upcoming event (soonest first) and the latest past ones (newest first). */
export async function listEventsForStudio(db: Database, today = utcDay(new Date())) {
  const [upcoming, past] = await Promise.all([
    db.select().from(events).where(gte(events.date, today)).orderBy(asc(events.date), asc(events.title)).limit(500),
    db.select().from(events).where(lt(events.date, today)).orderBy(desc(events.date), asc(events.title)).limit(PAST_EVENTS_SHOWN),
  ]);
  return { upcoming: upcoming.map(toEvent), past: past.map(toEvent) };
}

export async function findEvent(db: Database, id: string): Promise<ResortEvent | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ? toEvent(row) : null;
}

/** An event's texts in the other languages, for the studio's side-by-side form. */
export async function findEventTranslations(db: Database, id: string): Promise<ContentTranslations> {
  if (!isUuid(id)) return {};
  const [row] = await db.select({ translations: events.translations }).from(events).where(eq(events.id, id)).limit(1);
  return row?.translations ?? {};
}

export async function createEvent(db: Database, actor: Actor, input: EventInput): Promise<ResortEvent> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(events).values(input).returning();
    const created = toEvent(row!);
    await recordAudit(tx, actor, { action: 'event.create', entity: 'event', entityId: created._id, before: null, after: created });
    return created;
  });
}

/** Changes the given fields; null for an unknown id. */
export async function updateEvent(db: Database, actor: Actor, id: string, changes: Partial<EventInput>): Promise<ResortEvent | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!current) return null;
    const [row] = await tx.update(events).set(changes).where(eq(events.id, id)).returning();
    const updated = toEvent(row!);
    await recordAudit(tx, actor, { action: 'event.update', entity: 'event', entityId: id, before: toEvent(current), after: updated });
    return updated;
  });
}

/** The deleted event; null for an unknown id. */
export async function deleteEvent(db: Database, actor: Actor, id: string): Promise<ResortEvent | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(events).where(eq(events.id, id)).returning();
    if (!row) return null;
    const deleted = toEvent(row);
    await recordAudit(tx, actor, { action: 'event.delete', entity: 'event', entityId: id, before: deleted, after: null });
    return deleted;
  });
}
