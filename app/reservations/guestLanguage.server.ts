import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { reservations, users } from '~/db/schema';
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/i18n/locales';

/**
 * The language an account's mails and calendar files are written in (`users.language`, chosen at
 * sign-up and on /account); English when the account is gone or the column says something else.
 */
export async function accountLanguage(db: Database, userId: string): Promise<Locale> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return isLocale(row?.language) ? row.language : DEFAULT_LOCALE;
}

/** The language of the guest who made a reservation (for the mails about it). */
export async function reservationGuestLanguage(db: Database, reservationId: string): Promise<Locale> {
  const [row] = await db
    .select({ language: users.language })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return isLocale(row?.language) ? row.language : DEFAULT_LOCALE;
}
