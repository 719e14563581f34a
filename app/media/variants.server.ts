/**
 * The variants of a picture, made by sharp from the original in the database on their first
 * request and kept by this process (docs/decisions/0044-media-storage.md): a least-recently-used
 * memory cache bounded in bytes, one making per variant however many ask at once, and at most two
 * makings at a time, so a page of new pictures cannot take every core from the pages.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import sharp, { type Sharp } from 'sharp';
import type { Database } from '~/db/client.server';
import { media } from '~/db/schema';
import { FORMAT_TYPE, parseVariantPath, variantWidths, type VariantFormat } from './sources';
import type { AnsweringListener } from '~/lib/answeringListener.server';
import { inTurns } from '~/lib/inTurns';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A map that forgets its least recently used entries beyond `maxBytes`. */
export class ByteCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: Buffer): void {
    if (value.byteLength > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.byteLength;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.byteLength;
    }
  }
  get size(): number {
    return this.bytes;
  }
}

// At most two variants made at once, for the same reason as the uploads (app/lib/image.server.ts).
const inTurn = inTurns(2);

function encode(pipeline: Sharp, format: VariantFormat): Sharp {
  if (format === 'avif') return pipeline.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return pipeline.webp({ quality: 72 });
  return pipeline.jpeg({ quality: 78, mozjpeg: true });
}

/** Makes one variant of the stored picture: resized to `width` (never enlarged), in `format`, without metadata. */
export function makeVariant(original: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  return inTurn(() => encode(sharp(original, { limitInputPixels: false }).resize({ width, withoutEnlargement: true }), format).toBuffer());
}

export interface VariantStore {
  /** The variant's bytes, or null when no such picture or width exists. */
  get(sha256: string, width: number, format: VariantFormat): Promise<Buffer | null>;
  /** The variant's bytes if this process keeps them already (no query, no making). */
  kept(sha256: string, width: number, format: VariantFormat): Buffer | undefined;
}

type Wanted = NonNullable<ReturnType<typeof parseVariantPath>>;
const variantKey = ({ sha256, width, format }: Wanted) => `${sha256}-${width}.${format}`;
const etagOf = ({ sha256, width, format }: Wanted) => `"${sha256.slice(0, 32)}-${width}-${format}"`;
/** What every answer for a variant carries (a 304 too), and a 200 its type and length besides. */
const revalidationHeaders = (etag: string) => ({ 'Cache-Control': IMMUTABLE, ETag: etag, 'X-Content-Type-Options': 'nosniff' });
const bodyHeaders = (wanted: Wanted, etag: string, bytes: Buffer) => ({
  ...revalidationHeaders(etag),
  'Content-Type': FORMAT_TYPE[wanted.format],
  'Content-Length': String(bytes.byteLength),
});

export function createVariantStore(db: Database, maxBytes = 128 * 1024 * 1024): VariantStore {
  const cache = new ByteCache(maxBytes);
  const pending = new Map<string, Promise<Buffer | null>>();
  async function make(sha256: string, width: number, format: VariantFormat): Promise<Buffer | null> {
    const [row] = await db.select({ bytes: media.bytes, width: media.width }).from(media).where(eq(media.sha256, sha256));
    if (!row || !variantWidths(row.width).includes(width)) return null;
    return makeVariant(row.bytes, width, format);
  }
  return {
    kept: (sha256, width, format) => cache.get(variantKey({ sha256, width, format })),
    async get(sha256, width, format) {
      const key = variantKey({ sha256, width, format });
      const cached = cache.get(key);
      if (cached) return cached;
      let promise = pending.get(key);
      if (!promise) {
        promise = make(sha256, width, format)
          .then((bytes) => {
            if (bytes) cache.set(key, bytes);
            return bytes;
          })
          .finally(() => pending.delete(key));
        pending.set(key, promise);
      }
      return promise;
    },
  };
}

/**
 * GET and HEAD `/media/<sha256>-<width>.<avif|webp|jpg>`: the variant, immutable for a year, its
 * ETag naming it (a revalidation is a 304 without touching the picture). Anything else under
 * /media/ is 404. Other paths pass by.
 */
export function mediaFiles(store: VariantStore): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith('/media/') || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const wanted = parseVariantPath(c.req.path);
    const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
    if (!wanted) return notFound();
    const etag = etagOf(wanted);
    if (c.req.header('if-none-match')?.includes(etag)) return new Response(null, { status: 304, headers: revalidationHeaders(etag) });
    const bytes = await store.get(wanted.sha256, wanted.width, wanted.format);
    if (!bytes) return notFound();
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(bytes), { status: 200, headers: bodyHeaders(wanted, etag, bytes) });
  };
}

/**
 * Node's request listener with the variants this process keeps answered before the web framework,
 * with the same status, headers and bytes as `mediaFiles` (which makes the others): a kept variant
 * is a file in memory, and going through the framework's Request and Response cost it more than
 * half a static file's pace (issue 33 asks at least half).
 */
export function keptVariantsInFrontOf(store: VariantStore, listener: AnsweringListener): AnsweringListener {
  return (req, res) => answerKept(store, req, res) || listener(req, res);
}

function answerKept(store: VariantStore, req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url;
  if (!url?.startsWith('/media/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const query = url.indexOf('?');
  const wanted = parseVariantPath(query < 0 ? url : url.slice(0, query));
  if (!wanted) return false;
  const etag = etagOf(wanted);
  if (req.headers['if-none-match']?.includes(etag)) return send(res, 304, revalidationHeaders(etag));
  const bytes = store.kept(wanted.sha256, wanted.width, wanted.format);
  if (!bytes) return false;
  return send(res, 200, bodyHeaders(wanted, etag, bytes), req.method === 'HEAD' ? undefined : bytes);
}

function send(res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body?: Buffer): true {
  res.writeHead(status, headers);
  res.end(body);
  return true;
}
