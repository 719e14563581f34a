import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { authenticate, notSignedIn, presentedToken, sessionEnded, setSessionCookie, signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { UserSchema } from '~/accounts/accounts.api.server';
import { passkeyMessages } from '~/accounts/passkeyMessages';
import {
  listPasskeys,
  PASSKEY_NAME_MAX,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
  signInOptions,
  stepUpOptions,
  verifyAssertion,
  type PasskeyFailure,
} from '~/accounts/passkeys.server';
import { createSession } from '~/accounts/sessions.server';
import { recordProof } from '~/accounts/stepUp.server';
import { stepUpRefusal } from '~/accounts/stepUpGuard.server';
import { findUserById, toUser } from '~/accounts/users.server';
import { createRouter, ErrorSchema, json, jsonBody, security, type ApiDeps } from '~/api/openapi.server';
import { hit, limitKey, retryAfterHeaders } from '~/api/limits.server';
import { clientAddress, defaultSecurity } from '~/api/security.server';

const PasskeySchema = z
  .object({ _id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })
  .openapi('Passkey', { description: 'A passkey of the account: never its key' });

const nameField = z
  .string({ error: passkeyMessages.nameMissing })
  .trim()
  .min(1, passkeyMessages.nameMissing)
  .max(PASSKEY_NAME_MAX, passkeyMessages.nameTooLong)
  .openapi({ example: 'My phone' });

const b64 = z
  .string()
  .max(20_000)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, passkeyMessages.badResponse);
