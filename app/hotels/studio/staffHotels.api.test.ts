import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import { listAudit } from '~/audit/audit.server';
import { hotels, roomTypes } from '~/db/schema';
import { addDays, utcDay } from '~/domain/stay';
import type { Hotel } from '../hotel';

const { database, api } = await openTestApi();
const tokens: Record<'user' | 'concierge' | 'editor' | 'admin', string> = { user: '', concierge: '', editor: '', admin: '' };
const SLUG = 'alpine-gold-casino-lodge';
let hotelId: string;

beforeAll(async () => {
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount(role) });
    if (role !== 'user') await makeStaff(database.db, body.user._id, role);
    tokens[role] = body.token;
  }
  hotelId = (await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, SLUG)))[0]!.id;
});

type Answer = Record<string, unknown> & { error: string; details?: Record<string, string> };
const send = (method: string, path: string, token: string | null, body?: unknown) =>
  call<Answer>(api, method, path, { body, headers: token ? bearer(token) : {} });
const publicHotel = async () => (await call<Hotel>(api, 'GET', `/rooms/by-slug/${SLUG}`)).body;
const roomTypeId = async (name: string) =>
  (
    await database.db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.name, name)))
  )[0]!.id;

const newRoom = {
  name: 'Garden Studio',
  description: 'A quiet studio over the garden.',
  sizeSqm: 32,
  beds: '1 queen bed',
  view: 'Garden',
  maxGuests: 2,
  nightlyRate: 540,
  inventory: 3,
};
const unknownId = '00000000-0000-4000-a000-000000000000';

describe('staff hotel writes: who may', () => {
  it.each([
    ['PATCH', () => `/staff/hotels/${hotelId}`, { description: 'x' }],
    ['POST', () => `/staff/hotels/${hotelId}/room-types`, newRoom],
    ['PATCH', () => `/staff/room-types/${unknownId}`, { nightlyRate: 1 }],
    ['DELETE', () => `/staff/room-types/${unknownId}`, undefined],
  ])('%s: 401 signed out, 403 for a guest and the concierge', async (method, path, body) => {
    expect((await send(method, path(), null, body)).status).toBe(401);
    for (const role of ['user', 'concierge'] as const) {
      const refused = await send(method, path(), tokens[role], body);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Only editors can change the hotels');
    }
  });

  it('answers 404 for unknown hotels and room types', async () => {
    expect((await send('PATCH', `/staff/hotels/${unknownId}`, tokens.editor, { description: 'x' })).status).toBe(404);
    expect((await send('PATCH', '/staff/hotels/nope', tokens.editor, { description: 'x' })).status).toBe(404);
    expect((await send('POST', `/staff/hotels/${unknownId}/room-types`, tokens.editor, newRoom)).status).toBe(404);
    expect((await send('PATCH', `/staff/room-types/${unknownId}`, tokens.admin, { nightlyRate: 1 })).status).toBe(404);
    expect((await send('DELETE', `/staff/room-types/${unknownId}`, tokens.admin)).status).toBe(404);
  });
});

describe('PATCH /api/staff/hotels/{id}', () => {
  it('changes the description, casino figures and hours; the public hotel shows them at once; audited; the price range stays its rates’', async () => {
    await publicHotel();
    const changes = {
      description: 'Freshly written.',
      priceMin: 700,
      priceMax: 9000,
      numberOfTables: 61,
      vipLounges: 4,
      isOpenAllDay: false,
      opens: '16:00',
      closes: '03:30',
    };
    const res = await send('PATCH', `/staff/hotels/${hotelId}`, tokens.editor, changes);
    expect(res.status).toBe(200);
    const { priceMin: _min, priceMax: _max, ...kept } = changes;
    expect(res.body).toMatchObject({ _id: hotelId, ...kept });
    expect(res.body).not.toHaveProperty('id');
    const shown = await publicHotel();
    expect(shown.description).toBe('Freshly written.');
    // A hotel with room types shows its rates' range (the lowest and highest Flexible night of 90 days, ADR 0038), not a typed one.
    const bases = shown.roomTypes.map((r) => r.nightlyRate);
    expect(shown.priceRange.min).toBe(Math.min(...bases));
    expect(shown.priceRange.max).toBeGreaterThanOrEqual(Math.max(...bases));
    expect(shown.priceRange).not.toMatchObject({ min: 700, max: 9000 });
    expect(shown.casino).toMatchObject({ numberOfTables: 61, vipLounges: 4, openingHours: { isOpenAllDay: false, opens: '16:00', closes: '03:30' } });
    const [entry] = await listAudit(database.db, { entity: 'hotel', entityId: hotelId });
    expect(entry).toMatchObject({ action: 'hotel.update', after: { description: 'Freshly written.', numberOfTables: 61 } });
    expect((entry!.before as { description: string }).description).not.toBe('Freshly written.');
  });

  it('moves the hotel on the map, or takes it off; GET /api/rooms/by-slug shows it at once', async () => {
    const moved = await send('PATCH', `/staff/hotels/${hotelId}`, tokens.editor, { latitude: 46.5, longitude: 9.84 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ latitude: 46.5, longitude: 9.84 });
    expect((await publicHotel()).coordinates).toEqual({ latitude: 46.5, longitude: 9.84 });
    expect((await send('PATCH', `/staff/hotels/${hotelId}`, tokens.editor, { latitude: null, longitude: null })).status).toBe(200);
    expect((await publicHotel()).coordinates).toBeNull();
    expect((await send('PATCH', `/staff/hotels/${hotelId}`, tokens.editor, { latitude: 46.497, longitude: 9.839 })).status).toBe(200);
  });

  it('open all day clears the hours', async () => {
    const res = await send('PATCH', `/staff/hotels/${hotelId}`, tokens.admin, { isOpenAllDay: true });
    expect(res.body).toMatchObject({ isOpenAllDay: true, opens: null, closes: null });
  });

  it.each([
    [{ description: '' }, 'description', 'Description is required'],
    [{ priceMin: -1 }, 'priceMin', /whole number from 0/],
    [{ priceMin: 1.5 }, 'priceMin', /whole number/],
    [{ priceMin: '100' }, 'priceMin', /whole number/],
    [{ priceMin: 500, priceMax: 400 }, 'priceMax', 'Highest price must be at least the lowest price'],
    [{ isOpenAllDay: false, opens: null, closes: '02:00' }, 'opens', /Opening time is required/],
    [{ opens: '25:00' }, 'opens', /HH:mm/],
    [{ yearEstablished: 1700 }, 'yearEstablished', /whole number from 1800/],
    [{ numberOfSlots: 10_000_000 }, 'numberOfSlots', /whole number from 0 to 1000000/],
    [{ latitude: 90.5 }, 'latitude', 'Latitude must be a number of degrees from -90 to 90'],
    [{ longitude: '7.7' }, 'longitude', /Longitude must be a number/],
    [{ latitude: null }, 'longitude', 'Give both latitude and longitude, or neither'],
    [{}, 'body', 'Send at least one field to change'],
  ])('refuses %j with 400 and a message for the field', async (body, field, message) => {
    const res = await send('PATCH', `/staff/hotels/${hotelId}`, tokens.editor, body);
    expect(res.status).toBe(400);
    expect(res.body.details?.[field] ?? res.body.error).toMatch(message);
  });
});

