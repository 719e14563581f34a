import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AnsweringListener } from '~/lib/answeringListener.server';

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

/** A file's own headers beside its type, length and encoding: the one place both ways of serving one set them. */
function setFileHeaders(headers: Headers, cacheControl: string): void {
  headers.set('Cache-Control', cacheControl);
  headers.set('X-Content-Type-Options', 'nosniff');
  const type = headers.get('content-type') ?? '';
  if (COMPRESSIBLE.test(type)) headers.set('Vary', 'Accept-Encoding');
  if (type.startsWith('image/svg+xml')) headers.set('Content-Security-Policy', SVG_POLICY);
  // A fingerprinted file never changes and is never revalidated: its date is of no use.
  if (cacheControl === IMMUTABLE) headers.delete('Last-Modified');
}

function withFileHeaders(res: Response, cacheControl: string): Response {
  setFileHeaders(res.headers, cacheControl);
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
    // A name not in the build goes on to the pages (`serve` then answers what `next` gave, Hono's
    // context, not a file): their 404, which a balancer may retry on a process of the other release
    // (ADR 0049).
    const res = await serve(c, next);
    return res instanceof Response ? withFileHeaders(res, first === 'assets' ? IMMUTABLE : AN_HOUR) : undefined;
  };
}

/** The precompressed twins of a kept file, in the order they are preferred (the same as `serveStatic`'s). */
const TWINS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

interface KeptAsset {
  /** The answer by encoding ('' for none): its flat [name, value, ...] headers and its bytes. */
  answers: Map<string, { headers: string[]; body: Buffer }>;
}

/**
 * The built client's fingerprinted files (`root/assets`, about 1.5 MB with their twins) held in
 * memory and answered before the framework, with the very headers `staticFiles` gives them: a
 * first visit asks for a dozen of them, and through the framework each cost 250-450 µs of CPU (a
 * stat per encoding, a file stream, the middlewares) where a kept answer costs what a cached page
 * does. A HEAD, a range, a query or a name not in the build goes on to `listener` (`staticFiles`).
 * The previous releases' files (`root/../previous-assets`) are kept and answered alike.
 */
export function keptAssetsInFrontOf(root: string, listener: AnsweringListener): AnsweringListener {
  // The previous releases' files the build carries (scripts/carry-assets.mjs, docs/decisions/0049),
  // beside `root`, answered the same way; a name of the build's own is the build's.
  const kept = new Map([...keptAssets(path.join(root, '..', 'previous-assets')), ...keptAssets(path.join(root, 'assets'))]);
  return (req, res) => {
    const url = req.url;
    if (req.method !== 'GET' || !url?.startsWith('/assets/') || req.headers.range !== undefined) return listener(req, res);
    const asset = kept.get(url.slice('/assets/'.length));
    if (!asset) return listener(req, res);
    const accepted = new Set(req.headers['accept-encoding']?.split(',').map((encoding) => encoding.trim()));
    const encoding = TWINS.find(([name]) => accepted.has(name) && asset.answers.has(name))?.[0] ?? '';
    const { headers, body } = asset.answers.get(encoding)!;
    res.writeHead(200, headers);
    res.end(body);
    return true;
  };
}

function keptAssets(folder: string): Map<string, KeptAsset> {
  const kept = new Map<string, KeptAsset>();
  if (!existsSync(folder)) return kept;
  const files = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile());
  const names = new Set(files.map((file) => file.name));
  for (const name of names) {
    if (TWINS.some(([, suffix]) => name.endsWith(suffix))) continue;
    const type = getMimeType(name) ?? 'application/octet-stream';
    const compressible = COMPRESSIBLE.test(type);
    const headersOf = (body: Buffer, encoding: string) => {
      const headers = new Headers({ 'content-type': type, 'content-length': String(body.byteLength) });
      if (encoding) headers.set('content-encoding', encoding);
      setFileHeaders(headers, IMMUTABLE);
      return [...headers].flat();
    };
    const answers = new Map<string, { headers: string[]; body: Buffer }>();
    const plain = readFileSync(path.join(folder, name));
    answers.set('', { headers: headersOf(plain, ''), body: plain });
    for (const [encoding, suffix] of TWINS) {
      if (!compressible || !names.has(name + suffix)) continue;
      const body = readFileSync(path.join(folder, name + suffix));
      answers.set(encoding, { headers: headersOf(body, encoding), body });
    }
    kept.set(name, { answers });
  }
  return kept;
}
