import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { auditLog } from '~/db/schema';
import type { Page } from './outcome';

/** An audit log entry as the admin reads it. */
export interface AuditRecord {
  _id: string;
  at: string;
  actorId: string | null;
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  entity?: string;
  action?: string;
  entityId?: string;
}

const toRecord = (row: typeof auditLog.$inferSelect): AuditRecord => ({
  _id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
});

/** The log, newest first, filtered by entity, action and entity id, a page at a time, with the total. */
export async function pageAudit(db: Database, filter: AuditFilter & { limit: number; offset: number }): Promise<Page<AuditRecord>> {
  const filters: SQL[] = [];
  if (filter.entity) filters.push(eq(auditLog.entity, filter.entity));
  if (filter.action) filters.push(eq(auditLog.action, filter.action));
  if (filter.entityId) filters.push(eq(auditLog.entityId, filter.entityId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [totals]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(filter.limit).offset(filter.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(toRecord), total: totals?.total ?? 0, limit: filter.limit, offset: filter.offset };
}

/** The entities and actions the log holds, for the filter's choices. */
export async function auditVocabulary(db: Database): Promise<{ entities: string[]; actions: string[] }> {
  const rows = await db.selectDistinct({ entity: auditLog.entity, action: auditLog.action }).from(auditLog);
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return { entities: sorted(rows.map((r) => r.entity)), actions: sorted(rows.map((r) => r.action)) };
}
