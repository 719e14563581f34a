import type { Context } from 'hono';

const DATA_FAILED = 'pageDataFailed';

/**
 * Renders a page with the load context's `dataFailed` callback (app/lib/pageData.server.ts). When a
 * loader called it, the page shows a fallback for data that failed (a database outage, say): the
 * answer is marked `no-store` and the request noted, so neither the response cache nor the
 * signed-in or personal page stores keep it, and the next visitor gets a fresh render
 * (docs/decisions/0028).
 */
export async function renderNotingDataFailures(c: Context, render: (dataFailed: () => void) => Promise<Response>): Promise<Response> {
  let failed = false;
  const response = await render(() => void (failed = true));
  if (!failed) return response;
  c.set(DATA_FAILED as never, true as never);
  const marked = new Response(response.body, response);
  marked.headers.set('Cache-Control', 'no-store');
  return marked;
}

/** Whether this request's page was rendered without some of its data. */
export const pageDataFailed = (c: Context): boolean => c.get(DATA_FAILED as never) === true;
