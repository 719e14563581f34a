import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { users, type Role } from '~/db/schema';
import { hashPassword } from './passwords.server';
import type { User } from './user';
import type { Locale } from '~/i18n/locales';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'createdAt'>): User {
  return { _id: row.id, username: row.username, email: row.email, role: row.role, createdAt: row.createdAt.toISOString() };
}

export const normalizeEmail = (email: string) => email.toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Whether the email or the username (case-insensitive) is taken. */
export async function findTakenField(db: Database, email: string, username: string): Promise<'email' | 'username' | null> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.email} = ${normalizeEmail(email)} or lower(${users.username}) = lower(${username})`)
    .limit(2);
  if (rows.length === 0) return null;
  return rows.some((r) => r.email === normalizeEmail(email)) ? 'email' : 'username';
}

/** Inserts the account; a taken email or username throws the database's unique violation. */
export async function insertUser(
  db: Database,
  input: { username: string; email: string; passwordHash: string; role?: Role; language?: Locale },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      role: input.role ?? 'user',
      language: input.language ?? 'en',
    })
    .returning();
  return row!;
}

/**
 * Creates the account, or gives an existing one (same email) the role and a new password: how
 * `npm run user:create` makes editors and admins, and the e2e seed its editor.
 */
export async function upsertAccount(
  db: Database,
  input: { username: string; email: string; password: string; role: Role },
): Promise<{ user: User; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    const [row] = await db.update(users).set({ role: input.role, passwordHash }).where(eq(users.id, existing.id)).returning();
    return { user: toUser(row!), created: false };
  }
  return { user: toUser(await insertUser(db, { ...input, passwordHash })), created: true };
}
