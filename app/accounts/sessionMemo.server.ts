import type { Database } from '~/db/client.server';
import { findSessionAccount, findSessionUser, hashToken } from './sessions.server';
import type { User } from './user';

/**
 * A short in-process memo of session token → user for page reads (docs/decisions/0017): a signed-in
 * visitor's pages cost no database query per request. Bounds: an answer is reused for at most
 * SESSION_MEMO_TTL_MS; every write this process serves (`forgetSessionMemo`, server/app.ts) empties
 * it, so a logout, a password change, a sign-out everywhere or a disabled account shows at once in
 * this process and within the TTL in the others sharing the database. Form actions and the API
 * never read it: they ask the database every time.
 */
export const SESSION_MEMO_TTL_MS = 5_000;
/** Tokens remembered at most (unknown tokens too, so a flood of forged cookies costs one query each). */
const MAX_ENTRIES = 10_000;

interface Remembered {
  user: User | null;
  until: number;
}
const memo = new Map<string, Remembered>();
/** Bumped by every forget: a lookup that began before it must not store its (maybe stale) answer. */
let generation = 0;

export async function findSessionUserMemo(db: Database, token: string, now = Date.now()): Promise<User | null> {
  const key = hashToken(token);
  const remembered = memo.get(key);
  if (remembered && remembered.until > now) return remembered.user;
  const began = generation;
  const user = await findSessionUser(db, token);
  if (began === generation) remember(key, user, now);
  return user;
}

function remember(key: string, user: User | null, now: number): void {
  memo.delete(key);
  memo.set(key, { user, until: now + SESSION_MEMO_TTL_MS });
  // Map order is insertion order: the first keys are the oldest.
  for (const oldest of memo.keys()) {
    if (memo.size <= MAX_ENTRIES) break;
    memo.delete(oldest);
  }
}

/**
 * The session's user and the account's data version from the database, never the memo (a page kept
 * per visitor is checked with it, docs/decisions/0022). The answer is remembered, so the page's own
 * render in the same request reads this user, not an older one.
 */
export async function findSessionAccountFresh(db: Database, token: string, now = Date.now()): Promise<{ user: User; dataVersion: number } | null> {
  const began = generation;
  const account = await findSessionAccount(db, token);
  if (began === generation) remember(hashToken(token), account?.user ?? null, now);
  return account;
}

/** The remembered user of a token without waiting (the cache's fast path); undefined when not remembered. */
export function rememberedSessionUser(token: string, now = Date.now()): User | null | undefined {
  const remembered = memo.get(hashToken(token));
  return remembered && remembered.until > now ? remembered.user : undefined;
}

/** Forgets every remembered session: after any write (sessions, passwords, roles, disabled accounts). */
export function forgetSessionMemo(): void {
  generation++;
  memo.clear();
}
