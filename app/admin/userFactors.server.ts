import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { deleteSecondFactorRows } from '~/accounts/secondFactor.server';
import { mailSecurityNotice, type SecurityEvent, type SecurityNotice } from '~/accounts/securityMail.server';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { passkeys, recoveryCodes, sessions, totpFactors, users } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { refuse, type AdminOutcome } from './outcome';
import { USER_NOT_FOUND } from './users.server';

/**
 * An admin helps a member locked out of their account (docs/decisions/0053, "A locked-out
 * member"): sees the member's second factors, turns their two-step sign-in off, removes a passkey.
 * Each removal ends every session of the member, is audited with the admin as actor ('user.two-step-off',
 * 'user.passkey-removed') in the same transaction, and mails the member the security notice in their
 * language, saying our team did it. An admin's own factors are managed on /account, never here.
 */
export interface ManagedPasskey {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ManagedFactors {
  /** A confirmed authenticator app: sign-in asks for its code. */
  totp: boolean;
  /** Unused recovery codes. */
  recoveryLeft: number;
  passkeys: ManagedPasskey[];
}

export const factorMessages = {
  own: 'Your own two-step sign-in and passkeys are managed on your account page (/account), not here.',
  passkeyNotFound: 'Passkey not found',
  nothingToTurnOff: (name: string) => `${name} has no two-step sign-in to turn off.`,
};

export async function factorsOf(db: Database, userId: string): Promise<ManagedFactors> {
  const [[factor], [left], keys] = await Promise.all([
    db
      .select({ userId: totpFactors.userId })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
      .limit(1),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
    db
      .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id)),
  ]);
  return {
    totp: Boolean(factor),
    recoveryLeft: Number(left?.n ?? 0),
    passkeys: keys.map((k) => ({ _id: k.id, name: k.name, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null })),
  };
}

type Actor = Pick<User, '_id' | 'username'>;
type Done = { username: string; sessionsEnded: number; factors: ManagedFactors };

/** The member's row, locked for the change; refusals for an unknown id and for the admin's own account. */
async function lockedMember(tx: Database, actor: Actor, id: string) {
  const [row] = await tx.select({ id: users.id, username: users.username, email: users.email }).from(users).where(eq(users.id, id)).for('update');
  if (!row) return refuse(404, USER_NOT_FOUND);
  if (row.id === actor._id) return refuse(403, factorMessages.own);
  return { ok: true, row } as const;
}

/** One removal's own part: its audit entry's action and fields (beside the member's name and email), its notice, and what it answers. */
interface Removal<T> {
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  event: SecurityEvent;
  value: T;
}

/**
 * A removal from the member's locked row to the notice: `remove` does its own part in the
 * transaction, then the member's sessions end and the change is audited there too; once it is
 * committed, the member is mailed, saying our team did it.
 */
async function removeForMember<T extends object>(
  db: Database,
  actor: Actor,
  id: string,
  notice: SecurityNotice,
  remove: (tx: Database, member: { username: string }) => Promise<ReturnType<typeof refuse> | Removal<T>>,
): Promise<AdminOutcome<Done & T>> {
  if (!isUuid(id)) return refuse(404, USER_NOT_FOUND);
  const outcome = await db.transaction(async (tx) => {
    const member = await lockedMember(tx, actor, id);
    if (!member.ok) return member;
    const removal = await remove(tx, member.row);
    if ('ok' in removal) return removal;
    const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    const who = { username: member.row.username, email: member.row.email };
    await recordAudit(tx, actor, {
      action: removal.action,
      entity: 'user',
      entityId: id,
      before: { ...who, ...removal.before },
      after: { ...who, ...removal.after, sessionsEnded: ended.length },
    });
    return { ok: true, value: { username: member.row.username, sessionsEnded: ended.length, ...removal.value }, event: removal.event } as const;
  });
  if (!outcome.ok) return outcome;
  await mailSecurityNotice(db, id, outcome.event, { ...notice, byStaff: true });
  return { ok: true, value: { ...outcome.value, factors: await factorsOf(db, id) } };
}

/**
 * Turns the member's two-step sign-in off: their authenticator app (confirmed or being set up) and
 * recovery codes go, and their sessions end. 409 when there is no app to turn off.
 */
export function turnOffTwoStepFor(db: Database, actor: Actor, id: string, notice: SecurityNotice = {}): Promise<AdminOutcome<Done>> {
  return removeForMember(db, actor, id, notice, async (tx, member) => {
    const before = await factorsOf(tx, id);
    const removed = await deleteSecondFactorRows(tx, id);
    if (!removed.some((row) => row.confirmedAt)) return refuse(409, factorMessages.nothingToTurnOff(member.username));
    return {
      action: 'user.two-step-off',
      before: { twoStep: true, recoveryCodesLeft: before.recoveryLeft },
      after: { twoStep: false, recoveryCodesLeft: 0 },
      event: { kind: 'two-step-off' },
      value: {},
    };
  });
}

/** Removes one of the member's passkeys and ends their sessions. 404 for a passkey that is not theirs. */
export function removePasskeyFor(
  db: Database,
  actor: Actor,
  id: string,
  passkeyId: string,
  notice: SecurityNotice = {},
): Promise<AdminOutcome<Done & { passkey: string }>> {
  return removeForMember(db, actor, id, notice, async (tx) => {
    if (!isUuid(passkeyId)) return refuse(404, factorMessages.passkeyNotFound);
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, id)))
      .returning({ name: passkeys.name, createdAt: passkeys.createdAt });
    if (!removed) return refuse(404, factorMessages.passkeyNotFound);
    return {
      action: 'user.passkey-removed',
      before: { passkey: removed.name, passkeyAdded: removed.createdAt },
      after: { passkey: null },
      event: { kind: 'passkey-removed', name: removed.name },
      value: { passkey: removed.name },
    };
  });
}
