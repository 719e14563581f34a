import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders, type SecureHeadersVariables } from 'hono/secure-headers';

const NONCE_KEY = 'secureHeadersNonce';

/** The nonce this response's inline scripts carry (set for every request by securityHeaders). */
export function cspNonce(c: Context): string | undefined {
  return c.get(NONCE_KEY as never);
}

/**
 * Makes the response's policy name another nonce: a cached page is served with the nonce it was
 * rendered with (a new render, after any content change, gets a new one).
 */
export function adoptCspNonce(c: Context, nonce: string | undefined): void {
  if (nonce) c.set(NONCE_KEY as never, nonce as never);
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes (star widths, hero pictures) are harmless without script execution.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** HTTPS to the visitor: our own TLS, or a trusted proxy's X-Forwarded-Proto. HSTS only then. */
export function servedOverHttps(encrypted: boolean, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  return encrypted || (trustProxy && forwardedProto === 'https');
}

/**
 * Security headers on every response: an enforced Content-Security-Policy whose scripts need the
 * nonce of the render that made the page (a fresh one per render; a cached page keeps the nonce it
 * was rendered with, ADR 0004), no 'unsafe-inline' or 'unsafe-eval' for scripts, no framing, no plugins, no
 * <base>; nosniff, a referrer policy, a permissions policy; HSTS only over HTTPS.
 */
export function securityHeaders({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler<{ Variables: SecureHeadersVariables }> {
  const headers = secureHeaders({
    strictTransportSecurity: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
  return async (c, next) => {
    c.set(NONCE_KEY, randomBytes(16).toString('base64'));
    await headers(c, next);
    // Written after the handler: the response cache may have swapped in a stored page's nonce.
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(c.get(NONCE_KEY)!));
    if (servedOverHttps(c.req.url.startsWith('https:'), c.req.header('x-forwarded-proto'), trustProxy)) {
      c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
  };
}
