import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canManageReservations } from '~/accounts/user';
import { createRouter, ErrorSchema, json, jsonBody, slugParam, wholeNumber, type ApiDeps, idParam, security, langQuery } from '~/api/openapi.server';
import { venueKinds } from '~/db/schema';
import { DEFAULT_LOCALE } from '~/i18n/locales';
import { mailLinkOrigin } from '~/mail/links.server';
import { isCalendarDay } from '~/domain/stay';
import { tellBookingGuest, type BookingMail } from './bookingMail.server';
import type { StaffBooking } from './booking';
import { listOwnBookings, listVenueDay } from './bookingQueries.server';
import { book, cancelBooking } from './bookings.server';
import { freeSlots } from './slots.server';
import { BookingBody, BookingSchema, SlotSchema, StaffBookingSchema, StaffCancelBody, VenueSchema } from './venueSchemas.server';
import { BOOKING_WINDOW_DAYS, listVenues, VENUE_NOT_FOUND, type Outcome } from './venues.server';

const MAX_VENUES = 100;

const signedIn = { 401: json(ErrorSchema, 'Not signed in') };
const staffOnly = { ...signedIn, 403: json(ErrorSchema, 'Signed in, but not the concierge team') };

/** An outcome as an answer: the value with `status`, or `{error, details}` with the failure's. */
function answer<T>(c: Context, outcome: Outcome<T>, status: 200 | 201 = 200) {
  if (outcome.ok) return c.json(outcome.value as never, status);
  return c.json({ error: outcome.error, ...(outcome.field && { details: { [outcome.field]: outcome.error } }) }, outcome.status);
}

const withoutGuest = ({ guest: _guest, ...booking }: StaffBooking) => booking;

