import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canManageReservations } from '~/accounts/user';
import { createRouter, ErrorSchema, idParam, json, jsonBody, security, slugParam, wholeNumber, type ApiDeps } from '~/api/openapi.server';
import { hotels } from '~/db/schema';
import { bedPreferences, DIETARY_MAX, stayOccasions } from './arrival';
import { ARRIVALS_PER_PAGE, listArrivals, saveArrival } from './arrival.server';
import { isCalendarDay, utcDay } from '~/domain/stay';

/** Before arrival (issue 49): the guest's details, and the concierge's arrivals of a day. */

const ArrivalSchema = z
  .object({
    arrivalTime: z.string().openapi({ example: '15:30', description: 'The hotel’s local time, HH:mm' }),
    bed: z.enum(bedPreferences).nullable(),
    occasion: z.enum(stayOccasions).nullable(),
    dietary: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi('ArrivalDetails');

const ArrivalBody = z
  .object({
    arrivalTime: z.string({ error: 'arrivalTime must be a time written HH:mm, 00:00 to 23:59' }).max(8).openapi({ example: '15:30' }),
    bed: z
      .string()
      .max(20)
      .nullable()
      .optional()
      .openapi({ description: `${bedPreferences.join(' or ')}; null or absent: no preference` }),
    occasion: z
      .string()
      .max(20)
      .nullable()
      .optional()
      .openapi({ description: `${stayOccasions.join(', ')}; null or absent: none` }),
    dietary: z
      .string()
      .max(DIETARY_MAX * 2)
      .nullable()
      .optional()
      .openapi({ description: `Dietary needs, up to ${DIETARY_MAX} characters` }),
  })
  .strict()
  .openapi('ArrivalInput');

const ArrivalLineSchema = z
  .object({
    reservation: z.object({
      _id: z.string(),
      reference: z.string(),
      status: z.enum(['requested', 'confirmed']),
      hotel: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
      roomType: z.object({ _id: z.string(), name: z.string() }),
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number().int(),
      guests: z.number().int(),
      specialRequests: z.string().nullable(),
    }),
    guest: z.object({ username: z.string(), email: z.string() }).nullable(),
    arrival: ArrivalSchema.nullable(),
    tier: z.enum(['gold', 'sovereign']).nullable().openapi({ description: 'The guest’s tier where it brings benefits' }),
    benefits: z.array(z.enum(['late_checkout', 'upgrade'])).openapi({ description: 'Due on this stay: a late check-out, an upgrade when one is available' }),
    unreadMessages: z.number().int().openapi({ description: 'The guest’s messages about this stay no one has read yet' }),
  })
  .openapi('Arrival');

export function arrivalApi({ db }: ApiDeps) {
  const account = signedInOnly(db);
  const staff = signedInOnly(db, { check: canManageReservations, refusal: 'Arrivals are for the concierge team' });

  const putRoute = createRoute({
    method: 'put',
    path: '/reservations/{id}/arrival',
    summary: 'Tell the hotel the arrival time, bed, occasion and dietary needs of one of the caller’s stays',
    description: 'A requested or confirmed stay until its check-out day; replaces what was given before.',
    security,
    middleware: [account],
    request: { params: idParam, body: jsonBody(ArrivalBody) },
    responses: {
      200: json(ArrivalSchema, 'The arrival details'),
      400: json(ErrorSchema, 'A time not HH:mm, an unknown bed or occasion, dietary needs too long (details names the field)'),
      401: json(ErrorSchema, 'Not signed in'),
      404: json(ErrorSchema, 'None of the caller’s'),
      409: json(ErrorSchema, 'Not requested or confirmed, or past its check-out day'),
    },
  });
  const listRoute = createRoute({
    method: 'get',
    path: '/staff/arrivals',
    summary: 'The arrivals of a day, of one hotel or all (concierge, admin)',
    description: `Requested and confirmed stays beginning that day, by hotel then arrival time, with the guests’ details and the tier benefits due; ${ARRIVALS_PER_PAGE} a page (limit, offset), X-Total-Count counts them all.`,
    security,
    middleware: [staff],
    request: {
      query: z.object({
        hotel: slugParam('hotel')
          .optional()
          .openapi({ param: { name: 'hotel', in: 'query' }, description: 'A hotel’s slug; all hotels without it' }),
        date: z.string().max(10).optional().openapi({ format: 'date', description: 'YYYY-MM-DD; today (UTC) without it' }),
        limit: wholeNumber('limit', 1, 200).optional().openapi({ type: 'integer', example: ARRIVALS_PER_PAGE }),
        offset: wholeNumber('offset', 0, 1_000_000).optional().openapi({ type: 'integer', example: 0 }),
      }),
    },
    responses: {
      200: {
        description: 'The arrivals',
        headers: z.object({ 'X-Total-Count': z.string() }),
        content: { 'application/json': { schema: z.array(ArrivalLineSchema) } },
      },
      400: json(ErrorSchema, 'A date that is not YYYY-MM-DD'),
      401: json(ErrorSchema, 'Not signed in'),
      403: json(ErrorSchema, 'Not the concierge team'),
      404: json(ErrorSchema, 'No such hotel'),
    },
  });

  return createRouter()
    .openapi(putRoute, async (c) => {
      const outcome = await saveArrival(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      if (outcome.ok) return c.json(outcome.value, 200);
      return c.json({ error: outcome.error, ...(outcome.field && { details: { [outcome.field]: outcome.error } }) }, outcome.status);
    })
    .openapi(listRoute, async (c) => {
      const { hotel, date = utcDay(), limit, offset } = c.req.valid('query');
      if (!isCalendarDay(date))
        return c.json({ error: 'date must be a day written YYYY-MM-DD', details: { date: 'date must be a day written YYYY-MM-DD' } }, 400);
      let hotelId: string | null = null;
      if (hotel) {
        const [row] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, hotel)).limit(1);
        if (!row) return c.json({ error: 'Hotel not found' }, 404);
        hotelId = row.id;
      }
      const { arrivals, total } = await listArrivals(db, { date, hotelId, limit, offset });
      c.header('X-Total-Count', String(total));
      return c.json(arrivals, 200);
    });
}
