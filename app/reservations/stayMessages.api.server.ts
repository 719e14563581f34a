import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canManageReservations } from '~/accounts/user';
import { retryAfterHeaders } from '~/api/limits.server';
import { createRouter, ErrorSchema, idParam, json, jsonBody, security, type ApiDeps } from '~/api/openapi.server';
import { defaultSecurity } from '~/api/security.server';
import { STAY_MESSAGE_MAX } from '~/db/values';
import { mailLinkOrigin } from '~/mail/links.server';
import { RESERVATION_NOT_FOUND } from './reservations.server';
import { guestConversation, postStayMessage, staffConversation, type MessageOutcome } from './stayMessages.server';

/**
 * The conversation about a stay (issue 49): the guest's side under /reservations/{id}/messages,
 * the concierge's under /staff/reservations/{id}/messages. Reading one side's list marks the other
 * side's messages read.
 */

const MessageSchema = z
  .object({
    _id: z.string(),
    from: z.enum(['guest', 'concierge']),
    text: z.string().openapi({ description: 'Plain text as written; line breaks kept. Show it as text, never as HTML' }),
    createdAt: z.string(),
    readAt: z.string().nullable().openapi({ description: 'When the other side first read it; null while unread' }),
    authorName: z.string().nullable().optional().openapi({ description: 'The member of staff who wrote it (the concierge’s answers only)' }),
  })
  .openapi('StayMessage');

const MessageBody = z
  .object({
    text: z
      .string({ error: 'Please write your message' })
      .max(STAY_MESSAGE_MAX * 2, `A message can be at most ${STAY_MESSAGE_MAX} characters`)
      .openapi({ description: `1 to ${STAY_MESSAGE_MAX} characters of plain text, no control characters but line breaks and tabs` }),
  })
  .strict()
  .openapi('StayMessageInput');

const signedIn = { 401: json(ErrorSchema, 'Not signed in') };

export function stayMessagesApi({ db, mail, security: options = defaultSecurity }: ApiDeps) {
  const account = signedInOnly(db);
  const staff = signedInOnly(db, { check: canManageReservations, refusal: 'Only the concierge team can answer guests’ messages' });
  const posted = (c: Context, outcome: MessageOutcome<unknown>) =>
    (outcome.ok
      ? c.json(outcome.value as never, 201)
      : c.json(
          { error: outcome.error, ...(outcome.problem && { details: { text: outcome.error } }) },
          outcome.status,
          retryAfterHeaders(outcome.retryAfter),
        )) as never;
  const write = (c: Context, author: 'guest' | 'concierge', id: string, text: string) =>
    postStayMessage(db, options.limits, { reservationId: id, author, user: signedInAccount(c), text }, { origin: mailLinkOrigin(c.req.raw), mail });

  const list = (who: 'guest' | 'staff') =>
    createRoute({
      method: 'get',
      path: who === 'guest' ? '/reservations/{id}/messages' : '/staff/reservations/{id}/messages',
      summary: who === 'guest' ? 'The conversation about one of the caller’s stays, oldest first' : 'A stay’s conversation with its guest (concierge, admin)',
      description: `Every message in the order written. Reading it marks the ${who === 'guest' ? 'concierge’s' : 'guest’s'} messages read (their readAt in this answer is still null).`,
      security,
      middleware: [who === 'guest' ? account : staff],
      request: { params: idParam },
      responses: {
        200: json(z.array(MessageSchema), 'The messages'),
        ...signedIn,
        ...(who === 'staff' && { 403: json(ErrorSchema, 'Not the concierge team') }),
        404: json(ErrorSchema, who === 'guest' ? 'None of the caller’s' : 'No such stay'),
      },
    });
  const send = (who: 'guest' | 'staff') =>
    createRoute({
      method: 'post',
      path: who === 'guest' ? '/reservations/{id}/messages' : '/staff/reservations/{id}/messages',
      summary: who === 'guest' ? 'Write to the concierge about one of the caller’s stays' : 'Answer a stay’s guest (concierge, admin)',
      description:
        'The other side is mailed a link to the conversation (never the words), once while earlier messages of this side are unread. Limited per account and hour (429 with Retry-After).',
      security,
      middleware: [who === 'guest' ? account : staff],
      request: { params: idParam, body: jsonBody(MessageBody) },
      responses: {
        201: json(MessageSchema, 'The message'),
        400: json(ErrorSchema, 'Empty, over 2,000 characters, or holding control characters'),
        ...signedIn,
        ...(who === 'staff' && { 403: json(ErrorSchema, 'Not the concierge team') }),
        404: json(ErrorSchema, who === 'guest' ? 'None of the caller’s' : 'No such stay'),
        429: json(ErrorSchema, 'Too many messages this hour; see Retry-After'),
      },
    });

  return createRouter()
    .openapi(list('guest'), async (c) => {
      const messages = await guestConversation(db, signedInAccount(c), c.req.valid('param').id);
      return messages ? c.json(messages, 200) : c.json({ error: RESERVATION_NOT_FOUND }, 404);
    })
    .openapi(send('guest'), async (c) => posted(c, await write(c, 'guest', c.req.valid('param').id, c.req.valid('json').text)))
    .openapi(list('staff'), async (c) => {
      const messages = await staffConversation(db, c.req.valid('param').id);
      return (messages ? c.json(messages, 200) : c.json({ error: RESERVATION_NOT_FOUND }, 404)) as never;
    })
    .openapi(send('staff'), async (c) => posted(c, await write(c, 'concierge', c.req.valid('param').id, c.req.valid('json').text)));
}
