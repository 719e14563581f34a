import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { hit, limitKey, type Limits } from '~/api/limits.server';
import type { Database } from '~/db/client.server';
import { hotels, reservations, stayMessages, users } from '~/db/schema';
import { STAY_MESSAGE_MAX, type StayParty } from '~/db/values';
import { messagesOf } from '~/i18n/catalogs.server';
import { localizedPath } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import { isUuid } from '~/lib/ids';
import { logger } from '~/lib/logger.server';
import { composeMail } from '~/mail/compose';
import { sendMail } from '~/mail/mailer.server';
import { site } from '~/site.config';
import { accountLanguage } from './guestLanguage.server';
import { reservationPath } from '~/domain/stayLinks';
import type { GuestMail } from './reservationMail.server';
import { RESERVATION_NOT_FOUND } from './reservations.server';
import { checkMessageText, type MessageProblem, type StayMessage } from './stayMessage';

/**
 * The conversation about a stay between its guest and the concierge (issue 49,
 * docs/decisions/0051-changing-a-stay-and-its-messages.md): plain text in the order written, each
 * side's messages marked read when the other side opens the conversation. A new message mails the
 * other side (the guest in their account's language, the concierge's desk in English) with a link
 * back and never the words themselves, once while earlier ones are still unread.
 */

export type MessageOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 429; error: string; problem?: MessageProblem; retryAfter?: number };

export const MESSAGES_LIMIT_TEXT = 'You have sent many messages in a short time. Please wait a little before writing again.';

/** The concierge's desk: where guests' messages are announced (CONCIERGE_EMAIL, else the brand's contact address). */
export const conciergeAddress = () => process.env.CONCIERGE_EMAIL?.trim() || site.contact.email;

/** At most this many messages are shown for one stay: a longer conversation shows its latest. */
const SHOWN = 500;

/** The stay a conversation is about: its guest and reference; `guestId` restricts it to that guest's own. */
async function stayOf(db: Database, id: string, guestId?: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: reservations.id, reference: reservations.reference, userId: reservations.userId, hotel: hotels.name })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .where(and(eq(reservations.id, id), guestId ? eq(reservations.userId, guestId) : undefined))
    .limit(1);
  return row ?? null;
}

const otherSide = (reader: StayParty): StayParty => (reader === 'guest' ? 'concierge' : 'guest');

/**
 * The conversation, oldest first, as `reader` sees it; the other side's messages unread until now
 * are marked read (their `readAt` in the answer is still null: the page marks them new). `withNames`:
 * the staff's names (the concierge's view).
 */
export async function readConversation(db: Database, reservationId: string, reader: StayParty, { withNames = false } = {}): Promise<StayMessage[]> {
  const rows = await db
    .select({
      id: stayMessages.id,
      author: stayMessages.author,
      authorName: stayMessages.authorName,
      text: stayMessages.text,
      createdAt: stayMessages.createdAt,
      readAt: stayMessages.readAt,
    })
    .from(stayMessages)
    .where(eq(stayMessages.reservationId, reservationId))
    .orderBy(desc(stayMessages.id))
    .limit(SHOWN)
    .then((latest) => latest.reverse());
  const unseen = rows.filter((r) => r.author === otherSide(reader) && r.readAt === null);
  if (unseen.length > 0) {
    await db
      .update(stayMessages)
      .set({ readAt: sql`now()` })
      .where(and(eq(stayMessages.reservationId, reservationId), eq(stayMessages.author, otherSide(reader)), isNull(stayMessages.readAt)));
  }
  return rows.map((r) => ({
    _id: String(r.id),
    from: r.author,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
    ...(withNames && { authorName: r.authorName }),
  }));
}

/** The guest's own conversation about their stay; null when the stay is not theirs. */
export async function guestConversation(db: Database, guest: Pick<User, '_id'>, reservationId: string): Promise<StayMessage[] | null> {
  const stay = await stayOf(db, reservationId, guest._id);
  return stay ? readConversation(db, stay.id, 'guest') : null;
}

/** The concierge's view of a stay's conversation; null when there is no such stay. */
export async function staffConversation(db: Database, reservationId: string): Promise<StayMessage[] | null> {
  const stay = await stayOf(db, reservationId);
  return stay ? readConversation(db, stay.id, 'concierge', { withNames: true }) : null;
}

export interface NewMessage {
  reservationId: string;
  author: StayParty;
  /** The guest (for their own stay) or the member of staff writing. */
  user: Pick<User, '_id' | 'username'>;
  text: string;
}

/**
 * Stores a message about a stay: the guest only about their own (404 otherwise), within the
 * author's hourly limit (429), 1 to 2,000 characters of text (400). Writing also reads: the other
 * side's messages are marked read. Then the other side is told by mail (never failing the message).
 */
