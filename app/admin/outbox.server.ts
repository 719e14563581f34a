import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { outbox } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import type { Page } from './outcome';

/** A mail in the outbox list: what it was, to whom, and how its sending went. */
export interface OutboxEntry {
  _id: string;
  to: string;
  subject: string;
  kind: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** One mail opened: its text body too (the stored HTML is never shown). */
export interface OutboxMail extends OutboxEntry {
  text: string;
}

const entryColumns = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  kind: outbox.kind,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  error: outbox.error,
};

const toEntry = (row: { id: string; to: string; subject: string; kind: string; createdAt: Date; sentAt: Date | null; error: string | null }): OutboxEntry => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  error: row.error,
});

/** The outbox, newest first, a page at a time. */
export async function pageOutbox(db: Database, { limit, offset }: { limit: number; offset: number }): Promise<Page<OutboxEntry>> {
  const [rows, [totals]] = await Promise.all([
    db.select(entryColumns).from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(outbox),
  ]);
  return { items: rows.map(toEntry), total: totals?.total ?? 0, limit, offset };
}

export async function findOutboxMail(db: Database, id: string): Promise<OutboxMail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ...entryColumns, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.id, id))
    .limit(1);
  return row ? { ...toEntry(row), text: row.text } : null;
}
