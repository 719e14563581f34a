import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import { listAudit } from '~/audit/audit.server';
import { hotels, media } from '~/db/schema';
import type { Hotel } from '~/hotels/hotel';
import type { MediaSource } from './sources';
import { bombPng, hasGpsPointer, phoneJpeg, photo } from './testImages.server';
import { createVariantStore, mediaFiles } from './variants.server';

const { database, api } = await openTestApi();
const tokens: Record<'user' | 'concierge' | 'editor', string> = { user: '', concierge: '', editor: '' };
const SLUG = 'alpine-gold-casino-lodge';
let hotelId: string;

beforeAll(async () => {
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount(role) });
    if (role !== 'user') await makeStaff(database.db, body.user._id, role);
    tokens[role] = body.token;
  }
  hotelId = (await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, SLUG)))[0]!.id;
});

type Uploaded = { _id: string; width: number; height: number; sources: MediaSource[]; error?: string; details?: Record<string, string> };

async function upload(bytes: Uint8Array, { name = 'photo.jpg', alt, token = tokens.editor }: { name?: string; alt?: string; token?: string | null } = {}) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
  if (alt !== undefined) form.set('alt', alt);
  const res = await api.request('/staff/media', { method: 'POST', body: form, headers: token ? bearer(token) : {} });
  return { status: res.status, body: (await res.json()) as Uploaded };
}
const stored = async () => (await database.db.select({ n: count() }).from(media))[0]!.n;
const storedBytes = async (id: string) => (await database.db.select({ bytes: media.bytes }).from(media).where(eq(media.id, id)))[0]!.bytes;

const site = new Hono().use(mediaFiles(createVariantStore(database.db)));
const send = (method: string, path: string, body?: unknown) => call<Record<string, unknown>>(api, method, path, { body, headers: bearer(tokens.editor) });

describe('POST /api/staff/media: who may', () => {
  it('401 signed out, 403 for a guest and the concierge; nothing stored', async () => {
    const before = await stored();
    const bytes = await photo(200, 100, 1);
    expect((await upload(bytes, { token: null })).status).toBe(401);
    expect((await upload(bytes, { token: tokens.user })).status).toBe(403);
    expect((await upload(bytes, { token: tokens.concierge })).status).toBe(403);
    expect((await send('PATCH', `/staff/media/00000000-0000-4000-a000-000000000000`, { decorative: true })).status).toBe(404);
    expect(await stored()).toBe(before);
  });
});

describe('POST /api/staff/media: refused files', () => {
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 1)]);
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>');
  it.each([
    ['an HTML page named .jpg', async () => html, /not a photograph/],
    ['a zip named .jpg', async () => zip, /not a photograph/],
    ['an SVG', async () => svg, /not a photograph/],
    ['an empty file', async () => Buffer.alloc(0), /empty/],
    ['a truncated JPEG', async () => (await photo(800, 600, 2)).subarray(0, 3000), /damaged/],
    ['a PNG with a corrupt body', async () => Buffer.concat([(await photo(64, 64, 2, 'png')).subarray(0, 60), Buffer.alloc(400, 7)]), /damaged/],
    ['a decompression bomb (a small PNG declaring 50,000 × 50,000)', () => bombPng(), /40 megapixels/],
    ['a JPEG over 40 megapixels', () => bombPng(8000, 5001), /40 megapixels/],
    ['a file over 20 MB', async () => Buffer.concat([await photo(100, 100, 2), Buffer.alloc(20 * 1024 * 1024)]), /20 MB/],
  ])('%s: 400 naming the field, nothing stored', async (_, make, message) => {
    const before = await stored();
    const started = performance.now();
    const answer = await upload(await make());
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
    expect(answer.body.details?.file).toMatch(message);
    expect(await stored()).toBe(before);
    // Refused from the header: nothing was decoded (a 2.5-gigapixel decode would take far longer).
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('400 without a file, 415 for JSON instead of a form', async () => {
    const form = new FormData();
    form.set('alt', 'no file');
    const res = await api.request('/staff/media', { method: 'POST', body: form, headers: bearer(tokens.editor) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Uploaded).details?.file).toMatch(/file is required/);
    expect((await send('POST', '/staff/media', { file: 'x' })).status).toBe(415);
  });
});

