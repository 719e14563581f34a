import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '~/accounts/users.server';
import type { User } from '~/accounts/user';
import type { DatabaseHandle } from '~/db/client.server';
import { hotels, media, roomTypes, venues } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { hotelPageAction, type HotelPageAnswer } from '~/hotels/studio/hotelActions.server';
import { venuePageAction } from '~/venues/venueSettingsAction.server';
import { roomTypePictures, shownMediaOfRoomTypes, venuePictures } from './picturePlaces.server';
import { photo } from './testImages.server';

/** The studio's photograph forms of a room type (on its hotel's page) and of a venue (on its page). */
let database: DatabaseHandle;
let editor: User;
let hotelId: string;
let roomTypeId: string;
let otherHotelsRoomTypeId: string;
let venueId: string;
let otherHotelsVenueId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  editor = (await upsertAccount(db, { username: 'Room Photo Editor', email: 'room-photos@example.com', password: 'editorial-passphrase-78', role: 'editor' }))
    .user;
  hotelId = (await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, 'celtic-fortune-casino-resort')))[0]!.id;
  roomTypeId = (await db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.hotelId, hotelId)))[0]!.id;
  otherHotelsRoomTypeId = (await db.select({ id: roomTypes.id }).from(roomTypes).where(ne(roomTypes.hotelId, hotelId)))[0]!.id;
  venueId = (await db.select({ id: venues.id }).from(venues).where(eq(venues.hotelId, hotelId)))[0]!.id;
  otherHotelsVenueId = (await db.select({ id: venues.id }).from(venues).where(ne(venues.hotelId, hotelId)))[0]!.id;
});
afterAll(() => database?.close());

type Answered = { data: HotelPageAnswer; init: { status?: number } | null };

async function upload(fields: Record<string, string>, bytes: Buffer): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new File([new Uint8Array(bytes)], 'room.jpg', { type: 'image/jpeg' }));
  return form;
}
const post = (body: FormData | URLSearchParams) => new Request('http://localhost/studio', { method: 'POST', body });
const onHotelPage = async (body: FormData | URLSearchParams) => (await hotelPageAction(database.db, editor, post(body), hotelId)) as unknown as Answered;
const onVenuePage = async (body: FormData | URLSearchParams, venue = venueId) =>
  (await venuePageAction(database.db, editor, post(body), hotelId, venue)) as unknown as Answered;
const mediaCount = async () => (await database.db.select({ id: media.id }).from(media)).length;

describe('a room type’s photographs, on its hotel’s studio page', () => {
  it('uploads a hero the room’s card then shows, answering on the room type’s own form', async () => {
    const { data, init } = await onHotelPage(
      await upload({ intent: 'uploadPhoto', roomTypeId, alt: 'The suite’s bedroom', role: 'hero' }, await photo(1200, 800, 21)),
    );
    expect(init?.status ?? 200).toBe(200);
    expect(data).toEqual({ ok: true, target: `room-photos-${roomTypeId}`, message: 'Photograph uploaded: the room’s card on the hotel’s page shows it now.' });
    const shown = (await shownMediaOfRoomTypes(database.db, hotelId)).get(roomTypeId)!;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ role: 'hero', alt: 'The suite’s bedroom', width: 1200, height: 800 });
  });

  it('refuses a room type of another hotel with a 404 and stores nothing', async () => {
    const before = await mediaCount();
    const { data, init } = await onHotelPage(
      await upload({ intent: 'uploadPhoto', roomTypeId: otherHotelsRoomTypeId, alt: 'Elsewhere', role: 'hero' }, await photo(400, 300, 22)),
    );
    expect(init?.status).toBe(404);
    expect(data).toMatchObject({ ok: false, target: `room-photos-${otherHotelsRoomTypeId}`, message: 'Room type not found' });
    expect(await mediaCount()).toBe(before);
    expect((await roomTypePictures.ofOwners(database.db, [otherHotelsRoomTypeId])).size).toBe(0);
  });

  it('describes and removes the room type’s picture on its own forms, not the hotel’s', async () => {
    const [picture] = (await roomTypePictures.ofOwners(database.db, [roomTypeId])).get(roomTypeId)!;
    const describe = new URLSearchParams({
      intent: 'photoDescribe',
      roomTypeId,
      mediaId: picture!.id,
      role: 'hero',
      'alt-en': 'The suite at dawn',
      focalX: '30',
      focalY: '60',
    });
    expect((await onHotelPage(describe)).data).toMatchObject({ ok: true, target: `room-photos-${roomTypeId}-hero-${picture!.id}` });
    const [row] = await database.db.select({ alt: media.alt, x: media.focalX }).from(media).where(eq(media.id, picture!.id));
    expect(row).toEqual({ alt: { en: 'The suite at dawn' }, x: 0.3 });

    // The hotel does not show it: the hotel's own form cannot take it out.
    const asHotel = await onHotelPage(new URLSearchParams({ intent: 'photoRemove', mediaId: picture!.id, role: 'hero' }));
    expect(asHotel.init?.status).toBe(404);
    const removed = await onHotelPage(new URLSearchParams({ intent: 'photoRemove', roomTypeId, mediaId: picture!.id, role: 'hero' }));
    expect(removed.data).toEqual({
      ok: true,
      target: `room-photos-${roomTypeId}`,
      message: 'Photograph removed from the room type (it stays in the library).',
    });
    expect((await roomTypePictures.ofOwners(database.db, [roomTypeId])).size).toBe(0);
  });
});

