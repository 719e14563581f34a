import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { sessions, users, type SignInMethod } from '~/db/schema';
import type { SecurityOptions } from '~/api/security.server';
import { noteSignIn } from './securityMail.server';
import { tierCode } from '~/pricing/memberTier.server';
import { toUser } from './users.server';
import type { User } from './user';

/** Absolute lifetime: a session ends 30 days after sign-in, used or not. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Idle timeout: a session unused for 7 days ends earlier. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** 256 random bits, URL-safe; the client's bearer token and cookie value. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// A token is 43 base64url characters; anything else cannot be one, so skip the query.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new session for the user (every sign-in gets its own); returns the token to hand out. `signIn`:
 * how it signed in, recorded on the session; its device is noted and a new one is mailed (ADR 0056).
 */
export async function createSession(
  db: Database,
  userId: string,
  userAgent?: string | null,
  signIn?: { method: SignInMethod; security?: SecurityOptions },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  const method = signIn?.method ?? 'password';
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) || null,
    method,
    // A code, a recovery code or a passkey is a second factor; the password alone is not.
    secondFactorAt: method === 'password' ? null : new Date(),
  });
  if (signIn) await noteSignIn(db, userId, method, { security: signIn.security, userAgent });
  // Now and then, clear out the sessions that have ended, so the table does not grow for ever.
  if (Math.random() < 0.02) await deleteEndedSessions(db);
  return { token, expiresAt };
}

/** Unread messages are counted up to this many (the badges say "99+" beyond). */
export const UNREAD_COUNTED = 100;

/** The signed-in user of a live session, or null for an unknown, revoked, expired or idle token, or a disabled account. */
export async function findSessionUser(db: Database, token: string | null | undefined): Promise<User | null> {
  return (await findSessionAccount(db, token))?.user ?? null;
}

/**
 * `findSessionUser` with the account's data version (docs/decisions/0022): a page kept for this
 * session is current while the version it was rendered at is the one read here.
 */
export async function findSessionAccount(db: Database, token: string | null | undefined): Promise<{ user: User; dataVersion: number } | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), idleSince: new Date(Date.now() - SESSION_IDLE_MS) });
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  const user: User = { ...toUser(row), tier: tierCode(Number(row.nightsThisYear)), unreadMessages: Number(row.unreadMessages) };
  if (row.staffFactor) user.needsSecondFactor = row.staffFactor;
  return { user, dataVersion: row.dataVersion };
}

/**
 * The session query of every signed-in request, prepared once per database: a third less time on
 * PGlite, and on PostgreSQL a statement the server has already planned.
 */
const prepareSessionLookup = (db: Database) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      dataVersion: users.dataVersion,
      // The rewards tier counts the confirmed nights of stays beginning this calendar year (UTC).
      nightsThisYear: sql<number>`(select coalesce(sum(r.nights), 0)::int from reservations r
        where r.user_id = ${users.id} and r.status = 'confirmed'
          and r.check_in >= date_trunc('year', now() at time zone 'utc')::date
          and r.check_in < (date_trunc('year', now() at time zone 'utc') + interval '1 year')::date)`,
      // Messages about stays waiting to be read (issue 49): a guest's from the concierge, the concierge
      // team's (in a session that acts for it: ADR 0059) from every guest. Each a range of a partial
      // index of the unread ones, counted to 100.
      unreadMessages: sql<number>`case when ${users.role} in ('concierge', 'admin') and ${sessions.secondFactorAt} is not null
        then (select count(*)::int from (select 1 from stay_messages m where m.author = 'guest' and m.read_at is null limit ${UNREAD_COUNTED}) u)
        else (select count(*)::int from (select 1 from stay_messages m where m.user_id = ${users.id} and m.author = 'concierge' and m.read_at is null limit ${UNREAD_COUNTED}) u)
        end`,
      // Staff act only in a session that proved a second factor (issue 47, docs/decisions/0055 and
      // 0059): without one, whether the account has a factor to prove ('prove') or must set one up.
      staffFactor: sql<'set-up' | 'prove' | null>`case when ${users.role} <> 'user' and ${sessions.secondFactorAt} is null then
        case when exists (select 1 from totp_factors t where t.user_id = ${users.id} and t.confirmed_at is not null)
          or exists (select 1 from passkeys p where p.user_id = ${users.id}) then 'prove' else 'set-up' end
        end`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();
function sessionLookup(db: Database) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
}

/** Ends the session holding this token, if any (logout). */
export async function revokeSession(db: Database, token: string | null | undefined): Promise<void> {
  if (!token || !TOKEN_SHAPE.test(token)) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteEndedSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_MS))));
}

/** Browsers refuse Secure cookies over plain http; only local development runs without TLS. */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
}
