import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import { listAudit } from '~/audit/audit.server';
import { hotels, roomTypes, venues } from '~/db/schema';
import type { Hotel } from '~/hotels/hotel';
import { photo } from './testImages.server';

/** A room type's and a venue's pictures (issue 33): attached like a hotel's, carried by the public answers. */
const { database, api } = await openTestApi();
const SLUG = 'celtic-fortune-casino-resort';
const tokens = { user: '', editor: '' };
let roomTypeId: string;
let venueId: string;

beforeAll(async () => {
  for (const role of ['user', 'editor'] as const) {
    const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount(role) });
    if (role === 'editor') await makeStaff(database.db, body.user._id, role);
    tokens[role] = body.token;
  }
  const [hotel] = await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, SLUG));
  roomTypeId = (await database.db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.hotelId, hotel!.id)).limit(1))[0]!.id;
  venueId = (await database.db.select({ id: venues.id }).from(venues).where(eq(venues.hotelId, hotel!.id)).limit(1))[0]!.id;
});

const send = (method: string, path: string, body?: unknown, token = tokens.editor) =>
  call<Record<string, unknown>>(api, method, path, { body, headers: bearer(token) });

async function upload(seed: number, alt: string): Promise<string> {
  const form = new FormData();
  form.set('file', new File([(await photo(900, 600, seed)) as Uint8Array<ArrayBuffer>], 'room.jpg', { type: 'image/jpeg' }));
  form.set('alt', alt);
  const res = await api.request('/staff/media', { method: 'POST', body: form, headers: bearer(tokens.editor) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

const roomMedia = async (path = `/rooms/by-slug/${SLUG}`) => {
  const { status, body } = await call<Hotel>(api, 'GET', path);
  expect(status).toBe(200);
  return body.roomTypes.find((r) => r._id === roomTypeId)!.media!;
};

describe('POST /api/staff/room-types/{id}/media', () => {
  it('refuses a guest (403), an unknown room type or picture (404) and a bad role (400), changing nothing', async () => {
    const id = await upload(31, 'A suite’s bedroom');
    expect((await send('POST', `/staff/room-types/${roomTypeId}/media`, { mediaId: id, role: 'hero' }, tokens.user)).status).toBe(403);
    const unknown = '00000000-0000-4000-a000-000000000000';
    expect(await send('POST', `/staff/room-types/${unknown}/media`, { mediaId: id, role: 'hero' })).toMatchObject({
      status: 404,
      body: { error: 'Room type not found' },
    });
    expect(await send('POST', `/staff/room-types/${roomTypeId}/media`, { mediaId: unknown, role: 'hero' })).toMatchObject({ status: 404 });
    expect((await send('POST', `/staff/room-types/not-an-id/media`, { mediaId: id, role: 'hero' })).status).toBe(404);
    expect((await send('POST', `/staff/room-types/${roomTypeId}/media`, { mediaId: id, role: 'cover' })).status).toBe(400);
    expect(await roomMedia()).toEqual([]);
  });

  it('shows a hero and a gallery: the hotel’s answer carries them, hero first, in the language asked for; a new hero replaces the old; detaching takes it out', async () => {
    const gallery = await upload(32, 'The suite’s bathroom');
    const hero = await upload(33, 'The suite’s bedroom at dusk');
    expect((await send('POST', `/staff/room-types/${roomTypeId}/media`, { mediaId: gallery, role: 'gallery' })).status).toBe(201);
    expect((await send('POST', `/staff/room-types/${roomTypeId}/media`, { mediaId: hero, role: 'hero' })).status).toBe(201);
    const shown = await roomMedia();
    expect(shown.map((m) => [m.role, m.alt])).toEqual([
      ['hero', 'The suite’s bedroom at dusk'],
      ['gallery', 'The suite’s bathroom'],
    ]);
    expect(shown[0]).toMatchObject({ width: 900, height: 600 });
    expect(shown[0]!.sources).toContainEqual({ format: 'avif', width: 480, url: expect.stringMatching(/^\/media\/[0-9a-f]{64}-480\.avif$/) });

    // In French without a French alt text: the English one, marked as English.
    expect((await roomMedia(`/rooms/by-slug/${SLUG}?lang=fr`))[0]).toMatchObject({ alt: 'The suite’s bedroom at dusk', altLang: 'en' });
    const newHero = await upload(34, 'The suite’s terrace');
    expect((await send('POST', `/staff/room-types/${roomTypeId}/media`, { mediaId: newHero, role: 'hero' })).status).toBe(201);
    expect((await roomMedia()).map((m) => m.alt)).toEqual(['The suite’s terrace', 'The suite’s bathroom']);

    expect((await send('DELETE', `/staff/room-types/${roomTypeId}/media/${gallery}?role=gallery`)).status).toBe(204);
    expect((await send('DELETE', `/staff/room-types/${roomTypeId}/media/${gallery}?role=gallery`)).status).toBe(404);
    expect((await roomMedia()).map((m) => m.role)).toEqual(['hero']);
    const audit = await listAudit(database.db, { entity: 'roomType', entityId: roomTypeId });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['roomType.media.attach', 'roomType.media.detach']));

    // Deleting the picture from the library takes it off the card too.
    expect((await send('DELETE', `/staff/media/${newHero}`)).status).toBe(204);
    expect(await roomMedia()).toEqual([]);
  });
});

describe('POST /api/staff/venues/{id}/media', () => {
  const venueMedia = async (query = '') => {
    const { status, body } = await call<{ _id: string; media: { role: string; alt: string; altLang?: string }[] }[]>(
      api,
      'GET',
      `/venues?hotel=${SLUG}${query}`,
    );
    expect(status).toBe(200);
    return body.find((v) => v._id === venueId)!.media;
  };

  it('refuses a guest and an unknown venue; a hero shows in GET /api/venues, in the language asked for; detaching takes it out', async () => {
    const hero = await upload(41, 'The restaurant’s dining room');
    expect((await send('POST', `/staff/venues/${venueId}/media`, { mediaId: hero, role: 'hero' }, tokens.user)).status).toBe(403);
    expect(await send('POST', `/staff/venues/00000000-0000-4000-a000-000000000000/media`, { mediaId: hero, role: 'hero' })).toMatchObject({
      status: 404,
      body: { error: 'Venue not found' },
    });
    expect(await venueMedia()).toEqual([]);
    expect((await send('POST', `/staff/venues/${venueId}/media`, { mediaId: hero, role: 'hero' })).status).toBe(201);
    expect((await send('PATCH', `/staff/media/${hero}`, { alt: { de: 'Der Speisesaal des Restaurants' } })).status).toBe(200);
    expect((await venueMedia()).map((m) => [m.role, m.alt])).toEqual([['hero', 'The restaurant’s dining room']]);
    expect((await venueMedia('&lang=de'))[0]).toMatchObject({ alt: 'Der Speisesaal des Restaurants' });
    expect((await venueMedia('&lang=fr'))[0]).toMatchObject({ alt: 'The restaurant’s dining room', altLang: 'en' });
    expect((await listAudit(database.db, { entity: 'venue', entityId: venueId })).map((a) => a.action)).toContain('venue.media.attach');
    expect((await send('DELETE', `/staff/venues/${venueId}/media/${hero}?role=hero`)).status).toBe(204);
    expect(await venueMedia()).toEqual([]);
  });
});
