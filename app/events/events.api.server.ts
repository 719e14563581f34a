import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, ErrorSchema, json, type ApiDeps } from '~/api/openapi.server';
import type { ResortEvent } from './event';
import { listUpcomingEvents, MAX_EVENTS } from './events.server';

/** An upcoming event as the API and the events page show it: the domain's ResortEvent (event.ts). */
export const EventSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    date: z.string().openapi({ description: 'The day of the event, YYYY-MM-DD', example: '2025-06-14' }),
    location: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string().openapi({ description: 'URL path of the picture' }),
  })
  .openapi('Event') satisfies z.ZodType<ResortEvent>;

const limitMessage = `limit must be a whole number from 1 to ${MAX_EVENTS}`;

const listRoute = createRoute({
  method: 'get',
  path: '/events',
  summary: 'Upcoming events, soonest first',
  description: `Events dated today (UTC) or later, soonest first, ties by title. Without limit: all of them, at most ${MAX_EVENTS}.`,
  request: {
    query: z.object({
      limit: z
        .string()
        .regex(/^\d{1,9}$/, limitMessage)
        .transform(Number)
        .refine((n) => n >= 1 && n <= MAX_EVENTS, limitMessage)
        .optional()
        .openapi({ type: 'integer', example: 4 }),
    }),
  },
  responses: {
    200: json(z.array(EventSchema), 'Upcoming events'),
    400: json(ErrorSchema, 'Bad limit'),
  },
});

export function eventsApi({ db }: ApiDeps) {
  return createRouter().openapi(listRoute, async (c) => {
    const { limit } = c.req.valid('query');
    return c.json(await listUpcomingEvents(db, { limit }), 200);
  });
}
