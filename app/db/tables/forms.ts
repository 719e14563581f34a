/** What visitors send: contact messages and newsletter subscriptions. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/locales';
import { hotels } from './content';
import { users } from './accounts';

export const contactCategories = ['reservation', 'spa', 'dining', 'events', 'feedback', 'other'] as const;
export type ContactCategory = (typeof contactCategories)[number];

/** Where a message stands in the concierge's inbox. */
export const messageStatuses = ['open', 'handled'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Messages sent through the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    category: text('category').$type<ContactCategory>().notNull(),
    /** The hotel a reservation enquiry is about, if any. */
    hotelId: uuid('hotel_id').references(() => hotels.id, { onDelete: 'set null' }),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    /** The signed-in account that sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The concierge's inbox: open until someone marks it handled (and it can be reopened). */
    status: text('status').$type<MessageStatus>().notNull().default('open'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The staff's own note, never shown to the sender. */
    internalNote: text('internal_note'),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt.desc()),
    check('contact_messages_status_check', sql`${t.status} in ('open', 'handled')`),
    check('contact_messages_category_check', sql`${t.category} in ('reservation', 'spa', 'dining', 'events', 'feedback', 'other')`),
  ],
);

/** Newsletter subscribers; one row per (lower-cased) address. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The language of the page it was signed up from: the welcome mail's and the letters' (docs/decisions/0030). */
    language: text('language').$type<Locale>().notNull().default('en'),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_unique').on(t.email),
    check('newsletter_subscriptions_language_check', sql`${t.language} in ('en', 'fr', 'de', 'it', 'ar', 'zh')`),
  ],
);