export function venuesApi({ db, mail, now = () => new Date() }: ApiDeps) {
  /** The guest's mail about a booking: links to this site (PUBLIC_ORIGIN or the request's); English from the API. */
  const notifyFor = (c: Context): BookingMail => ({ origin: mailLinkOrigin(c.req.raw), mail, locale: DEFAULT_LOCALE });
  const account = signedInOnly(db);
  const staff = signedInOnly(db, { check: canManageReservations, refusal: 'Only the concierge team can see and cancel venue bookings' });

  const listRoute = createRoute({
    method: 'get',
    path: '/venues',
    summary: 'Restaurants and spas, best-rated hotels first',
    description: `Each hotel's venues in its own order; a spa lists its treatments. At most ${MAX_VENUES} a page (limit, offset). An unknown hotel slug is a 404.`,
    request: {
      query: z.object({
        hotel: slugParam('hotel')
          .optional()
          .openapi({ param: { name: 'hotel', in: 'query' }, description: "Only this hotel's (its slug)" }),
        kind: z.enum(venueKinds, { error: 'kind must be restaurant or spa' }).optional(),
        limit: wholeNumber('limit', 1, MAX_VENUES).optional().openapi({ type: 'integer', example: MAX_VENUES }),
        offset: wholeNumber('offset', 0, 100_000_000).optional().openapi({ type: 'integer', example: 0 }),
        lang: langQuery(),
      }),
    },
    responses: {
      200: json(z.array(VenueSchema), 'Venues'),
      400: json(ErrorSchema, 'A bad kind, slug, limit or offset'),
      404: json(ErrorSchema, 'No such hotel'),
    },
  });
  const slotsRoute = createRoute({
    method: 'get',
    path: '/venues/{id}/slots',
    summary: 'The times a party can still book on a day, by the hotel’s clock',
    description:
      `Starts in the hotel's local time with room for the party: a restaurant's slots with free covers, a spa's starts with a therapist free for the treatment's whole length. ` +
      `Starts already begun by the hotel's clock are left out; a day the venue is closed is an empty list. The date runs from the hotel's today to ${BOOKING_WINDOW_DAYS} days ahead; ` +
      'party defaults to 2 at a restaurant (or its maxParty when smaller) and 1 at a spa; a spa needs treatment.',
    request: {
      params: idParam,
      query: z.object({
        date: z.string().max(10, 'The date must be written YYYY-MM-DD').optional().openapi({ example: '2027-02-12', format: 'date' }),
        party: z.string().max(9).optional().openapi({ type: 'integer', example: 2 }),
        treatment: z.string().max(64).optional().openapi({ description: 'A treatment of this spa (its _id)' }),
      }),
    },
    responses: {
      200: json(z.array(SlotSchema), 'Free starts, earliest first'),
      400: json(ErrorSchema, 'A date in the past or too far ahead, a party out of range, a missing or unknown treatment'),
      404: json(ErrorSchema, 'No such venue'),
    },
  });
  const bookRoute = createRoute({
    method: 'post',
    path: '/bookings',
    summary: 'Book a table or a treatment (signed in); confirmed at once',
    description: "Takes the party's covers in its slot (a table), or a therapist per guest in every slot the treatment spans, all at once or not at all.",
    security,
    middleware: [account],
    request: { body: jsonBody(BookingBody) },
    responses: {
      201: json(BookingSchema, 'The booking, confirmed'),
      400: json(ErrorSchema, 'A time that is not a start on the venue’s grid, already begun, a closed day, a party out of range, a bad note…'),
      ...signedIn,
      404: json(ErrorSchema, 'No such venue'),
      409: json(ErrorSchema, 'No room left at that time'),
    },
  });
  const ownRoute = createRoute({
    method: 'get',
    path: '/bookings',
    summary: "The caller's tables and treatments, soonest first",
    security,
    middleware: [account],
    responses: { 200: json(z.array(BookingSchema), 'Every booking of the account'), ...signedIn },
  });
  const cancelRoute = createRoute({
    method: 'post',
    path: '/bookings/{id}/cancel',
    summary: "Cancel one of the caller's bookings before it begins (the hotel's clock)",
    security,
    middleware: [account],
    request: { params: idParam },
    responses: {
      200: json(BookingSchema, 'Cancelled; its covers or therapists are free again'),
      ...signedIn,
      404: json(ErrorSchema, 'None of the caller’s'),
      409: json(ErrorSchema, 'Already cancelled, or already begun'),
    },
  });
  const staffListRoute = createRoute({
    method: 'get',
    path: '/staff/bookings',
    summary: "A venue's day sheet (concierge, admin)",
    description: 'Every booking of the venue on that day (cancelled ones too), by time, with the party, the guest and their note.',
    security,
    middleware: [staff],
    request: {
      query: z.object({
        venue: z.string({ error: 'Please choose a venue' }).max(64).openapi({ description: "The venue's _id" }),
        date: z
          .string({ error: 'Please choose a date' })
          .max(10, 'The date must be written YYYY-MM-DD')
          .refine(isCalendarDay, 'The date must be written YYYY-MM-DD')
          .openapi({ example: '2027-02-12', format: 'date' }),
      }),
    },
    responses: {
      200: json(z.array(StaffBookingSchema), 'The day’s bookings'),
      400: json(ErrorSchema, 'No venue or no date'),
      ...staffOnly,
      404: json(ErrorSchema, 'No such venue'),
    },
  });
  const staffCancelRoute = createRoute({
    method: 'post',
    path: '/staff/bookings/{id}/cancel',
    summary: 'Cancel a booking for the guest, with a note they read (concierge, admin; audited)',
    security,
    middleware: [staff],
    request: { params: idParam, body: { required: false, content: { 'application/json': { schema: StaffCancelBody } } } },
    responses: {
      200: json(StaffBookingSchema, 'Cancelled; its covers or therapists are free again'),
      400: json(ErrorSchema, 'Note too long'),
      ...staffOnly,
      404: json(ErrorSchema, 'No such booking'),
      409: json(ErrorSchema, 'Already cancelled, or already begun'),
    },
  });

  return createRouter()
    .openapi(listRoute, async (c) => {
      const { hotel, kind, limit, offset, lang } = c.req.valid('query');
      const found = await listVenues(db, { hotelSlug: hotel, kind, limit, offset, locale: lang });
      return found ? c.json(found, 200) : c.json({ error: 'Hotel not found' }, 404);
    })
    .openapi(slotsRoute, async (c) => {
      const { date, party, treatment } = c.req.valid('query');
      return answer(c, await freeSlots(db, c.req.valid('param').id, { date, party, treatmentId: treatment }, now())) as never;
    })
    .openapi(bookRoute, async (c) => {
      const body = c.req.valid('json');
      const guest = signedInAccount(c);
      const outcome = await book(db, guest, body, now());
      if (outcome.ok) await tellBookingGuest(db, 'confirmed', outcome.value, guest, notifyFor(c));
      return answer(c, outcome, 201) as never;
    })
    .openapi(ownRoute, async (c) => c.json(await listOwnBookings(db, signedInAccount(c)), 200))
    .openapi(cancelRoute, async (c) => {
      const outcome = await cancelBooking(db, c.req.valid('param').id, { by: signedInAccount(c) }, now());
      if (outcome.ok) await tellBookingGuest(db, 'cancelled', outcome.value, outcome.value.guest, notifyFor(c));
      return answer(c, outcome.ok ? { ok: true, value: withoutGuest(outcome.value) } : outcome) as never;
    })
    .openapi(staffListRoute, async (c) => {
      const { venue, date } = c.req.valid('query');
      const sheet = await listVenueDay(db, venue, date);
      return sheet ? c.json(sheet, 200) : c.json({ error: VENUE_NOT_FOUND }, 404);
    })
    .openapi(staffCancelRoute, async (c) => {
      const note = c.req.valid('json')?.note ?? null;
      const outcome = await cancelBooking(db, c.req.valid('param').id, { by: signedInAccount(c), staff: { note } }, now());
      if (outcome.ok) await tellBookingGuest(db, 'cancelled', outcome.value, outcome.value.guest, notifyFor(c));
      return answer(c, outcome) as never;
    });
}
