import { createRoute, z } from '@hono/zod-openapi';
import { stepUpRefusal } from '~/accounts/stepUpGuard.server';
import { signedInAccount } from '~/accounts/auth.server';
import { createRouter, ErrorSchema, json, jsonBody, type ApiDeps } from '~/api/openapi.server';
import { roles } from '~/db/schema';
import { adminsOnly, DEFAULT_LIMIT, guarded, idParam, pageOf, pagingQuery, privateAnswers, searchTerm, security } from './adminApiKit.server';
import { factorsOf, removePasskeyFor, turnOffTwoStepFor } from './userFactors.server';
import { changeUser, findManagedUser, searchUsers, USER_NOT_FOUND } from './users.server';

const ManagedUserSchema = z
  .object({
    _id: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.enum(roles),
    createdAt: z.string(),
    disabledAt: z.string().nullable().openapi({ description: 'When an admin disabled the account; null while active' }),
  })
  .openapi('ManagedUser');

const ROLE_MESSAGE = `role must be one of ${roles.join(', ')}`;

const UserChangeBody = z
  .object({
    role: z.enum(roles, { error: ROLE_MESSAGE }).optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional().openapi({ description: 'true disables the account and ends its sessions' }),
  })
  .refine((b) => b.role !== undefined || b.disabled !== undefined, 'Send role, disabled or both')
  .openapi('UserChange');

const listRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  summary: 'Accounts, newest first, searched by username or email (admins only)',
  security,
  request: { query: z.object({ q: searchTerm, ...pagingQuery }) },
  responses: { 200: json(pageOf(ManagedUserSchema, 'ManagedUserPage'), 'A page of accounts'), 400: json(ErrorSchema, 'Bad query'), ...guarded },
});

const changeRoute = createRoute({
  method: 'patch',
  path: '/admin/users/{id}',
  summary: "Change an account's role, or disable or enable it (admins only; needs a fresh proof: 401 `{error, stepUp: true}` without)",
  description:
    'Disabling ends every session of the account at once; it can no longer sign in (403) until enabled. An admin cannot change ' +
    'their own account (403), and the last active admin cannot be demoted or disabled (409). Each change is audited.',
  security,
  request: { params: idParam, body: jsonBody(UserChangeBody) },
  responses: {
    200: json(ManagedUserSchema, 'The account after the change'),
    400: json(ErrorSchema, 'Invalid change'),
    ...guarded,
    404: json(ErrorSchema, 'No such account'),
    409: json(ErrorSchema, 'The last active admin'),
  },
});

const ManagedFactorsSchema = z
  .object({
    totp: z.boolean().openapi({ description: 'A confirmed authenticator app: sign-in asks for its code' }),
    recoveryLeft: z.number().openapi({ description: 'Unused recovery codes' }),
    passkeys: z.array(z.object({ _id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })),
  })
  .openapi('ManagedFactors');

const FactorsChangedSchema = z
  .object({
    factors: ManagedFactorsSchema,
    sessionsEnded: z.number().openapi({ description: "The member's sessions ended by the change" }),
  })
  .openapi('FactorsChanged');

const passkeyParams = idParam.extend({
  passkeyId: z
    .string()
    .max(64)
    .openapi({ param: { name: 'passkeyId', in: 'path' }, example: '5d2c1f0e-8a4b-4c3d-9e2f-1a0b9c8d7e6f' }),
});

const LOCKED_OUT =
  'For a member locked out of their account (docs/decisions/0053): ends every session of the member, is audited with the admin as actor ' +
  "and mails the member a notice in their language. Not for the admin's own account (403: /account is where one's own factors are managed).";

const factorsRoute = createRoute({
  method: 'get',
  path: '/admin/users/{id}/factors',
  summary: "An account's second factors: the authenticator app, the recovery codes left, the passkeys (admins only)",
  security,
  request: { params: idParam },
  responses: { 200: json(ManagedFactorsSchema, 'The second factors'), ...guarded, 404: json(ErrorSchema, 'No such account') },
});

