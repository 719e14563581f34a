import { createRoute, z } from '@hono/zod-openapi';
import { presentedToken, signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { failure } from '~/accounts/accounts.api.server';
import { checkSecondFactor, confirmTotp, newRecoveryCodes, removeSecondFactor, secondFactorOf, startTotp } from '~/accounts/secondFactor.server';
import { secondFactorMessages } from '~/accounts/secondFactorMessages';
import { stepUpRefusal } from '~/accounts/stepUpGuard.server';
import { recordProof } from '~/accounts/stepUp.server';
import { createRouter, ErrorSchema, json, jsonBody, security, type ApiDeps } from '~/api/openapi.server';
import { defaultSecurity } from '~/api/security.server';

const CodeBody = z
  .object({ code: z.string({ error: secondFactorMessages.codeMissing }).min(1, secondFactorMessages.codeMissing).max(40, secondFactorMessages.wrongCode) })
  .openapi('SecondFactorCode');
const RecoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()).openapi({ description: 'Ten one-time codes, shown this once; a new set replaces the old' }) })
  .openapi('RecoveryCodes');
const StartSchema = z
  .object({
    secret: z.string().openapi({ description: 'Base32, to type into the app' }),
    otpauthUri: z.string().openapi({ example: 'otpauth://totp/Aurelia%20Resorts:grace%40example.com?secret=…&issuer=Aurelia%20Resorts' }),
  })
  .openapi('TotpSetup');
const StatusSchema = z.object({ totp: z.boolean(), pending: z.boolean(), recoveryLeft: z.number().int() }).openapi('SecondFactorStatus');
const StepUpError = z.object({ error: z.string(), stepUp: z.literal(true) }).openapi('StepUpRequired');

const limitedAnswers = {
  401: json(z.union([ErrorSchema, StepUpError]), 'Not signed in, a wrong code, or a fresh proof is needed (`stepUp: true`: POST /api/auth/step-up)'),
  429: json(ErrorSchema, 'Too many wrong codes; see Retry-After'),
};

/** The member's two-step sign-in (issue 47): an authenticator app, recovery codes. */
export function secondFactorApi({ db, security: options = defaultSecurity }: ApiDeps) {
  const account = signedInOnly(db);
  const deps = { db, security: options };
  const route = <T extends Parameters<typeof createRoute>[0]>(definition: T) => createRoute({ ...definition, security, middleware: [account] });

  return createRouter()
    .openapi(
      route({
        method: 'get',
        path: '/account/mfa',
        summary: 'Whether two-step sign-in is on, and how many recovery codes are left',
        responses: { 200: json(StatusSchema, 'The second factor'), 401: json(ErrorSchema, 'Not signed in') },
      }),
      async (c) => c.json(await secondFactorOf(db, signedInAccount(c)._id), 200),
    )
    .openapi(
      route({
        method: 'post',
        path: '/account/mfa/totp',
        summary: 'Start setting up an authenticator app (needs a fresh proof)',
        description: 'Answers the new secret; two-step sign-in is on once POST /api/account/mfa/totp/confirm accepts a first code.',
        responses: { 200: json(StartSchema, 'The secret and its otpauth:// URI (for a QR code)'), ...limitedAnswers, 409: json(ErrorSchema, 'Already on') },
      }),
      async (c) => {
        const refusal = await stepUpRefusal(c, db, options);
        if (refusal) return refusal as never;
        const started = await startTotp(deps, signedInAccount(c));
        if (!started.ok) return failure(c, started) as never;
        return c.json({ secret: started.secret, otpauthUri: started.otpauthUri }, 200);
      },
    )
    .openapi(
      route({
        method: 'post',
        path: '/account/mfa/totp/confirm',
        summary: 'Confirm the app with its first code: two-step sign-in is on',
        request: { body: jsonBody(CodeBody) },
        responses: {
          200: json(RecoveryCodesSchema, 'On; the first recovery codes'),
          400: json(ErrorSchema, 'No code'),
          ...limitedAnswers,
          409: json(ErrorSchema, 'Not started, or already on'),
        },
      }),
      async (c) => {
        const confirmed = await confirmTotp(deps, signedInAccount(c)._id, c.req.valid('json').code, c.req.header('user-agent'));
        if (!confirmed.ok) return failure(c, confirmed) as never;
        // The app's first code proves it in this session too: a staff account acts at once (ADR 0059).
        const { token } = presentedToken(c);
        if (token) await recordProof(db, token, { secondFactor: true });
        return c.json({ recoveryCodes: confirmed.recoveryCodes }, 200);
      },
    )
    .openapi(
      route({
        method: 'delete',
        path: '/account/mfa/totp',
        summary: 'Turn two-step sign-in off, with a code (the app’s or a recovery code)',
        request: { body: jsonBody(CodeBody) },
        responses: {
          204: { description: 'Off: the app and the recovery codes are gone' },
          400: json(ErrorSchema, 'No code'),
          ...limitedAnswers,
          409: json(ErrorSchema, 'Not on'),
        },
      }),
      async (c) => {
        const user = signedInAccount(c);
        if (!(await secondFactorOf(db, user._id)).totp) return c.json({ error: secondFactorMessages.notOn }, 409);
        const checked = await checkSecondFactor({ ...deps, userAgent: c.req.header('user-agent') }, user._id, c.req.valid('json').code);
        if (!checked.ok) return failure(c, checked) as never;
        await removeSecondFactor(db, user._id, { security: options, userAgent: c.req.header('user-agent') });
        return c.body(null, 204);
      },
    )
    .openapi(
      route({
        method: 'post',
        path: '/account/mfa/recovery-codes',
        summary: 'A new set of ten recovery codes (needs a fresh proof); the old ones stop working',
        responses: { 200: json(RecoveryCodesSchema, 'The new codes'), ...limitedAnswers, 409: json(ErrorSchema, 'Two-step sign-in is not on') },
      }),
      async (c) => {
        const user = signedInAccount(c);
        if (!(await secondFactorOf(db, user._id)).totp) return c.json({ error: secondFactorMessages.notOn }, 409);
        const refusal = await stepUpRefusal(c, db, options);
        if (refusal) return refusal as never;
        return c.json({ recoveryCodes: await newRecoveryCodes(db, user._id, { security: options, userAgent: c.req.header('user-agent') }) }, 200);
      },
    );
}
