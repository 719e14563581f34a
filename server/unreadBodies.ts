import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { UPLOAD_BODY_KB } from '~/routeTable';

/** The most of an unread body read and thrown away: the largest body the site takes (an upload). */
export const MAX_DISCARDED_BYTES = UPLOAD_BODY_KB * 1024;
/** How long a slow client's unread body is waited for before the connection is given up. */
export const MAX_DISCARD_MS = 5_000;

/**
 * An answer sent before the request's body was read (a 401, 403, 413 or 415 to an upload) left the
 * rest of that body on the connection, paused: the server gave up on it after half a second and
 * closed the connection under the client's next request (one upload in two failed with
 * `UND_ERR_SOCKET`, issue 50). Such a body is read to its end and thrown away before the answer
 * goes, so the connection stays in step; one larger than MAX_DISCARDED_BYTES, one that does not
 * arrive within MAX_DISCARD_MS, or one a layer already holds, gets `Connection: close` instead, and
 * the client's next request a new connection.
 */
export const discardUnreadBodies: MiddlewareHandler<{ Bindings: { incoming?: IncomingMessage } }> = async (c, next) => {
  // Before any layer wraps it: the body as it arrives.
  const request = c.req.raw;
  await next();
  const incoming = c.env?.incoming;
  if (!incoming || !hasBody(incoming) || incoming.readableEnded) return;
  if (!(await discardBody(request, incoming))) c.res.headers.set('Connection', 'close');
};

function hasBody({ headers }: IncomingMessage): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** Reads the rest of the body and drops it; false when it is too long, too slow or already taken. */
async function discardBody(request: Request, incoming: IncomingMessage): Promise<boolean> {
  if (Number(incoming.headers['content-length'] ?? 0) > MAX_DISCARDED_BYTES || !request.body || request.body.locked) return false;
  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), MAX_DISCARD_MS)));
  const readToEnd = async () => {
    for (let bytes = 0; bytes <= MAX_DISCARDED_BYTES;) {
      const { done, value } = await reader.read();
      if (done) return true;
      bytes += value.byteLength;
    }
    return false;
  };
  try {
    return await Promise.race([readToEnd(), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}