const twoStepOffRoute = createRoute({
  method: 'delete',
  path: '/admin/users/{id}/two-step',
  summary: "Turn off an account's two-step sign-in: its app and recovery codes go (admins only; needs a fresh proof: 401 `{error, stepUp: true}` without)",
  description: LOCKED_OUT,
  security,
  request: { params: idParam },
  responses: {
    200: json(FactorsChangedSchema, 'The second factors left'),
    ...guarded,
    404: json(ErrorSchema, 'No such account'),
    409: json(ErrorSchema, 'Two-step sign-in is not on'),
  },
});

const passkeyRemoveRoute = createRoute({
  method: 'delete',
  path: '/admin/users/{id}/passkeys/{passkeyId}',
  summary: "Remove one of an account's passkeys (admins only; needs a fresh proof: 401 `{error, stepUp: true}` without)",
  description: LOCKED_OUT,
  security,
  request: { params: passkeyParams },
  responses: {
    200: json(FactorsChangedSchema, 'The second factors left'),
    ...guarded,
    404: json(ErrorSchema, 'No such account, or no such passkey of it'),
  },
});

/**
 * The admins' user management: GET /api/admin/users, PATCH /api/admin/users/{id}; for a locked-out
 * member, GET /api/admin/users/{id}/factors, DELETE /api/admin/users/{id}/two-step and
 * DELETE /api/admin/users/{id}/passkeys/{passkeyId}.
 */
export function adminUsersApi({ db, security: options }: ApiDeps) {
  const router = createRouter();
  const guard = adminsOnly(db, 'Only admins can manage users');
  router.use('/admin/users', privateAnswers, guard);
  router.use('/admin/users/:id', privateAnswers, guard);
  router.use('/admin/users/:id/*', privateAnswers, guard);
  return router
    .openapi(listRoute, async (c) => {
      const { q, limit = DEFAULT_LIMIT, offset = 0 } = c.req.valid('query');
      return c.json(await searchUsers(db, { q, limit, offset }), 200);
    })
    .openapi(changeRoute, async (c) => {
      // A role or an account's access: a fresh proof of the admin first (docs/decisions/0053).
      const refusal = await stepUpRefusal(c, db, options);
      if (refusal) return refusal as never;
      const outcome = await changeUser(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      return outcome.ok ? c.json(outcome.value, 200) : c.json({ error: outcome.error }, outcome.status as 400 | 403 | 404 | 409);
    })
    .openapi(factorsRoute, async (c) => {
      const user = await findManagedUser(db, c.req.valid('param').id);
      if (!user) return c.json({ error: USER_NOT_FOUND }, 404);
      return c.json(await factorsOf(db, user._id), 200);
    })
    .openapi(twoStepOffRoute, async (c) => {
      const refusal = await stepUpRefusal(c, db, options);
      if (refusal) return refusal as never;
      const notice = { security: options, userAgent: c.req.header('user-agent') };
      const outcome = await turnOffTwoStepFor(db, signedInAccount(c), c.req.valid('param').id, notice);
      if (!outcome.ok) return c.json({ error: outcome.error }, outcome.status as 403 | 404 | 409);
      return c.json({ factors: outcome.value.factors, sessionsEnded: outcome.value.sessionsEnded }, 200);
    })
    .openapi(passkeyRemoveRoute, async (c) => {
      const refusal = await stepUpRefusal(c, db, options);
      if (refusal) return refusal as never;
      const { id, passkeyId } = c.req.valid('param');
      const notice = { security: options, userAgent: c.req.header('user-agent') };
      const outcome = await removePasskeyFor(db, signedInAccount(c), id, passkeyId, notice);
      if (!outcome.ok) return c.json({ error: outcome.error }, outcome.status as 403 | 404);
      return c.json({ factors: outcome.value.factors, sessionsEnded: outcome.value.sessionsEnded }, 200);
    });
}
