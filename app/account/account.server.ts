import { listPasskeys } from '~/accounts/passkeys.server';
import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { hit, limitKey, reset, type Limits } from '~/api/limits.server';
import { hashPassword, verifyPassword } from '~/accounts/passwords.server';
import { hashToken } from '~/accounts/sessions.server';
import type { User } from '~/accounts/user';
import { normalizeEmail, toUser } from '~/accounts/users.server';
import { messages, newPasswordProblem, PASSWORD_MAX } from '~/accounts/validation';
import { isUniqueViolation, type Database } from '~/db/client.server';
import { bookings, contactMessages, hotels, newsletterSubscriptions, reservations, reviews, sessions, stayArrivals, stayMessages, users } from '~/db/schema';
import { EMAIL_MAX, isValidEmail } from '~/lib/email';
import { listOwnReservations } from '~/reservations/reservationQueries.server';
import { changeReservation } from '~/reservations/reservations.server';
import { listOwnBookings } from '~/venues/bookingQueries.server';
import { cancelBooking } from '~/venues/bookings.server';
import { describeDevice } from './device';
import type { SignInMethod } from '~/db/schema';
import { tellSecurityEvent, type SecurityNotice } from '~/accounts/securityMail.server';
import { listRecentlyViewed, listSaved } from './shortlist.server';
import { accountMessages } from './accountMessages';
import { isLocale, type Locale } from '~/i18n/locales';
import { allEntriesOf, balanceOf } from '~/loyalty/ledger.server';

/**
 * The guest's own account (docs/product/requirements.md, "The guest's account"): profile, password,
 * sessions, a copy of their data and deleting it all. Every change that needs the password counts a
 * wrong one against the same limit as sign-in, so a borrowed session cannot guess it.
 */

export type AccountChange<T = null> = { ok: true; value: T } | { ok: false; status: 400 | 401 | 409 | 429; error: string; field?: string; retryAfter?: number };

export { accountMessages };

interface Actor {
  user: User;
  limits: Limits;
  /** The request, for the security notice of a change (docs/decisions/0056). */
  notice?: SecurityNotice;
}

/** Checks the account's password, counting failures like sign-in does. */
async function checkPassword(db: Database, { user, limits }: Actor, password: string): Promise<AccountChange> {
  const key = limitKey('loginFailuresPerAccount', user.email);
  const attempt = await hit(db, key, limits.loginFailuresPerAccount);
  if (attempt.limited) return { ok: false, status: 429, error: accountMessages.tooManyAttempts, retryAfter: attempt.retryAfter };
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user._id));
  const ok = password.length <= PASSWORD_MAX && (await verifyPassword(row?.passwordHash, password));
  if (!ok) return { ok: false, status: 401, error: accountMessages.wrongPassword, field: 'currentPassword' };
  await reset(db, key);
  return { ok: true, value: null };
}

/**
 * Sets a new password and ends every other session of the account (a thief's included); the
 * session `keepToken` belongs to stays signed in.
 */
export async function changePassword(
  db: Database,
  actor: Actor,
  input: { currentPassword: string; newPassword: string; confirmPassword?: string },
  keepToken: string | null,
): Promise<AccountChange> {
  // The registration's rules and texts; the account page calls the field newPassword.
  const problem = newPasswordProblem(input.newPassword, input.confirmPassword);
  if (problem) return { ok: false, status: 400, error: problem.error, field: problem.field === 'password' ? 'newPassword' : problem.field };
  const checked = await checkPassword(db, actor, input.currentPassword);
  if (!checked.ok) return checked;
  if (input.currentPassword === input.newPassword) return { ok: false, status: 400, error: accountMessages.samePassword, field: 'newPassword' };
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.user._id));
    const others = keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined;
    await tx.delete(sessions).where(and(eq(sessions.userId, actor.user._id), others));
  });
  await tellSecurityEvent(db, actor.user._id, { kind: 'password-changed', via: 'account' }, actor.notice);
  return { ok: true, value: null };
}

