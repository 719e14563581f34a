import { showsAvailability } from '~/lib/cacheDependency';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { authenticate, signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canManageReservations } from '~/accounts/user';
import { createRouter, ErrorSchema, json, jsonBody, slugParam, wholeNumber, type ApiDeps, idParam, security, isPrintableText } from '~/api/openapi.server';
import { hotels, reservationStatuses } from '~/db/schema';
import { eq } from 'drizzle-orm';
import { mailLinkOrigin } from '~/mail/links.server';
import { DEFAULT_HOTELS_PER_SEARCH, MAX_HOTELS_PER_SEARCH, searchAvailability } from './availabilitySearch.server';
import { findOwnReservation, listOwnReservations, listReservationsForStaff } from './reservationQueries.server';
import { changeReservation, requestReservation, RESERVATION_NOT_FOUND, type Outcome } from './reservations.server';
import type { GuestMail } from './reservationMail.server';
import { memberTierOf } from '~/pricing/memberTier.server';
import { checkStay, MAX_GUESTS, SPECIAL_REQUESTS_MAX, utcDay, type Stay } from './stay';

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

const AvailabilitySchema = z
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

const ReservationSchema = z
  .object({
    _id: z.string(),
    reference: z.string().openapi({ example: 'AUR-7K3M9Q' }),
    status: z.enum(reservationStatuses),
    hotel: z.object({ _id: z.string(), name: z.string(), slug: z.string(), country: z.string(), city: z.string() }),
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

const GuestReservationSchema = ReservationSchema.extend({ guest: z.object({ username: z.string(), email: z.string() }).nullable() }).openapi(
  'GuestReservation',
);

const day = (name: string) => z.string().max(10, `${name} must be a date written YYYY-MM-DD`).openapi({ example: '2027-02-12', format: 'date' });
const StayQuery = z.object({
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

const RequestBody = z
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

const NoteBody = z
  .object({
    note: z
      .string()
      .max(STAFF_NOTE_MAX, `The note must be at most ${STAFF_NOTE_MAX} characters`)
      .refine(isPrintableText, 'The note may not hold control characters')
      .optional()
      .openapi({ description: 'Shown to the guest' }),
  })
  .openapi('ReservationDecision');

const signedIn = { 401: json(ErrorSchema, 'Not signed in') };
const staffOnly = { ...signedIn, 403: json(ErrorSchema, 'Signed in, but not reservations staff') };

/** Checks the stay's dates and party; the 400 answer names the field. */
function stayOrProblem(input: Parameters<typeof checkStay>[0]): { stay: Stay } | { error: string; details: Record<string, string> } {
  const checked = checkStay(input);
  return checked.ok ? { stay: checked.stay } : { error: checked.error, details: { [checked.field]: checked.error } };
}

/** Requires a signed-in account (and, with `staff`, reservations staff); keeps it for the handler. */

const answer = <T>(c: Context, outcome: Outcome<T>) => (outcome.ok ? c.json(outcome.value as never, 200) : c.json({ error: outcome.error }, outcome.status));

export function reservationsApi({ db, mail }: ApiDeps) {
  const account = signedInOnly(db);
  const staff = signedInOnly(db, { check: canManageReservations, refusal: 'Only the concierge team can answer reservation requests' });
  /** The guest's mail about a change: links to this site (PUBLIC_ORIGIN or the request's). */
  const notifyFor = (c: Context): GuestMail => ({ origin: mailLinkOrigin(c.req.raw), mail });
  const decide = (c: Context, kind: 'confirm' | 'decline', id: string, note: string | undefined) =>
    changeReservation(db, id, { kind, note: note ?? null, by: signedInAccount(c) }, { notify: notifyFor(c) });

  const availabilityRoute = createRoute({
    method: 'get',
    path: '/availability',
    summary: 'Room types free for a stay, best-rated hotels first',
    description: `Room types with at least one room free on every night from checkIn to the night before checkOut and room for the party. Grouped by hotel, highest rated first; limit and offset page through hotels (default ${DEFAULT_HOTELS_PER_SEARCH}, at most ${MAX_HOTELS_PER_SEARCH}). Check-in from today (UTC) to 365 days ahead, 1 to 30 nights, 1 to ${MAX_GUESTS} guests.`,
    request: { query: StayQuery },
    responses: {
      200: json(z.array(AvailabilitySchema), 'Free room types with the stay’s total'),
      400: json(ErrorSchema, 'Dates or guests that make no stay'),
      404: json(ErrorSchema, 'No such hotel'),
    },
  });
  const createRouteDef = createRoute({
    method: 'post',
    path: '/reservations',
    summary: 'Request a stay (signed in)',
    description: 'Holds one room of the type for every night at once; the concierge then confirms or declines. No payment is taken.',
    security,
    middleware: [account],
    request: { body: jsonBody(RequestBody) },
    responses: {
      201: json(ReservationSchema, 'The request, status requested'),
      400: json(ErrorSchema, 'Invalid dates, guests or text; a wrong, expired or used-up promo code (details.promoCode)'),
      ...signedIn,
      404: json(ErrorSchema, 'No such room type'),
      409: json(
        ErrorSchema.extend({ plan: PlanSchema.optional() }),
        'No room of that type free for every night; a plan that does not apply to the stay (details.ratePlan says why); award nights with a balance short of the stay’s points ("Not enough points"); or a price other than expectedTotalMinor (plan: the new price)',
      ),
    },
  });
  const listRoute = createRoute({
    method: 'get',
    path: '/reservations',
    summary: "The caller's reservations, soonest stay first",
    security,
    middleware: [account],
    responses: { 200: json(z.array(ReservationSchema), 'Every reservation of the account'), ...signedIn },
  });
  const oneRoute = createRoute({
    method: 'get',
    path: '/reservations/{id}',
    summary: "One of the caller's reservations",
    security,
    middleware: [account],
    request: { params: idParam },
    responses: { 200: json(ReservationSchema, 'The reservation'), ...signedIn, 404: json(ErrorSchema, 'None of the caller’s') },
  });
  const cancelRoute = createRoute({
    method: 'post',
    path: '/reservations/{id}/cancel',
    summary: "Cancel one of the caller's reservations before check-in",
    security,
    middleware: [account],
    request: { params: idParam },
    responses: {
      200: json(ReservationSchema, 'Cancelled; its nights are free again'),
      ...signedIn,
      404: json(ErrorSchema, 'None of the caller’s'),
      409: json(ErrorSchema, 'Already cancelled or declined, or check-in has come'),
    },
  });
  const decisionRoute = (decision: 'confirm' | 'decline') =>
    createRoute({
      method: 'post',
      path: `/reservations/{id}/${decision}`,
      summary: `${decision === 'confirm' ? 'Confirm' : 'Decline'} a requested stay (concierge staff)`,
      security,
      middleware: [staff],
      request: { params: idParam, body: { required: false, content: { 'application/json': { schema: NoteBody } } } },
      responses: {
        200: json(ReservationSchema, decision === 'confirm' ? 'Confirmed' : 'Declined; its nights are free again'),
        400: json(ErrorSchema, 'Note too long'),
        ...staffOnly,
        404: json(ErrorSchema, 'No such reservation'),
        409: json(ErrorSchema, 'Not a requested reservation'),
      },
    });
  const staffListRoute = createRoute({
    method: 'get',
    path: '/staff/reservations',
    summary: 'Reservations for the concierge (staff)',
    description: 'With status: those in it, oldest request first; without: the latest 100.',
    security,
    middleware: [staff],
    request: { query: z.object({ status: z.enum(reservationStatuses).optional() }) },
    responses: { 200: json(z.array(GuestReservationSchema), 'Reservations with their guests'), ...staffOnly },
  });

  return createRouter()
    .openapi(availabilityRoute, async (c) => {
      const { checkIn, checkOut, guests, hotel, limit, offset } = c.req.valid('query');
      const checked = stayOrProblem({ checkIn, checkOut, guests: guests ?? '2' });
      if ('error' in checked) return c.json(checked, 400);
      // Signed in, the member price is the member's tier's (a personal answer: the cache keeps anonymous ones only).
      const auth = await authenticate(c, db);
      const tier = auth.status === 'signed-in' ? await memberTierOf(db, auth.user._id, utcDay()) : null;
      const found = await searchAvailability(db, checked.stay, {
        hotelSlug: hotel,
        limit,
        offset,
        tier,
        offer: c.req.valid('query').offer,
        awardNights: tier !== null,
      });
      if (hotel && found.length === 0) {
        const [exists] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, hotel)).limit(1);
        if (!exists) return c.json({ error: 'Hotel not found' }, 404);
      }
      return c.json(found, 200, showsAvailability);
    })
    .openapi(createRouteDef, async (c) => {
      const body = c.req.valid('json');
      const checked = stayOrProblem(body);
      if ('error' in checked) return c.json(checked, 400);
      const outcome = await requestReservation(
        db,
        signedInAccount(c),
        {
          roomTypeId: body.roomTypeId,
          stay: checked.stay,
          specialRequests: body.specialRequests,
          ratePlan: body.ratePlan,
          promoCode: body.promoCode,
          expectedTotalMinor: body.expectedTotalMinor,
        },
        notifyFor(c),
      );
      if (!outcome.ok) {
        const details = outcome.field ? { details: { [outcome.field]: outcome.error } } : {};
        return c.json({ error: outcome.error, ...details, ...(outcome.changedTo && { plan: outcome.changedTo }) }, outcome.status);
      }
      return c.json(outcome.value, 201);
    })
    .openapi(listRoute, async (c) => c.json(await listOwnReservations(db, signedInAccount(c)), 200))
    .openapi(oneRoute, async (c) => {
      const found = await findOwnReservation(db, signedInAccount(c), c.req.valid('param').id);
      return found ? c.json(found, 200) : c.json({ error: RESERVATION_NOT_FOUND }, 404);
    })
    .openapi(
      cancelRoute,
      async (c) =>
        answer(c, await changeReservation(db, c.req.valid('param').id, { kind: 'cancel', by: signedInAccount(c) }, { notify: notifyFor(c) })) as never,
    )
    .openapi(decisionRoute('confirm'), async (c) => answer(c, await decide(c, 'confirm', c.req.valid('param').id, c.req.valid('json')?.note)) as never)
    .openapi(decisionRoute('decline'), async (c) => answer(c, await decide(c, 'decline', c.req.valid('param').id, c.req.valid('json')?.note)) as never)
    .openapi(staffListRoute, async (c) => c.json(await listReservationsForStaff(db, { status: c.req.valid('query').status }), 200));
}
