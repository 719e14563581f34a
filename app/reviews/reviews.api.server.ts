import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canEditContent } from '~/accounts/user';
import { createRouter, ErrorSchema, json, jsonBody, slugParam, type ApiDeps, idParam, security } from '~/api/openapi.server';
import { checkReview, COMMENT_MAX, COMMENT_MIN, firstProblem, SUB_SCORES } from './reviewInput';
import { createReview, deleteReview, findReviewedHotel, setReviewHidden, updateReview, type ReviewOutcome } from './reviews.server';

/**
 * Guests' reviews (one per guest per hotel; edit and delete their own) and the editors' hide/show.
 * Every change is reflected at once in the hotel's averageRating and reviewCount (the reviews
 * trigger, drizzle/0010_guest_reviews.sql) and on the public pages (the content version).
 */

const stars = (name: string) => {
  const message = `${name} must be a whole number from 1 to 5`;
  return z.number({ message }).int(message).min(1, message).max(5, message);
};

const ReviewBody = z
  .object({
    rating: stars('The rating'),
    comment: z
      .string({ message: 'Please write a few words about your stay' })
      .openapi({ description: `${COMMENT_MIN} to ${COMMENT_MAX} characters, no control characters` }),
    subScores: z
      .object(Object.fromEntries(SUB_SCORES.map(({ key, label }) => [key, stars(label).nullable().optional()])))
      .strict()
      .nullable()
      .optional()
      .openapi({ description: 'Optional: staff, facilities, cleanliness, comfort, value, location; each 1 to 5' }),
  })
  .openapi('ReviewInput');

const OwnReview = z
  .object({
    _id: z.string(),
    hotel: z.object({ slug: z.string(), name: z.string() }),
    rating: z.number(),
    comment: z.string(),
    subScores: z.record(z.string(), z.number().nullable()),
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    hidden: z.boolean().openapi({ description: 'Hidden by staff: neither shown nor counted' }),
  })
  .openapi('OwnReview');

const StaffReview = z
  .object({
    _id: z.string(),
    hotel: z.object({ slug: z.string(), name: z.string() }),
    author: z.string().nullable(),
    rating: z.number(),
    comment: z.string(),
    createdAt: z.string().nullable(),
    hiddenAt: z.string().nullable(),
  })
  .openapi('StaffReview');

const signedIn = { 401: json(ErrorSchema, 'Not signed in') };

const refused = (c: Context, outcome: Extract<ReviewOutcome<unknown>, { ok: false }>) => c.json({ error: outcome.error }, outcome.status);

/** The body's rules beyond its types (the comment's length and characters), as a 400 answer or the review. */
function checked(c: Context, body: z.infer<typeof ReviewBody>) {
  const result = checkReview(body);
  if (result.ok) return result;
  const first = firstProblem(result.problems)!;
  return { ok: false as const, response: c.json({ error: first.message, details: result.problems as Record<string, string> }, 400) };
}

export function reviewsApi({ db }: ApiDeps) {
  const guests = signedInOnly(db);
  const editorsOnly = signedInOnly(db, { check: canEditContent, refusal: 'Only editors can hide reviews' });

  const create = createRoute({
    method: 'post',
    path: '/rooms/{slug}/reviews',
    security,
    middleware: [guests],
    summary: 'Review a hotel (signed in; one review per guest per hotel)',
    request: { params: z.object({ slug: slugParam('slug') }), body: jsonBody(ReviewBody) },
    responses: {
      201: json(OwnReview, 'The review, published'),
      400: json(ErrorSchema, 'Invalid review, by field in details'),
      ...signedIn,
      404: json(ErrorSchema, 'No such hotel'),
      409: json(ErrorSchema, 'Already reviewed: edit that review (PUT /api/reviews/{id})'),
    },
  });
  const update = createRoute({
    method: 'put',
    path: '/reviews/{id}',
    security,
    middleware: [guests],
    summary: 'Change your own review',
    request: { params: idParam, body: jsonBody(ReviewBody) },
    responses: {
      200: json(OwnReview, 'The review after the change'),
      400: json(ErrorSchema, 'Invalid review'),
      ...signedIn,
      404: json(ErrorSchema, 'No such review of yours'),
    },
  });
  const remove = createRoute({
    method: 'delete',
    path: '/reviews/{id}',
    security,
    middleware: [guests],
    summary: 'Delete your own review',
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, ...signedIn, 404: json(ErrorSchema, 'No such review of yours') },
  });
  const hide = createRoute({
    method: 'patch',
    path: '/staff/reviews/{id}',
    security,
    middleware: [editorsOnly],
    summary: 'Hide a review from the hotel page and its rating, or show it again (editors and admins)',
    request: { params: idParam, body: jsonBody(z.object({ hidden: z.boolean({ message: 'hidden must be true or false' }) }).openapi('ReviewVisibility')) },
    responses: {
      200: json(StaffReview, 'The review after the change'),
      400: json(ErrorSchema, 'hidden missing'),
      ...signedIn,
      403: json(ErrorSchema, 'Signed in, but not an editor or admin'),
      404: json(ErrorSchema, 'No such review'),
    },
  });

  return createRouter()
    .openapi(create, async (c) => {
      const hotel = await findReviewedHotel(db, c.req.valid('param').slug);
      if (!hotel) return c.json({ error: 'Hotel not found' }, 404);
      const input = checked(c, c.req.valid('json'));
      if (!input.ok) return input.response as never;
      const outcome = await createReview(db, signedInAccount(c), hotel.id, input.value);
      return outcome.ok ? c.json(outcome.value, 201) : (refused(c, outcome) as never);
    })
    .openapi(update, async (c) => {
      const input = checked(c, c.req.valid('json'));
      if (!input.ok) return input.response as never;
      const outcome = await updateReview(db, signedInAccount(c), c.req.valid('param').id, input.value);
      return outcome.ok ? c.json(outcome.value, 200) : (refused(c, outcome) as never);
    })
    .openapi(remove, async (c) => {
      const outcome = await deleteReview(db, signedInAccount(c), c.req.valid('param').id);
      return outcome.ok ? c.body(null, 204) : (refused(c, outcome) as never);
    })
    .openapi(hide, async (c) => {
      const outcome = await setReviewHidden(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json').hidden);
      return outcome.ok ? c.json(outcome.value, 200) : (refused(c, outcome) as never);
    });
}
