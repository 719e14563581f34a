import { readdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/**
 * The built client's files (`/assets/*`, fingerprinted) and the public folder's (pictures, the map,
 * the favicon), answered before the page layers, so that a file gets only the headers that apply to
 * it. The page's Content-Security-Policy, permissions policy, frame options and request id are
 * about documents: on a 420-byte script chunk they were 1 KB of headers, sent with each of the
 * thirty files of a first visit (issue 34). A file keeps its type, length and encoding, Vary, its
 * cache lifetime and nosniff; an SVG, which a visitor can open as a document, gets a policy of its
 * own under which it loads and runs nothing.
 */

/** An SVG opened on its own may show its shapes and inline styles, and load or run nothing. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const AN_HOUR = 'public, max-age=3600';

/** Types kept in a precompressed .br/.gz twin (scripts/compress-assets.mjs): their answer depends on Accept-Encoding. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml)|image\/svg\+xml)/;

function withFileHeaders(res: Response, cacheControl: string): Response {
  const { headers } = res;
  headers.set('Cache-Control', cacheControl);
  headers.set('X-Content-Type-Options', 'nosniff');
  const type = headers.get('content-type') ?? '';
  if (COMPRESSIBLE.test(type)) headers.set('Vary', 'Accept-Encoding');
  if (type.startsWith('image/svg+xml')) headers.set('Content-Security-Policy', SVG_POLICY);
  // A fingerprinted file never changes and is never revalidated: its date is of no use.
  if (cacheControl === IMMUTABLE) headers.delete('Last-Modified');
  return res;
}

/**
 * Middleware answering GET and HEAD for the files under `root`: `/assets/*` immutable for a year,
 * the rest for an hour. Only paths under one of root's own top-level names touch the disk, so
 * pages and the API pass by without a file lookup.
 */
export function staticFiles(root: string): MiddlewareHandler {
  const topLevel = new Set(readdirSync(root));
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    const first = c.req.path.split('/', 2)[1] ?? '';
    if (!topLevel.has(first) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const res = await serve(c, next);
    return res ? withFileHeaders(res, first === 'assets' ? IMMUTABLE : AN_HOUR) : undefined;
  };
}
