import { createHash, createPrivateKey, sign } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_STAFF_PASSKEY } from '../../app/accounts/e2eEditor';

/** The private half of the browser tests' staff passkey (the public half: E2E_STAFF_PASSKEY). */
const PRIVATE_KEY = createPrivateKey({
  key: Buffer.from(
    'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgD3IDfXcWhNMzw+WqPK8YBaQmVBY8bIHVoTvWhxh/sGyhRANCAATNBL9sagEWURpHEK6wVAvWdc1ujUkcxNRxjrNaZIa3Rmwd51gAYq3hGR/Bybg1mms6u4eWOcYc/aRZwhGrP2lj',
    'base64',
  ),
  format: 'der',
  type: 'pkcs8',
});

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** The site's own origin for WebAuthn (browsers refuse it on an IP address): localhost at the server's port. */
export const passkeyOriginOf = (url: string) => {
  const site = new URL(url);
  return `${site.protocol}//localhost:${site.port}`;
};

/**
 * Signs `request` (and the browser context it belongs to: the cookie) in as one of the tests' staff
 * accounts with their passkey, through the API, as a browser's navigator.credentials.get() would
 * answer: staff act only in a session proved with a second factor (docs/decisions/0059). The site is
 * the request context's own (its base URL).
 */
export async function signInWithStaffPasskey(request: APIRequestContext, account: { role: string }): Promise<{ token: string }> {
  const begun = await request.post('/api/auth/passkey/options');
  expect(begun.status()).toBe(200);
  const { ceremony, options } = (await begun.json()) as { ceremony: string; options: { challenge: string; rpId: string } };
  // User present and verified; a counter of 0, as an authenticator that keeps none.
  const authenticatorData = Buffer.concat([sha256(options.rpId), Buffer.from([0x05]), Buffer.alloc(4)]);
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: passkeyOriginOf(begun.url()), crossOrigin: false }),
  );
  const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), PRIVATE_KEY);
  const id = E2E_STAFF_PASSKEY.credentialIdOf(account);
  const signedIn = await request.post('/api/auth/passkey', {
    data: {
      ceremony,
      credential: {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          authenticatorData: authenticatorData.toString('base64url'),
          signature: signature.toString('base64url'),
        },
      },
    },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return (await signedIn.json()) as { token: string };
}
