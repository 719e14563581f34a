import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A request listener that returns true when it answered in full before returning (the response
 * ended: a cached answer, a kept photograph), and false when the answer comes later. The listeners
 * in front of the app (server/app.ts) say so, so that the metrics count such an answer at once,
 * without a listener on its response.
 */
export type AnsweringListener = (req: IncomingMessage, res: ServerResponse) => boolean;
