import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { contactMessages, hotels, users, type ContactCategory, type MessageStatus } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { internalNoteProblem, MESSAGES_PER_PAGE, type StatusFilter } from './note';

/**
 * The concierge's inbox of contact messages (docs/product/requirements.md section 5): the list by
 * status, category and hotel, one message, and the two writes (status, internal note), each kept
 * in the audit log in the transaction that makes it.
 */

export interface MessageSummary {
  _id: string;
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  hotel: { _id: string; name: string; slug: string } | null;
  status: MessageStatus;
  createdAt: string;
}

export interface MessageDetail extends MessageSummary {
  phone: string | null;
  message: string;
  /** The signed-in account that sent it, if any (and not deleted since). */
  account: { _id: string; username: string; email: string } | null;
  handledAt: string | null;
  handledBy: { _id: string; username: string } | null;
  internalNote: string | null;
}

export interface MessageQuery {
  category?: ContactCategory;
  /** A hotel's slug. */
  hotel?: string;
  status?: StatusFilter;
  limit?: number;
  offset?: number;
}

const summaryColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  category: contactMessages.category,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
  hotelId: hotels.id,
  hotelName: hotels.name,
  hotelSlug: hotels.slug,
};

interface SummaryRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  status: MessageStatus;
  createdAt: Date;
  hotelId: string | null;
  hotelName: string | null;
  hotelSlug: string | null;
}

const toSummary = (row: SummaryRow): MessageSummary => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  category: row.category,
  hotel: row.hotelId && row.hotelName && row.hotelSlug ? { _id: row.hotelId, name: row.hotelName, slug: row.hotelSlug } : null,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

function filtersOf({ category, hotel, status = 'open' }: MessageQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (category) filters.push(eq(contactMessages.category, category));
  if (hotel) filters.push(eq(hotels.slug, hotel));
  if (status !== 'all') filters.push(eq(contactMessages.status, status));
  return filters.length ? and(...filters) : undefined;
}

/** One page of messages, newest first, with how many match in all. */
export async function listMessages(db: Database, query: MessageQuery = {}): Promise<{ items: MessageSummary[]; total: number }> {
  const { limit = MESSAGES_PER_PAGE, offset = 0 } = query;
  const where = filtersOf(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(contactMessages)
      .leftJoin(hotels, eq(hotels.id, contactMessages.hotelId))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(contactMessages).leftJoin(hotels, eq(hotels.id, contactMessages.hotelId)).where(where),
  ]);
  return { items: rows.map(toSummary), total: counted?.total ?? 0 };
}

/** How many messages wait for an answer. */
export async function countOpenMessages(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, 'open'));
  return row?.total ?? 0;
}

/** The hotels a message can be about, for the filter's select. */
export async function hotelChoices(db: Database): Promise<{ slug: string; name: string }[]> {
  return db.select({ slug: hotels.slug, name: hotels.name }).from(hotels).orderBy(asc(hotels.name)).limit(500);
}

const sender = alias(users, 'sender');
const handler = alias(users, 'handler');

/** One message with everything the concierge needs to answer it; null for an unknown or malformed id. */
export async function findMessage(db: Database, id: string): Promise<MessageDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...summaryColumns,
      phone: contactMessages.phone,
      message: contactMessages.message,
      accountId: sender.id,
      accountName: sender.username,
      accountEmail: sender.email,
      handledAt: contactMessages.handledAt,
      handlerId: handler.id,
      handlerName: handler.username,
      internalNote: contactMessages.internalNote,
    })
    .from(contactMessages)
    .leftJoin(hotels, eq(hotels.id, contactMessages.hotelId))
    .leftJoin(sender, eq(sender.id, contactMessages.userId))
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id))
    .limit(1);
  if (!row) return null;
  return {
    ...toSummary(row),
    phone: row.phone,
    message: row.message,
    account: row.accountId && row.accountName && row.accountEmail ? { _id: row.accountId, username: row.accountName, email: row.accountEmail } : null,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handlerId && row.handlerName ? { _id: row.handlerId, username: row.handlerName } : null,
    internalNote: row.internalNote,
  };
}

export interface MessageChange {
  status?: MessageStatus;
  /** The new note; '' (or blank) clears it. Line breaks may come as CRLF. */
  internalNote?: string;
}

export type MessageOutcome = { ok: true; value: MessageDetail } | { ok: false; status: 400 | 404; error: string };

export const MESSAGE_NOT_FOUND = 'Message not found';

/**
 * Marks a message handled or open again and/or sets its internal note, in one transaction with the
 * row locked; each change that does something is audited there ('message.handled',
 * 'message.reopened', 'message.note'). Handling records when and by whom; reopening clears both.
 */
export async function changeMessage(db: Database, actor: Pick<User, '_id' | 'username'>, id: string, change: MessageChange): Promise<MessageOutcome> {
  const note = change.internalNote === undefined ? undefined : change.internalNote.replace(/\r\n?/g, '\n');
  if (note !== undefined) {
    const problem = internalNoteProblem(note);
    if (problem) return { ok: false, status: 400, error: problem };
  }
  if (!isUuid(id)) return { ok: false, status: 404, error: MESSAGE_NOT_FOUND };
  const found = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: contactMessages.status,
        handledAt: contactMessages.handledAt,
        handledBy: contactMessages.handledBy,
        internalNote: contactMessages.internalNote,
      })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!current) return false;
    const audit = (action: string, before: unknown, after: unknown) => recordAudit(tx, actor, { action, entity: 'message', entityId: id, before, after });
    if (change.status && change.status !== current.status) {
      const handling = change.status === 'handled';
      const after = { status: change.status, handledAt: handling ? new Date() : null, handledBy: handling ? actor._id : null };
      await tx.update(contactMessages).set(after).where(eq(contactMessages.id, id));
      const before = { status: current.status, handledAt: current.handledAt, handledBy: current.handledBy };
      await audit(handling ? 'message.handled' : 'message.reopened', before, after);
    }
    if (note !== undefined) {
      const internalNote = note.trim() ? note : null;
      if (internalNote !== current.internalNote) {
        await tx.update(contactMessages).set({ internalNote }).where(eq(contactMessages.id, id));
        await audit('message.note', { internalNote: current.internalNote }, { internalNote });
      }
    }
    return true;
  });
  if (!found) return { ok: false, status: 404, error: MESSAGE_NOT_FOUND };
  return { ok: true, value: (await findMessage(db, id))! };
}
