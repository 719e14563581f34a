import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, ErrorSchema, json, jsonBody, type ApiDeps } from '~/api/openapi.server';
import { hit, limitKey, refund, reset } from '~/api/limits.server';
import { clientAddress, defaultSecurity } from '~/api/security.server';
import { isUniqueViolation } from '~/db/client.server';
import { authenticate, clearSessionCookie, notSignedIn, presentedToken, sessionEnded, setSessionCookie } from './auth.server';
import { hashPassword, verifyPassword } from './passwords.server';
import { createSession, revokeSession } from './sessions.server';
import { findTakenField, findUserByEmail, insertUser, toUser } from './users.server';
import { isCommonPassword } from './commonPasswords';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  messages,
  PASSWORD_MAX,
  PASSWORD_MIN,
  registrationError,
  USERNAME_MAX,
  USERNAME_MIN,
} from './validation';

export const UserSchema = z
  .object({
    _id: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.enum(['user', 'editor', 'admin']),
    createdAt: z.string().openapi({ example: '2026-01-31T09:00:00.000Z' }),
  })
  .openapi('User');

const SessionSchema = z
  .object({
    token: z.string().openapi({ description: 'Send as `Authorization: Bearer <token>`; also set as the HttpOnly session cookie' }),
    user: UserSchema,
  })
  .openapi('Session');

/** Hidden form field: people leave it empty, form-filling bots do not. */
export const honeypotField = z
  .string()
  .max(200)
  .optional()
  .openapi({ description: 'Leave empty. A hidden trap field for bots.' });

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
    website: honeypotField,
  })
  .openapi('SignupRequest');

const LoginBody = z
  .object({
    email: z.string(required).min(1, messages.missingFields).openapi({ example: 'grace@example.com' }),
    password: z.string(required).min(1, messages.missingFields),
  })
  .openapi('LoginRequest');

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
  description: 'A new session at every sign-in; sets the HttpOnly session cookie too. Failures are limited per account and per address.',
  request: { body: jsonBody(LoginBody) },
  responses: {
    200: json(SessionSchema, 'Signed in'),
    400: json(ErrorSchema, 'A field is missing'),
    401: json(ErrorSchema, 'Invalid email or password'),
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

export function accountsApi({ db, security = defaultSecurity }: ApiDeps) {
  const { limits, trustProxy } = security;
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  router.openAPIRegistry.registerComponent('securitySchemes', 'cookie', { type: 'apiKey', in: 'cookie', name: 'aurelia_session' });

  return router
    .openapi(
      signupRoute,
      async (c) => {
        const body = c.req.valid('json');
        // A filled honeypot: refused with the generic failure text (a session cannot be faked).
        if (body.website) return c.json({ error: messages.registrationFailed }, 400);
        const address = clientAddress(c, trustProxy);
        const tooMany = (retryAfter: number) => {
          c.header('Retry-After', String(retryAfter));
          return c.json({ error: 'Too many sign-ups from your network. Please try again later.' }, 429);
        };
        const attempts = await hit(db, limitKey('signupAttemptsPerAddress', address), limits.signupAttemptsPerAddress);
        if (attempts.limited) return tooMany(attempts.retryAfter);
        const taken = await findTakenField(db, body.email, body.username);
        if (taken) return c.json(takenError(taken), 409);
        const passwordHash = await hashPassword(body.password);
        let row;
        try {
          // The account and its count against the address's limit commit together: simultaneous
          // identical sign-ups wait on the unique indexes and get 409 (exactly one account), and
          // only accounts really created use up the limit.
          row = await db.transaction(async (tx) => {
            const inserted = await insertUser(tx, { username: body.username, email: body.email, passwordHash });
            const created = await hit(tx, limitKey('signupsPerAddress', address), limits.signupsPerAddress);
            if (created.limited) throw new LimitReached(created.retryAfter);
            return inserted;
          });
        } catch (error) {
          if (error instanceof LimitReached) return tooMany(error.retryAfter);
          if (isUniqueViolation(error)) return c.json(takenError(uniqueField(error)), 409);
          throw error;
        }
        const { token } = await createSession(db, row.id);
        setSessionCookie(c, token);
        return c.json({ token, user: toUser(row) }, 201);
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
        const { email, password } = c.req.valid('json');
        const accountKey = limitKey('loginFailuresPerAccount', email);
        const addressKey = limitKey('loginFailuresPerAddress', clientAddress(c, trustProxy));
        // Counted before checking and given back on success, so parallel guesses cannot slip past.
        const [byAccount, byAddress] = await Promise.all([
          hit(db, accountKey, limits.loginFailuresPerAccount),
          hit(db, addressKey, limits.loginFailuresPerAddress),
        ]);
        if (byAccount.limited || byAddress.limited) {
          const wait = Math.max(byAccount.limited ? byAccount.retryAfter : 0, byAddress.limited ? byAddress.retryAfter : 0);
          c.header('Retry-After', String(wait));
          return c.json({ error: 'Too many failed sign-in attempts. Please wait a minute and try again.' }, 429);
        }
        const plausible = email.length <= EMAIL_MAX && password.length <= PASSWORD_MAX;
        const user = plausible ? await findUserByEmail(db, email) : null;
        const ok = plausible && (await verifyPassword(user?.passwordHash, password));
        if (!ok || !user) return c.json({ error: messages.signInFailed }, 401);
        await Promise.all([reset(db, accountKey), refund(db, addressKey)]);
        const { token } = await createSession(db, user.id);
        setSessionCookie(c, token);
        return c.json({ token, user: toUser(user) }, 200);
      },
      (result, c) => {
        if (result.success) return;
        return c.json({ error: messages.missingFields, details: fieldDetails(result.error.issues) }, 400);
      },
    )
    .openapi(logoutRoute, async (c) => {
      await revokeSession(db, presentedToken(c).token);
      clearSessionCookie(c);
      return c.body(null, 204);
    })
    .openapi(meRoute, async (c) => {
      const auth = await authenticate(c, db);
      if (auth.status === 'signed-in') return c.json(auth.user, 200);
      return c.json(auth.status === 'invalid' ? sessionEnded : notSignedIn, 401);
    });
}

class LimitReached extends Error {
  constructor(readonly retryAfter: number) {
    super('limit reached');
  }
}

function takenError(field: 'email' | 'username') {
  return { error: field === 'email' ? 'An account with this email already exists' : 'This username is already taken', details: { [field]: 'taken' } };
}

function uniqueField(error: unknown): 'email' | 'username' {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint.includes('email') ? 'email' : 'username';
  }
  return 'email';
}

export function fieldDetails(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) details[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return details;
}
