import { createRoute, z } from '@hono/zod-openapi';
import { signedInAccount } from '~/accounts/auth.server';
import { createRouter, ErrorSchema, json, type ApiDeps } from '~/api/openapi.server';
import { adminsOnly, DEFAULT_LIMIT, guarded, idParam, pageOf, pagingQuery, privateAnswers, searchTerm, security } from './adminApiKit.server';
import { listSubscribers, removeSubscriber } from './subscribers.server';

const SubscriberSchema = z.object({ _id: z.string(), email: z.string(), subscribedAt: z.string() }).openapi('Subscriber');

const listRoute = createRoute({
  method: 'get',
  path: '/admin/subscribers',
  summary: 'Newsletter subscribers, newest first, searched by address (admins only)',
  security,
  request: { query: z.object({ q: searchTerm, ...pagingQuery }) },
  responses: {
    200: json(pageOf(SubscriberSchema, 'SubscriberPage'), 'A page of subscribers and their total'),
    400: json(ErrorSchema, 'Bad query'),
    ...guarded,
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/admin/subscribers/{id}',
  summary: 'Unsubscribe an address (admins only; audited)',
  security,
  request: { params: idParam },
  responses: { 204: { description: 'Unsubscribed' }, ...guarded, 404: json(ErrorSchema, 'No such subscriber') },
});

/** The admins' view of the newsletter list: GET /api/admin/subscribers, DELETE /api/admin/subscribers/{id}. */
export function adminSubscribersApi({ db }: ApiDeps) {
  const router = createRouter();
  const guard = adminsOnly(db, 'Only admins can manage subscribers');
  router.use('/admin/subscribers', privateAnswers, guard);
  router.use('/admin/subscribers/:id', privateAnswers, guard);
  return router
    .openapi(listRoute, async (c) => {
      const { q, limit = DEFAULT_LIMIT, offset = 0 } = c.req.valid('query');
      return c.json(await listSubscribers(db, { q, limit, offset }), 200);
    })
    .openapi(removeRoute, async (c) => {
      const outcome = await removeSubscriber(db, signedInAccount(c), c.req.valid('param').id);
      if (!outcome.ok) return c.json({ error: outcome.error }, 404);
      return c.body(null, 204);
    });
}
