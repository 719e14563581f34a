import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '~/accounts/users.server';
import type { User } from '~/accounts/user';
import { listAudit } from '~/audit/audit.server';
import type { DatabaseHandle } from '~/db/client.server';
import { hotels, roomNights, roomTypes } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { saveEventFromForm } from '~/events/studioEventForm.server';
import { addDays, utcDay } from '~/domain/stay';
import { hotelPageAction, type HotelPageAnswer } from './hotelActions.server';

/** The studio's plain-form actions (what a browser without scripts posts), straight to their handlers. */
let database: DatabaseHandle;
let editor: User;
let hotelId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  editor = (await upsertAccount(database.db, { username: 'Form Editor', email: 'forms@example.com', password: 'editorial-passphrase-77', role: 'editor' }))
    .user;
  hotelId = (await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, 'nordic-star-casino-hotel')))[0]!.id;
});
afterAll(() => database?.close());

const post = (fields: Record<string, string>) => new Request('http://localhost/studio', { method: 'POST', body: new URLSearchParams(fields) });
type Answered = { data: HotelPageAnswer; init: { status?: number } | null };
const answerOf = (result: unknown) => result as Answered;

const hotelForm = {
  intent: 'hotel',
  description: 'Northern lights over the tables.',
  priceMin: '300',
  priceMax: '200',
  totalGamingSpace: '1200',
  numberOfTables: '20',
  numberOfSlots: 'many',
  vipLounges: '2',
  restaurants: '3',
  opens: '',
  closes: '02:00',
  yearEstablished: '1999',
  dresscode: 'Smart casual',
};

describe('the hotel page form', () => {
  it('answers every problem by field, keeping what was typed, and changes nothing', async () => {
    const { data, init } = answerOf(await hotelPageAction(database.db, editor, post(hotelForm), hotelId));
    expect(init?.status).toBe(400);
    if (data.ok) throw new Error('expected a refusal');
    expect(data.errors).toMatchObject({ numberOfSlots: 'Slot machines must be a whole number from 0 to 1000000' });
    expect(data.values).toMatchObject({ numberOfSlots: 'many', description: 'Northern lights over the tables.' });
    const fixed = answerOf(await hotelPageAction(database.db, editor, post({ ...hotelForm, numberOfSlots: '90' }), hotelId));
    expect(fixed.init?.status).toBe(400);
    expect(!fixed.data.ok && fixed.data.errors).toMatchObject({
      priceMax: 'Highest price must be at least the lowest price',
      opens: 'Opening time is required unless the casino is open all day',
    });
    expect(await listAudit(database.db, { entity: 'hotel', entityId: hotelId })).toEqual([]);
  });

  it('saves a valid form, open all day clearing the hours, and audits it', async () => {
    const { data } = answerOf(
      await hotelPageAction(database.db, editor, post({ ...hotelForm, numberOfSlots: '90', priceMax: '900', isOpenAllDay: 'on' }), hotelId),
    );
    expect(data).toMatchObject({ ok: true, target: 'hotel' });
    const [row] = await database.db.select().from(hotels).where(eq(hotels.id, hotelId));
    expect(row).toMatchObject({ description: 'Northern lights over the tables.', numberOfSlots: 90, isOpenAllDay: true, opens: null, closes: null });
    expect((await listAudit(database.db, { entity: 'hotel', entityId: hotelId }))[0]).toMatchObject({ action: 'hotel.update', actorName: 'Form Editor' });
  });

  it('places the hotel on the map: both coordinates in range, or both empty to take it off', async () => {
    const valid = { ...hotelForm, numberOfSlots: '90', priceMax: '900', isOpenAllDay: 'on' };
    const refused = answerOf(await hotelPageAction(database.db, editor, post({ ...valid, latitude: '91', longitude: 'east' }), hotelId));
    expect(refused.init?.status).toBe(400);
    expect(!refused.data.ok && refused.data.errors).toMatchObject({
      latitude: 'Latitude must be a number of degrees from -90 to 90',
      longitude: 'Longitude must be a number of degrees from -180 to 180',
    });
    const half = answerOf(await hotelPageAction(database.db, editor, post({ ...valid, latitude: '64.8', longitude: '' }), hotelId));
    expect(!half.data.ok && half.data.errors).toMatchObject({ longitude: 'Give both latitude and longitude, or neither' });
    const place = async () =>
      (await database.db.select({ latitude: hotels.latitude, longitude: hotels.longitude }).from(hotels).where(eq(hotels.id, hotelId)))[0];
    expect(answerOf(await hotelPageAction(database.db, editor, post({ ...valid, latitude: '64.85', longitude: '-147.7' }), hotelId)).data.ok).toBe(true);
    expect(await place()).toEqual({ latitude: 64.85, longitude: -147.7 });
    // A form without the fields leaves the place alone; empty fields take the hotel off the map.
    expect(answerOf(await hotelPageAction(database.db, editor, post(valid), hotelId)).data.ok).toBe(true);
    expect(await place()).toEqual({ latitude: 64.85, longitude: -147.7 });
    expect(answerOf(await hotelPageAction(database.db, editor, post({ ...valid, latitude: ' ', longitude: '' }), hotelId)).data.ok).toBe(true);
    expect(await place()).toEqual({ latitude: null, longitude: null });
  });

  it('refuses an inventory below the rooms held on a future night, on the inventory field', async () => {
    const [room] = await database.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId)).limit(1);
    const night = addDays(utcDay(), 9);
    await database.db.insert(roomNights).values({ roomTypeId: room!.id, night, booked: 3 });
    const fields = {
      intent: 'roomType',
      roomTypeId: room!.id,
      ...Object.fromEntries(['name', 'description', 'beds', 'view'].map((k) => [k, String(room![k as keyof typeof room])])),
      sizeSqm: String(room!.sizeSqm),
      maxGuests: String(room!.maxGuests),
      nightlyRate: String(room!.baseRateMinor / 100),
      inventory: '2',
    };
    const { data, init } = answerOf(await hotelPageAction(database.db, editor, post(fields), hotelId));
    expect(init?.status).toBe(409);
    expect(!data.ok && data.errors.inventory).toMatch(/^3 rooms are already held on .+; inventory can't go below 3\.$/);
    expect(data.target).toBe(`room-${room!.id}`);
    const saved = answerOf(await hotelPageAction(database.db, editor, post({ ...fields, inventory: '3' }), hotelId));
    expect(saved.data).toMatchObject({ ok: true, message: `Saved the ${room!.name}.` });
    const [after] = await database.db
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.id, room!.id)));
    expect(after!.inventory).toBe(3);
  });
});

