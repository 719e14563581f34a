/**
 * The variants of a picture, made by sharp from the original in the database on their first
 * request and kept by this process (docs/decisions/0044-media-storage.md): a least-recently-used
 * memory cache bounded in bytes, one making per variant however many ask at once, and at most two
 * makings at a time, so a page of new pictures cannot take every core from the pages.
 */
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import sharp, { type Sharp } from 'sharp';
import type { Database } from '~/db/client.server';
import { media } from '~/db/schema';
import { FORMAT_TYPE, parseVariantPath, variantWidths, type VariantFormat } from './sources';
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
}

export function createVariantStore(db: Database, maxBytes = 128 * 1024 * 1024): VariantStore {
  const cache = new ByteCache(maxBytes);
  const pending = new Map<string, Promise<Buffer | null>>();
  async function make(sha256: string, width: number, format: VariantFormat): Promise<Buffer | null> {
    const [row] = await db.select({ bytes: media.bytes, width: media.width }).from(media).where(eq(media.sha256, sha256));
    if (!row || !variantWidths(row.width).includes(width)) return null;
    return makeVariant(row.bytes, width, format);
  }
  return {
    async get(sha256, width, format) {
      const key = `${sha256}-${width}.${format}`;
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
    const etag = `"${wanted.sha256.slice(0, 32)}-${wanted.width}-${wanted.format}"`;
    const headers = { 'Cache-Control': IMMUTABLE, ETag: etag, 'X-Content-Type-Options': 'nosniff' };
    if (c.req.header('if-none-match')?.includes(etag)) return new Response(null, { status: 304, headers });
    const bytes = await store.get(wanted.sha256, wanted.width, wanted.format);
    if (!bytes) return notFound();
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(bytes), {
      status: 200,
      headers: { ...headers, 'Content-Type': FORMAT_TYPE[wanted.format], 'Content-Length': String(bytes.byteLength) },
    });
  };
}
