/** What the back office keeps about itself, and what a signed-in guest keeps across devices. */
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { hotels } from './content';

/**
 * One row per staff write (who, what, when, the record before and after), written in the same
 * transaction as the change: a write that rolls back leaves no entry, and none is ever missing.
 * Rows are never updated; the actor's name is copied so the log survives the account's deletion.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 30 }).notNull(),
    /** What was done, as `entity.verb`: 'event.create', 'user.role', 'message.handled'… */
    action: varchar('action', { length: 60 }).notNull(),
    /** The kind of record and its id. */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc()), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** Hotels a signed-in guest saved (the browser's `savedProperties`, kept with the account). */
export const savedHotels = pgTable(
  'saved_hotels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] }), index('saved_hotels_user_idx').on(t.userId, t.savedAt.desc())],
);

/** Hotel pages a signed-in guest opened, latest visit per hotel (the browser's `recentlyViewed`). */
export const recentlyViewedHotels = pgTable(
  'recently_viewed_hotels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] }), index('recently_viewed_user_idx').on(t.userId, t.viewedAt.desc())],
);