describe('POST /api/staff/media: stored pictures', () => {
  it('turns a phone picture upright and strips its EXIF and GPS', async () => {
    const phone = await phoneJpeg(300, 200);
    const before = await sharp(phone).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsPointer(before.exif)).toBe(true);
    const answer = await upload(phone, { alt: 'The lobby' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ width: 200, height: 300 });
    const after = await sharp(await storedBytes(answer.body._id)).metadata();
    expect(after).toMatchObject({ width: 200, height: 300, format: 'jpeg', space: 'srgb' });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    const variant = await site.request(answer.body.sources.find((s) => s.format === 'jpeg')!.url);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).exif).toBeUndefined();
    expect((await listAudit(database.db, { entity: 'media', entityId: answer.body._id }))[0]).toMatchObject({ action: 'media.create' });
  });

  it('stores the same picture once: the second upload answers 200 with the first one', async () => {
    const bytes = await photo(640, 480, 5, 'webp');
    const before = await stored();
    const first = await upload(bytes, { name: 'terrace.webp' });
    const second = await upload(bytes, { name: 'another-name.png' });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body._id).toBe(first.body._id);
    expect(await stored()).toBe(before + 1);
  });

  it('20 uploads at once (10 pictures, each twice): each stored once, every variant correct', async () => {
    const pictures = await Promise.all(Array.from({ length: 10 }, (_, i) => photo(1000 + i * 10, 700, 100 + i, i % 2 ? 'png' : 'avif')));
    const before = await stored();
    const answers = await Promise.all([...pictures, ...pictures].map((bytes) => upload(bytes)));
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(await stored()).toBe(before + 10);
    for (let i = 0; i < 10; i++) expect(answers[i]!.body._id).toBe(answers[i + 10]!.body._id);
    const { sources, width } = answers[3]!.body;
    expect(width).toBe(1030);
    expect(sources.map((s) => `${s.format}:${s.width}`)).toEqual([
      'avif:480',
      'avif:960',
      'avif:1030',
      'webp:480',
      'webp:960',
      'webp:1030',
      'jpeg:480',
      'jpeg:960',
      'jpeg:1030',
    ]);
    const variants = await Promise.all(sources.map((s) => site.request(s.url)));
    for (const [n, res] of variants.entries()) {
      const { format, width: w } = sources[n]!;
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${format}`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(w);
      expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
    }
    const again = await site.request(sources[0]!.url, { headers: { 'if-none-match': variants[0]!.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await site.request(sources[0]!.url.replace('-480.', '-481.'))).status).toBe(404);
    expect((await site.request('/media/nothing.jpg')).status).toBe(404);
  });
});

describe('a hotel’s pictures', () => {
  it('attach as hero and gallery, reorder, change alt texts and focal point, detach, delete: the public hotel follows', async () => {
    const [hero, a, b] = await Promise.all(
      [photo(1800, 900, 20), photo(900, 600, 21), photo(900, 600, 22)].map(async (p) => (await upload(await p, { alt: 'A view' })).body),
    );
    expect((await send('POST', `/staff/hotels/${hotelId}/media`, { mediaId: hero!._id, role: 'hero' })).status).toBe(201);
    for (const g of [a!, b!]) expect((await send('POST', `/staff/hotels/${hotelId}/media`, { mediaId: g._id, role: 'gallery' })).status).toBe(201);
    expect((await send('POST', `/staff/hotels/${hotelId}/media`, { mediaId: hero!._id, role: 'cover' })).status).toBe(400);
    expect((await send('POST', `/staff/hotels/${hotelId}/media/${b!._id}/move`, { direction: 'up' })).status).toBe(200);
    expect((await send('PATCH', `/staff/media/${hero!._id}`, { alt: { fr: 'Une vue' }, focalPoint: { x: 0.25, y: 0.6 } })).status).toBe(200);
    expect((await send('PATCH', `/staff/media/${hero!._id}`, { focalPoint: { x: 2, y: 0 } })).status).toBe(400);

    const shown = async (lang = 'en') => (await call<Hotel>(api, 'GET', `/rooms/by-slug/${SLUG}?lang=${lang}`)).body.media;
    const english = await shown();
    expect(english.map((m) => m.role)).toEqual(['hero', 'gallery', 'gallery']);
    expect(english[0]).toMatchObject({ alt: 'A view', width: 1800, height: 900, focalPoint: { x: 0.25, y: 0.6 } });
    expect(english[1]!.sources).toEqual(b!.sources);
    expect((await shown('fr'))[0]).toMatchObject({ alt: 'Une vue' });
    expect((await shown('de'))[0]).toMatchObject({ alt: 'A view', altLang: 'en' });

    expect((await send('DELETE', `/staff/hotels/${hotelId}/media/${a!._id}?role=gallery`)).status).toBe(204);
    expect((await send('DELETE', `/staff/media/${b!._id}`)).status).toBe(204);
    expect((await shown()).map((m) => m.role)).toEqual(['hero']);
    const another = (await upload(await photo(1600, 800, 23))).body;
    await send('POST', `/staff/hotels/${hotelId}/media`, { mediaId: another._id, role: 'hero' });
    expect((await shown()).map((m) => m.sources)).toEqual([another.sources]);
  });
});
