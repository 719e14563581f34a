import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '~/accounts/users.server';
import type { User } from '~/accounts/user';
import { call, createTestApi, type TestApi } from '~/api/testHelpers.server';
import { listAudit } from '~/audit/audit.server';
import type { DatabaseHandle } from '~/db/client.server';
import { events, hotels, roomTypes, spaTreatments, venues, venueSittings } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { saveEventTranslationsFromForm } from '~/events/studioEventForm.server';
import { hotelPageAction, type HotelPageAnswer } from '~/hotels/studio/hotelActions.server';
import type { Booking } from '~/venues/booking';
import { inBookingsLanguage } from '~/venues/bookingQueries.server';
import { listVenues, type Venue } from '~/venues/venues.server';

/**
 * Content in the database in six languages: the demo's translations as seeded, the studio's
 * side-by-side forms (what a browser without scripts posts, straight to the actions), and the
 * reads that fall back to English and say so.
 */
let database: DatabaseHandle;
let api: TestApi;
let editor: User;
let hotelId: string;
let otherHotelsRoomType: string;
beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database);
  editor = (await upsertAccount(database.db, { username: 'Translator', email: 'translator@example.com', password: 'editorial-passphrase-78', role: 'editor' }))
    .user;
  hotelId = (await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, 'alpine-gold-casino-lodge')))[0]!.id;
  const [other] = await database.db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(hotels.slug, 'nordic-star-casino-hotel'))
    .limit(1);
  otherHotelsRoomType = other!.id;
});
afterAll(() => database?.close());

const post = (fields: Record<string, string>) => new Request('http://localhost/studio', { method: 'POST', body: new URLSearchParams(fields) });
const answerOf = (result: unknown) => result as { data: HotelPageAnswer; init: { status?: number } | null };
const hotelTranslations = async () => (await database.db.select({ t: hotels.translations }).from(hotels).where(eq(hotels.id, hotelId)))[0]!.t;

describe('the demo content', () => {
  it('is seeded in every language: hotels, room types, events, venues', async () => {
    for (const table of [hotels, roomTypes, events, venues] as const) {
      const rows = await database.db.select({ translations: table.translations }).from(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const { translations } of rows) expect(Object.keys(translations).sort()).toEqual(['ar', 'de', 'fr', 'it', 'zh']);
    }
  });
});

describe('the studio’s translations of a hotel', () => {
  it('refuses a text too long or holding control characters, by field, and changes nothing', async () => {
    const before = await hotelTranslations();
    const { data, init } = answerOf(
      await hotelPageAction(database.db, editor, post({ intent: 'hotelTranslations', 'fr.dresscode': 'x'.repeat(201), 'de.city': 'Zü\u0007rich' }), hotelId),
    );
    expect(init?.status).toBe(400);
    if (data.ok) throw new Error('expected a refusal');
    expect(data.target).toBe('hotel-translations');
    expect(data.errors).toEqual({ 'fr.dresscode': 'Dress code must be at most 200 characters', 'de.city': 'City may not hold control characters' });
    expect(data.values['de.city']).toBe('Zü\u0007rich');
    expect(await hotelTranslations()).toEqual(before);
  });

  it('stores the languages whole (an empty field has none), audited, and the French page reads them', async () => {
    const { data } = answerOf(
      await hotelPageAction(
        database.db,
        editor,
        post({ intent: 'hotelTranslations', 'fr.city': ' Zermatt ', 'fr.description': 'Un chalet au pied du Cervin.', 'de.city': '' }),
        hotelId,
      ),
    );
    expect(data).toMatchObject({ ok: true, target: 'hotel-translations' });
    expect(await hotelTranslations()).toEqual({ fr: { city: 'Zermatt', description: 'Un chalet au pied du Cervin.' } });
    const [entry] = await listAudit(database.db, { entity: 'hotel', entityId: hotelId });
    expect(entry).toMatchObject({ action: 'hotel.translations', actorName: 'Translator' });
  });

  it('keeps a room type’s translations to its own hotel: another hotel’s is not found', async () => {
    const { data, init } = answerOf(
      await hotelPageAction(database.db, editor, post({ intent: 'roomTypeTranslations', roomTypeId: otherHotelsRoomType, 'fr.name': 'Chambre' }), hotelId),
    );
    expect(init?.status).toBe(404);
    expect(data).toMatchObject({ ok: false, message: 'Room type not found' });
    const [room] = await database.db.select({ t: roomTypes.translations }).from(roomTypes).where(eq(roomTypes.id, otherHotelsRoomType));
    expect(room!.t.fr?.name).not.toBe('Chambre');
  });
});

