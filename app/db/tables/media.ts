/** The operators' own photographs and where they are shown (docs/decisions/0044-media-storage.md). */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { hotels } from './content';
import { roomTypes } from './reservations';
import { venues } from './venues';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite reads bytea as a Uint8Array, node-postgres as a Buffer: one type for the code.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Alt texts by language (`{ en: '…', fr: '…' }`); English is the fallback. */
export type AltTexts = Partial<Record<string, string>>;

/**
 * One picture, stored once: `sha256` is the hash of the stored bytes (already turned upright, in
 * sRGB, without EXIF or GPS), so the same picture uploaded twice is one row, and its variants' URLs
 * (`/media/<sha256>-<width>.<format>`) never change meaning. The row is written in one statement:
 * a process killed during an upload leaves no half picture.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sha256: varchar('sha256', { length: 64 }).notNull().unique(),
    bytes: bytea('bytes').notNull(),
    mime: varchar('mime', { length: 40 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: jsonb('alt')
      .$type<AltTexts>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    decorative: boolean('decorative').notNull().default(false),
    /** The point every crop keeps in view, 0 to 1 from the left and the top. */
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    /** A tiny blurred WebP as a data: URI, shown while the picture loads. */
    placeholder: text('placeholder').notNull(),
    /** The picture's dominant colour, `#rrggbb`. */
    color: varchar('color', { length: 7 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_focal_range', sql`${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1`),
    check('media_size', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** A hotel's pictures: its hero (at most one) and its gallery, in the order staff chose. */
export const hotelMedia = pgTable(
  'hotel_media',
  {
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).$type<'hero' | 'gallery'>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.mediaId, t.role] }),
    index('hotel_media_order_idx').on(t.hotelId, t.role, t.position),
    uniqueIndex('hotel_media_one_hero')
      .on(t.hotelId)
      .where(sql`${t.role} = 'hero'`),
    check('hotel_media_role', sql`${t.role} in ('hero', 'gallery')`),
  ],
);

/** A room type's pictures: its hero (at most one, shown on its card) and its gallery, in order. */
export const roomTypeMedia = pgTable(
  'room_type_media',
  {
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).$type<'hero' | 'gallery'>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.mediaId, t.role] }),
    index('room_type_media_order_idx').on(t.roomTypeId, t.role, t.position),
    uniqueIndex('room_type_media_one_hero')
      .on(t.roomTypeId)
      .where(sql`${t.role} = 'hero'`),
    check('room_type_media_role', sql`${t.role} in ('hero', 'gallery')`),
  ],
);

/** A venue's pictures (a restaurant, the spa): its hero (at most one, opening its page) and its gallery, in order. */
export const venueMedia = pgTable(
  'venue_media',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).$type<'hero' | 'gallery'>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.mediaId, t.role] }),
    index('venue_media_order_idx').on(t.venueId, t.role, t.position),
    uniqueIndex('venue_media_one_hero')
      .on(t.venueId)
      .where(sql`${t.role} = 'hero'`),
    check('venue_media_role', sql`${t.role} in ('hero', 'gallery')`),
  ],
);
