import { z } from '@hono/zod-openapi';
import { LIMITS } from './hotelInput';

// eslint-disable-next-line no-control-regex -- line breaks are text in a description, other control characters are not
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL.test(value), `${label} may not hold control characters`);

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

const clock = (label: string) =>
  z
    .string({ error: `${label} must be a time written HH:mm, e.g. 18:00` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time written HH:mm, e.g. 18:00`)
    .nullable();

/** Degrees north (latitude, ±90) or east (longitude, ±180); null when the place is not recorded. */
const degrees = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number of degrees from -${limit} to ${limit}` })
    .min(-limit, `${label} must be a number of degrees from -${limit} to ${limit}`)
    .max(limit, `${label} must be a number of degrees from -${limit} to ${limit}`)
    .nullable();

const thisYear = new Date().getUTCFullYear();

/** One rule per editable hotel column (every field optional: the API's PATCH sends some). */
export const hotelFields = {
  description: text('Description', LIMITS.hotelDescription),
  priceMin: whole('Lowest price', 0, LIMITS.price),
  priceMax: whole('Highest price', 0, LIMITS.price),
  totalGamingSpace: whole('Gaming space', 0, LIMITS.casinoFigure),
  numberOfTables: whole('Tables', 0, LIMITS.casinoFigure),
  numberOfSlots: whole('Slot machines', 0, LIMITS.casinoFigure),
  vipLounges: whole('VIP lounges', 0, LIMITS.casinoFigure),
  restaurants: whole('Restaurants', 0, LIMITS.casinoFigure),
  isOpenAllDay: z.boolean({ error: 'isOpenAllDay must be true or false' }),
  opens: clock('Opening time'),
  closes: clock('Closing time'),
  yearEstablished: whole('Year established', 1800, thisYear),
  dresscode: text('Dress code', LIMITS.dresscode),
  latitude: degrees('Latitude', 90),
  longitude: degrees('Longitude', 180),
};

export const HotelChanges = z.object(
  Object.fromEntries(Object.entries(hotelFields).map(([name, rule]) => [name, rule.optional()])) as {
    [K in keyof typeof hotelFields]: z.ZodOptional<(typeof hotelFields)[K]>;
  },
);
export type HotelChanges = z.infer<typeof HotelChanges>;

/** The whole editable hotel after a change, with the rules across fields. */
export const HotelEdit = z
  .object(hotelFields)
  .superRefine((hotel, ctx) => {
    if (hotel.priceMax < hotel.priceMin) ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'Highest price must be at least the lowest price' });
    if (!hotel.isOpenAllDay) {
      if (!hotel.opens) ctx.addIssue({ code: 'custom', path: ['opens'], message: 'Opening time is required unless the casino is open all day' });
      if (!hotel.closes) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'Closing time is required unless the casino is open all day' });
    }
    // The map needs both (the hotels_coordinates_check constraint too).
    if ((hotel.latitude === null) !== (hotel.longitude === null)) {
      const missing = hotel.latitude === null ? 'latitude' : 'longitude';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'Give both latitude and longitude, or neither' });
    }
  })
  // Open all day: no hours (the column comment: null when open all day).
  .transform((hotel) => (hotel.isOpenAllDay ? { ...hotel, opens: null, closes: null } : hotel));
export type HotelEdit = z.output<typeof HotelEdit>;

export const roomTypeFields = {
  name: text('Name', LIMITS.roomName),
  description: text('Description', LIMITS.roomDescription),
  sizeSqm: whole('Size', 1, LIMITS.sizeSqm),
  beds: text('Beds', LIMITS.beds),
  view: text('View', LIMITS.view),
  maxGuests: whole('Max guests', 1, LIMITS.maxGuests),
  nightlyRate: whole('Nightly rate', 0, LIMITS.nightlyRate),
  inventory: whole('Inventory', 0, LIMITS.inventory),
  weekendDeltaMinor: z
    .number({ error: 'Weekend difference must be a whole number of minor units (cents)' })
    .int('Weekend difference must be a whole number of minor units (cents)')
    .min(-LIMITS.weekendDeltaMinor, `Weekend difference must be from -${LIMITS.weekendDeltaMinor} to ${LIMITS.weekendDeltaMinor} minor units`)
    .max(LIMITS.weekendDeltaMinor, `Weekend difference must be from -${LIMITS.weekendDeltaMinor} to ${LIMITS.weekendDeltaMinor} minor units`)
    .openapi({ description: 'Added to Friday and Saturday nights (negative: less), in minor units of the hotel’s currency; 0 by default' }),
  pointsPerNight: whole('Points per night', 1, LIMITS.pointsPerNight)
    .nullable()
    .openapi({ description: 'An award night’s price in the Aurelia Circle’s points; null: not bookable with points (the default)' }),
};

export const RoomTypeInput = z.object({
  ...roomTypeFields,
  weekendDeltaMinor: roomTypeFields.weekendDeltaMinor.optional(),
  pointsPerNight: roomTypeFields.pointsPerNight.optional(),
});
export type RoomTypeInput = z.infer<typeof RoomTypeInput>;

export const RoomTypeChanges = z
  .object(
    Object.fromEntries(Object.entries(roomTypeFields).map(([name, rule]) => [name, rule.optional()])) as {
      [K in keyof typeof roomTypeFields]: z.ZodOptional<(typeof roomTypeFields)[K]>;
    },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one field to change');
export type RoomTypeChanges = z.infer<typeof RoomTypeChanges>;
