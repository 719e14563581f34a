/** The passkeys' relying party (docs/decisions/0054): from the configuration, never from a request header. */
export interface WebAuthnSettings {
  /** The relying party's id: the site's host name (`localhost` by default). */
  rpId: string;
  /** The exact origin the browser reports (scheme, host, port). */
  origin: string;
}

/** Without configuration (the tests, a local server on port 3000): localhost. */
export const DEFAULT_WEBAUTHN: WebAuthnSettings = { rpId: 'localhost', origin: 'http://localhost:3000' };

/** The relying party from a configured public origin (PUBLIC_ORIGIN), else http://localhost:<port>. */
export function webauthnSettings(publicOrigin: string | undefined, port: number): WebAuthnSettings {
  const url = new URL(publicOrigin || `http://localhost:${port}`);
  return { rpId: url.hostname, origin: url.origin };
}
