import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, ErrorSchema, json, type ApiDeps } from '~/api/openapi.server';
import { adminsOnly, DEFAULT_LIMIT, guarded, pageOf, pagingQuery, privateAnswers, security } from './adminApiKit.server';
import { pageAudit } from './auditLog.server';

const AuditEntrySchema = z
  .object({
    _id: z.string(),
    at: z.string(),
    actorId: z.string().nullable().openapi({ description: 'null once the account is deleted' }),
    actorName: z.string(),
    action: z.string().openapi({ example: 'user.role' }),
    entity: z.string().openapi({ example: 'user' }),
    entityId: z.string().nullable(),
    before: z.unknown().openapi({ description: 'The record before the write; null for a creation' }),
    after: z.unknown().openapi({ description: 'The record after it; null for a deletion' }),
  })
  .openapi('AuditEntry');

const word = (name: string, max: number) => z.string().max(max, `${name} must be at most ${max} characters`).optional();

const listRoute = createRoute({
  method: 'get',
  path: '/admin/audit',
  summary: 'The audit log of staff writes, newest first (admins only)',
  security,
  request: {
    query: z.object({
      entity: word('entity', 40).openapi({ example: 'user' }),
      action: word('action', 60).openapi({ example: 'user.role' }),
      entityId: word('entityId', 200),
      ...pagingQuery,
    }),
  },
  responses: { 200: json(pageOf(AuditEntrySchema, 'AuditPage'), 'A page of the log'), 400: json(ErrorSchema, 'Bad query'), ...guarded },
});

/** GET /api/admin/audit. */
export function adminAuditApi({ db }: ApiDeps) {
  const router = createRouter();
  router.use('/admin/audit', privateAnswers, adminsOnly(db, 'Only admins can read the audit log'));
  return router.openapi(listRoute, async (c) => {
    const { entity, action, entityId, limit = DEFAULT_LIMIT, offset = 0 } = c.req.valid('query');
    return c.json(await pageAudit(db, { entity, action, entityId, limit, offset }), 200);
  });
}
