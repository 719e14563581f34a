import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '~/db/testDatabase.server';
import { createSiteApp } from './app';
import { MAX_DISCARDED_BYTES } from './unreadBodies';

/**
 * Issue 50: an answer given before an upload's body was read (here a 401: no session) broke the
 * connection for the client's next request. The site's app behind Node's own server, as in
 * production, and Node's fetch, which keeps its connections alive.
 */
const database = await createTestDatabase({ seed: false });
const app = createSiteApp(database);
let connections = 0;
const server = createServer(getRequestListener(app.fetch)).on('connection', () => connections++);
const origin = await new Promise<string>((resolve) =>
  server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const upload = (bytes: number) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return fetch(`${origin}/api/staff/media`, { method: 'POST', body: form });
};

describe('an answer given before the body was read keeps the connection usable', () => {
  it('two 2 MB uploads without a session in a row, on one kept-alive connection: two clean 401s', async () => {
    connections = 0;
    for (let i = 0; i < 2; i++) {
      const res = await upload(2_000_000);
      expect(res.status).toBe(401);
      expect(res.headers.get('connection')).toBe('keep-alive');
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    // One connection: the one this test opened, or the last test's, kept alive.
    expect(connections).toBeLessThanOrEqual(1);
  });

  it('a JSON body too large for its path (413) and one of the wrong type (415): the next request on the connection is answered', async () => {
    connections = 0;
    const [tooLarge, underTheLimit] = ['x'.repeat(500_000), 'x'.repeat(90_000)];
    const statuses = [];
    for (const [type, body] of [
      ['application/json', JSON.stringify({ name: tooLarge })],
      ['text/plain', underTheLimit],
      ['application/json', '{}'],
    ]) {
      const res = await fetch(`${origin}/api/contact`, { method: 'POST', headers: { 'content-type': type! }, body });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([413, 415, 400]);
    expect(connections).toBeLessThanOrEqual(1);
  });

  it('a body larger than the site ever takes is not read: the answer closes the connection', async () => {
    const answer = await new Promise<{ status: number; connection?: string }>((resolve, reject) => {
      const req = httpRequest(`${origin}/api/staff/media`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_DISCARDED_BYTES + 1) },
      });
      req.on('response', (res) => {
        resolve({ status: res.statusCode!, connection: res.headers.connection });
        res.resume();
        req.destroy();
      });
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024));
    });
    expect(answer).toEqual({ status: 413, connection: 'close' });
  });
});
