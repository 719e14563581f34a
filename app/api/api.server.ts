import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable } from '~/db/unavailable.server';
import { logger } from '~/lib/logger.server';
import { isClientAbort } from '~/lib/requestErrors.server';
import { site } from '~/site.config';
import { renderDocsPage } from './docsPage.server';
import { rejectNulCharacters } from './nulCharacters.server';
import { createRouter, ErrorSchema, json, type ApiDeps } from './openapi.server';
import { limitBodySize, rejectCrossSiteCookieRequests, requireJsonBodies } from './security.server';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'The process is alive',
  responses: {
    200: json(z.object({ status: z.literal('ok') }), 'Alive'),
  },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  summary: 'The database answers',
  responses: {
    200: json(z.object({ status: z.literal('ready') }), 'Ready'),
    503: json(ErrorSchema, 'Database unavailable'),
  },
});

/** A feature's part of the API: a router of its own, mounted at the API's root. */
export type ApiFeature = (deps: ApiDeps) => OpenAPIHono;

/**
 * The JSON API under /api (docs/product/api.md) with the features' routers, in the order given:
 * the shared request rules before them, health and readiness, the OpenAPI document and the error
 * answers around them. The site assembles its features in server/api.ts.
 */
export function createApiWith(deps: ApiDeps, features: readonly ApiFeature[]) {
  const api = createRouter();
  // Before any route: size, then content type, then CSRF (docs/decisions/0006-abuse-limits-csrf-and-bodies.md).
  api.use(limitBodySize);
  api.use(requireJsonBodies);
  api.use(rejectCrossSiteCookieRequests);
  // Then NUL characters anywhere in the body or query: 400 for every operation at once.
  api.use(rejectNulCharacters);

  api.openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));
  api.openapi(readyRoute, async (c) => {
    try {
      await deps.ping();
      return c.json({ status: 'ready' as const }, 200);
    } catch {
      c.header('Retry-After', '5');
      return c.json({ error: 'Database unavailable' }, 503);
    }
  });

  for (const feature of features) api.route('/', feature(deps));

  const documentConfig = {
    openapi: '3.1.0',
    info: {
      title: `${site.name} API`,
      version: '1.0.0',
      description:
        'Hotels, reviews, the blog, upcoming events, accounts, contact and newsletter. Errors are JSON objects with an `error` message. ' +
        'State-changing requests authenticated by the session cookie alone must come from the site itself (Origin / Sec-Fetch-Site); bearer-token requests are not affected.',
    },
    servers: [{ url: '/api' }],
  };
  api.doc31('/openapi.json', documentConfig);
  api.get('/docs', (c) => c.html(renderDocsPage(api.getOpenAPI31Document(documentConfig) as never)));

  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  api.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message || 'Bad request' }, error.status);
    }
    const requestId = c.get('requestId' as never) as string | undefined;
    // Checked first: Node reports a client hanging up mid-body as ECONNRESET, as it would a lost database.
    if (isClientAbort(error, c.req.raw)) {
      logger.info({ requestId, method: c.req.method, path: c.req.path }, 'API request abandoned by the client');
      return c.json({ error: 'The request did not arrive whole', requestId }, 400);
    }
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error, requestId }, 'database unavailable');
      c.header('Retry-After', '5');
      return c.json({ error: 'The service is briefly unavailable. Please try again shortly.', requestId }, 503);
    }
    logger.error({ err: error, requestId }, 'unexpected API error');
    return c.json({ error: 'Something went wrong on our side. Please try again.', requestId }, 500);
  });
  return api;
}
