/** The operators' own photographs and where they are shown (docs/decisions/0044-media-storage.md). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { hotels, posts } from './content';
import { offers } from './pricing';
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

/**
 * Where a picture is shown: an owner's (a hotel's, a room type's, a venue's, an offer's, a post's)
 * hero, at most one, and its gallery in the order staff chose. The tables have one shape, so one
 * module places pictures in any of them (app/media/picturePlaces.server.ts); `ownerId` is the
 * owner's column.
 */
function placementTable<const Name extends string>(name: Name, ownerColumn: string, owner: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      ownerId: uuid(ownerColumn).notNull().references(owner, { onDelete: 'cascade' }),
      mediaId: uuid('media_id')
        .notNull()
        .references(() => media.id, { onDelete: 'cascade' }),
      role: varchar('role', { length: 10 }).$type<'hero' | 'gallery'>().notNull(),
      position: integer('position').notNull().default(0),
    },
    (t) => [
      primaryKey({ columns: [t.ownerId, t.mediaId, t.role] }),
      index(`${name}_order_idx`).on(t.ownerId, t.role, t.position),
      uniqueIndex(`${name}_one_hero`)
        .on(t.ownerId)
        .where(sql`${t.role} = 'hero'`),
      check(`${name}_role`, sql`${t.role} in ('hero', 'gallery')`),
    ],
  );
}

/** A hotel's pictures: the hero opens its page, the gallery opens in a dialog. */
export const hotelMedia = placementTable('hotel_media', 'hotel_id', () => hotels.id);

/** A room type's pictures: the hero shows on its card on the hotel page. */
export const roomTypeMedia = placementTable('room_type_media', 'room_type_id', () => roomTypes.id);

/** A venue's pictures (a restaurant, the spa): the hero opens its page. */
export const venueMedia = placementTable('venue_media', 'venue_id', () => venues.id);

/** An offer's pictures: the hero opens its page and shows on its card on /offers. */
export const offerMedia = placementTable('offer_media', 'offer_id', () => offers.id);

/** A blog post's pictures: the hero is its cover (in the illustration's place) and its card's picture. */
export const postMedia = placementTable('post_media', 'post_id', () => posts.id);
