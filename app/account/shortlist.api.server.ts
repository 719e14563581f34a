import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { createRouter, ErrorSchema, json, jsonBody, slugParam, type ApiDeps, security } from '~/api/openapi.server';
import { SLUG_MAX_LENGTH } from '~/lib/slug';
import {
  listRecentlyViewed,
  listSaved,
  mergeBrowserActivity,
  recordView,
  RECENTLY_VIEWED_MAX,
  saveHotel,
  SAVED_MAX,
  unsaveHotel,
  type ShortlistChange,
} from './shortlist.server';

const ShortlistHotelSchema = z
  .object({ slug: z.string(), name: z.string(), city: z.string(), country: z.string(), image: z.string(), averageRating: z.number(), at: z.string() })
  .openapi('ShortlistHotel');
const Shortlist = z.object({ saved: z.array(ShortlistHotelSchema), recentlyViewed: z.array(ShortlistHotelSchema) }).openapi('Shortlist');
const slugs = (max: number) => z.array(z.string().max(SLUG_MAX_LENGTH)).max(max, `At most ${max} hotels`);
const ActivityBody = z
  .object({ savedProperties: slugs(SAVED_MAX).default([]), recentlyViewed: slugs(RECENTLY_VIEWED_MAX * 2).default([]) })
  .openapi('BrowserActivity');
const ActivitySchema = z.object({ savedProperties: z.array(z.string()), recentlyViewed: z.array(z.string()) }).openapi('MergedActivity');
const SlugParams = z.object({ slug: slugParam('slug') });

const answers = {
  401: json(ErrorSchema, 'Not signed in'),
  404: json(ErrorSchema, 'No hotel has that slug'),
};

function answer(c: Context, change: ShortlistChange) {
  if (!change.ok) return c.json({ error: change.error }, change.status);
  return c.body(null, 204);
}

/** The signed-in guest's saved and recently viewed hotels (docs/decisions/0016-back-office-and-account.md). */
export function shortlistApi({ db }: ApiDeps) {
  const account = signedInOnly(db);
  const route = <T extends Parameters<typeof createRoute>[0]>(definition: T) => createRoute({ ...definition, security, middleware: [account] });
  const userId = (c: Context) => signedInAccount(c)._id;

  return createRouter()
    .openapi(
      route({
        method: 'get',
        path: '/account/hotels',
        summary: 'Saved hotels (latest first) and recently viewed ones',
        responses: { 200: json(Shortlist, 'The two lists'), 401: answers[401] },
      }),
      async (c) => {
        const [saved, recentlyViewed] = await Promise.all([listSaved(db, userId(c)), listRecentlyViewed(db, userId(c))]);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ saved, recentlyViewed }, 200);
      },
    )
    .openapi(
      route({
        method: 'put',
        path: '/account/hotels/saved/{slug}',
        summary: 'Save a hotel (again: no change)',
        request: { params: SlugParams },
        responses: { 204: { description: 'Saved' }, ...answers, 409: json(ErrorSchema, `Already ${SAVED_MAX} hotels saved`) },
      }),
      async (c) => answer(c, await saveHotel(db, userId(c), c.req.valid('param').slug)) as never,
    )
    .openapi(
      route({
        method: 'delete',
        path: '/account/hotels/saved/{slug}',
        summary: 'Remove a saved hotel (not saved: no change)',
        request: { params: SlugParams },
        responses: { 204: { description: 'Removed' }, ...answers },
      }),
      async (c) => answer(c, await unsaveHotel(db, userId(c), c.req.valid('param').slug)) as never,
    )
    .openapi(
      route({
        method: 'put',
        path: '/account/hotels/viewed/{slug}',
        summary: 'Note a visit to a hotel page',
        request: { params: SlugParams },
        responses: { 204: { description: 'Noted' }, ...answers },
      }),
      async (c) => answer(c, await recordView(db, userId(c), c.req.valid('param').slug)) as never,
    )
    .openapi(
      route({
        method: 'post',
        path: '/account/hotels/merge',
        summary: 'Merge the browser’s lists into the account (at sign-in) and answer the merged lists',
        description: 'Slugs of unknown hotels are dropped; the saved limit holds.',
        request: { body: jsonBody(ActivityBody) },
        responses: {
          200: json(ActivitySchema, 'The merged lists, as slugs, most recent first'),
          400: json(ErrorSchema, 'Not lists of slugs'),
          401: answers[401],
        },
      }),
      async (c) => c.json(await mergeBrowserActivity(db, userId(c), c.req.valid('json')), 200),
    );
}
