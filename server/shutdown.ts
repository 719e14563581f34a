import type { RequestListener, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ShutdownOptions {
  /** How long the process keeps accepting and serving after the signal, reporting not ready. */
  drainMs: number;
  /** After the drain, how long requests still running may take before their connections are cut. */
  timeoutMs: number;
}

/**
 * Graceful shutdown for any load balancer (docs/decisions/0026-graceful-shutdown.md): after the
 * signal, /api/ready answers 503 and every answer carries `Connection: close` while the server
 * keeps listening for `drainMs` (the balancer's time to notice); then it stops listening, closes
 * the connections no request is on, and waits for the rest.
 */
export function createGracefulShutdown(server: Server, { drainMs, timeoutMs }: ShutdownOptions) {
  const running = new Set<ServerResponse>();
  let draining = false;
  let closing = false;

  const notReady = (res: ServerResponse) => {
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ error: 'Shutting down' }));
  };

  return {
    /** The listener with the shutdown's rules in front: every request passes here first. */
    inFrontOf(listener: RequestListener): RequestListener {
      return (req, res) => {
        running.add(res);
        // A response closes once (`on`: no wrapper to build and remove on every answer).
        res.on('close', () => {
          running.delete(res);
          // A keep-alive answer begun before the signal leaves its connection idle: close it now.
          if (closing) setImmediate(() => server.closeIdleConnections());
        });
        if (draining) {
          res.setHeader('Connection', 'close');
          if (req.url?.split('?')[0] === '/api/ready') return notReady(res);
        }
        void listener(req, res);
      };
    },
    get draining() {
      return draining;
    },
    /** Drains and stops the server; resolves true when every request finished within the timeout. */
    async stop(): Promise<boolean> {
      draining = true;
      for (const res of running) if (!res.headersSent) res.setHeader('Connection', 'close');
      await sleep(drainMs);
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const finished = await Promise.race([closed.then(() => true), sleep(timeoutMs, false, { ref: false })]);
      if (!finished) server.closeAllConnections();
      return finished;
    },
  };
}
