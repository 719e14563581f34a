import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { containing, refuse, type AdminOutcome, type Page } from './outcome';

/** A newsletter subscription as the admin sees it. */
export interface Subscriber {
  _id: string;
  email: string;
  subscribedAt: string;
}

export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found';

const toSubscriber = (row: typeof newsletterSubscriptions.$inferSelect): Subscriber => ({
  _id: row.id,
  email: row.email,
  subscribedAt: row.createdAt.toISOString(),
});

const newestFirst = [desc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id)];

/** Subscribers whose address holds `q` (any case), newest first, with the total that match. */
export async function listSubscribers(db: Database, { q, limit, offset }: { q?: string; limit: number; offset: number }): Promise<Page<Subscriber>> {
  const term = q?.trim();
  const where = term ? ilike(newsletterSubscriptions.email, containing(term)) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { items: rows.map(toSubscriber), total: totals?.total ?? 0, limit, offset };
}

/** Every subscriber, newest first, for the CSV export. */
export async function allSubscribers(db: Database): Promise<Subscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(...newestFirst);
  return rows.map(toSubscriber);
}

/**
 * Removes a subscription on the admin's word (the subscriber asked by mail or telephone), in one
 * transaction with its audit entry 'subscriber.unsubscribe'. The address may subscribe again.
 */
export async function removeSubscriber(db: Database, actor: Pick<User, '_id' | 'username'>, id: string): Promise<AdminOutcome<Subscriber>> {
  if (!isUuid(id)) return refuse(404, SUBSCRIBER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).returning();
    if (!removed) return refuse(404, SUBSCRIBER_NOT_FOUND);
    const subscriber = toSubscriber(removed);
    await recordAudit(tx, actor, {
      action: 'subscriber.unsubscribe',
      entity: 'subscriber',
      entityId: id,
      before: { email: subscriber.email, subscribedAt: subscriber.subscribedAt },
      after: null,
    });
    return { ok: true, value: subscriber } as const;
  });
}
