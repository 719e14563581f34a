import { createRoute, z } from '@hono/zod-openapi';
import { EMAIL_MAX, EMAIL_PATTERN } from '~/lib/email';
import { createRouter, ErrorSchema, honeypotField, json, jsonBody, type ApiDeps } from '~/api/openapi.server';
import { clientAddress, defaultSecurity } from '~/api/security.server';
import { newsletterMessages } from './newsletter';
import { subscribeToNewsletter } from './subscribe.server';
import { retryAfterHeaders } from '~/api/limits.server';
import { mailLinkOrigin } from '~/mail/links.server';

const NewsletterBody = z
  .object({
    email: z
      .string({ error: newsletterMessages.invalid })
      .trim()
      .max(EMAIL_MAX, newsletterMessages.invalid)
      .regex(EMAIL_PATTERN, newsletterMessages.invalid)
      .openapi({ example: 'grace@example.com' }),
    website: honeypotField,
  })
  .openapi('NewsletterRequest');

const Subscription = z.object({ email: z.string(), subscribed: z.literal(true) }).openapi('NewsletterSubscription');

const subscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter',
  summary: 'Subscribe to the newsletter (idempotent)',
  description:
    'A filled `website` (honeypot) field is answered like a success but nothing is stored. A new subscriber is mailed a welcome ' +
    'with a signed one-click unsubscribe link (`/unsubscribe?email=…&sig=…`, also in the `List-Unsubscribe` header, RFC 8058).',
  request: { body: jsonBody(NewsletterBody) },
  responses: {
    201: json(Subscription, 'Subscribed'),
    200: json(Subscription, 'Already subscribed'),
    400: json(ErrorSchema, 'Not a valid email address'),
    429: json(ErrorSchema, 'Too many requests; see Retry-After'),
  },
});

export function newsletterApi({ db, security = defaultSecurity, mail }: ApiDeps) {
  return createRouter().openapi(
    subscribeRoute,
    async (c) => {
      const { email: raw, website } = c.req.valid('json');
      const email = raw.toLowerCase();
      const result = await subscribeToNewsletter(db, {
        email,
        website,
        clientAddress: clientAddress(c, security.trustProxy),
        limits: security.limits,
        welcome: { origin: mailLinkOrigin(c.req.raw), mail, appSecret: security.appSecret },
      });
      if (result.outcome === 'limited') {
        return c.json({ error: 'Too many requests from your network. Please try again later.' }, 429, retryAfterHeaders(result.retryAfter));
      }
      return c.json({ email, subscribed: true as const }, result.outcome === 'already-subscribed' ? 200 : 201);
    },
    (result, c) => {
      if (!result.success) return c.json({ error: newsletterMessages.invalid }, 400);
    },
  );
}