/** Changes the sign-in email after the password; 409 when another account has it. */
export async function changeEmail(db: Database, actor: Actor, input: { email: string; password: string }): Promise<AccountChange<User>> {
  const email = normalizeEmail(input.email.trim());
  if (!email || email.length > EMAIL_MAX || !isValidEmail(email)) return { ok: false, status: 400, error: messages.invalidEmail, field: 'email' };
  if (email === actor.user.email) return { ok: false, status: 400, error: accountMessages.sameEmail, field: 'email' };
  const checked = await checkPassword(db, actor, input.password);
  if (!checked.ok) return { ...checked, field: checked.field === 'currentPassword' ? 'emailPassword' : checked.field };
  try {
    const [row] = await db.update(users).set({ email }).where(eq(users.id, actor.user._id)).returning();
    // Told at both addresses: the old one may be the only one its owner still reads.
    await tellSecurityEvent(db, actor.user._id, { kind: 'email-changed', from: actor.user.email, to: email }, actor.notice);
    return { ok: true, value: toUser(row!) };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, error: accountMessages.emailTaken, field: 'email' };
    throw error;
  }
}

/** The language of the account's mails (users.language). */
export async function languageOf(db: Database, userId: string): Promise<Locale> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}

/**
 * Sets the language the account's mails are written in (password links, reservations, tables).
 * The row's update bumps its data version (0015_account_data_version.sql), so kept pages refresh.
 */
export async function changeLanguage(db: Database, { user }: Pick<Actor, 'user'>, language: string): Promise<AccountChange<Locale>> {
  if (!isLocale(language)) return { ok: false, status: 400, error: accountMessages.unknownLanguage, field: 'language' };
  await db.update(users).set({ language }).where(eq(users.id, user._id));
  return { ok: true, value: language };
}

