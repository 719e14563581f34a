import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { auditLog } from '~/db/schema';

/** A staff write as the audit log keeps it (docs/decisions/0016-back-office-and-account.md). */
export interface AuditEntry {
  /** `entity.verb`, e.g. 'event.create', 'hotel.update', 'user.role', 'message.handled'. */
  action: string;
  entity: string;
  entityId?: string | null;
  /** The record before the write (null for a creation) and after it (null for a deletion). */
  before?: unknown;
  after?: unknown;
}

/** Dates become ISO strings and undefined fields disappear, as they would in any JSON column. */
const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.parse(JSON.stringify(value)));

/**
 * Records a staff write. Call it with the transaction that makes the change, so the entry and the
 * change are kept or lost together.
 */
export async function recordAudit(db: Database, actor: Pick<User, '_id' | 'username'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor._id,
    actorName: [...actor.username].slice(0, 30).join(''),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: asJson(entry.before),
    after: asJson(entry.after),
  });
}

export interface AuditQuery {
  entity?: string;
  entityId?: string;
  limit?: number;
  offset?: number;
}

/** The log, newest first. */
export async function listAudit(db: Database, { entity, entityId, limit = 50, offset = 0 }: AuditQuery = {}) {
  const filters: SQL[] = [];
  if (entity) filters.push(eq(auditLog.entity, entity));
  if (entityId) filters.push(eq(auditLog.entityId, entityId));
  return db
    .select()
    .from(auditLog)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}