describe('a venue’s photographs, on its studio page', () => {
  it('uploads a hero and a gallery picture, in order, and moves them', async () => {
    const hero = await onVenuePage(await upload({ intent: 'uploadPhoto', alt: 'The dining room', role: 'hero' }, await photo(1600, 900, 23)));
    expect(hero.data).toEqual({ ok: true, target: 'photos', message: 'Photograph uploaded: the venue’s page opens on it now.' });
    await onVenuePage(await upload({ intent: 'uploadPhoto', alt: 'The terrace', role: 'gallery' }, await photo(800, 600, 24)));
    await onVenuePage(await upload({ intent: 'uploadPhoto', alt: 'The bar', role: 'gallery' }, await photo(800, 600, 25)));
    const alts = async () => ((await venuePictures.ofOwners(database.db, [venueId])).get(venueId) ?? []).map((p) => `${p.role}:${p.alt.en}`);
    expect(await alts()).toEqual(['hero:The dining room', 'gallery:The terrace', 'gallery:The bar']);

    const bar = (await venuePictures.ofOwners(database.db, [venueId])).get(venueId)!.find((p) => p.alt.en === 'The bar')!;
    expect((await onVenuePage(new URLSearchParams({ intent: 'photoUp', mediaId: bar.id, role: 'gallery' }))).data).toMatchObject({
      ok: true,
      message: 'Order saved.',
    });
    expect(await alts()).toEqual(['hero:The dining room', 'gallery:The bar', 'gallery:The terrace']);
  });

  it('answers a refused file on the file field, with the alt text as typed', async () => {
    const before = await mediaCount();
    const form = await upload({ intent: 'uploadPhoto', alt: 'Not a photograph', role: 'gallery' }, Buffer.from('<!doctype html><p>hi'));
    const { data, init } = await onVenuePage(form);
    expect(init?.status).toBe(400);
    if (data.ok) throw new Error('expected a refusal');
    expect(data.target).toBe('photos');
    expect(data.errors.file).toMatch(/not a photograph/);
    expect(data.values).toMatchObject({ alt: 'Not a photograph', role: 'gallery' });
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a venue of another hotel with a 404 and stores nothing', async () => {
    const before = await mediaCount();
    const { init } = await onVenuePage(await upload({ intent: 'uploadPhoto', alt: 'Elsewhere', role: 'hero' }, await photo(400, 300, 26)), otherHotelsVenueId);
    expect(init?.status).toBe(404);
    expect(await mediaCount()).toBe(before);
    expect(
      await database.db
        .select()
        .from(venues)
        .where(and(eq(venues.id, otherHotelsVenueId), eq(venues.hotelId, hotelId))),
    ).toEqual([]);
  });
});