describe('a room type’s award-night price', () => {
  it('takes a positive whole number of points, or empty for none; refuses anything else on its field; audits the change', async () => {
    const [room] = await database.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId)).limit(1);
    const fields = {
      intent: 'roomType',
      roomTypeId: room!.id,
      ...Object.fromEntries(['name', 'description', 'beds', 'view'].map((k) => [k, String(room![k as keyof typeof room])])),
      sizeSqm: String(room!.sizeSqm),
      maxGuests: String(room!.maxGuests),
      nightlyRate: String(room!.baseRateMinor / 100),
      inventory: String(room!.inventory),
    };
    const points = async () => (await database.db.select({ p: roomTypes.pointsPerNight }).from(roomTypes).where(eq(roomTypes.id, room!.id)))[0]!.p;
    const before = await points();
    for (const typed of ['0', '-5', '12.5', 'many', '10000001']) {
      const { data, init } = answerOf(await hotelPageAction(database.db, editor, post({ ...fields, pointsPerNight: typed }), hotelId));
      expect(init?.status, typed).toBe(400);
      expect(!data.ok && data.errors.pointsPerNight, typed).toBe('Points per night must be a whole number from 1 to 10000000');
      expect(!data.ok && data.values.pointsPerNight).toBe(typed);
    }
    expect(await points()).toBe(before);
    expect(answerOf(await hotelPageAction(database.db, editor, post({ ...fields, pointsPerNight: '24000' }), hotelId)).data.ok).toBe(true);
    expect(await points()).toBe(24_000);
    // A form without the field (an older page) leaves the price; an empty one takes the room off award nights.
    expect(answerOf(await hotelPageAction(database.db, editor, post(fields), hotelId)).data.ok).toBe(true);
    expect(await points()).toBe(24_000);
    expect(answerOf(await hotelPageAction(database.db, editor, post({ ...fields, pointsPerNight: ' ' }), hotelId)).data.ok).toBe(true);
    expect(await points()).toBeNull();
    const audits = await listAudit(database.db, { entity: 'roomType', entityId: room!.id });
    expect(audits[0]).toMatchObject({ action: 'roomType.update', before: { pointsPerNight: 24_000 }, after: { pointsPerNight: null } });
  });
});

describe('the event form', () => {
  const fields = {
    title: 'Aurora Poker Night',
    date: addDays(utcDay(), 20),
    location: 'Fairbanks',
    category: 'Tournament',
    description: 'Cards.',
    image: '/images/events/tournament.svg',
  };

  it('answers a bad date on its field, then saves and goes back to the list', async () => {
    const refused = answerOf(await saveEventFromForm(database.db, editor, post({ ...fields, date: '2026-13-01' }), null));
    expect(refused.init?.status).toBe(400);
    expect((refused.data as unknown as { errors: Record<string, string> }).errors.date).toMatch(/real day/);
    const thrown = await saveEventFromForm(database.db, editor, post(fields), null).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toMatch(/^\/studio\/events\?created=[0-9a-f-]{36}$/);
  });
});
