import type { z } from '@hono/zod-openapi';
import type { EventSchema } from './events.api.server';

/**
 * An upcoming event as the API and the events page show it (docs/product/api.md, "event"); its date
 * is YYYY-MM-DD. The API's schema is its one source; a type-only import, so no schema code reaches
 * the browser.
 */
export type ResortEvent = z.infer<typeof EventSchema>;

/** The calendar day (UTC) of an instant, as YYYY-MM-DD. */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
