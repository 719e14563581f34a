import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { sessions, users, type Role } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { containing, refuse, type AdminOutcome, type Page } from './outcome';

/** An account as the admin sees it: never its password hash. */
export interface ManagedUser {
  _id: string;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
  /** When an admin disabled it; null while it is active. */
  disabledAt: string | null;
}

export const USER_NOT_FOUND = 'User not found';

export const adminMessages = {
  ownRole: 'You cannot change your own role. Ask another admin.',
  ownAccount: 'You cannot disable your own account. Ask another admin.',
  lastAdmin: (name: string) => `${name} is the last active admin: make another account admin first.`,
};

// Only these columns are ever read here, so a password hash cannot reach a page, the API or the log.
const managedColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
};

type ManagedRow = { id: string; username: string; email: string; role: Role; createdAt: Date; disabledAt: Date | null };

const toManaged = (row: ManagedRow): ManagedUser => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

/** Accounts whose username or email holds `q` (any case), newest first. */
export async function searchUsers(db: Database, { q, limit, offset }: { q?: string; limit: number; offset: number }): Promise<Page<ManagedUser>> {
  const term = q?.trim();
  const where: SQL | undefined = term ? or(ilike(users.username, containing(term)), ilike(users.email, containing(term))) : undefined;
  const [rows, [totals]] = await Promise.all([
    db.select(managedColumns).from(users).where(where).orderBy(desc(users.createdAt), asc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toManaged), total: totals?.total ?? 0, limit, offset };
}

export async function findManagedUser(db: Database, id: string): Promise<ManagedUser | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(managedColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toManaged(row) : null;
}

export interface UserChange {
  role?: Role;
  /** true disables the account (and ends its sessions), false enables it again. */
  disabled?: boolean;
}

/**
 * Changes an account's role and/or disables or enables it, in one transaction with its audit
 * entries ('user.role', 'user.disabled', 'user.enabled'). Disabling ends every session of the
 * account in the same transaction. Refused: changing one's own account (403), and leaving the
 * site without an active admin (409), checked with the active admins' rows locked, so two admins
 * demoting each other at once cannot both succeed. A change to what already is writes nothing.
 */
export async function changeUser(db: Database, actor: Pick<User, '_id' | 'username'>, id: string, change: UserChange): Promise<AdminOutcome<ManagedUser>> {
  if (!isUuid(id)) return refuse(404, USER_NOT_FOUND);
  const mayRemoveAnAdmin = (change.role !== undefined && change.role !== 'admin') || change.disabled === true;
  return db.transaction(async (tx) => {
    // The active admins first, in one order for every writer (no deadlock), then the account.
    const activeAdmins = mayRemoveAnAdmin
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
          .orderBy(asc(users.id))
          .for('update')
      : [];
    const [current] = await tx.select(managedColumns).from(users).where(eq(users.id, id)).for('update');
    if (!current) return refuse(404, USER_NOT_FOUND);
    const roleChanges = change.role !== undefined && change.role !== current.role;
    const disabling = change.disabled === true && current.disabledAt === null;
    const enabling = change.disabled === false && current.disabledAt !== null;
    if (current.id === actor._id && roleChanges) return refuse(403, adminMessages.ownRole);
    if (current.id === actor._id && disabling) return refuse(403, adminMessages.ownAccount);

    const stopsBeingActiveAdmin = current.role === 'admin' && current.disabledAt === null && ((roleChanges && change.role !== 'admin') || disabling);
    if (stopsBeingActiveAdmin && activeAdmins.every((admin) => admin.id === current.id)) return refuse(409, adminMessages.lastAdmin(current.username));

    const who = { username: current.username, email: current.email };
    let row: ManagedRow = current;
    if (roleChanges) {
      [row] = (await tx.update(users).set({ role: change.role }).where(eq(users.id, id)).returning(managedColumns)) as [ManagedRow];
      await recordAudit(tx, actor, {
        action: 'user.role',
        entity: 'user',
        entityId: id,
        before: { ...who, role: current.role },
        after: { ...who, role: row.role },
      });
    }
    if (disabling) {
      [row] = (await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, id)).returning(managedColumns)) as [ManagedRow];
      const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
      await recordAudit(tx, actor, {
        action: 'user.disabled',
        entity: 'user',
        entityId: id,
        before: { ...who, disabledAt: null },
        after: { ...who, disabledAt: row.disabledAt, sessionsEnded: ended.length },
      });
    }
    if (enabling) {
      [row] = (await tx.update(users).set({ disabledAt: null }).where(eq(users.id, id)).returning(managedColumns)) as [ManagedRow];
      await recordAudit(tx, actor, {
        action: 'user.enabled',
        entity: 'user',
        entityId: id,
        before: { ...who, disabledAt: current.disabledAt },
        after: { ...who, disabledAt: null },
      });
    }
    return { ok: true, value: toManaged(row) } as const;
  });
}
