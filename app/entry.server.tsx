import { siteOf, type LoadContext } from '~/lib/loadContext.server';
// React's web-streams build, not its Node one: the Node build keeps an AsyncLocalStorage for the
// request it renders, and on Node 20 an AsyncLocalStorage turns on async hooks for the whole
// process from the first page on. Every tick and socket write then pays a hook, cached answers too
// (a cached /api/rooms answer: 23,000 a second with them, 28,000 without; docs/decisions/0046).
// The web build keeps none where the runtime has no global AsyncLocalStorage, as Node has not.
import { renderToReadableStream } from 'react-dom/server.edge';
import { ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router';
import { NonceContext } from './lib/nonce';
import { InlineStylesheetContext } from './styles/InlineStylesheet';
import { inlineStylesheet } from './styles/stylesheet.server';
import { logger } from './lib/logger.server';
import { logPageError } from './lib/requestErrors.server';
import { withScriptsAfterHeroPaint } from './lib/scriptsAfterHeroPaint.server';

export const streamTimeout = 5_000;

/**
 * Renders a page to HTML. Loaders await their data, so the whole document is sent at once
 * (allReady): crawlers, visitors without JavaScript and caches all get the complete page. Every
 * inline script carries the response's CSP nonce.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: LoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = siteOf(loadContext);
  const timeout = AbortSignal.timeout(streamTimeout + 1000);
  const stream = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <InlineStylesheetContext.Provider value={inlineStylesheet}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesheetContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: timeout,
      // The whole page is ready before the first byte (allReady), so every Suspense boundary is
      // written in place: a large one is otherwise sent hidden and revealed by an inline script,
      // which a visitor without JavaScript never runs (the boundaries: docs/decisions/0020).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        responseStatusCode = 500;
        logger.error({ err: error, path: new URL(request.url).pathname }, 'render error');
      },
    },
  );
  await stream.allReady;
  const html = withScriptsAfterHeroPaint(await wholeText(stream));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/** The stream's text as one flat string (Response.text() decodes chunk by chunk into a rope, which the rewriting then flattens). */
async function wholeText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return Buffer.concat(chunks).toString('utf8');
}

/** Loader and render failures go to the JSON log with their stack; visitors see the error page. A client's mistake is no error. */
export const handleError: HandleErrorFunction = (error, { request }) => logPageError(error, request);
