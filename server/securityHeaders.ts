import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';

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
 * What a document may do: every page, and any other answer a browser shows as one (the API's
 * reference, a plain-text or XML file). The policy itself is written per answer (its nonce).
 * X-XSS-Protection and X-Download-Options are left out: the first is off in every current browser
 * (sending "0" only repeated that), the second was Internet Explorer's.
 */
const DOCUMENT_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
];

/** An answer that is data (the API's JSON, a page's `.data` twin) runs nothing and is never framed. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";
const DATA_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', DATA_POLICY],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** JSON (problem details included) and React Router's single-fetch stream. */
const DATA_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/x-script)\b/;

/**
 * Security headers on every answer, by what it is (issue 34: a header that does not apply is bytes
 * and work on every answer, the cached ones included). A document gets an enforced
 * Content-Security-Policy whose scripts need the nonce of the render that made the page (a fresh
 * one per render; a cached page keeps the nonce it was rendered with, ADR 0004), no
 * 'unsafe-inline' or 'unsafe-eval' for scripts, no framing, no plugins, no <base>; nosniff, a
 * referrer policy, a permissions policy. Data gets a policy that runs and loads nothing, nosniff,
 * no framing and the referrer policy. HSTS only over HTTPS, on both.
 */
export function securityHeaders({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler<{ Variables: SecureHeadersVariables }> {
  return async (c, next) => {
    c.set(NONCE_KEY, randomBytes(16).toString('base64'));
    await next();
    const { headers } = c.res;
    if (DATA_TYPES.test(headers.get('content-type') ?? '')) {
      for (const [name, value] of DATA_HEADERS) headers.set(name, value);
    } else {
      for (const [name, value] of DOCUMENT_HEADERS) headers.set(name, value);
      // Written after the handler: the response cache may have swapped in a stored page's nonce.
      headers.set('Content-Security-Policy', contentSecurityPolicy(c.get(NONCE_KEY)!));
    }
    if (servedOverHttps(c.req.url.startsWith('https:'), c.req.header('x-forwarded-proto'), trustProxy)) {
      headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
  };
}
