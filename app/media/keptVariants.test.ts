import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import type { MediaSource } from './sources';
import { photo } from './testImages.server';
import { createVariantStore, keptVariantsInFrontOf, mediaFiles } from './variants.server';

/**
 * A variant this process keeps is answered before the web framework (server/app.ts wires it so),
 * and exactly as the framework answers it: same status, headers and bytes.
 */
const { database, api } = await openTestApi();
const store = createVariantStore(database.db);
const framework = getRequestListener(new Hono().use(mediaFiles(store)).fetch);
let reachedFramework = 0;
const counted = (req: IncomingMessage, res: ServerResponse) => {
  reachedFramework++;
  void framework(req, res);
  return false;
};
const server = createServer(keptVariantsInFrontOf(store, counted)).listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((done) => server.close(done)));

const SAME = ['cache-control', 'etag', 'x-content-type-options', 'content-type', 'content-length'];
const headersOf = (res: Response) => Object.fromEntries(SAME.map((name) => [name, res.headers.get(name)]));

it('serves a kept variant without the framework, with the status, headers and bytes the framework gave it', async () => {
  const signup = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount('editor') });
  await makeStaff(database.db, signup.body.user._id, 'editor');
  const form = new FormData();
  form.set('file', new File([(await photo(900, 600, 40)) as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }));
  const uploaded = await api.request('/staff/media', { method: 'POST', body: form, headers: bearer(signup.body.token) });
  const { sources } = (await uploaded.json()) as { sources: MediaSource[] };
  const url = `${base}${sources.find((s) => s.format === 'webp')!.url}`;

  const made = await fetch(url);
  expect(made.status).toBe(200);
  expect(reachedFramework).toBe(1);
  const madeBytes = Buffer.from(await made.arrayBuffer());

  const kept = await fetch(url);
  expect(reachedFramework).toBe(1);
  expect(kept.status).toBe(200);
  expect(headersOf(kept)).toEqual(headersOf(made));
  expect(Buffer.from(await kept.arrayBuffer()).equals(madeBytes)).toBe(true);

  const withQuery = await fetch(`${url}?v=1`);
  expect([withQuery.status, withQuery.headers.get('etag')]).toEqual([200, made.headers.get('etag')]);
  const head = await fetch(url, { method: 'HEAD' });
  expect([head.status, head.headers.get('content-length'), (await head.arrayBuffer()).byteLength]).toEqual([200, String(madeBytes.byteLength), 0]);
  const revalidated = await fetch(url, { headers: { 'if-none-match': made.headers.get('etag')! } });
  expect([revalidated.status, revalidated.headers.get('cache-control')]).toEqual([304, made.headers.get('cache-control')]);
  expect(reachedFramework).toBe(1);
});

it('leaves to the framework what it does not keep: a variant not made yet, a width that does not exist, another path', async () => {
  const before = reachedFramework;
  expect((await fetch(`${base}/media/${'a'.repeat(64)}-480.avif`)).status).toBe(404);
  expect((await fetch(`${base}/media/nothing.jpg`)).status).toBe(404);
  expect((await fetch(`${base}/media/${'a'.repeat(64)}-480.avif`, { method: 'POST' })).status).toBe(404);
  expect(reachedFramework).toBe(before + 3);
});
