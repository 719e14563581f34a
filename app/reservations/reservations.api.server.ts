import { showsAvailability } from '~/lib/cacheDependency';
import { stepUpRefusal } from '~/accounts/stepUpGuard.server';
import { hasFreshProof } from '~/accounts/stepUp.server';
import { secondFactorMessages } from '~/accounts/secondFactorMessages';
import { defaultSecurity } from '~/api/security.server';
import { POINTS_PLAN } from '~/pricing/plans';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { authenticate, presentedToken, signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canManageReservations } from '~/accounts/user';
import { createRouter, ErrorSchema, json, jsonBody, type ApiDeps, idParam, security } from '~/api/openapi.server';
import { hotels, reservationStatuses } from '~/db/schema';
import { eq } from 'drizzle-orm';
import { mailLinkOrigin } from '~/mail/links.server';
import { DEFAULT_HOTELS_PER_SEARCH, MAX_HOTELS_PER_SEARCH, searchAvailability } from './availabilitySearch.server';
import { findOwnReservation, listOwnReservations, listReservationsForStaff } from './reservationQueries.server';
import { changeReservation, requestReservation, RESERVATION_NOT_FOUND, type Outcome } from './reservations.server';
import type { GuestMail } from './reservationMail.server';
import { memberTierOf } from '~/pricing/memberTier.server';
import { checkStay, MAX_GUESTS, utcDay, type Stay } from '~/domain/stay';
import {
  AvailabilitySchema,
  ChangeBody,
  ChangePreviewSchema,
  GuestReservationSchema,
  HistoryLineSchema,
  NoteBody,
  PlanSchema,
  RequestBody,
  ReservationSchema,
  StayQuery,
} from './reservations.schemas.server';
import { applyStayChange, previewStayChange, type ChangeRefusal } from './stayChange.server';
import { stayHistory } from './history.server';

const signedIn = { 401: json(ErrorSchema, 'Not signed in') };
const staffOnly = { ...signedIn, 403: json(ErrorSchema, 'Signed in, but not reservations staff') };

/** Checks the stay's dates and party; the 400 answer names the field. */
function stayOrProblem(input: Parameters<typeof checkStay>[0]): { stay: Stay } | { error: string; details: Record<string, string> } {
  const checked = checkStay(input);
  return checked.ok ? { stay: checked.stay } : { error: checked.error, details: { [checked.field]: checked.error } };
}

/** Requires a signed-in account (and, with `staff`, reservations staff); keeps it for the handler. */

/** A refused change: its status and error, the field it is about, and the new price when it moved. */
const changeRefused = (c: Context, refusal: ChangeRefusal) =>
  c.json(
    {
      error: refusal.error,
      ...(refusal.field && { details: { [refusal.field]: refusal.error } }),
      ...(refusal.changedTo && { plan: refusal.changedTo }),
    },
    refusal.status,
  ) as never;

const answer = <T>(c: Context, outcome: Outcome<T>) => (outcome.ok ? c.json(outcome.value as never, 200) : c.json({ error: outcome.error }, outcome.status));

export function reservationsApi({ db, mail, security: options }: ApiDeps) {
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
      400: json(ErrorSchema, 'Invalid dates, guests or text; a wrong, expired or used-up promo code, or one the chosen plan does not take (details.promoCode)'),
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
  const changeRoute = createRoute({
    method: 'patch',
    path: '/reservations/{id}',
    summary: "Change one of the caller's stays: its dates, room type or party",
    description:
      'A requested or confirmed stay that has not begun. With preview=1: the quote (the stay before and after, at today’s prices on the same plan where it still applies, and the difference) and nothing changes. Without: the change, in one transaction that takes the new nights before it gives back the old ones; a confirmed stay goes back to requested for the concierge to confirm again. An award stay is repriced in points, the difference held or given back. Send expectedTotalMinor (and expectedPoints) from the preview: a different price answers 409. A change that spends more points wants a fresh proof of the member: without one, 401 {error, stepUp: true} (POST /api/auth/step-up).',
    security,
    middleware: [account],
    request: {
      params: idParam,
      query: z.object({ preview: z.enum(['0', '1']).optional().openapi({ description: '1: quote only' }) }),
      body: jsonBody(ChangeBody),
    },
    responses: {
      200: json(z.union([ChangePreviewSchema, ReservationSchema]), 'preview=1: the quote; otherwise the changed reservation'),
      400: json(
        ErrorSchema,
        'Dates or guests that make no stay, nothing to change, a room type of another hotel, too many guests for the room (details names the field)',
      ),
      ...signedIn,
      404: json(ErrorSchema, 'None of the caller’s'),
      409: json(
        ErrorSchema.extend({ plan: PlanSchema.optional() }),
        'No room free on a new night (the stay is unchanged); dates of a non-refundable stay; a stay not requested or confirmed, or already begun; an award stay moved to a room without a points price; not enough points; a price other than expectedTotalMinor (plan: the new price)',
      ),
    },
  });
  const historyRoute = createRoute({
    method: 'get',
    path: '/reservations/{id}/history',
    summary: "One of the caller's stays: every change, oldest first",
    security,
    middleware: [account],
    request: { params: idParam },
    responses: {
      200: json(z.array(HistoryLineSchema), 'Who (guest or concierge), when, the stay before and after'),
      ...signedIn,
      404: json(ErrorSchema, 'None of the caller’s'),
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
      // An award stay spends points: a fresh proof of the member first (docs/decisions/0053).
      if (body.ratePlan === POINTS_PLAN) {
        const refusal = await stepUpRefusal(c, db, options);
        if (refusal) return refusal as never;
      }
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
    .openapi(changeRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { expectedTotalMinor, expectedPoints, ...input } = c.req.valid('json');
      const user = signedInAccount(c);
      if (c.req.valid('query').preview === '1') {
        const quoted = await previewStayChange(db, user, id, input);
        return quoted.ok ? c.json(quoted.value, 200) : changeRefused(c, quoted);
      }
      // Spending more points wants a fresh proof (docs/decisions/0053): checked in the change's own transaction, priced once.
      const token = presentedToken(c).token;
      const freshProof = (tx: typeof db) => hasFreshProof({ db: tx, security: options ?? defaultSecurity }, token);
      const changed = await applyStayChange(db, user, id, input, { expectedTotalMinor, expectedPoints, notify: notifyFor(c), freshProof });
      if (!changed.ok && changed.reason === 'step_up') return c.json({ error: secondFactorMessages.stepUp, stepUp: true as const }, 401) as never;
      return changed.ok ? c.json(changed.value, 200) : changeRefused(c, changed);
    })
    .openapi(historyRoute, async (c) => {
      const found = await findOwnReservation(db, signedInAccount(c), c.req.valid('param').id);
      if (!found) return c.json({ error: RESERVATION_NOT_FOUND }, 404);
      return c.json(await stayHistory(db, found._id), 200);
    })
    .openapi(staffListRoute, async (c) => c.json(await listReservationsForStaff(db, { status: c.req.valid('query').status }), 200));
}
