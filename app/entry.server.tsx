import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { NonceContext } from './lib/nonce';
import { InlineStylesheetContext } from './styles/InlineStylesheet';
import { inlineStylesheet } from './styles/stylesheet.server';
import { logger } from './lib/logger.server';
import { logPageError } from './lib/requestErrors.server';
import { withScriptsAfterHeroPaint } from './lib/scriptsAfterHeroPaint.server';

export const streamTimeout = 5_000;

/**
 * Renders a page to HTML. Loaders await their data, so the whole document is sent at once
 * (onAllReady): crawlers, visitors without JavaScript and caches all get the complete page. Every
 * inline script carries the response's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesheetContext.Provider value={inlineStylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // The whole page is ready before the first byte (onAllReady), so every Suspense boundary is
        // written in place: a large one is otherwise sent hidden and revealed by an inline script,
        // which a visitor without JavaScript never runs (the boundaries: docs/decisions/0020).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              const html = withScriptsAfterHeroPaint(Buffer.concat(chunks).toString('utf8'));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(document);
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          logger.error({ err: error, path: new URL(request.url).pathname }, 'render error');
        },
      },
    );
  });
}

/** Loader and render failures go to the JSON log with their stack; visitors see the error page. A client's mistake is no error. */
export const handleError: HandleErrorFunction = (error, { request }) => logPageError(error, request);
