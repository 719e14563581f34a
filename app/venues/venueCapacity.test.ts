import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, hotels, users, venues, venueSlots } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { hotelPageAction, type HotelPageAnswer } from '~/hotels/studio/hotelActions.server';
import { addDays } from '~/domain/stay';
import { localNow } from '~/domain/hotelClock';
import { updateVenueCapacity, venuesForStudio } from './venueCapacity.server';
import { book } from './bookings.server';
import { SLOT_FULL } from './venues.server';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const now = new Date();
const [editorRow] = await db.insert(users).values({ username: 'venueeditor', email: 'venue-editor@example.com', role: 'editor' }).returning();
const [guestRow] = await db.insert(users).values({ username: 'capacityguest', email: 'capacity-guest@example.com' }).returning();
const editor = { _id: editorRow!.id, username: editorRow!.username };

async function venueOf(hotelSlug: string, slug: string) {
  const [row] = await db
    .select({ id: venues.id, hotelId: hotels.id, timeZone: hotels.timeZone, capacity: venues.capacity })
    .from(venues)
    .innerJoin(hotels, eq(hotels.id, venues.hotelId))
    .where(and(eq(hotels.slug, hotelSlug), eq(venues.slug, slug)));
  return row!;
}

// The grill (32 covers, parties up to 10; open every day): a party of 8 at 19:00 in twelve days.
const grill = await venueOf('celtic-fortune-casino-resort', 'castle-rock-grill');
const day = addDays(localNow(grill.timeZone, now).date, 12);
const eight = await book(db, { _id: guestRow!.id }, { venueId: grill.id, date: day, time: '19:00', party: 8 }, now);
if (!eight.ok) throw new Error(eight.error);
// Yesterday's full slot (the past) holds nothing back.
await db.insert(venueSlots).values({ venueId: grill.id, day: addDays(localNow(grill.timeZone, now).date, -1), slot: '20:00', capacity: 32, booked: 30 });

const change = (capacity: string, maxParty: string, venue = grill.id, hotel = grill.hotelId) =>
  updateVenueCapacity(db, editor, hotel, venue, { capacity, maxParty }, now);

describe('an editor changes a venue’s covers', () => {
  it('shows the most booked in a slot from today on', async () => {
    const listed = await venuesForStudio(db, grill.hotelId, now);
    expect(listed.find((v) => v.id === grill.id)).toMatchObject({ kind: 'restaurant', capacity: 32, maxParty: 10, mostBooked: 8 });
  });

  it('never goes below what a slot from today on holds (409, the slot named)', async () => {
    expect(await change('7', '6')).toEqual({
      ok: false,
      status: 409,
      error: `8 covers are already booked at 19:00 on ${day}: covers per slot can't go below 8.`,
      errors: { capacity: `8 covers are already booked at 19:00 on ${day}: covers per slot can't go below 8.` },
    });
    expect((await db.select().from(venues).where(eq(venues.id, grill.id)))[0]).toMatchObject({ capacity: 32, maxParty: 10 });
  });

  it('lowers to what is booked: the future slots follow (the next party is refused), the past is left, the change audited', async () => {
    expect(await change('8', '8')).toMatchObject({ ok: true, value: { capacity: 8, maxParty: 8, mostBooked: 8 } });
    const rows = await db.select().from(venueSlots).where(eq(venueSlots.venueId, grill.id));
    expect(rows.find((r) => r.day === day)).toMatchObject({ capacity: 8, booked: 8 });
    expect(rows.find((r) => r.booked === 30)).toMatchObject({ capacity: 32 });
    const another = await book(db, { _id: guestRow!.id }, { venueId: grill.id, date: day, time: '19:00', party: 1 }, now);
    expect(another).toMatchObject({ ok: false, status: 409, error: SLOT_FULL });
    // A slot nobody had booked is made with the new capacity.
    const nine = await book(db, { _id: guestRow!.id }, { venueId: grill.id, date: day, time: '19:30', party: 9 }, now);
    expect(nine).toMatchObject({ ok: false, status: 400, field: 'party' });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, grill.id), eq(auditLog.action, 'venue.update')));
    expect(entry).toMatchObject({ before: { capacity: 32, maxParty: 10 }, after: { capacity: 8, maxParty: 8 } });
    expect(await change('32', '10')).toMatchObject({ ok: true });
  });

  it('refuses numbers out of range (400, per field) and another hotel’s venue (404)', async () => {
    expect(await change('0', '2')).toMatchObject({ status: 400, errors: { capacity: 'Covers per slot must be a whole number from 1 to 1000' } });
    expect(await change('6', '7')).toMatchObject({ status: 400, errors: { maxParty: 'The largest party must be a whole number from 1 to 6' } });
    expect(await change('40', '21')).toMatchObject({ status: 400, errors: { maxParty: 'The largest party must be a whole number from 1 to 20' } });
    expect(await change('many', '')).toMatchObject({ status: 400, error: 'Please correct the 2 fields marked below.' });
    const spa = await venueOf('celtic-fortune-casino-resort', 'heather-spa');
    expect(await change('1001', '1', spa.id)).toMatchObject({ status: 400, errors: { capacity: 'Therapists must be a whole number from 1 to 1000' } });
    const other = await venueOf('royal-palace-casino-resort', 'jade-pavilion');
    expect(await change('10', '2', other.id)).toMatchObject({ status: 404 });
    expect(await change('10', '2', 'not-a-venue')).toMatchObject({ status: 404 });
  });

  it('through the hotel page’s form: the values typed come back with the problem', async () => {
    const post = (fields: Record<string, string>) =>
      hotelPageAction(
        db,
        { ...editor, role: 'editor' } as never,
        new Request('http://localhost/studio', { method: 'POST', body: new URLSearchParams(fields) }),
        grill.hotelId,
      );
    const refused = (await post({ intent: 'venueCapacity', venueId: grill.id, capacity: '5', maxParty: '2' })) as unknown as {
      data: HotelPageAnswer;
      init: { status: number };
    };
    expect(refused.init.status).toBe(409);
    expect(refused.data).toMatchObject({ ok: false, target: `venue-${grill.id}`, values: { capacity: '5', maxParty: '2' } });
    const saved = (await post({ intent: 'venueCapacity', venueId: grill.id, capacity: '30', maxParty: '10' })) as unknown as { data: HotelPageAnswer };
    expect(saved.data).toEqual({ ok: true, target: `venue-${grill.id}`, message: 'Saved Castle Rock Grill.' });
  });
});
