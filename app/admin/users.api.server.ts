import { createRoute, z } from '@hono/zod-openapi';
import { stepUpRefusal } from '~/accounts/stepUpGuard.server';
import { signedInAccount } from '~/accounts/auth.server';
import { createRouter, ErrorSchema, json, jsonBody, type ApiDeps } from '~/api/openapi.server';
import { roles } from '~/db/schema';
import { adminsOnly, DEFAULT_LIMIT, guarded, idParam, pageOf, pagingQuery, privateAnswers, searchTerm, security } from './adminApiKit.server';
import { changeUser, searchUsers } from './users.server';

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

/** The admins' user management: GET /api/admin/users, PATCH /api/admin/users/{id}. */
export function adminUsersApi({ db, security: options }: ApiDeps) {
  const router = createRouter();
  const guard = adminsOnly(db, 'Only admins can manage users');
  router.use('/admin/users', privateAnswers, guard);
  router.use('/admin/users/:id', privateAnswers, guard);
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
    });
}
