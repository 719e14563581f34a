/** What the demo seed has inserted (docs/decisions/0040-seeding-never-resurrects.md). */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every demo item the seed ever inserted, by kind ('hotel', 'sitting', 'offer'...) and its key in
 * the demo content ('royal-palace-casino-resort', 'royal-palace-casino-resort:jade-room:0'...). The
 * seed inserts an item only when its (kind, key) is not here, and records it in the same
 * transaction: what staff deleted stays deleted. Rows are never removed (db:reset drops the table).
 */
export const seededDemoItems = pgTable(
  'seeded_demo_items',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