describe('room types', () => {
  it('an editor adds, changes and deletes a room type; /api/rooms/by-slug follows at once; each write audited', async () => {
    const created = await send('POST', `/staff/hotels/${hotelId}/room-types`, tokens.editor, newRoom);
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    expect(created.body).toMatchObject({ _id: expect.any(String), hotelId });
    expect(created.body).not.toHaveProperty('id');
    expect((await publicHotel()).roomTypes.at(-1)).toMatchObject({ _id: id, name: 'Garden Studio', nightlyRate: 540 });
    const changed = await send('PATCH', `/staff/room-types/${id}`, tokens.editor, { nightlyRate: 610, view: 'Lake' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ _id: id, nightlyRate: 610 });
    expect(changed.body).not.toHaveProperty('id');
    expect((await publicHotel()).roomTypes.find((r) => r._id === id)).toMatchObject({ nightlyRate: 610, view: 'Lake' });
    expect((await send('DELETE', `/staff/room-types/${id}`, tokens.admin)).status).toBe(204);
    expect((await publicHotel()).roomTypes.map((r) => r._id)).not.toContain(id);
    const log = await listAudit(database.db, { entity: 'roomType', entityId: id });
    expect(log.map((e) => e.action)).toEqual(['roomType.delete', 'roomType.update', 'roomType.create']);
    expect(log[1]).toMatchObject({ before: { baseRateMinor: 54_000 }, after: { baseRateMinor: 61_000 } });
  });

  it.each([
    [{ ...newRoom, name: '' }, 'name', 'Name is required'],
    [{ ...newRoom, maxGuests: 0 }, 'maxGuests', /Max guests must be a whole number from 1 to 20/],
    [{ ...newRoom, maxGuests: 21 }, 'maxGuests', /from 1 to 20/],
    [{ ...newRoom, sizeSqm: 0 }, 'sizeSqm', /Size must be/],
    [{ ...newRoom, nightlyRate: -5 }, 'nightlyRate', /Nightly rate must be/],
    [{ ...newRoom, inventory: 'ten' }, 'inventory', /Inventory must be/],
    [{ ...newRoom, beds: undefined }, 'beds', 'Beds is required'],
  ])('refuses %j with 400', async (body, field, message) => {
    const res = await send('POST', `/staff/hotels/${hotelId}/room-types`, tokens.editor, body);
    expect(res.status).toBe(400);
    expect(res.body.details?.[field]).toMatch(message);
  });
});

describe('the inventory floor', () => {
  it('refuses an inventory below the rooms held on a future night, allows it at that number, and refuses deleting a held room type', async () => {
    const id = await roomTypeId('Piz Nair Penthouse');
    const guest = await call<{ token: string }>(api, 'POST', '/auth/signup', { body: newAccount('floor') });
    // Two rooms needed: first raise the inventory, then book one night twice.
    expect((await send('PATCH', `/staff/room-types/${id}`, tokens.editor, { inventory: 5 })).status).toBe(200);
    const night = addDays(utcDay(), 30);
    for (let i = 0; i < 2; i++) {
      const booked = await call(api, 'POST', '/reservations', {
        body: { roomTypeId: id, checkIn: night, checkOut: addDays(night, 1), guests: 2 },
        headers: bearer(guest.body.token),
      });
      expect(booked.status).toBe(201);
    }
    const below = await send('PATCH', `/staff/room-types/${id}`, tokens.editor, { inventory: 1 });
    expect(below.status).toBe(409);
    expect(below.body.error).toMatch(/^2 rooms are already held on .+; inventory can't go below 2\.$/);
    const at = await send('PATCH', `/staff/room-types/${id}`, tokens.editor, { inventory: 2 });
    expect(at.status).toBe(200);
    expect(at.body.inventory).toBe(2);
    const removed = await send('DELETE', `/staff/room-types/${id}`, tokens.editor);
    expect(removed.status).toBe(409);
    expect(removed.body.error).toMatch(/2 current or future reservations hold the Piz Nair Penthouse/);
  });
});
