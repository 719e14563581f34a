// The reservations API's shapes: what a room type, a plan's price, an availability, a reservation
// and the requests look like on the wire (OpenAPI documents them from here).
import { z } from '@hono/zod-openapi';
import { slugParam, wholeNumber, isPrintableText } from '~/api/openapi.server';
import { DEFAULT_HOTELS_PER_SEARCH, MAX_HOTELS_PER_SEARCH } from './availabilitySearch.server';
import { MAX_GUESTS, SPECIAL_REQUESTS_MAX } from '~/domain/stay';
import { reservationStatuses } from '~/db/schema';

const STAFF_NOTE_MAX = 1000;

export const RoomTypeSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    sizeSqm: z.number().openapi({ description: 'square metres' }),
    beds: z.string(),
    view: z.string(),
    maxGuests: z.number(),
    nightlyRate: z.number().openapi({ description: "The base rate per night (seasons and weekends aside), in whole units of the hotel's currency" }),
    baseRateMinor: z.number().int().openapi({ description: 'The base rate in minor units (cents) of currency' }),
    currency: z.string(),
    inventory: z.number().openapi({ description: 'How many rooms of this type the hotel has' }),
  })
  .openapi('RoomType');

const minor = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}, in minor units (cents) of currency` });

export const PlanSchema = z
  .object({
    code: z.string().openapi({ description: 'flexible, advance, member or an offer’s slug', example: 'flexible' }),
    name: z.string().openapi({ example: 'Flexible' }),
    totalMinor: minor('What the guest pays for the stay: the nights, the supplement and the taxes the hotel adds'),
    currency: z.string().openapi({ example: 'EUR' }),
    nightly: z.array(z.object({ date: z.string().openapi({ format: 'date' }), amountMinor: minor('The night on this plan') })),
    supplementMinor: minor('An offer’s supplement for the stay (0 for the other plans)'),
    roomMinor: minor('The nights and the supplement, before added taxes'),
    taxes: z.object({
      includedMinor: minor('Taxes included in the prices (VAT where it is included)'),
      addedMinor: minor('Taxes added to the prices (VAT where it is added, a city tax per guest or room and night)'),
      lines: z.array(
        z.object({
          kind: z.enum(['vat', 'city']),
          amountMinor: z.number().int(),
          included: z.boolean(),
          bps: z.number().int().optional().openapi({ description: 'VAT: its rate in basis points (1000 = 10 %)' }),
          perNightMinor: z.number().int().optional().openapi({ description: 'City tax: per guest or room and night' }),
          per: z.enum(['guest', 'room']).optional(),
        }),
      ),
    }),
    refundable: z.boolean(),
    freeCancellationUntil: z.string().nullable().openapi({ format: 'date', description: 'The last day to cancel free of charge; null when non-refundable' }),
    membersOnly: z.boolean().openapi({ description: 'The member price: bookable signed in, at the member’s tier' }),
    promoCode: z.boolean().openapi({ description: 'An offer booked with a promo code' }),
    points: z.number().int().optional().openapi({
      description: 'Award nights (code points, signed in): the stay’s cost in the programme’s points; its nights are then 0 and only added taxes are due',
    }),
  })
  .openapi('RatePlanPrice');

export const AvailabilitySchema = z
  .object({
    hotel: z.object({ _id: z.string(), name: z.string(), slug: z.string(), country: z.string(), city: z.string(), averageRating: z.number() }),
    roomType: RoomTypeSchema,
    available: z.number().openapi({ description: 'Rooms of this type free on every night of the stay' }),
    nights: z.number(),
    nightlyRate: z.number().openapi({ description: 'The Flexible plan’s average night, in whole units of currency' }),
    total: z.number().openapi({ description: 'The Flexible plan’s total with added taxes, in whole units of currency (plans[0].totalMinor is exact)' }),
    currency: z.string(),
    plans: z.array(PlanSchema).openapi({ description: 'Every plan the stay can be booked on, Flexible first' }),
  })
  .openapi('Availability');

export const ReservationSchema = z
  .object({
    _id: z.string(),
    reference: z.string().openapi({ example: 'AUR-7K3M9Q' }),
    status: z.enum(reservationStatuses),
    hotel: z.object({
      _id: z.string(),
      name: z.string(),
      slug: z.string(),
      country: z.string(),
      city: z.string(),
      timeZone: z.string().openapi({ example: 'Europe/Zurich', description: 'The hotel’s IANA time zone (an arrival time is its local time)' }),
    }),
    roomType: z.object({ _id: z.string(), name: z.string() }),
    checkIn: z.string().openapi({ example: '2027-02-12' }),
    checkOut: z.string().openapi({ example: '2027-02-15' }),
    nights: z.number(),
    guests: z.number(),
    specialRequests: z.string().nullable(),
    nightlyRate: z.number().openapi({ description: 'The average night, in whole units of currency' }),
    total: z.number().openapi({ description: 'totalMinor in whole units of currency' }),
    currency: z.string(),
    ratePlan: z.string().openapi({ description: 'flexible, advance, member or the offer’s slug' }),
    offer: z.object({ slug: z.string(), name: z.string(), inclusions: z.array(z.string()) }).nullable(),
    nightly: z.array(z.object({ date: z.string(), amountMinor: z.number().int() })),
    supplementMinor: z.number().int(),
    roomTotalMinor: z.number().int(),
    taxes: z.object({ includedMinor: z.number().int(), addedMinor: z.number().int() }),
    totalMinor: z.number().int().openapi({ description: 'The total as the guest saw and sent it, in minor units of currency' }),
    refundable: z.boolean(),
    freeCancellationUntil: z.string().nullable().openapi({ format: 'date' }),
    note: z.string().nullable().openapi({ description: "The concierge's note on confirming or declining" }),
    awardPoints: z.number().int().nullable().openapi({ description: 'Award nights: the points the stay costs (held at the request, spent on confirmation)' }),
    completedAt: z.string().nullable().openapi({ description: 'When the confirmed stay was marked completed after check-out (it then earns points)' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Reservation');

export const GuestReservationSchema = ReservationSchema.extend({ guest: z.object({ username: z.string(), email: z.string() }).nullable() }).openapi(
  'GuestReservation',
);

const day = (name: string) => z.string().max(10, `${name} must be a date written YYYY-MM-DD`).openapi({ example: '2027-02-12', format: 'date' });
export const StayQuery = z.object({
  checkIn: day('checkIn').optional(),
  checkOut: day('checkOut').optional(),
  guests: z.string().max(9).optional().openapi({ type: 'integer', example: 2, description: 'Default 2' }),
  hotel: slugParam('hotel')
    .optional()
    .openapi({ param: { name: 'hotel', in: 'query' }, description: 'Only this hotel (its slug)' }),
  limit: wholeNumber('limit', 1, MAX_HOTELS_PER_SEARCH)
    .optional()
    .openapi({ type: 'integer', example: DEFAULT_HOTELS_PER_SEARCH, description: 'Hotels per page' }),
  offset: wholeNumber('offset', 0, 100_000_000).optional().openapi({ type: 'integer', example: 0 }),
  offer: slugParam('offer')
    .optional()
    .openapi({
      param: { name: 'offer', in: 'query' },
      description: 'Only the hotels of this offer (its slug), its plan listed even when booked with a promo code',
    }),
});

export const RequestBody = z
  .object({
    roomTypeId: z.string({ error: 'roomTypeId is required' }).max(64),
    checkIn: z.string({ error: 'Please choose a check-in date' }).max(10, 'Check-in must be a date written YYYY-MM-DD'),
    checkOut: z.string({ error: 'Please choose a check-out date' }).max(10, 'Check-out must be a date written YYYY-MM-DD'),
    guests: z.number({ error: `Guests must be a whole number from 1 to ${MAX_GUESTS}` }).int(`Guests must be a whole number from 1 to ${MAX_GUESTS}`),
    specialRequests: z
      .string()
      .max(SPECIAL_REQUESTS_MAX, `Special requests must be at most ${SPECIAL_REQUESTS_MAX} characters`)
      .refine(isPrintableText, 'Special requests may not hold control characters')
      .nullable()
      .optional()
      .openapi({ description: 'Anything the concierge should know' }),
    ratePlan: z
      .string()
      .max(80, 'ratePlan must be flexible, advance, member or an offer’s slug')
      .optional()
      .openapi({ description: 'flexible (the default), advance, member, points (award nights, paid with the programme’s points) or an offer’s slug' }),
    promoCode: z.string().max(40, 'promoCode must be at most 40 characters').nullable().optional().openapi({ description: 'An offer’s promo code, any case' }),
    expectedTotalMinor: z
      .number()
      .int('expectedTotalMinor must be a whole number of minor units')
      .min(0)
      .nullable()
      .optional()
      .openapi({ description: 'The total the guest was shown: a different price now answers 409 with the new one, never a silent change' }),
  })
  .openapi('ReservationRequest');

export const NoteBody = z
  .object({
    note: z
      .string()
      .max(STAFF_NOTE_MAX, `The note must be at most ${STAFF_NOTE_MAX} characters`)
      .refine(isPrintableText, 'The note may not hold control characters')
      .optional()
      .openapi({ description: 'Shown to the guest' }),
  })
  .openapi('ReservationDecision');

const sideSchema = z.object({
  roomType: z.object({ _id: z.string(), name: z.string() }),
  checkIn: z.string().openapi({ format: 'date' }),
  checkOut: z.string().openapi({ format: 'date' }),
  nights: z.number().int(),
  guests: z.number().int(),
  ratePlan: z.string(),
  totalMinor: z.number().int(),
  currency: z.string(),
  nightly: z.array(z.object({ date: z.string(), amountMinor: z.number().int() })),
  taxes: z.object({ includedMinor: z.number().int(), addedMinor: z.number().int() }),
  points: z.number().int().nullable().openapi({ description: 'Award nights: the stay in points; null for a paid stay' }),
  refundable: z.boolean(),
  freeCancellationUntil: z.string().nullable().openapi({ format: 'date' }),
});

export const ChangePreviewSchema = z
  .object({
    before: sideSchema.openapi({ description: 'The stay as it is, at the price it was requested at' }),
    after: sideSchema.openapi({ description: 'The changed stay at today’s prices, on the same plan where it still applies (Flexible otherwise)' }),
    differenceMinor: z.number().int().openapi({ description: 'after.totalMinor - before.totalMinor, in minor units of currency' }),
    pointsDifference: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Award nights: the points the change holds (positive) or gives back (negative); null for a paid stay' }),
    planChanged: z.boolean().openapi({ description: 'The stay’s plan does not apply to the new stay: it is priced at the Flexible rate' }),
    reconfirm: z.boolean().openapi({ description: 'The stay is confirmed: once changed, it goes back to the concierge to confirm again' }),
  })
  .openapi('StayChangePreview');

export const ChangeBody = z
  .object({
    checkIn: z.string().max(10, 'Check-in must be a date written YYYY-MM-DD').optional(),
    checkOut: z.string().max(10, 'Check-out must be a date written YYYY-MM-DD').optional(),
    roomTypeId: z.string().max(64).optional().openapi({ description: 'Another room type of the same hotel' }),
    guests: z
      .number({ error: `Guests must be a whole number from 1 to ${MAX_GUESTS}` })
      .int(`Guests must be a whole number from 1 to ${MAX_GUESTS}`)
      .optional(),
    expectedTotalMinor: z
      .number()
      .int()
      .min(0)
      .nullable()
      .optional()
      .openapi({ description: 'The new total the guest was shown (the preview’s after.totalMinor): a different price now answers 409 with it' }),
    expectedPoints: z
      .number()
      .int()
      .min(0)
      .nullable()
      .optional()
      .openapi({ description: 'Award nights: the points the guest was shown (the preview’s after.points)' }),
  })
  .strict()
  .openapi('StayChange');

export const HistoryLineSchema = z
  .object({
    _id: z.string(),
    at: z.string().openapi({ description: 'When, ISO 8601' }),
    kind: z.enum(['requested', 'changed', 'confirmed', 'declined', 'cancelled', 'completed']),
    by: z.enum(['guest', 'concierge']).nullable().openapi({ description: 'Who: the guest, the concierge, or null (the daily completion of stays)' }),
    byName: z.string().nullable().openapi({ description: 'The member of staff (the concierge’s answers only)' }),
    before: z.record(z.string(), z.unknown()).nullable().openapi({
      description: 'The stay before: status, roomTypeId, roomType, checkIn, checkOut, nights, guests, ratePlan, totalMinor, currency, awardPoints',
    }),
    after: z.record(z.string(), z.unknown()).openapi({ description: 'The stay after, in the same shape' }),
  })
  .openapi('StayHistoryLine');
