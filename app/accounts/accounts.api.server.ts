import { createRoute, z } from '@hono/zod-openapi';
import { roles } from '~/db/schema';
import { createRouter, ErrorSchema, honeypotField, json, jsonBody, type ApiDeps } from '~/api/openapi.server';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { clientAddress, defaultSecurity } from '~/api/security.server';
import { registerAccount, signInWithCode, signInWithPassword } from './accounts.server';
import { authenticate, clearSessionCookie, notSignedIn, presentedToken, sessionEnded, setSessionCookie } from './auth.server';
import { secondFactorMethods } from '~/db/schema';
import { secondFactorMessages } from './secondFactorMessages';
import { stepUp } from './stepUp.server';
import { SESSION_COOKIE } from '~/lib/personalRequest';
import { findSessionUser, revokeSession } from './sessions.server';
import { isCommonPassword } from './commonPasswords';
import { EMAIL_MAX, EMAIL_PATTERN } from '~/lib/email';
import { messages, PASSWORD_MAX, PASSWORD_MIN, registrationError, USERNAME_MAX, USERNAME_MIN } from './validation';
import { retryAfterHeaders } from '~/api/limits.server';
import { LOCALES } from '~/i18n/locales';
import type { User } from './user';

/** A sign-up's `language` that is not one of the site's. */
export const LANGUAGE_MESSAGE = `language must be one of ${LOCALES.join(', ')}`;

/** An account as the API and the pages see it: the domain's User (user.ts). */
export const UserSchema = z
  .object({
    _id: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.enum(roles),
    createdAt: z.string().openapi({ example: '2026-01-31T09:00:00.000Z' }),
    tier: z
      .enum(['ivory', 'gold', 'sovereign'])
      .optional()
      .openapi({ description: 'The rewards tier of this calendar year’s confirmed nights (signed-in reads); the member price is the tier’s' }),
    unreadMessages: z.number().int().optional().openapi({
      description:
        'Messages about stays waiting to be read (signed-in reads): a guest’s from the concierge, the concierge team’s from guests; counted up to 100',
    }),
    needsSecondFactor: z.enum(['set-up', 'prove']).optional().openapi({
      description:
        'A staff account whose session has proved no second factor (signed-in reads): `set-up`, the account has none and its role acts once it turns on two-step sign-in or adds a passkey; `prove`, it has one and this session signed in with the password alone, so its role acts in a session signed in with the passkey or a code. Until then staff APIs answer 403',
    }),
  })
  .openapi('User') satisfies z.ZodType<User>;

const SessionSchema = z
  .object({
    token: z.string().openapi({ description: 'Send as `Authorization: Bearer <token>`; also set as the HttpOnly session cookie' }),
    user: UserSchema,
  })
  .openapi('Session');

const SecondStepSchema = z
  .object({
    mfaRequired: z.literal(true),
    ticket: z.string().openapi({ description: 'Present with a code to POST /api/auth/login/verify within 10 minutes; five codes at most' }),
    methods: z.array(z.enum(secondFactorMethods)).openapi({ example: ['totp', 'recovery'] }),
  })
  .openapi('SecondStepRequired');

const required = { error: messages.missingFields };

const SignupBody = z
  .object({
    username: z
      .string(required)
      .min(1, messages.missingFields)
      .refine((v) => [...v].length >= USERNAME_MIN && [...v].length <= USERNAME_MAX, messages.usernameLength)
      // eslint-disable-next-line no-control-regex
      .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), messages.usernameCharacters)
      .openapi({ example: 'grace', description: '3 to 30 characters' }),
    email: z
      .string(required)
      .min(1, messages.missingFields)
      .max(EMAIL_MAX, messages.invalidEmail)
      .regex(EMAIL_PATTERN, messages.invalidEmail)
      .openapi({ example: 'grace@example.com' }),
    password: z
      .string(required)
      .min(1, messages.missingFields)
      .refine((v) => [...v].length >= PASSWORD_MIN, messages.passwordTooShort)
      .max(PASSWORD_MAX, messages.passwordTooLong)
      .refine((v) => !isCommonPassword(v), messages.commonPassword)
      .openapi({ example: 'a long and unusual passphrase', description: '10 to 128 characters, not one of the most common passwords' }),
    language: z.enum(LOCALES, { error: LANGUAGE_MESSAGE }).optional().openapi({
      example: 'fr',
      description: "The language of the account's mails (password links, reservations); the page's language at sign-up. English when left out.",
    }),
    website: honeypotField,
  })
  .openapi('SignupRequest');

const LoginBody = z
  .object({
    email: z.string(required).min(1, messages.missingFields).openapi({ example: 'grace@example.com' }),
    password: z.string(required).min(1, messages.missingFields),
  })
  .openapi('LoginRequest');

