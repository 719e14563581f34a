/**
 * The stay after the request (issue 49): its history of changes, the conversation with the
 * concierge, the guest's arrival details, and the invitation to review once it is completed.
 * Each row names the stay's guest in `user_id` (null once the account is deleted), which is what
 * the account's data version triggers read (docs/decisions/0022): the guest's kept pages follow.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { hotels } from './content';
import { reservations } from './reservations';
import { DIETARY_MAX, STAY_MESSAGE_MAX, type BedPreference, type StayEventKind, type StayOccasion, type StayParty, type StaySnapshot } from '../values';

export type { StaySnapshot };

/**
 * Every change to a stay, in order: the request, a change of dates, room or party, the concierge's
 * confirmation or refusal, a cancellation, the completion. Written in the transaction of the change
 * itself, never updated.
 */
export const reservationChanges = pgTable(
  'reservation_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** The stay's guest (not necessarily who made the change). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<StayEventKind>().notNull(),
    /** Who: the guest, the concierge (a member of staff, named), or null for the daily job. */
    actor: text('actor').$type<StayParty>(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 30 }),
    before: jsonb('before').$type<StaySnapshot>(),
    after: jsonb('after').$type<StaySnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservation_changes_reservation_idx').on(t.reservationId, t.id),
    index('reservation_changes_user_idx').on(t.userId),
    check('reservation_changes_kind_check', sql`${t.kind} in ('requested', 'changed', 'confirmed', 'declined', 'cancelled', 'completed')`),
    check('reservation_changes_actor_check', sql`${t.actor} is null or ${t.actor} in ('guest', 'concierge')`),
  ],
);

/**
 * The conversation about a stay between its guest and the concierge, in the order written (`id`).
 * `read_at`: when the other side first saw it. Plain text, never HTML.
 */
export const stayMessages = pgTable(
  'stay_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** The stay's guest, whoever wrote the message: their unread count reads it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').$type<StayParty>().notNull(),
    /** The member of staff who wrote it (and a copy of their name), or the guest. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 30 }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('stay_messages_reservation_idx').on(t.reservationId, t.id),
    // The header's count of a guest's unread messages from the concierge: an empty range for most.
    index('stay_messages_guest_unread_idx')
      .on(t.userId)
      .where(sql`${t.author} = 'concierge' and ${t.readAt} is null`),
    // The studio's count of guests' messages no one has read yet, and their list (the stays longest
    // waiting first): index-only, the time in the index.
    index('stay_messages_staff_unread_idx')
      .on(t.reservationId, t.createdAt)
      .where(sql`${t.author} = 'guest' and ${t.readAt} is null`),
    index('stay_messages_author_idx').on(t.authorId),
    check('stay_messages_author_check', sql`${t.author} in ('guest', 'concierge')`),
    check('stay_messages_text_check', sql`char_length(${t.text}) between 1 and ${sql.raw(String(STAY_MESSAGE_MAX))}`),
  ],
);

/** What the guest tells the hotel before arriving (one row per stay, replaced at each change). */
export const stayArrivals = pgTable(
  'stay_arrivals',
  {
    reservationId: uuid('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The hotel's local time, HH:mm. */
    arrivalTime: varchar('arrival_time', { length: 5 }).notNull(),
    bed: text('bed').$type<BedPreference>(),
    occasion: text('occasion').$type<StayOccasion>(),
    dietary: varchar('dietary', { length: DIETARY_MAX }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stay_arrivals_user_idx').on(t.userId),
    check('stay_arrivals_time_check', sql`${t.arrivalTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('stay_arrivals_bed_check', sql`${t.bed} is null or ${t.bed} in ('double', 'twin')`),
    check('stay_arrivals_occasion_check', sql`${t.occasion} is null or ${t.occasion} in ('birthday', 'anniversary', 'honeymoon', 'business', 'other')`),
  ],
);

/** The invitation to review a completed stay: one per stay (the primary key), whatever completes it twice. */
export const reviewInvitations = pgTable('review_invitations', {
  reservationId: uuid('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  hotelId: uuid('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
