import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, ErrorSchema, json, type ApiDeps } from '~/api/openapi.server';
import { EMAIL_MAX } from '~/lib/email';
import { listOutbox, type OutboxRow } from '~/mail/mailer.server';
import { adminsOnly, privateAnswers } from './adminApiKit.server';

const MailSchema = z
  .object({
    _id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
    kind: z.string().openapi({ example: 'password-reset' }),
    createdAt: z.string(),
    sentAt: z.string().nullable().openapi({ description: 'When the SMTP server took it; null without SMTP, while sending, or after a failure' }),
    error: z.string().nullable().openapi({ description: 'Why the SMTP server did not take it' }),
  })
  .openapi('OutboxMail');

// Typed, or the empty scope lists make the route's request type `never`.
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

const OutboxQuery = z.object({
  to: z.string().max(EMAIL_MAX, 'to is too long').optional().openapi({ example: 'grace@example.com', description: 'Only mails to this address' }),
  limit: z
    .string()
    .regex(/^\d{1,9}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, LIMIT_MESSAGE)
    .optional()
    .openapi({ type: 'integer', example: 20, description: 'At most 100; default 20' }),
});

const outboxRoute = createRoute({
  method: 'get',
  path: '/admin/outbox',
  summary: 'The mails the site sent, newest first (admins only)',
  description:
    'Every mail is kept here, sent over SMTP or not (without SMTP_URL nothing leaves the server). With SMTP, a credential a mail ' +
    'carried (the token of a reset link) reads `[removed]`. Kept 30 days.',
  security: signedIn,
  request: { query: OutboxQuery },
  responses: {
    200: json(z.array(MailSchema), 'The mails'),
    400: json(ErrorSchema, 'Bad query'),
    401: json(ErrorSchema, 'Not signed in'),
    403: json(ErrorSchema, 'Not an admin'),
  },
});

const toMail = (row: OutboxRow) => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  headers: row.headers,
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  error: row.error,
});

/** The back office's view of the outbox (app/mail): GET /api/admin/outbox. */
export function adminApi({ db }: ApiDeps) {
  const router = createRouter();
  router.use('/admin/outbox', privateAnswers, adminsOnly(db, 'Only admins can read the outbox'));
  return router.openapi(outboxRoute, async (c) => {
    const { to, limit = 20 } = c.req.valid('query');
    return c.json((await listOutbox(db, { to, limit })).map(toMail), 200);
  });
}
