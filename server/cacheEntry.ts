import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { DEPENDS_ON_HEADER, dependsOnAvailabilityOf } from '~/lib/cacheDependency';

/**
 * What the response cache (server/cache.ts) keeps of one answer: the body, its gzip and brotli
 * forms (each made the first time a client asks for it, then kept), its ETag and headers; and how a
 * request picks its answer from it.
 */

/** Bodies smaller than this are sent as they are. */
const MIN_COMPRESS_BYTES = 512;
/** Compression levels, paid once per entry: good ratios at a few milliseconds for a 60 KB page. */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 5;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)|(?:\+json|\+xml)/;
export const VARY = 'Accept-Encoding, Cookie, Authorization';

export interface Variant {
  body: Uint8Array;
  headers: Record<string, string>;
}

export interface Entry {
  version: string;
  /** The answer shows free rooms (app/lib/cacheDependency.ts): it is current while the nights held are too. */
  dependsOnAvailability: boolean;
  /** The CSP nonce the stored page's scripts carry; the response's policy must name it. */
  nonce: string | undefined;
  expires: number;
  etag: string;
  status: number;
  identity: Variant;
  /** The body is worth compressing: its gzip and brotli forms are made when first asked for. */
  compressible: boolean;
  /** The compressed forms made so far. */
  gzip: Variant | null;
  br: Variant | null;
  /** The headers every variant shares (content-encoding and content-length aside). */
  headers: Record<string, string>;
  notModifiedHeaders: Record<string, string>;
  /** The body and its compressed forms made so far. */
  bytes: number;
  /**
   * The complete headers (security headers included) each answer of this entry left the app
   * with, by `answerKey`, as flat [name, value, ...] lists: what the fast path (`answer`) repeats.
   */
  sent: Map<number, string[]>;
}

/**
 * The entry for an app's answer, or null when it must not be shared: only a 200 without
 * Set-Cookie, not already encoded and not private. Nothing is compressed here: an answer is
 * compressed in an encoding when a client first asks for it (`chooseAnswer`), so a search asked
 * for once is compressed once, in the encoding its client takes (docs/decisions/0041).
 * `versionFor` gives the version it is kept at, by whether it shows free rooms.
 */
export async function entryOf(
  res: Response,
  {
    versionFor,
    nonce,
    expires,
    minCompressBytes = MIN_COMPRESS_BYTES,
  }: { versionFor: (dependsOnAvailability: boolean) => string; nonce: string | undefined; expires: number; minCompressBytes?: number },
): Promise<Entry | null> {
  if (res.status !== 200 || res.headers.has('set-cookie') || res.headers.has('content-encoding')) return null;
  const cacheControl = res.headers.get('cache-control') ?? '';
  if (/private|no-store/i.test(cacheControl)) return null;
  const type = res.headers.get('content-type') ?? '';
  // A Buffer, as Node's sockets write it (a plain Uint8Array is wrapped in one on every write).
  const body = Buffer.from(await res.arrayBuffer());
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const dependsOnAvailability = dependsOnAvailabilityOf(res.headers);
  const base: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'etag' && name !== DEPENDS_ON_HEADER) base[name] = value;
  });
  base['cache-control'] = cacheControl || 'public, no-cache';
  base['vary'] = VARY;
  base['etag'] = etag;
  return {
    version: versionFor(dependsOnAvailability),
    dependsOnAvailability,
    nonce,
    expires,
    etag,
    status: res.status,
    identity: variantOf(base, body),
    compressible: COMPRESSIBLE.test(type) && body.byteLength >= minCompressBytes,
    gzip: null,
    br: null,
    headers: base,
    notModifiedHeaders: { etag, 'cache-control': base['cache-control'], vary: VARY },
    bytes: body.byteLength,
    sent: new Map(),
  };
}

const variantOf = (headers: Record<string, string>, data: Uint8Array, encoding?: string): Variant => ({
  body: data,
  headers: { ...headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': String(data.byteLength) },
});

const compressors: Record<'gzip' | 'br', (body: Uint8Array) => Buffer> = {
  gzip: (body) => gzipSync(body, { level: GZIP_LEVEL }),
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
};

/** The entry's body in `encoding`, compressed now if no client asked for it before (its size then added to `bytes`). */
function encoded(entry: Entry, encoding: 'gzip' | 'br'): Variant {
  const made = entry[encoding];
  if (made) return made;
  const variant = variantOf(entry.headers, compressors[encoding](entry.identity.body), encoding);
  entry[encoding] = variant;
  entry.bytes += variant.body.byteLength;
  return variant;
}

/** True when an If-None-Match header lists the ETag (or is `*`); weak validators compare equal. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Picks brotli, then gzip, by the client's Accept-Encoding (q=0 means refused). */
export function preferredEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  if (accepts(BR, acceptEncoding)) return 'br';
  if (accepts(GZIP, acceptEncoding)) return 'gzip';
  return null;
}
/** True when the client takes gzip (signed-in pages are spliced as gzip, never brotli: server/visitorTemplate.ts). */
export const acceptsGzip = (acceptEncoding: string | null): boolean => acceptEncoding !== null && accepts(GZIP, acceptEncoding);
const BR = /(?:^|,)\s*br\s*(?:;\s*q=([0-9.]+))?\s*(?:,|$)/i;
const GZIP = /(?:^|,)\s*gzip\s*(?:;\s*q=([0-9.]+))?\s*(?:,|$)/i;
function accepts(pattern: RegExp, header: string): boolean {
  const match = pattern.exec(header);
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}

/**
 * 304 when the client holds the entry's ETag, else the best encoding it accepts (compressed the
 * first time it is asked for: the entry's `bytes` grow, which its store is told of by the caller).
 */
export function chooseAnswer(entry: Entry, ifNoneMatch: string | null, acceptEncoding: string | null) {
  if (etagMatches(ifNoneMatch, entry.etag)) return { status: 304, encoding: null, variant: entry.identity };
  const encoding = entry.compressible ? preferredEncoding(acceptEncoding) : null;
  return encoding ? { status: entry.status, encoding, variant: encoded(entry, encoding) } : { status: entry.status, encoding: null, variant: entry.identity };
}