const credentialBase = {
  id: b64.min(1),
  rawId: b64.min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
const RegistrationCredential = z
  .object({
    ...credentialBase,
    response: z.object({ clientDataJSON: b64, attestationObject: b64, transports: z.array(z.string().max(30)).max(10).optional() }).passthrough(),
  })
  .openapi('PasskeyRegistrationCredential', { description: 'The JSON of navigator.credentials.create() (as @simplewebauthn/browser gives it)' });
const AssertionCredential = z
  .object({
    ...credentialBase,
    response: z.object({ clientDataJSON: b64, authenticatorData: b64, signature: b64, userHandle: b64.optional() }).passthrough(),
  })
  .openapi('PasskeyAssertion', { description: 'The JSON of navigator.credentials.get() (as @simplewebauthn/browser gives it)' });

const RegisterBody = z.object({ name: nameField, credential: RegistrationCredential }).openapi('PasskeyRegistration');
const RenameBody = z.object({ name: nameField }).openapi('PasskeyRename');
const SignInBody = z.object({ ceremony: z.string().min(1).max(100), credential: AssertionCredential }).openapi('PasskeySignIn');
const StepUpBody = z.object({ credential: AssertionCredential }).openapi('PasskeyStepUp');
const OptionsSchema = z
  .record(z.string(), z.unknown())
  .openapi('WebAuthnOptions', { description: 'PublicKeyCredential options as JSON, for @simplewebauthn/browser' });
const StepUpError = z.object({ error: z.string(), stepUp: z.literal(true) });

const bad = (message: string) => (result: { success: boolean; error?: { issues: { message: string }[] } }, c: Context) => {
  if (result.success) return;
  return c.json({ error: result.error?.issues[0]?.message ?? message }, 400);
};
const refuse = (c: Context, outcome: PasskeyFailure) => c.json({ error: outcome.error }, outcome.status);
const IdParam = z.object({
  id: z
    .string()
    .max(40)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

/** Passkeys (WebAuthn, issue 47, docs/decisions/0054): the member's, and signing in or proving it is you with one. */
export function passkeysApi({ db, security: options = defaultSecurity }: ApiDeps) {
  const account = signedInOnly(db);
  const deps = { db, security: options };
  const mine = <T extends Parameters<typeof createRoute>[0]>(definition: T) => createRoute({ ...definition, security, middleware: [account] });
  const stepUpAnswer = json(z.union([ErrorSchema, StepUpError]), 'Not signed in, or a fresh proof is needed (`stepUp: true`)');

  return createRouter()
    .openapi(
      mine({
        method: 'get',
        path: '/account/passkeys',
        summary: 'The account’s passkeys: names and dates',
        responses: { 200: json(z.object({ passkeys: z.array(PasskeySchema) }), 'The passkeys, oldest first'), 401: json(ErrorSchema, 'Not signed in') },
      }),
      async (c) => c.json({ passkeys: await listPasskeys(db, signedInAccount(c)._id) }, 200),
    )
    .openapi(
      mine({
        method: 'post',
        path: '/account/passkeys/options',
        summary: 'Start adding a passkey (needs a fresh proof): the options for navigator.credentials.create()',
        description: 'A discoverable credential with user verification; the challenge is kept for this session, one use, five minutes.',
        responses: { 200: json(OptionsSchema, 'The creation options'), 401: stepUpAnswer },
      }),
      async (c) => {
        const refusal = await stepUpRefusal(c, db, options);
        if (refusal) return refusal as never;
        return c.json((await registrationOptions(deps, signedInAccount(c), presentedToken(c).token!)) as unknown as Record<string, unknown>, 200);
      },
    )
    .openapi(
      mine({
        method: 'post',
        path: '/account/passkeys',
        summary: 'Add the passkey the browser created, with a name (needs a fresh proof)',
        request: { body: jsonBody(RegisterBody) },
        responses: {
          201: json(PasskeySchema, 'Added'),
          400: json(ErrorSchema, 'No name, a malformed answer, a wrong challenge, origin or relying party, or no challenge'),
          401: stepUpAnswer,
          409: json(ErrorSchema, 'This passkey is registered already'),
        },
      }),
      async (c) => {
        const refusal = await stepUpRefusal(c, db, options);
        if (refusal) return refusal as never;
        const { name, credential } = c.req.valid('json');
        const outcome = await registerPasskey(
          deps,
          signedInAccount(c)._id,
          presentedToken(c).token!,
          credential as unknown as RegistrationResponseJSON,
          name,
          c.req.header('user-agent'),
        );
        if (!outcome.ok) return refuse(c, outcome) as never;
        // Made with the passkey just added: this session has proved a second factor (ADR 0059).
        await recordProof(db, presentedToken(c).token!, { secondFactor: true });
        return c.json(outcome.passkey, 201);
      },
      bad(passkeyMessages.badResponse),
    )
    .openapi(
      mine({
        method: 'patch',
        path: '/account/passkeys/{id}',
        summary: 'Rename a passkey',
        description: 'The name is trimmed, 1 to 60 characters, as when adding. A name changes no security: no fresh proof is asked.',
        request: { params: IdParam, body: jsonBody(RenameBody) },
        responses: {
          204: { description: 'Renamed' },
          400: json(ErrorSchema, 'No name, or a name over 60 characters'),
          401: json(ErrorSchema, 'Not signed in'),
          404: json(ErrorSchema, 'No such passkey'),
        },
      }),
      async (c) => {
        const body = c.req.valid('json' as never) as z.infer<typeof RenameBody>;
        const renamed = await renamePasskey(db, signedInAccount(c)._id, (c.req.valid('param' as never) as { id: string }).id, body.name);
        return renamed ? c.body(null, 204) : (c.json({ error: passkeyMessages.notFound }, 404) as never);
      },
      bad(passkeyMessages.nameMissing),
    )
    .openapi(
      mine({
        method: 'delete',
        path: '/account/passkeys/{id}',
        summary: 'Remove a passkey (needs a fresh proof)',
        request: { params: IdParam },
        responses: { 204: { description: 'Removed' }, 401: stepUpAnswer, 404: json(ErrorSchema, 'No such passkey') },
      }),
      async (c) => {
        const refusal = await stepUpRefusal(c, db, options);
        if (refusal) return refusal as never;
        const removed = await removePasskey(db, signedInAccount(c)._id, (c.req.valid('param' as never) as { id: string }).id, {
          security: options,
          userAgent: c.req.header('user-agent'),
        });
        return removed ? c.body(null, 204) : (c.json({ error: passkeyMessages.notFound }, 404) as never);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/auth/passkey/options',
        summary: 'Start signing in with a passkey: a ceremony id and the options for navigator.credentials.get()',
        description: 'No email: the browser offers the passkeys it holds for this site (discoverable credentials). The challenge is one use, five minutes.',
        responses: {
          200: json(z.object({ ceremony: z.string(), options: OptionsSchema }), 'The ceremony id and request options'),
          429: json(ErrorSchema, 'Too many passkey sign-ins begun from this address (30 a minute); Retry-After says when to try again'),
        },
      }),
      async (c) => {
        const begun = await hit(db, limitKey('passkeySignInsPerAddress', clientAddress(c, options.trustProxy)), options.limits.passkeySignInsPerAddress);
        if (begun.limited) return c.json({ error: passkeyMessages.tooManySignIns }, 429, retryAfterHeaders(begun.retryAfter));
        const { ceremony, options: request } = await signInOptions(deps);
        return c.json({ ceremony, options: request as unknown as Record<string, unknown> }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/auth/passkey',
        summary: 'Sign in with a passkey',
        description: 'A passkey is both factors: a session at once (the HttpOnly cookie too), which counts as a fresh proof for the step-up.',
        request: { body: jsonBody(SignInBody) },
        responses: {
          200: json(z.object({ token: z.string(), user: UserSchema }), 'Signed in'),
          400: json(ErrorSchema, 'A malformed answer, or the ceremony is unknown, used or expired'),
          401: json(ErrorSchema, 'Unknown passkey, or the answer does not verify (challenge, origin, relying party, signature, user verification)'),
          403: json(ErrorSchema, 'An admin disabled the account'),
        },
      }),
      async (c) => {
        const { ceremony, credential } = c.req.valid('json');
        const checked = await verifyAssertion(deps, 'sign-in', ceremony, credential as unknown as AuthenticationResponseJSON);
        if (!checked.ok) return refuse(c, checked) as never;
        const user = await findUserById(db, checked.userId);
        if (!user) return c.json({ error: passkeyMessages.unknown }, 401);
        if (user.disabledAt) return c.json({ error: passkeyMessages.accountDisabled }, 403);
        const { token } = await createSession(db, user.id, c.req.header('user-agent'), { method: 'passkey', security: options });
        setSessionCookie(c, token);
        return c.json({ token, user: toUser(user) }, 200);
      },
      bad(passkeyMessages.badResponse),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/auth/step-up/passkey/options',
        summary: 'Start proving it is you with a passkey: the options for navigator.credentials.get()',
        security: [{ bearer: [] }, { cookie: [] }],
        responses: {
          200: json(OptionsSchema, 'The request options (the account’s own passkeys)'),
          401: json(ErrorSchema, 'Not signed in'),
          409: json(ErrorSchema, 'No passkey'),
        },
      }),
      async (c) => {
        const auth = await authenticate(c, db);
        if (auth.status !== 'signed-in') return c.json(auth.status === 'invalid' ? sessionEnded : notSignedIn, 401);
        const request = await stepUpOptions(deps, auth.user._id, auth.token);
        if (!request) return c.json({ error: passkeyMessages.notFound }, 409);
        return c.json(request as unknown as Record<string, unknown>, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/auth/step-up/passkey',
        summary: 'Prove it is you with one of the account’s passkeys',
        description: 'Like POST /api/auth/step-up: marks the session as proved for STEP_UP_WINDOW_S seconds.',
        security: [{ bearer: [] }, { cookie: [] }],
        request: { body: jsonBody(StepUpBody) },
        responses: {
          204: { description: 'Proved' },
          400: json(ErrorSchema, 'A malformed answer, or no challenge for this session'),
          401: json(ErrorSchema, 'Not signed in, or the passkey is not this account’s or does not verify'),
        },
      }),
      async (c) => {
        const auth = await authenticate(c, db);
        if (auth.status !== 'signed-in') return c.json(auth.status === 'invalid' ? sessionEnded : notSignedIn, 401);
        const body = c.req.valid('json' as never) as z.infer<typeof StepUpBody>;
        const checked = await verifyAssertion(deps, 'step-up', auth.token, body.credential as unknown as AuthenticationResponseJSON, auth.user._id);
        if (!checked.ok) return refuse(c, checked) as never;
        await recordProof(db, auth.token, { secondFactor: true });
        return c.body(null, 204);
      },
      bad(passkeyMessages.badResponse),
    );
}
