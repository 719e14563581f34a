import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '~/accounts/users.server';
import type { User } from '~/accounts/user';
import type { DatabaseHandle } from '~/db/client.server';
import { hotels, media } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { hotelPageAction, type HotelPageAnswer } from '~/hotels/studio/hotelActions.server';
import { hotelPictures } from './picturePlaces.server';
import { storeUpload } from './media.server';
import { Picture } from './Picture';
import { photo } from './testImages.server';

/** The studio's Describe form of a hotel's picture (plain form, checked on the server), and what the pages then show. */
let database: DatabaseHandle;
let editor: User;
let hotelId: string;
let mediaId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  editor = (await upsertAccount(database.db, { username: 'Photo Editor', email: 'photos@example.com', password: 'editorial-passphrase-77', role: 'editor' }))
    .user;
  hotelId = (await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, 'celtic-fortune-casino-resort')))[0]!.id;
  mediaId = (await storeUpload(database.db, editor, await photo(800, 500, 11), { alt: 'The bar' })).record.id;
  expect((await hotelPictures.attach(database.db, editor, hotelId, mediaId, 'gallery')).ok).toBe(true);
});
afterAll(() => database?.close());

const post = (fields: Record<string, string>) => new Request('http://localhost/studio', { method: 'POST', body: new URLSearchParams(fields) });
const describeForm = (fields: Record<string, string>) =>
  hotelPageAction(database.db, editor, post({ intent: 'photoDescribe', mediaId, role: 'gallery', focalX: '50', focalY: '50', ...fields }), hotelId) as Promise<{
    data: HotelPageAnswer;
    init: { status?: number } | null;
  }>;
const row = async () => (await database.db.select({ alt: media.alt, x: media.focalX, y: media.focalY }).from(media).where(eq(media.id, mediaId)))[0]!;

describe('the Describe form of a hotel picture', () => {
  it('answers each problem on its field with the values as typed, and changes nothing', async () => {
    const { data, init } = await describeForm({ 'alt-en': '', 'alt-fr': 'x'.repeat(301), focalX: '150', focalY: 'top' });
    expect(init?.status).toBe(400);
    if (data.ok) throw new Error('expected a refusal');
    expect(data.target).toBe(`photos-gallery-${mediaId}`);
    expect(data.errors).toEqual({
      'alt-en': 'Describe the photograph in English, or mark it decorative.',
      'alt-fr': 'An alt text has at most 300 characters.',
      focalX: 'From the left: a number from 0 to 100.',
      focalY: 'From the top: a number from 0 to 100.',
    });
    expect(data.values).toMatchObject({ focalX: '150', focalY: 'top', 'alt-en': '' });
    expect(await row()).toEqual({ alt: { en: 'The bar' }, x: 0.5, y: 0.5 });
  });

  it('saves the alt texts and the focal point; the pages show each language, the English marked lang="en" where one is missing', async () => {
    const { data, init } = await describeForm({
      'alt-en': 'The bar at night',
      'alt-fr': 'Le bar la nuit',
      'alt-ar': 'الحانة ليلاً',
      focalX: '25',
      focalY: '75,5',
    });
    expect(init?.status ?? 200).toBe(200);
    expect(data).toMatchObject({ ok: true, target: `photos-gallery-${mediaId}` });
    expect(await row()).toEqual({ alt: { en: 'The bar at night', fr: 'Le bar la nuit', ar: 'الحانة ليلاً' }, x: 0.25, y: 0.755 });

    const [fr] = await hotelPictures.shownOf(database.db, hotelId, 'fr');
    expect(fr).toMatchObject({ alt: 'Le bar la nuit', focalPoint: { x: 0.25, y: 0.755 } });
    expect(fr!.altLang).toBeUndefined();
    const [de] = await hotelPictures.shownOf(database.db, hotelId, 'de');
    expect(de).toMatchObject({ alt: 'The bar at night', altLang: 'en' });
    const html = renderToStaticMarkup(createElement(Picture, { picture: de!, sizes: '100vw' }));
    expect(html).toContain('alt="The bar at night" lang="en"');
    expect(html).toContain('object-position:25.0% 75.5%');

    // An emptied language goes back to the English.
    await describeForm({ 'alt-en': 'The bar at night', 'alt-fr': '', focalX: '25', focalY: '75.5' });
    expect((await row()).alt).toEqual({ en: 'The bar at night' });
  });

  it('a decorative picture needs no alt text; a picture the hotel does not show is 404', async () => {
    const { data } = await describeForm({ decorative: 'on' });
    expect(data.ok).toBe(true);
    const [shown] = await hotelPictures.shownOf(database.db, hotelId, 'en');
    expect(shown).toMatchObject({ alt: '', decorative: true });
    const other = (await storeUpload(database.db, editor, await photo(300, 200, 12), { alt: 'Elsewhere' })).record.id;
    const refused = (await hotelPageAction(
      database.db,
      editor,
      post({ intent: 'photoDescribe', mediaId: other, role: 'gallery', 'alt-en': 'Changed', focalX: '1', focalY: '1' }),
      hotelId,
    )) as { data: HotelPageAnswer; init: { status?: number } | null };
    expect(refused.init?.status).toBe(404);
    expect((await database.db.select({ alt: media.alt }).from(media).where(eq(media.id, other)))[0]!.alt).toEqual({ en: 'Elsewhere' });
  });
});