export interface AccountSession {
  _id: string;
  device: string;
  /** How it signed in (docs/decisions/0056). */
  method: SignInMethod;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The account's live sessions, the most recently used first. */
export async function listSessions(db: Database, userId: string, currentToken: string | null): Promise<AccountSession[]> {
  const current = currentToken ? hashToken(currentToken) : null;
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
  return rows.map((row) => ({
    _id: row.id,
    device: describeDevice(row.userAgent),
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === current,
  }));
}

/** Ends every session of the account, this one included. */
export async function signOutEverywhere(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Everything the site holds about the guest (GDPR articles 15 and 20), as one JSON document:
 * profile, reservations (with the conversations about them and the arrival details given), table and treatment bookings, the points ledger, reviews, contact messages and newsletter subscription. Never a password
 * hash, a session token or a passkey's key.
 */
export async function exportAccountData(db: Database, user: User) {
  const [
    stays,
    tablesAndTreatments,
    ownReviews,
    messagesSent,
    subscriptions,
    activeSessions,
    saved,
    viewed,
    balance,
    entries,
    conversations,
    arrivals,
    ownPasskeys,
  ] = await Promise.all([
    listOwnReservations(db, user),
    listOwnBookings(db, user),
    db
      .select({ hotel: hotels.name, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt })
      .from(reviews)
      .innerJoin(hotels, eq(hotels.id, reviews.hotelId))
      .where(eq(reviews.userId, user._id))
      .orderBy(asc(reviews.createdAt)),
    db
      .select({
        subject: contactMessages.subject,
        category: contactMessages.category,
        message: contactMessages.message,
        name: contactMessages.name,
        email: contactMessages.email,
        phone: contactMessages.phone,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(or(eq(contactMessages.userId, user._id), eq(contactMessages.email, user.email)))
      .orderBy(asc(contactMessages.createdAt)),
    db
      .select({ email: newsletterSubscriptions.email, createdAt: newsletterSubscriptions.createdAt })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, user.email)),
    listSessions(db, user._id, null),
    listSaved(db, user._id),
    listRecentlyViewed(db, user._id),
    balanceOf(db, user._id),
    allEntriesOf(db, user._id),
    // The conversations about their stays (both sides) and the arrival details they gave (issue 49).
    db
      .select({
        reservationId: stayMessages.reservationId,
        from: stayMessages.author,
        text: stayMessages.text,
        createdAt: stayMessages.createdAt,
        readAt: stayMessages.readAt,
      })
      .from(stayMessages)
      .where(eq(stayMessages.userId, user._id))
      .orderBy(asc(stayMessages.id)),
    db
      .select({
        reservationId: stayArrivals.reservationId,
        arrivalTime: stayArrivals.arrivalTime,
        bed: stayArrivals.bed,
        occasion: stayArrivals.occasion,
        dietary: stayArrivals.dietary,
        updatedAt: stayArrivals.updatedAt,
      })
      .from(stayArrivals)
      .where(eq(stayArrivals.userId, user._id)),
    // Passkeys by name and dates only: never a credential id or a key (docs/decisions/0054).
    listPasskeys(db, user._id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: user,
    reservations: stays,
    stayMessages: conversations,
    arrivalDetails: arrivals,
    bookings: tablesAndTreatments,
    points: { balance, entries },
    reviews: ownReviews,
    contactMessages: messagesSent,
    newsletterSubscriptions: subscriptions,
    sessions: activeSessions.map(({ current: _current, ...session }) => session),
    passkeys: ownPasskeys.map(({ name, createdAt, lastUsedAt }) => ({ name, createdAt, lastUsedAt })),
    savedHotels: saved.map(({ slug, name, at }) => ({ slug, name, savedAt: at })),
    recentlyViewedHotels: viewed.map(({ slug, name, at }) => ({ slug, name, viewedAt: at })),
  };
}

/**
 * Deletes the account after its password (GDPR article 17): its coming stays are cancelled (their
 * nights freed), and so are its tables and treatments not yet begun (their covers and therapists
 * freed), its sessions end, its newsletter subscription goes; reviews stay, without the
 * name (the page then shows the placeholder name); messages, past reservations, the conversations
 * about stays and the points ledger's entries stay, detached (the hotel's books keep the amounts;
 * the balance row goes); arrival details go.
 */
export async function deleteAccount(db: Database, actor: Actor, input: { password: string; confirm: string }): Promise<AccountChange> {
  if (input.confirm.trim().toUpperCase() !== 'DELETE') return { ok: false, status: 400, error: accountMessages.deleteConfirm, field: 'confirm' };
  const checked = await checkPassword(db, actor, input.password);
  if (!checked.ok) return { ...checked, field: checked.field === 'currentPassword' ? 'deletePassword' : checked.field };
  const holding = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.userId, actor.user._id), inArray(reservations.status, ['requested', 'confirmed'])));
  // Cancelled one by one through the one door that frees their nights; a stay already under way
  // (check-in today or earlier) is cancelled too, as the guest asked to leave.
  for (const { id } of holding) {
    await changeReservation(db, id, { kind: 'cancel', by: actor.user }, { today: '0000-01-01' });
  }
  // Tables and treatments through their own door too; those already begun stay on the venue's sheet, detached.
  const booked = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, actor.user._id), eq(bookings.status, 'confirmed')));
  for (const { id } of booked) await cancelBooking(db, id, { by: actor.user }, new Date());
  await db.transaction(async (tx) => {
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, actor.user.email));
    // What they told the hotel about their arrivals (dietary needs among it) goes with them; the
    // conversations about their stays stay on the hotel's books, detached, like contact messages.
    await tx.delete(stayArrivals).where(eq(stayArrivals.userId, actor.user._id));
    // Sessions go with the row (on delete cascade); reviews, messages and reservations keep a null author.
    await tx.delete(users).where(eq(users.id, actor.user._id));
  });
  return { ok: true, value: null };
}
