import { createRoute, z } from '@hono/zod-openapi';
import { authenticate } from '~/accounts/auth.server';
import { createRouter, ErrorSchema, json, jsonBody, type ApiDeps } from '~/api/openapi.server';
import { clientAddress, defaultSecurity } from '~/api/security.server';
import { ContactBody, sendContactMessage } from './contact.server';
import { retryAfterHeaders } from '~/api/limits.server';

const contactRoute = createRoute({
  method: 'post',
  path: '/contact',
  summary: 'Send a message to the concierge team',
  description: 'Stored with its category. A filled `website` (honeypot) field is answered like a success but nothing is stored.',
  request: { body: jsonBody(ContactBody) },
  responses: {
    201: json(z.object({ _id: z.string(), createdAt: z.string() }).openapi('ContactReceipt'), 'Stored'),
    400: json(ErrorSchema, 'Invalid input'),
    429: json(ErrorSchema, 'Too many messages; see Retry-After'),
  },
});

export function contactApi({ db, security = defaultSecurity }: ApiDeps) {
  return createRouter().openapi(contactRoute, async (c) => {
    const body = c.req.valid('json');
    // The sender is looked up only when the message will be stored (not for a limited request).
    const outcome = await sendContactMessage({ db, security, address: clientAddress(c, security.trustProxy) }, body, async () => {
      const auth = await authenticate(c, db);
      return auth.status === 'signed-in' ? auth.user._id : null;
    });
    if (!outcome.ok) {
      const body = outcome.details ? { error: outcome.error, details: outcome.details } : { error: outcome.error };
      return c.json(body, outcome.status, retryAfterHeaders(outcome.retryAfter));
    }
    return c.json({ _id: outcome._id, createdAt: outcome.createdAt }, 201);
  });
}