const codeField = z
  .string({ error: secondFactorMessages.codeMissing })
  .max(40, secondFactorMessages.wrongCode)
  .openapi({ example: '123456', description: "The authenticator app's 6 digits, or one of the recovery codes" });

const VerifyBody = z.object({ ticket: z.string({ error: secondFactorMessages.ticketUnknown }).max(100), code: codeField }).openapi('SecondStepRequest');

const StepUpBody = z
  .object({
    code: codeField.optional(),
    password: z.string().max(1000).optional().openapi({ description: 'Only for an account without two-step sign-in' }),
  })
  .openapi('StepUpRequest');

const tooMany = { ...json(ErrorSchema, 'Too many attempts; see Retry-After'), headers: z.object({ 'Retry-After': z.string() }) };

const signupRoute = createRoute({
  method: 'post',
  path: '/auth/signup',
  summary: 'Create an account and sign in',
  description: 'Sets the HttpOnly session cookie too. The first failed rule answers, in the order of the registration form.',
  request: { body: jsonBody(SignupBody) },
  responses: {
    201: json(SessionSchema, 'Signed up and signed in'),
    400: json(ErrorSchema, 'Invalid input'),
    409: json(ErrorSchema, 'Email or username taken'),
    413: json(ErrorSchema, 'Body too large'),
    415: json(ErrorSchema, 'Not JSON'),
    429: tooMany,
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  summary: 'Sign in',
  description:
    'A new session at every sign-in; sets the HttpOnly session cookie too. Failures are limited per account and per address. ' +
    'For an account with two-step sign-in the right password gives no session and no cookie: `{mfaRequired: true, ticket, methods}`, ' +
    'completed by POST /api/auth/login/verify.',
  request: { body: jsonBody(LoginBody) },
  responses: {
    200: json(z.union([SessionSchema, SecondStepSchema]), 'Signed in, or the second step is required'),
    400: json(ErrorSchema, 'A field is missing'),
    401: json(ErrorSchema, 'Invalid email or password'),
    403: json(ErrorSchema, 'The password is right but an admin disabled the account'),
    429: tooMany,
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/auth/login/verify',
  summary: 'Sign in, second step: the ticket and a code',
  description:
    'The code is a 6-digit code of the authenticator app (each accepted once) or an unused recovery code (then used up). ' +
    'Five codes per sign-in, then the ticket is void; ten wrong codes per account in 15 minutes, then 429.',
  request: { body: jsonBody(VerifyBody) },
  responses: {
    200: json(SessionSchema, 'Signed in'),
    400: json(ErrorSchema, 'A field is missing'),
    401: json(ErrorSchema, 'Wrong code, or the ticket is unknown, expired or void'),
    403: json(ErrorSchema, 'An admin disabled the account'),
    429: tooMany,
  },
});

const stepUpRoute = createRoute({
  method: 'post',
  path: '/auth/step-up',
  summary: 'Prove it is you again, for the sensitive actions of the next minutes',
  description:
    'A code of the second factor (or, for an account without one, the password) marks the session as proved for STEP_UP_WINDOW_S ' +
    'seconds (600 by default). Sensitive actions answer 401 `{error, stepUp: true}` without such a proof; signing in is one.',
  security: [{ bearer: [] }, { cookie: [] }],
  request: { body: { required: true as const, content: { 'application/json': { schema: StepUpBody } } } },
  responses: {
    204: { description: 'Proved' },
    400: json(ErrorSchema, 'No code (or no password for an account without a second factor)'),
    401: json(ErrorSchema, 'Not signed in, or the code or password is wrong'),
    429: tooMany,
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  summary: 'Sign out: revokes the session on the server and clears the cookie',
  security: [{ bearer: [] }, { cookie: [] }],
  responses: { 204: { description: 'Signed out (also when there was no session)' } },
});

const meRoute = createRoute({
  method: 'get',
  path: '/auth/me',
  summary: 'The signed-in account',
  security: [{ bearer: [] }, { cookie: [] }],
  responses: { 200: json(UserSchema, 'The account'), 401: json(ErrorSchema, 'Not signed in, or the session ended') },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/auth/session',
  summary: "The browser's cookie session as {token, user}",
  description:
    "For the site's own pages: a visitor who signed in through a plain HTML form (before the page's scripts ran, or " +
    'without JavaScript) has only the HttpOnly session cookie; the page adopts that session by storing the token and ' +
    'user it gets here (docs/decisions/0012-html-first-forms-and-sessions.md). Authenticated by the cookie alone; a ' +
    'browser request from another site (`Sec-Fetch-Site` other than `same-origin`) is refused. Never cached.',
  security: [{ cookie: [] }],
  responses: {
    200: json(SessionSchema, 'The session of the presented cookie'),
    401: json(ErrorSchema, 'No session cookie, or the session ended (the cookie is cleared)'),
    403: json(ErrorSchema, 'Asked by a page of another site'),
  },
});

export function accountsApi({ db, security = defaultSecurity }: ApiDeps) {
  const { trustProxy } = security;
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  router.openAPIRegistry.registerComponent('securitySchemes', 'cookie', { type: 'apiKey', in: 'cookie', name: 'aurelia_session' });

  return router
    .openapi(
      signupRoute,
      async (c) => {
        const body = c.req.valid('json');
        const outcome = await registerAccount({ db, security, address: clientAddress(c, trustProxy), userAgent: c.req.header('user-agent') }, body);
        if (!outcome.ok) return failure(c, outcome) as never; // statuses are declared in the route above
        setSessionCookie(c, outcome.token);
        return c.json({ token: outcome.token, user: outcome.user }, 201);
      },
      (result, c) => {
        if (result.success) return;
        const raw = (result as { data?: unknown }).data;
        const first = registrationError(raw && typeof raw === 'object' ? raw : {}) ?? result.error.issues[0]?.message ?? messages.missingFields;
        return c.json({ error: first, details: fieldDetails(result.error.issues) }, 400);
      },
    )
    .openapi(
      loginRoute,
      async (c) => {
        const outcome = await signInWithPassword(
          { db, security, address: clientAddress(c, trustProxy), userAgent: c.req.header('user-agent') },
          c.req.valid('json'),
        );
        if (!outcome.ok) return failure(c, outcome) as never; // statuses are declared in the route above
        if ('secondStep' in outcome) return c.json({ mfaRequired: true as const, ...outcome.secondStep }, 200);
        setSessionCookie(c, outcome.token);
        return c.json({ token: outcome.token, user: outcome.user }, 200);
      },
      (result, c) => {
        if (result.success) return;
        return c.json({ error: messages.missingFields, details: fieldDetails(result.error.issues) }, 400);
      },
    )
    .openapi(
      verifyRoute,
      async (c) => {
        const outcome = await signInWithCode({ db, security, address: clientAddress(c, trustProxy) }, c.req.valid('json'));
        if (!outcome.ok) return failure(c, outcome) as never; // statuses are declared in the route above
        setSessionCookie(c, outcome.token);
        return c.json({ token: outcome.token, user: outcome.user }, 200);
      },
      (result, c) => {
        if (result.success) return;
        return c.json({ error: result.error.issues[0]?.message ?? messages.missingFields, details: fieldDetails(result.error.issues) }, 400);
      },
    )
    .openapi(stepUpRoute, async (c) => {
      const auth = await authenticate(c, db);
      if (auth.status !== 'signed-in') return c.json(auth.status === 'invalid' ? sessionEnded : notSignedIn, 401);
      // The route's validated body (its 204 answer leaves Hono's inference without the input type).
      const proof = c.req.valid('json' as never) as z.infer<typeof StepUpBody>;
      const outcome = await stepUp({ db, security, userAgent: c.req.header('user-agent') }, auth.user._id, auth.token, proof);
      if (!outcome.ok) return failure(c, outcome) as never;
      return c.body(null, 204);
    })
    .openapi(logoutRoute, async (c) => {
      await revokeSession(db, presentedToken(c).token);
      clearSessionCookie(c);
      return c.body(null, 204);
    })
    .openapi(meRoute, async (c) => {
      const auth = await authenticate(c, db);
      if (auth.status === 'signed-in') return c.json(auth.user, 200);
      return c.json(auth.status === 'invalid' ? sessionEnded : notSignedIn, 401);
    })
    .openapi(sessionRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      const fetchSite = c.req.header('sec-fetch-site');
      if (fetchSite && fetchSite !== 'same-origin') return c.json({ error: 'This request must come from the site itself.' }, 403);
      const token = getCookie(c, SESSION_COOKIE);
      if (!token) return c.json(notSignedIn, 401);
      const user = await findSessionUser(db, token);
      if (!user) {
        clearSessionCookie(c);
        return c.json(sessionEnded, 401);
      }
      return c.json({ token, user }, 200);
    });
}

/** A failed outcome of the shared account rules as the API's JSON error (429 with Retry-After). */
export function failure<S extends 400 | 401 | 403 | 409 | 429>(
  c: Context,
  outcome: { status: S; error: string; details?: Record<string, string>; retryAfter?: number },
) {
  const body = outcome.details ? { error: outcome.error, details: outcome.details } : { error: outcome.error };
  return c.json(body, outcome.status, retryAfterHeaders(outcome.retryAfter));
}

export function fieldDetails(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) details[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return details;
}
