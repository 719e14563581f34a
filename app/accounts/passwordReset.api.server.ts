import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, ErrorSchema, json, jsonBody, type ApiDeps } from '~/api/openapi.server';
import { retryAfterHeaders } from '~/api/limits.server';
import { clientAddress, defaultSecurity } from '~/api/security.server';
import { EMAIL_MAX } from '~/lib/email';
import { mailLinkOrigin } from '~/mail/links.server';
import { RESET_LINK_MINUTES, resetMessages } from './passwordReset';
import { requestPasswordReset, resetEmailError, resetPassword } from './passwordReset.server';
import { messages, PASSWORD_MAX, PASSWORD_MIN } from './validation';

const MessageSchema = z.object({ message: z.string() }).openapi('Message');

const ForgotBody = z
  .object({
    email: z.string({ error: resetMessages.emailMissing }).trim().openapi({ example: 'grace@example.com', maxLength: EMAIL_MAX }),
  })
  .openapi('ForgotPasswordRequest');

const ResetBody = z
  .object({
    token: z.string({ error: resetMessages.linkUnknown }).max(200, resetMessages.linkUnknown).openapi({ description: 'The `token` of the mailed link' }),
    password: z.string({ error: messages.missingFields }).openapi({
      example: 'a long and unusual passphrase',
      description: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, not one of the most common passwords`,
    }),
  })
  .openapi('ResetPasswordRequest');

const forgotRoute = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  summary: 'Mail a link to set a new password',
  description:
    `Answers 202 with the same message whether or not an account has the address; when one has, a single-use link valid for ${RESET_LINK_MINUTES} ` +
    'minutes is mailed to it (`/reset-password?token=...`). Limited per client address and per email.',
  request: { body: jsonBody(ForgotBody) },
  responses: {
    202: json(MessageSchema, 'Accepted: the same answer for every well-formed address'),
    400: json(ErrorSchema, 'Missing or malformed email'),
    429: { ...json(ErrorSchema, 'Too many requests; see Retry-After'), headers: z.object({ 'Retry-After': z.string() }) },
  },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  summary: 'Set a new password with a mailed link',
  description:
    'The password follows the registration rules. On success the link is used up, and every session of the account ends: ' +
    'sign in again with the new password. An unknown, expired or used link is a 400 that says which.',
  request: { body: jsonBody(ResetBody) },
  responses: {
    200: json(MessageSchema, 'The password is changed and every session ended'),
    400: json(ErrorSchema, 'The link is not valid (any more), or the password breaks a rule'),
  },
});

/** POST /api/auth/forgot-password and /reset-password: the rules of passwordReset.server.ts as JSON. */
export function passwordResetApi({ db, security = defaultSecurity, mail }: ApiDeps) {
  return createRouter()
    .openapi(
      forgotRoute,
      async (c) => {
        const email = c.req.valid('json').email.toLowerCase();
        const problem = resetEmailError(email);
        if (problem) return c.json({ error: problem }, 400);
        const outcome = await requestPasswordReset(
          { db, security, address: clientAddress(c, security.trustProxy) },
          { email, origin: mailLinkOrigin(c.req.raw), mail },
        );
        if (!outcome.ok) return c.json({ error: outcome.error }, 429, retryAfterHeaders(outcome.retryAfter));
        return c.json({ message: resetMessages.requested }, 202);
      },
      (result, c) => {
        // Anything but a string in `email` (or no object at all) is a missing address.
        if (!result.success) return c.json({ error: resetMessages.emailMissing }, 400);
      },
    )
    .openapi(
      resetRoute,
      async (c) => {
        const outcome = await resetPassword(db, c.req.valid('json'), {
          security: { ...security, mail: security.mail ?? mail },
          userAgent: c.req.header('user-agent'),
        });
        if (!outcome.ok) return c.json({ error: outcome.error }, 400);
        return c.json({ message: resetMessages.done }, 200);
      },
      (result, c) => {
        if (result.success) return;
        const issue = result.error.issues[0];
        return c.json({ error: issue?.path.length ? issue.message : messages.missingFields }, 400);
      },
    );
}