export async function postStayMessage(db: Database, limits: Limits, message: NewMessage, notify: GuestMail): Promise<MessageOutcome<StayMessage>> {
  const stay = await stayOf(db, message.reservationId, message.author === 'guest' ? message.user._id : undefined);
  if (!stay) return { ok: false, status: 404, error: RESERVATION_NOT_FOUND };
  const checked = checkMessageText(message.text);
  if (!checked.ok) return { ok: false, status: 400, error: checked.error, problem: checked.problem };
  const rule = message.author === 'guest' ? 'stayMessagesPerGuest' : 'stayMessagesPerStaff';
  const limited = await hit(db, limitKey(rule, message.user._id), limits[rule]);
  if (limited.limited) return { ok: false, status: 429, error: MESSAGES_LIMIT_TEXT, retryAfter: limited.retryAfter };

  const { row, alreadyWaiting } = await db.transaction(async (tx) => {
    // Whether the other side already has a message of this side's to read: then it has had its mail.
    const [waiting] = await tx
      .select({ id: stayMessages.id })
      .from(stayMessages)
      .where(and(eq(stayMessages.reservationId, stay.id), eq(stayMessages.author, message.author), isNull(stayMessages.readAt)))
      .limit(1);
    const [inserted] = await tx
      .insert(stayMessages)
      .values({
        reservationId: stay.id,
        userId: stay.userId,
        author: message.author,
        authorId: message.user._id,
        authorName: message.author === 'concierge' ? [...message.user.username].slice(0, 30).join('') : null,
        text: checked.text,
      })
      .returning();
    await tx
      .update(stayMessages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(stayMessages.reservationId, stay.id),
          eq(stayMessages.author, otherSide(message.author)),
          isNull(stayMessages.readAt),
          lt(stayMessages.id, inserted!.id),
        ),
      );
    return { row: inserted!, alreadyWaiting: Boolean(waiting) };
  });
  if (!alreadyWaiting) await tellOtherSide(db, message.author, stay, notify);
  return {
    ok: true,
    value: {
      _id: String(row.id),
      from: row.author,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      readAt: null,
      ...(message.author === 'concierge' && { authorName: row.authorName }),
    },
  };
}

/**
 * The mail announcing a new message: to the guest in their account's language with the link to
 * their stay's page (none when the account is gone), or to the concierge's desk with the link to the
 * reservation in the studio. The words stay behind the sign-in: a mail carries none of them.
 */
async function tellOtherSide(
  db: Database,
  author: StayParty,
  stay: { id: string; reference: string; userId: string | null; hotel: string },
  notify: GuestMail,
) {
  try {
    if (author === 'concierge') {
      if (!stay.userId) return;
      const [guest] = await db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, stay.userId)).limit(1);
      if (!guest) return;
      const locale = await accountLanguage(db, stay.userId);
      const t = translatorFor({ locale, messages: messagesOf(locale) });
      const body = composeMail({
        greeting: t('mail_greeting', { name: guest.username }),
        before: [t('mail_stay_message_opening', { reference: stay.reference, hotel: stay.hotel })],
        link: { href: `${notify.origin}${localizedPath(locale, reservationPath(stay.id))}#messages`, label: t('mail_stay_message_link') },
        after: [t('mail_stay_message_closing')],
        footer: { text: t('mail_stay_footer', { site: site.name, email: site.contact.email }) },
      });
      await sendMail(
        db,
        { to: guest.email, subject: t('mail_stay_message_subject', { reference: stay.reference, hotel: stay.hotel }), ...body, kind: 'stay-message' },
        notify.mail,
      );
      return;
    }
    // The studio speaks English (its own pages' texts are English only), and so does its desk's mail.
    const body = composeMail({
      greeting: 'Hello,',
      before: [
        `The guest of stay ${stay.reference} at ${stay.hotel} has written to the concierge. Read and answer the message on the reservation in the studio.`,
      ],
      link: { href: `${notify.origin}/studio/reservations/${stay.id}#messages`, label: 'Open the reservation' },
      after: [],
    });
    await sendMail(
      db,
      { to: conciergeAddress(), subject: `A guest has written about stay ${stay.reference} at ${stay.hotel}`, ...body, kind: 'stay-message' },
      notify.mail,
    );
  } catch (err) {
    logger.error({ err, reservation: stay.id }, 'stay messages: the mail announcing a message could not be stored');
  }
}

/** The concierge's messages a guest has not read yet, by stay (their list of stays marks them): one range of the partial index. */
export async function guestUnreadByStay(db: Database, guestId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ id: stayMessages.reservationId, n: sql<number>`count(*)::int` })
    .from(stayMessages)
    .where(and(eq(stayMessages.userId, guestId), eq(stayMessages.author, 'concierge'), isNull(stayMessages.readAt)))
    .groupBy(stayMessages.reservationId);
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.n)]));
}

/** The guests' unread messages of each of these stays (for the concierge's lists); stays without any are left out. */
export async function unreadByStay(db: Database, reservationIds: readonly string[]): Promise<Record<string, number>> {
  if (reservationIds.length === 0) return {};
  const rows = await db
    .select({ id: stayMessages.reservationId, n: sql<number>`count(*)::int` })
    .from(stayMessages)
    .where(and(inArray(stayMessages.reservationId, [...reservationIds]), eq(stayMessages.author, 'guest'), isNull(stayMessages.readAt)))
    .groupBy(stayMessages.reservationId);
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.n)]));
}

/**
 * The stays whose guests wrote messages no one has read yet, the longest waiting first: a range of
 * the partial index of unread guests' messages, however many messages the site holds.
 */
export async function staysWithUnread(db: Database, limit = 100): Promise<{ reservationId: string; unread: number; since: string }[]> {
  const rows = await db
    .select({ id: stayMessages.reservationId, n: sql<number>`count(*)::int`, since: sql<Date>`min(${stayMessages.createdAt})`.mapWith(stayMessages.createdAt) })
    .from(stayMessages)
    .where(and(eq(stayMessages.author, 'guest'), isNull(stayMessages.readAt)))
    .groupBy(stayMessages.reservationId)
    .orderBy(sql`min(${stayMessages.createdAt})`)
    .limit(limit);
  return rows.map((r) => ({ reservationId: r.id, unread: Number(r.n), since: r.since.toISOString() }));
}

export { STAY_MESSAGE_MAX };
