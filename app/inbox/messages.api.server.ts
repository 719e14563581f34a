import { createRoute, z } from '@hono/zod-openapi';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canAnswerMessages } from '~/accounts/user';
import { createRouter, ErrorSchema, json, jsonBody, SLUG_PATTERN, wholeNumber, type ApiDeps, idParam, security } from '~/api/openapi.server';
import { contactCategories, messageStatuses } from '~/db/schema';
import { changeMessage, findMessage, listMessages, MESSAGE_NOT_FOUND } from './messages.server';
import { INTERNAL_NOTE_MAX, MESSAGES_PER_PAGE, statusFilters } from './note';

const MAX_PER_PAGE = 100;

const HotelRef = z.object({ _id: z.string(), name: z.string(), slug: z.string() }).nullable();

const MessageSummarySchema = z
  .object({
    _id: z.string(),
    name: z.string().openapi({ description: "The sender's name" }),
    email: z.string(),
    subject: z.string(),
    category: z.enum(contactCategories),
    hotel: HotelRef.openapi({ description: 'The hotel the message is about, if any' }),
    status: z.enum(messageStatuses),
    createdAt: z.string(),
  })
  .openapi('ContactMessageSummary');

const MessageSchema = MessageSummarySchema.extend({
  phone: z.string().nullable(),
  message: z.string().openapi({ description: 'Plain text, as the sender wrote it' }),
  account: z
    .object({ _id: z.string(), username: z.string(), email: z.string() })
    .nullable()
    .openapi({ description: 'The signed-in account that sent it, if any' }),
  handledAt: z.string().nullable(),
  handledBy: z.object({ _id: z.string(), username: z.string() }).nullable(),
  internalNote: z.string().nullable().openapi({ description: "The staff's own note; never shown to the sender" }),
}).openapi('ContactMessage');

const ListQuery = z.object({
  category: z.enum(contactCategories, { error: `category must be one of ${contactCategories.join(', ')}` }).optional(),
  hotel: z
    .string()
    .max(120, 'hotel must be a hotel slug')
    .regex(SLUG_PATTERN, 'hotel must be a hotel slug')
    .optional()
    .openapi({ example: 'alpine-gold-casino-lodge', description: 'Only messages about this hotel (its slug)' }),
  status: z
    .enum(statusFilters, { error: `status must be one of ${statusFilters.join(', ')}` })
    .optional()
    .openapi({ description: 'Default open' }),
  limit: wholeNumber('limit', 1, MAX_PER_PAGE)
    .optional()
    .openapi({ type: 'integer', example: MESSAGES_PER_PAGE, description: `Default ${MESSAGES_PER_PAGE}, at most ${MAX_PER_PAGE}` }),
  offset: wholeNumber('offset', 0, 100_000_000).optional().openapi({ type: 'integer', example: 0 }),
});

const PatchBody = z
  .object({
    status: z.enum(messageStatuses, { error: `status must be one of ${messageStatuses.join(', ')}` }).optional(),
    internalNote: z
      .string({ error: 'internalNote must be text' })
      .optional()
      .openapi({ description: `At most ${INTERNAL_NOTE_MAX} characters, no control characters but line breaks and tabs; empty clears it` }),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.internalNote !== undefined, 'Send status, internalNote or both')
  .openapi('ContactMessageChange');

const staffOnly = { 401: json(ErrorSchema, 'Not signed in'), 403: json(ErrorSchema, 'Signed in, but not the concierge team or an admin') };

/** The concierge's inbox of contact messages: GET /api/staff/messages, GET and PATCH /api/staff/messages/{id}. */
export function messagesApi({ db }: ApiDeps) {
  const staff = signedInOnly(db, { check: canAnswerMessages, refusal: 'Only the concierge team can read contact messages' });

  const listRoute = createRoute({
    method: 'get',
    path: '/staff/messages',
    summary: 'Contact messages, newest first (concierge staff)',
    description:
      'Filtered by category, hotel and status (open by default; `all` for every one); `total` counts every match, `limit` and `offset` page through them.',
    security,
    middleware: [staff],
    request: { query: ListQuery },
    responses: {
      200: json(z.object({ items: z.array(MessageSummarySchema), total: z.number() }).openapi('ContactMessagePage'), 'One page of messages'),
      400: json(ErrorSchema, 'Bad filter or paging'),
      ...staffOnly,
    },
  });
  const oneRoute = createRoute({
    method: 'get',
    path: '/staff/messages/{id}',
    summary: 'One contact message (concierge staff)',
    security,
    middleware: [staff],
    request: { params: idParam },
    responses: { 200: json(MessageSchema, 'The message'), ...staffOnly, 404: json(ErrorSchema, 'No such message') },
  });
  const patchRoute = createRoute({
    method: 'patch',
    path: '/staff/messages/{id}',
    summary: 'Mark a message handled or open, or set its internal note (concierge staff)',
    description: 'Handled records when and by whom; open clears both. Every change is kept in the audit log.',
    security,
    middleware: [staff],
    request: { params: idParam, body: jsonBody(PatchBody) },
    responses: {
      200: json(MessageSchema, 'The message after the change'),
      400: json(ErrorSchema, 'Bad status or note'),
      ...staffOnly,
      404: json(ErrorSchema, 'No such message'),
    },
  });

  return createRouter()
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await listMessages(db, c.req.valid('query')), 200);
    })
    .openapi(oneRoute, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const found = await findMessage(db, c.req.valid('param').id);
      return found ? c.json(found, 200) : c.json({ error: MESSAGE_NOT_FOUND }, 404);
    })
    .openapi(patchRoute, async (c) => {
      const outcome = await changeMessage(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      return outcome.ok ? c.json(outcome.value, 200) : c.json({ error: outcome.error }, outcome.status);
    });
}
