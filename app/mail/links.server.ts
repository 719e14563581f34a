import { logger } from '~/lib/logger.server';
import { publicOrigin } from '~/seo/origin.server';

let warned = false;

const isLocal = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * The origin of links in mails: PUBLIC_ORIGIN, or else the request's own (its Host header). A
 * client chooses its Host header, so a deployment must set PUBLIC_ORIGIN, or a reset link could
 * point at another site; server/config.ts refuses SMTP_URL without it, and this warns once when a
 * link is built from a Host that is not local (ADR 0015).
 */
export function mailLinkOrigin(request: Request): string {
  const origin = publicOrigin(request);
  if (!process.env.PUBLIC_ORIGIN && !warned && !isLocal(new URL(origin).hostname)) {
    warned = true;
    logger.warn({ origin }, 'mail: PUBLIC_ORIGIN is not set, so links in mails take the host the request named');
  }
  return origin;
}
