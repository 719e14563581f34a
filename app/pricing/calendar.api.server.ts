import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { createRouter, ErrorSchema, json, slugParam, wholeNumber, type ApiDeps } from '~/api/openapi.server';
import { hotels } from '~/db/schema';
import { showsAvailability } from '~/lib/cacheDependency';
import { addDays, BOOKING_WINDOW_DAYS, daysBetween, isCalendarDay, MAX_GUESTS, utcDay } from '~/domain/stay';
import { hotelCalendar, MAX_CALENDAR_DAYS } from './calendar.server';

const CalendarDaySchema = z
  .object({
    date: z.string().openapi({ format: 'date' }),
    lowestMinor: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'The lowest Flexible price of a night starting that day for the party, in minor units of currency; null when sold out' }),
    currency: z.string(),
  })
  .openapi('CalendarDay');

const calendarRoute = createRoute({
  method: 'get',
  path: '/hotels/{slug}/calendar',
  summary: 'A hotel’s lowest price by day',
  description: `For each day from \`from\` (default today, UTC; at most ${BOOKING_WINDOW_DAYS} days ahead), the lowest Flexible price of a night starting that day among the room types that take the party and have a room free. days 1 to ${MAX_CALENDAR_DAYS} (default 60), guests 1 to ${MAX_GUESTS} (default 2).`,
  request: {
    params: z.object({ slug: slugParam('slug').openapi({ param: { name: 'slug', in: 'path' }, example: 'alpine-gold-casino-lodge' }) }),
    query: z.object({
      from: z.string().max(10).optional().openapi({ format: 'date', example: '2027-02-01' }),
      days: wholeNumber('days', 1, MAX_CALENDAR_DAYS).optional().openapi({ type: 'integer', example: 60 }),
      guests: wholeNumber('guests', 1, MAX_GUESTS).optional().openapi({ type: 'integer', example: 2 }),
    }),
  },
  responses: {
    200: json(z.array(CalendarDaySchema), 'One entry per day'),
    400: json(ErrorSchema, 'A day that is not YYYY-MM-DD, in the past or too far ahead; days or guests out of range'),
    404: json(ErrorSchema, 'No such hotel'),
  },
});

export function calendarApi({ db }: ApiDeps) {
  return createRouter().openapi(calendarRoute, async (c) => {
    const { from = utcDay(), days = 60, guests = 2 } = c.req.valid('query');
    const today = utcDay();
    if (!isCalendarDay(from))
      return c.json({ error: 'from must be a date written YYYY-MM-DD', details: { from: 'from must be a date written YYYY-MM-DD' } }, 400);
    if (from < today || daysBetween(today, from) > BOOKING_WINDOW_DAYS) {
      const error = `from must be from today to ${BOOKING_WINDOW_DAYS} days ahead (${addDays(today, BOOKING_WINDOW_DAYS)})`;
      return c.json({ error, details: { from: error } }, 400);
    }
    const [hotel] = await db
      .select({ _id: hotels.id, currency: hotels.currency })
      .from(hotels)
      .where(eq(hotels.slug, c.req.valid('param').slug))
      .limit(1);
    if (!hotel) return c.json({ error: 'Hotel not found' }, 404);
    return c.json(await hotelCalendar(db, hotel, { from, days, guests }), 200, showsAvailability);
  });
}
