import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import { listAudit } from '~/audit/audit.server';
import { addDays, utcDay } from '~/domain/stay';
import type { ResortEvent } from './event';

const { database, api } = await openTestApi();
const tokens: Record<'user' | 'concierge' | 'editor' | 'admin', string> = { user: '', concierge: '', editor: '', admin: '' };

beforeAll(async () => {
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount(role) });
    if (role !== 'user') await makeStaff(database.db, body.user._id, role);
    tokens[role] = body.token;
  }
});

type Answer = ResortEvent & { error: string; details?: Record<string, string> };
const send = (method: string, path: string, token: string | null, body?: unknown) =>
  call<Answer>(api, method, path, { body, headers: token ? bearer(token) : {} });
const upcoming = async () => (await call<ResortEvent[]>(api, 'GET', '/events')).body;

const inTenDays = addDays(utcDay(), 10);
const valid = {
  title: 'Midsummer Baccarat Gala',
  date: inTenDays,
  location: 'Grand Salon, Singapore',
  category: 'Gala',
  description: 'An evening of baccarat under the chandeliers.',
  image: '/images/events/gala.svg',
};
const unknownId = '00000000-0000-4000-a000-000000000000';

describe('event writes: who may', () => {
  it.each([
    ['POST', '/events', valid],
    ['PUT', `/events/${unknownId}`, valid],
    ['PATCH', `/events/${unknownId}`, { title: 'x' }],
    ['DELETE', `/events/${unknownId}`, undefined],
  ])('%s %s: 401 signed out, 403 for a guest and the concierge', async (method, path, body) => {
    expect((await send(method, path, null, body)).status).toBe(401);
    for (const role of ['user', 'concierge'] as const) {
      const refused = await send(method, path, tokens[role], body);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Only editors can change the events');
    }
  });

  it('answers 404 to editors for an unknown or malformed id', async () => {
    for (const id of [unknownId, 'not-a-uuid']) {
      expect((await send('PUT', `/events/${id}`, tokens.editor, valid)).status).toBe(404);
      expect((await send('PATCH', `/events/${id}`, tokens.editor, { title: 'x' })).status).toBe(404);
      expect((await send('DELETE', `/events/${id}`, tokens.admin)).status).toBe(404);
    }
  });
});

describe('POST, PATCH, PUT, DELETE /api/events', () => {
  it('an editor adds an event: GET /api/events shows it at once, and the audit log has it', async () => {
    await upcoming(); // a cached answer, if any, must not outlive the write
    const created = await send('POST', '/events', tokens.editor, valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(valid);
    expect((await upcoming()).map((e) => e._id)).toContain(created.body._id);
    const [entry] = await listAudit(database.db, { entity: 'event', entityId: created.body._id });
    expect(entry).toMatchObject({ action: 'event.create', before: null, after: { title: valid.title, date: inTenDays } });
  });

  it('an admin changes and deletes one; each write is audited with before and after', async () => {
    const { body: event } = await send('POST', '/events', tokens.admin, { ...valid, title: 'Temporary' });
    const patched = await send('PATCH', `/events/${event._id}`, tokens.admin, { title: 'Renamed', date: addDays(utcDay(), 12) });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: 'Renamed', location: valid.location });
    expect((await upcoming()).find((e) => e._id === event._id)?.title).toBe('Renamed');
    const replaced = await send('PUT', `/events/${event._id}`, tokens.editor, { ...valid, title: 'Replaced', date: addDays(utcDay(), -3) });
    expect(replaced.status).toBe(200);
    // Dated in the past: off the public list at once.
    expect((await upcoming()).map((e) => e._id)).not.toContain(event._id);
    expect((await send('DELETE', `/events/${event._id}`, tokens.admin)).status).toBe(204);
    expect((await send('DELETE', `/events/${event._id}`, tokens.admin)).status).toBe(404);
    const log = await listAudit(database.db, { entity: 'event', entityId: event._id });
    expect(log.map((e) => e.action)).toEqual(['event.delete', 'event.update', 'event.update', 'event.create']);
    expect(log[2]).toMatchObject({ before: { title: 'Temporary' }, after: { title: 'Renamed' } });
    expect(log[0]).toMatchObject({ before: { title: 'Replaced' }, after: null });
  });

  it.each([
    [{ ...valid, title: '' }, 'title', 'Title is required'],
    [{ ...valid, title: '   ' }, 'title', 'Title is required'],
    [{ ...valid, title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    [{ ...valid, date: '2026-02-30' }, 'date', /real day/],
    [{ ...valid, date: '31/12/2026' }, 'date', /YYYY-MM-DD/],
    [{ ...valid, date: '1899-01-01' }, 'date', 'Date must be between 2000 and 2099'],
    [{ ...valid, location: undefined }, 'location', 'Location is required'],
    [{ ...valid, category: 'x'.repeat(101) }, 'category', 'Category must be at most 100 characters'],
    [{ ...valid, description: 'a\u0000b' }, 'description', /NUL character/], // the API-wide rule answers first (docs/decisions/0028)
    [{ ...valid, image: 'https://evil.example/x.png' }, 'image', /path on this site/],
    [{ ...valid, image: '//evil.example/x.png' }, 'image', /path on this site/],
    [{ ...valid, title: 42 }, 'title', 'Title is required'],
  ])('refuses %j with 400 and a message for the field', async (body, field, message) => {
    const res = await send('POST', '/events', tokens.editor, body);
    expect(res.status).toBe(400);
    expect(res.body.details?.[field]).toMatch(message);
  });

  it('refuses an empty PATCH, and a malformed body, with 400', async () => {
    const { body: event } = await send('POST', '/events', tokens.editor, valid);
    expect((await send('PATCH', `/events/${event._id}`, tokens.editor, {})).status).toBe(400);
    expect((await send('PATCH', `/events/${event._id}`, tokens.editor, '{not json')).status).toBe(400);
    expect((await send('PUT', `/events/${event._id}`, tokens.editor, { title: 'only a title' })).status).toBe(400);
  });
});
