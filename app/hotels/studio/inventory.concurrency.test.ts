import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApis } from '~/api/testHelpers.server';
import { hotels, reservations, roomNights, roomTypes } from '~/db/schema';
import { addDays, utcDay } from '~/domain/stay';

/**
 * Lowering a room type's inventory while reservation requests race for it never leaves more rooms
 * held than the inventory (the edit locks the row FOR UPDATE, requests FOR SHARE). On PostgreSQL
 * through two API instances with their own pools, as two server processes; on PGlite through one.
 */
const { database, apis } = await openTestApis();

async function signUp(prefix: string, role?: 'editor') {
  const { body } = await call<{ token: string; user: { _id: string } }>(apis[0]!, 'POST', '/auth/signup', { body: newAccount(prefix) });
  if (role) await makeStaff(database.db, body.user._id, role);
  return body.token;
}

describe(`inventory edits racing reservation requests (${process.env.DATABASE_URL ? 'PostgreSQL, two app instances' : 'PGlite'})`, () => {
  it('never leaves a night with more rooms held than the inventory', async () => {
    const [room] = await database.db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
      .where(and(eq(hotels.slug, 'alpine-gold-casino-lodge'), eq(roomTypes.name, 'Engadin Family Suite')));
    const id = room!.id;
    const editor = await signUp('racer', 'editor');
    expect((await call(apis[0]!, 'PATCH', `/staff/room-types/${id}`, { body: { inventory: 12 }, headers: bearer(editor) })).status).toBe(200);
    const guests: string[] = [];
    for (let i = 0; i < 24; i += 8) guests.push(...(await Promise.all(Array.from({ length: 8 }, () => signUp('rush')))));
    const checkIn = addDays(utcDay(), 150);
    const stay = { roomTypeId: id, checkIn, checkOut: addDays(checkIn, 2), guests: 2 };

    const requests = guests.map((token, i) => call(apis[i % apis.length]!, 'POST', '/reservations', { body: stay, headers: bearer(token) }));
    // Lower the inventory step by step while the requests run; some lowering is refused (409).
    const edits = [11, 9, 7, 5, 4, 3].map((inventory, i) =>
      call<{ error?: string }>(apis[i % apis.length]!, 'PATCH', `/staff/room-types/${id}`, { body: { inventory }, headers: bearer(editor) }),
    );
    const [answers, editAnswers] = await Promise.all([Promise.all(requests), Promise.all(edits)]);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(editAnswers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    for (const refused of editAnswers.filter((a) => a.status === 409)) expect(refused.body.error).toMatch(/already held on .+; inventory can't go below \d+\./);

    const [{ inventory }] = (await database.db.select({ inventory: roomTypes.inventory }).from(roomTypes).where(eq(roomTypes.id, id))) as [
      { inventory: number },
    ];
    const nights = await database.db
      .select({ night: roomNights.night, booked: roomNights.booked })
      .from(roomNights)
      .where(and(eq(roomNights.roomTypeId, id), gte(roomNights.night, checkIn)));
    const granted = answers.filter((a) => a.status === 201).length;
    expect(nights.length).toBe(2);
    for (const night of nights) {
      expect(night.booked).toBe(granted);
      expect(night.booked).toBeLessThanOrEqual(inventory);
    }
    const [held] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(and(eq(reservations.roomTypeId, id), eq(reservations.checkIn, checkIn)));
    expect(held!.n).toBe(granted);
  });
});