describe('an event’s translations', () => {
  it('are saved from the event’s studio page, in place', async () => {
    const [event] = await database.db.select({ id: events.id }).from(events).limit(1);
    const result = (await saveEventTranslationsFromForm(
      database.db,
      editor,
      post({ intent: 'translations', 'it.title': 'Gran Galà', 'it.location': 'Sanremo', 'it.category': 'Galà', 'it.description': 'Una serata.' }),
      event!.id,
    )) as unknown as { data: { ok: boolean; message: string } };
    expect(result.data).toMatchObject({ ok: true, message: expect.stringContaining('saved') });
    const [row] = await database.db.select({ t: events.translations }).from(events).where(eq(events.id, event!.id));
    expect(row!.t).toEqual({ it: { title: 'Gran Galà', location: 'Sanremo', category: 'Galà', description: 'Una serata.' } });
  });
});

describe('venues in a language', () => {
  it('come translated, and a missing translation falls back to English, named in `english`', async () => {
    const [spa] = await database.db
      .select({ id: venues.id, description: venues.description, translations: venues.translations })
      .from(venues)
      .where(eq(venues.slug, 'orchid-spa'));
    await database.db
      .update(venues)
      .set({ translations: { ...spa!.translations, de: {} } })
      .where(eq(venues.id, spa!.id));
    const [french] = (await listVenues(database.db, { hotelSlug: 'royal-palace-casino-resort', kind: 'spa', locale: 'fr' }))!;
    expect(french!.description).toBe(spa!.translations.fr!.description);
    expect(french!.english).toBeUndefined();
    expect(french!.treatments!.every((t) => !t.english)).toBe(true);
    const [german] = (await listVenues(database.db, { hotelSlug: 'royal-palace-casino-resort', kind: 'spa', locale: 'de' }))!;
    expect(german!.description).toBe(spa!.description);
    expect(german!.english).toEqual(['description']);
    const [english] = (await listVenues(database.db, { hotelSlug: 'royal-palace-casino-resort', kind: 'spa' }))!;
    expect(english).not.toHaveProperty('english');
  });

  it('GET /api/rooms and /api/rooms/by-slug take ?lang= too: the hotel’s texts and its rooms’ in that language', async () => {
    const list = await call<{ slug: string; city: string; english?: string[] }[]>(api, 'GET', '/rooms?lang=zh');
    expect(list.status).toBe(200);
    expect(list.body.find((h) => h.slug === 'royal-palace-casino-resort')!.city).toBe('新加坡');
    const one = await call<{ description: string; casino: { dresscode: string }; roomTypes: { name: string }[] }>(
      api,
      'GET',
      '/rooms/by-slug/mediterranean-grand-casino-spa?lang=it',
    );
    const [row] = await database.db.select({ t: hotels.translations }).from(hotels).where(eq(hotels.slug, 'mediterranean-grand-casino-spa'));
    expect(one.body.description).toBe(row!.t.it!.description);
    expect(one.body.casino.dresscode).toBe(row!.t.it!.dresscode);
    expect((await call(api, 'GET', '/rooms/by-slug/mediterranean-grand-casino-spa?lang=pt')).status).toBe(400);
  });

  it('GET /api/venues takes ?lang= and refuses a language it does not have', async () => {
    const chinese = await call<Venue[]>(api, 'GET', '/venues?hotel=royal-palace-casino-resort&kind=restaurant&lang=zh');
    expect(chinese.status).toBe(200);
    expect(chinese.body[0]!.cuisine).toMatch(/[\u4e00-\u9fff]/);
    const english = await call<Venue[]>(api, 'GET', '/venues?hotel=royal-palace-casino-resort&kind=restaurant');
    expect(english.body[0]!.cuisine).toBe('Cantonese');
    const bad = await call<{ error: string }>(api, 'GET', '/venues?lang=xx');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('lang must be one of en, fr, de, it, ar, zh');
  });
});

