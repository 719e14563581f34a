import { createRoute, z } from '@hono/zod-openapi';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canEditContent } from '~/accounts/user';
import { createRouter, ErrorSchema, idParam, json, jsonBody, security, type ApiDeps } from '~/api/openapi.server';
import { MEDIA_ROLES, offerPictures, postPictures, roomTypePictures, venuePictures, type MediaRole, type PlaceOutcome } from './picturePlaces.server';
import { guarded, placedParams, Placement, refusal } from './media.api.server';
import type { Database } from '~/db/client.server';
import type { User } from '~/accounts/user';

/**
 * Where else a picture shows, as a hotel's (app/media/media.api.server.ts): a room type's (its card
 * on the hotel page), a venue's (its page), an offer's (its page and card) and a blog post's (its
 * cover and card). Editors and admins; the hotel's answer (GET /api/rooms/by-slug/{slug}), the
 * venues' (GET /api/venues), the offers' (GET /api/offers) and the posts' (GET /api/blog) carry them.
 */
type Place = (db: Database, actor: User, id: string, mediaId: string, role: MediaRole) => Promise<PlaceOutcome>;

const PLACES: { path: string; what: string; shows: string; attach: Place; detach: Place }[] = [
  { path: 'room-types', what: 'room type', shows: 'its card on the hotel page shows it', attach: roomTypePictures.attach, detach: roomTypePictures.detach },
  { path: 'venues', what: 'venue', shows: 'its page opens on it', attach: venuePictures.attach, detach: venuePictures.detach },
  { path: 'offers', what: 'offer', shows: 'its page opens on it, its card shows it', attach: offerPictures.attach, detach: offerPictures.detach },
  { path: 'posts', what: 'blog post', shows: 'its cover and its card’s picture', attach: postPictures.attach, detach: postPictures.detach },
];

export function placementsApi({ db }: ApiDeps) {
  const editorsOnly = signedInOnly(db, { check: canEditContent, refusal: 'Only editors can change the pictures' });
  const base = { security, middleware: [editorsOnly] };
  let router = createRouter();
  for (const place of PLACES) {
    const attach = createRoute({
      ...base,
      method: 'post',
      path: `/staff/${place.path}/{id}/media`,
      summary: `Show a picture as a ${place.what}’s hero (${place.shows}; it replaces the one before) or last in its gallery (editors and admins)`,
      request: { params: idParam, body: jsonBody(Placement) },
      responses: {
        201: json(z.object({ ok: z.literal(true) }), 'Shown'),
        400: json(ErrorSchema, 'Invalid input'),
        ...guarded,
        404: json(ErrorSchema, `No such ${place.what} or picture`),
      },
    });
    const detach = createRoute({
      ...base,
      method: 'delete',
      path: `/staff/${place.path}/{id}/media/{mediaId}`,
      summary: `Take a picture out of a ${place.what}’s hero or gallery; it stays in the library (editors and admins)`,
      request: { params: placedParams, query: z.object({ role: z.enum(MEDIA_ROLES, { error: 'role must be hero or gallery' }).default('gallery') }) },
      responses: {
        204: { description: 'Taken out' },
        400: json(ErrorSchema, 'Invalid input'),
        ...guarded,
        404: json(ErrorSchema, `No such ${place.what}, or not shown there`),
      },
    });
    router = router
      .openapi(attach, async (c) => {
        const { mediaId, role } = c.req.valid('json');
        const outcome = await place.attach(db, signedInAccount(c), c.req.valid('param').id, mediaId, role);
        return outcome.ok ? c.json({ ok: true as const }, 201) : (refusal(c, outcome) as never);
      })
      .openapi(detach, async (c) => {
        const { id, mediaId } = c.req.valid('param');
        const outcome = await place.detach(db, signedInAccount(c), id, mediaId, c.req.valid('query').role);
        return outcome.ok ? c.body(null, 204) : (refusal(c, outcome) as never);
      }) as typeof router;
  }
  return router;
}
