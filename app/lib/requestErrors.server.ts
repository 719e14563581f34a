import { isRouteErrorResponse } from 'react-router';
import { causeChain } from './causes';
import { logger, type Logger } from './logger.server';

/**
 * Which failures are the server's fault, and so logged at `error` (what an operator alerts on), and
 * which are the client's doing, logged at `info`: a refused method or a client that hung up.
 */

/**
 * Whether a request failed because the client went away (closed the connection while its body was
 * being read: Node's "aborted", code ECONNRESET): not a database outage, nothing to fix.
 */
export function isClientAbort(error: unknown, request?: Request): boolean {
  if (request?.signal.aborted) return true;
  for (const { code, message } of causeChain(error)) if (message === 'aborted' && code === 'ECONNRESET') return true;
  return false;
}

/**
 * React Router's refusal of a form post whose Origin header is no URL or names another origin
 * (`throwIfPotentialCSRFAttack`): it answers 400 and passes handleError an Error with its reason, or,
 * for a post from the running app (`.data`), one that says only "Bad Request".
 */
export function isOriginRefusal(error: unknown): boolean {
  return (
    error instanceof Error && /^(`origin` header is not a valid URL|The `request\.url` origin does not match `origin` header|Bad Request$)/.test(error.message)
  );
}

/**
 * React Router's handleError: loader, action and render failures with their stack at `error`; the
 * router's own refusals (405 for OPTIONS, TRACE, PROPFIND or a POST to a page without a form; 404)
 * and requests the client abandoned at `info`; a form post refused for its Origin at `warn`.
 */
export function logPageError(error: unknown, request: Request, log: Logger = logger): void {
  const path = new URL(request.url).pathname;
  const requestId = request.headers.get('x-request-id');
  if (isClientAbort(error, request)) return log.info({ requestId, method: request.method, path }, 'page request abandoned by the client');
  // React Router's own check of a form post's Origin (a 400 it answers itself): the client's doing.
  if (isOriginRefusal(error)) {
    return log.warn(
      { requestId, method: request.method, path, status: 400, origin: request.headers.get('origin') },
      'page form refused: its Origin is not the site',
    );
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    return log.info({ requestId, method: request.method, path, status: error.status, reason: error.statusText }, 'page request refused');
  }
  log.error({ err: error, requestId, path }, 'page error');
}
