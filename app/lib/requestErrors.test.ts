import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createStaticHandler } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestApi } from '~/api/testHelpers.server';
import { logger, type Logger } from './logger.server';
import { logPageError } from './requestErrors.server';

const fakeLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const { api } = await openTestApi({ seed: false });

/** What React Router's own router answers a request to a page that has a loader and no action. */
async function routerRefusal(method: string) {
  const handler = createStaticHandler([{ id: 'page', path: '/', loader: () => null }]);
  const request = new Request('http://localhost/', { method });
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error('expected a render context');
  return { request, status: context.statusCode, error: context.errors?.page };
}

describe('log levels', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a POST to a page without a form, or an OPTIONS or PROPFIND, is a 405 logged at info, never as "page error"', async () => {
    for (const method of ['POST', 'OPTIONS', 'PROPFIND']) {
      const { request, status, error } = await routerRefusal(method);
      expect(status).toBe(405);
      const log = fakeLog();
      logPageError(error, request, log as unknown as Logger);
      expect(log.error).not.toHaveBeenCalled();
      expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ method, status: 405 }), 'page request refused');
    }
  });

  it('a loader that fails is still a "page error" at error', () => {
    const log = fakeLog();
    logPageError(new Error('boom'), new Request('http://localhost/rooms'), log as unknown as Logger);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ path: '/rooms' }), 'page error');
  });

  it('an API request whose client hangs up mid-body is logged at info, never "database unavailable" at error', async () => {
    const error = vi.spyOn(logger, 'error');
    const info = vi.spyOn(logger, 'info');
    const server = createServer(getRequestListener(api.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      // Half of the body promised, then the connection is cut.
      socket.write('POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"name":"Ada",');
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.resetAndDestroy();
      await vi.waitFor(() => expect(info).toHaveBeenCalledWith(expect.objectContaining({ path: '/contact' }), 'API request abandoned by the client'), {
        timeout: 5_000,
      });
      expect(error).not.toHaveBeenCalled();
    } finally {
      server.close();
    }
  });
});
