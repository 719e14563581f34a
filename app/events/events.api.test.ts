import { describe, expect, it } from 'vitest';
import { openTestApi } from '~/api/testHelpers.server';
import { events } from '~/db/schema';
import { demoEvents } from '~/db/seed/demo-events';
import { seedDemoContent } from '~/db/seed/seed.server';
import { createTestDatabase } from '~/db/testDatabase.server';
import type { ResortEvent } from './event';
import { listUpcomingEvents } from './events.server';

const { database, api } = await openTestApi();

const get = (path: string) => api.request(path);
const upcoming = demoEvents.filter((e) => e.daysFromSeeding >= 0).sort((a, b) => a.daysFromSeeding - b.daysFromSeeding);
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/events', () => {
  it('lists the upcoming events soonest first, dated from the seeding day, without past ones', async () => {
    const res = await get('/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await res.json()) as ResortEvent[];
    expect(body.map((e) => e.title)).toEqual(upcoming.map((e) => e.title));
    expect(body.map((e) => e.date)).toEqual(upcoming.map((e) => dayAfter(e.daysFromSeeding)));
  });

  it('returns the contract shape', async () => {
    const [event] = (await (await get('/events?limit=1')).json()) as ResortEvent[];
    expect(Object.keys(event!).sort()).toEqual(['_id', 'category', 'date', 'description', 'image', 'location', 'title']);
    expect(event!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(event!.image).toMatch(/^\/images\//);
  });

  it('honours limit', async () => {
    const body = (await (await get('/events?limit=2')).json()) as ResortEvent[];
    expect(body.map((e) => e.title)).toEqual(upcoming.slice(0, 2).map((e) => e.title));
  });

  it.each(['limit=0', 'limit=-1', 'limit=abc', 'limit=101', 'limit=1.5', 'limit=', 'limit=1e2'])('answers ?%s with 400 and a JSON error', async (query) => {
    const res = await get(`/events?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/limit/);
  });

  it('includes an event dated today and drops it the day after', async () => {
    const own = await createTestDatabase({ seed: false });
    try {
      await own.db
        .insert(events)
        .values({ title: 'Today', date: '2025-06-14', location: 'Here', description: 'Now', category: 'Gala', image: '/images/events/gala.svg' });
      expect((await listUpcomingEvents(own.db, { today: '2025-06-14' })).map((e) => e.title)).toEqual(['Today']);
      expect(await listUpcomingEvents(own.db, { today: '2025-06-15' })).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('seeding again adds nothing and keeps the dates', async () => {
    const before = (await (await get('/events')).json()) as ResortEvent[];
    await seedDemoContent(database.db, { today: new Date(Date.now() + 400 * 86_400_000) });
    expect(await (await get('/events')).json()).toEqual(before);
  });
});
