import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { UserSchema } from '~/accounts/accounts.api.server';
import { clearSessionCookie, presentedToken, signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { freshProofOnly } from '~/accounts/stepUpGuard.server';
import { retryAfterHeaders } from '~/api/limits.server';
import { createRouter, ErrorSchema, json, jsonBody, type ApiDeps, security } from '~/api/openapi.server';
import { defaultSecurity } from '~/api/security.server';
import { signInMethods } from '~/db/schema';
import { changeEmail, changePassword, deleteAccount, exportAccountData, listSessions, signOutEverywhere, type AccountChange } from './account.server';

const password = (name: string) => z.string({ error: `${name} is required` }).max(1000);

const PasswordBody = z
  .object({ currentPassword: password('currentPassword'), newPassword: z.string({ error: 'newPassword is required' }).max(1000) })
  .openapi('PasswordChange');
const EmailBody = z.object({ email: z.string({ error: 'email is required' }).max(1000), password: password('password') }).openapi('EmailChange');
const DeleteBody = z
  .object({ password: password('password'), confirm: z.string({ error: 'confirm is required' }).max(20).openapi({ example: 'DELETE' }) })
  .openapi('AccountDeletion');
const SessionSchema = z
  .object({
    _id: z.string(),
    device: z.string(),
    method: z.enum(signInMethods).openapi({
      description:
        'How the session signed in: the password alone (or at sign-up), the password and the app’s code, the password and a recovery code, a passkey. Sessions from before its recording show password.',
    }),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  })
  .openapi('AccountSession');
const MessageSchema = z.object({ message: z.string() });

const signedIn = { 401: json(ErrorSchema, 'Not signed in, or the current password is wrong') };

/** A refused change as its JSON answer: the message, the field in `details`, Retry-After on 429. */
function refused(c: Context, change: Extract<AccountChange<unknown>, { ok: false }>) {
  for (const [name, value] of Object.entries(retryAfterHeaders(change.retryAfter) ?? {})) c.header(name, value);
  return c.json({ error: change.error, ...(change.field && { details: { [change.field]: change.error } }) }, change.status);
}

/** The signed-in guest's own account: password, email, sessions, a copy of their data, deletion. */
export function accountApi({ db, security: options = defaultSecurity }: ApiDeps) {
  const account = signedInOnly(db);
  const actor = (c: Context) => ({ user: signedInAccount(c), limits: options.limits, notice: { security: options, userAgent: c.req.header('user-agent') } });
  const route = <T extends Parameters<typeof createRoute>[0]>(definition: T) => createRoute({ ...definition, security, middleware: [account] });
  // The sensitive ones want a fresh proof of the owner too (docs/decisions/0053).
  const proved = freshProofOnly(db, options);
  const sensitive = <T extends Parameters<typeof createRoute>[0]>(definition: T) => createRoute({ ...definition, security, middleware: [account, proved] });
  const stepUp = { 401: json(ErrorSchema, 'Not signed in, the password is wrong, or a fresh proof is needed (`stepUp: true`: POST /api/auth/step-up)') };

  return createRouter()
    .openapi(
      sensitive({
        method: 'post',
        path: '/account/password',
        summary: 'Change the password; every other session ends',
        request: { body: jsonBody(PasswordBody) },
        responses: {
          200: json(MessageSchema, 'Changed'),
          400: json(ErrorSchema, 'The new password breaks a rule'),
          ...stepUp,
          429: json(ErrorSchema, 'Too many wrong passwords'),
        },
      }),
      async (c) => {
        const outcome = await changePassword(db, actor(c), c.req.valid('json'), presentedToken(c).token);
        if (!outcome.ok) return refused(c, outcome) as never;
        return c.json({ message: 'Your password is changed. Every other session has been signed out.' }, 200);
      },
    )
    .openapi(
      sensitive({
        method: 'post',
        path: '/account/email',
        summary: 'Change the sign-in email (asks for the password)',
        request: { body: jsonBody(EmailBody) },
        responses: {
          200: json(UserSchema, 'The account with its new email'),
          400: json(ErrorSchema, 'Not a valid email'),
          ...stepUp,
          409: json(ErrorSchema, 'Taken'),
          429: json(ErrorSchema, 'Too many wrong passwords'),
        },
      }),
      async (c) => {
        const outcome = await changeEmail(db, actor(c), c.req.valid('json'));
        if (!outcome.ok) return refused(c, outcome) as never;
        return c.json(outcome.value, 200);
      },
    )
    .openapi(
      route({
        method: 'get',
        path: '/account/sessions',
        summary: 'The sessions in use, most recently used first',
        responses: { 200: json(z.array(SessionSchema), 'Sessions; `current` marks the caller’s'), ...signedIn },
      }),
      async (c) => c.json(await listSessions(db, signedInAccount(c)._id, presentedToken(c).token), 200),
    )
    .openapi(
      route({
        method: 'post',
        path: '/account/sessions/end-all',
        summary: 'Sign out everywhere, this session included',
        responses: { 204: { description: 'Every session ended' }, ...signedIn },
      }),
      async (c) => {
        await signOutEverywhere(db, signedInAccount(c)._id);
        clearSessionCookie(c);
        return c.body(null, 204);
      },
    )
    .openapi(
      sensitive({
        method: 'get',
        path: '/account/export',
        summary: 'Everything the site holds about the caller, as one JSON file',
        responses: { 200: json(z.object({}).passthrough(), 'Profile, reservations, reviews, messages, subscriptions, sessions'), ...stepUp },
      }),
      async (c) => {
        c.header('Content-Disposition', 'attachment; filename="aurelia-account.json"');
        c.header('Cache-Control', 'private, no-store');
        return c.json(await exportAccountData(db, signedInAccount(c)), 200);
      },
    )
    .openapi(
      sensitive({
        method: 'post',
        path: '/account/delete',
        summary: 'Delete the account (password, and confirm = "DELETE")',
        description: 'Coming stays are cancelled, sessions end, the newsletter subscription goes; reviews stay without the name.',
        request: { body: jsonBody(DeleteBody) },
        responses: {
          204: { description: 'Deleted' },
          400: json(ErrorSchema, 'Not confirmed'),
          ...stepUp,
          429: json(ErrorSchema, 'Too many wrong passwords'),
        },
      }),
      async (c) => {
        const outcome = await deleteAccount(db, actor(c), c.req.valid('json'));
        if (!outcome.ok) return refused(c, outcome) as never;
        clearSessionCookie(c);
        return c.body(null, 204);
      },
    );
}
