/**
 * The fields editors change on a hotel and on its room types, in the forms' order, with the
 * limits of the tables (app/db/tables/content.ts, reservations.ts). Browser-safe: no schema code;
 * the rules themselves are in hotelInput.server.ts, shared by the studio's forms and the staff API.
 */
import type { TranslatableField } from '~/studio/translations';

export const HOTEL_FIELD_ORDER = [
  'description',
  'priceMin',
  'priceMax',
  'totalGamingSpace',
  'numberOfTables',
  'numberOfSlots',
  'vipLounges',
  'restaurants',
  'isOpenAllDay',
  'opens',
  'closes',
  'yearEstablished',
  'dresscode',
  'latitude',
  'longitude',
] as const;
export type HotelField = (typeof HOTEL_FIELD_ORDER)[number];

export const ROOM_TYPE_FIELD_ORDER = [
  'name',
  'description',
  'sizeSqm',
  'beds',
  'view',
  'maxGuests',
  'nightlyRate',
  'weekendDelta',
  'inventory',
  'pointsPerNight',
] as const;
export type RoomTypeField = (typeof ROOM_TYPE_FIELD_ORDER)[number];

export const LIMITS = {
  hotelDescription: 5000,
  dresscode: 200,
  price: 1_000_000,
  casinoFigure: 1_000_000,
  roomName: 100,
  roomDescription: 2000,
  beds: 100,
  view: 100,
  sizeSqm: 10_000,
  maxGuests: 20,
  nightlyRate: 1_000_000,
  /** Friday and Saturday nights' difference, either way, in minor units. */
  weekendDeltaMinor: 1_000_000_000,
  inventory: 100_000,
  /** An award night's price in the Aurelia Circle's points. */
  pointsPerNight: 10_000_000,
} as const;

/** The hotel's texts editors translate (its name stays as it is), with the limits of their columns. */
export const HOTEL_TRANSLATED = [
  { name: 'city', label: 'City', maxLength: 100 },
  { name: 'country', label: 'Country', maxLength: 100 },
  { name: 'description', label: 'Description', maxLength: LIMITS.hotelDescription, multiline: true },
  { name: 'dresscode', label: 'Dress code', maxLength: LIMITS.dresscode },
] as const satisfies readonly TranslatableField[];

/** A room type's texts editors translate. */
export const ROOM_TYPE_TRANSLATED = [
  { name: 'name', label: 'Name', maxLength: LIMITS.roomName },
  { name: 'description', label: 'Description', maxLength: LIMITS.roomDescription, multiline: true },
  { name: 'beds', label: 'Beds', maxLength: LIMITS.beds },
  { name: 'view', label: 'View', maxLength: LIMITS.view },
] as const satisfies readonly TranslatableField[];
