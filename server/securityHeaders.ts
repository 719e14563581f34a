import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders, type SecureHeadersVariables } from 'hono/secure-headers';

/**
 * Security headers on every response: an enforced Content-Security-Policy whose scripts need the
 * per-request nonce (no 'unsafe-inline' or 'unsafe-eval' for scripts), no framing, no plugins, no
 * <base>; nosniff, a referrer policy, a permissions policy; HSTS only over HTTPS.
 */
export function securityHeaders({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler<{ Variables: SecureHeadersVariables }> {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      // Inline style attributes (star widths, hero pictures) are harmless without script execution.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
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
    await headers(c, next);
    const forwardedProto = trustProxy ? c.req.header('x-forwarded-proto') : undefined;
    if (new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https') {
      c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
  };
}