describe('a venue’s translations, from its hotel’s translations page', () => {
  it('saves the venue’s texts and its treatments’ names, and writes nothing of another venue', async () => {
    const royal = (await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, 'royal-palace-casino-resort')))[0]!.id;
    const [spa] = await database.db.select({ id: venues.id }).from(venues).where(eq(venues.slug, 'orchid-spa'));
    const [treatment] = await database.db
      .select({ id: spaTreatments.id, name: spaTreatments.name })
      .from(spaTreatments)
      .where(eq(spaTreatments.venueId, spa!.id))
      .limit(1);
    const [elsewhere] = await database.db
      .select({ id: venueSittings.id, t: venueSittings.translations })
      .from(venueSittings)
      .innerJoin(venues, eq(venues.id, venueSittings.venueId))
      .where(eq(venues.slug, 'jade-pavilion'))
      .limit(1);
    const fields = {
      intent: 'venueTranslations',
      venueId: spa!.id,
      'fr.description': 'Huit salles de soins autour d’un patio d’orchidées.',
      [`fr.treatment-${treatment!.id}`]: 'Massage malais traditionnel',
      [`fr.sitting-${elsewhere!.id}`]: 'Pas ici',
    };
    const { data } = answerOf(await hotelPageAction(database.db, editor, post(fields), royal));
    expect(data).toMatchObject({ ok: true, target: `venue-translations-${spa!.id}` });
    const [french] = (await listVenues(database.db, { hotelSlug: 'royal-palace-casino-resort', kind: 'spa', locale: 'fr' }))!;
    expect(french!.description).toBe('Huit salles de soins autour d’un patio d’orchidées.');
    expect(french!.treatments!.find((t) => t._id === treatment!.id)).toMatchObject({ name: 'Massage malais traditionnel' });
    // Saved whole: the other treatments and the languages left empty now show in English, marked.
    expect(french!.treatments!.filter((t) => t.english).length).toBe(french!.treatments!.length - 1);
    const [german] = (await listVenues(database.db, { hotelSlug: 'royal-palace-casino-resort', kind: 'spa', locale: 'de' }))!;
    expect(german!.english).toEqual(['description']);
    const [after] = await database.db.select({ t: venueSittings.translations }).from(venueSittings).where(eq(venueSittings.id, elsewhere!.id));
    expect(after!.t).toEqual(elsewhere!.t);
    const [entry] = await listAudit(database.db, { entity: 'venue', entityId: spa!.id });
    expect(entry).toMatchObject({ action: 'venue.translations' });
  });

  it('answers a venue of another hotel as not found', async () => {
    const [spa] = await database.db.select({ id: venues.id }).from(venues).where(eq(venues.slug, 'orchid-spa'));
    const { data, init } = answerOf(
      await hotelPageAction(database.db, editor, post({ intent: 'venueTranslations', venueId: spa!.id, 'fr.description': 'x' }), hotelId),
    );
    expect(init?.status).toBe(404);
    expect(data).toMatchObject({ ok: false, message: 'Venue not found' });
  });
});

describe('a booking in the guest’s language', () => {
  it('names its treatment in the language of the page or the mail, English where there is none', async () => {
    const [treatment] = await database.db
      .select({ id: spaTreatments.id, name: spaTreatments.name, translations: spaTreatments.translations })
      .from(spaTreatments)
      .innerJoin(venues, eq(venues.id, spaTreatments.venueId))
      .where(eq(venues.slug, 'borealis-spa'))
      .limit(1);
    const booking = { _id: 'b1', treatment: { _id: treatment!.id, name: treatment!.name, durationMinutes: 60, price: 190, currency: 'USD' } } as Booking;
    const [zh] = await inBookingsLanguage(database.db, [booking], 'zh');
    expect(zh!.treatment!.name).toBe(treatment!.translations.zh!.name);
    await database.db.update(spaTreatments).set({ translations: {} }).where(eq(spaTreatments.id, treatment!.id));
    const [italian] = await inBookingsLanguage(database.db, [booking], 'it');
    expect(italian!.treatment).toMatchObject({ name: treatment!.name, english: ['name'] });
    expect(await inBookingsLanguage(database.db, [booking], 'en')).toEqual([booking]);
  });
});
