/**
 * The fields editors change on a hotel and on its room types, in the forms' order, with the
 * limits of the tables (app/db/tables/content.ts, reservations.ts). Browser-safe: no schema code;
 * the rules themselves are in hotelInput.server.ts, shared by the studio's forms and the staff API.
 */
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

export const ROOM_TYPE_FIELD_ORDER = ['name', 'description', 'sizeSqm', 'beds', 'view', 'maxGuests', 'nightlyRate', 'inventory'] as const;
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
  inventory: 100_000,
} as const;
