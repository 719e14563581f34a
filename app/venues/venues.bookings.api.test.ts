import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call } from '~/api/testHelpers.server';
import { auditLog } from '~/db/schema';
import type { Booking, StaffBooking } from './booking';
import { openVenuesTestApi } from './venuesApiTestKit.server';

/** Tables and treatments booked and cancelled through the API, by guests and the concierge, by the hotels' clocks. */
const { database, api, clock, setClock, signUp, venue, treatment, hotelDay, nextWeekday, slots, bookAs, countsAgree } = await openVenuesTestApi();

describe('POST /api/bookings', () => {
  it('books a table, confirmed at once, with a reference; the guest lists it', async () => {
    const guest = await signUp();
    const grill = await venue('celtic-fortune-casino-resort', 'castle-rock-grill');
    const date = hotelDay(grill.timeZone, 10);
    const res = await bookAs(guest.headers, { venueId: grill.id, date, time: '19:30', party: 4, note: 'An anniversary: a quiet table, please.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      venue: { _id: grill.id, kind: 'restaurant', name: 'Castle Rock Grill', hotel: { slug: 'celtic-fortune-casino-resort', timeZone: 'Europe/London' } },
      date,
      time: '19:30',
      endTime: '20:00',
      party: 4,
      note: 'An anniversary: a quiet table, please.',
      staffNote: null,
      cancelledAt: null,
    });
    expect(res.body).not.toHaveProperty('treatment');
    expect(res.body.reference).toMatch(/^AUB-[0-9A-HJKMNP-TV-Z]{6}$/);
    const left = await slots(grill.id, { date, party: 1 });
    expect(left.body.find((s) => s.time === '19:30')!.available).toBe(grill.capacity - 4);
    expect(left.body.find((s) => s.time === '20:00')!.available).toBe(grill.capacity);
    expect(await countsAgree()).toBe(true);
  });

  it('answers 401 signed out', async () => {
    const grill = await venue('celtic-fortune-casino-resort', 'castle-rock-grill');
    const body = { venueId: grill.id, date: hotelDay(grill.timeZone, 10), time: '19:30', party: 2 };
    expect((await bookAs({}, body)).status).toBe(401);
    expect((await bookAs(bearer('not-a-token'), body)).status).toBe(401);
  });

  it.each([
    [{ time: '19:15' }, 400, 'A table cannot begin at 19:15 at Castle Rock Grill. Please choose one of the times offered.'],
    [{ time: '22:00' }, 400, 'A table cannot begin at 22:00 at Castle Rock Grill. Please choose one of the times offered.'],
    [{ time: '7pm' }, 400, 'The time must be written HH:MM'],
    [{ party: 11 }, 400, 'Party must be a whole number from 1 to 10'],
    [{ party: 1.5 }, 400, 'Party must be a whole number'],
    [{ date: 'tomorrow' }, 400, 'The date must be written YYYY-MM-DD'],
    [{ days: -1 }, 400, 'The date cannot be in the past'],
    [{ days: 200 }, 400, 'The date must be within 180 days from today'],
    [{ note: 'x'.repeat(501) }, 400, 'The note must be at most 500 characters'],
    [{ note: 'bell\u0007' }, 400, 'The note may not hold control characters'],
    [{ treatmentId: '00000000-0000-4000-8000-000000000000' }, 400, 'Only a spa takes a treatment'],
    [{ venueId: '00000000-0000-4000-8000-000000000000' }, 404, 'Venue not found'],
    [{ venueId: 'nope' }, 404, 'Venue not found'],
  ])('refuses %j with %i', async (change, status, message) => {
    const guest = await signUp();
    const grill = await venue('celtic-fortune-casino-resort', 'castle-rock-grill');
    const { days = 12, ...rest } = change as Record<string, unknown> & { days?: number };
    const res = await bookAs(guest.headers, { venueId: grill.id, date: hotelDay(grill.timeZone, days), time: '19:30', party: 2, ...rest });
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
  });

  it('refuses a closed day and a time already begun by the hotel’s clock', async () => {
    const guest = await signUp();
    const chalet = await venue('alpine-gold-casino-lodge', 'le-chalet');
    const tuesday = nextWeekday(hotelDay(chalet.timeZone, 1), 2);
    const closed = await bookAs(guest.headers, { venueId: chalet.id, date: tuesday, time: '19:00', party: 2 });
    expect(closed.status).toBe(400);
    expect(closed.body.error).toBe('Le Chalet is closed on Tuesdays');

    setClock('11:10:00'); // 19:10 in Singapore
    const jade = await venue('royal-palace-casino-resort', 'jade-pavilion');
    const today = hotelDay(jade.timeZone);
    const begun = await bookAs(guest.headers, { venueId: jade.id, date: today, time: '19:00', party: 2 });
    expect(begun.status).toBe(400);
    expect(begun.body.error).toBe('19:00 has already begun at Jade Pavilion. Please choose a later time.');
    expect((await bookAs(guest.headers, { venueId: jade.id, date: today, time: '19:30', party: 2 })).status).toBe(201);
  });

  it('fills a slot to its covers and no further: the next party is 409, a smaller one still fits', async () => {
    const oyster = await venue('celtic-fortune-casino-resort', 'thistle-and-oyster');
    expect(oyster).toMatchObject({ capacity: 20, maxParty: 6 });
    const date = nextWeekday(hotelDay(oyster.timeZone, 20), 5);
    for (let i = 0; i < 3; i++) expect((await bookAs((await signUp()).headers, { venueId: oyster.id, date, time: '20:00', party: 6 })).status).toBe(201);
    const full = await bookAs((await signUp()).headers, { venueId: oyster.id, date, time: '20:00', party: 3 });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ error: 'Sorry, that time is no longer available. Please choose another time.' });
    expect((await bookAs((await signUp()).headers, { venueId: oyster.id, date, time: '20:00', party: 2 })).status).toBe(201);
    const after = await slots(oyster.id, { date, party: 1 });
    expect(after.body.map((s) => s.time)).not.toContain('20:00');
    expect(after.body.find((s) => s.time === '20:30')!.available).toBe(20);
    expect(await countsAgree()).toBe(true);
  });

  it('holds a therapist in every slot a treatment spans: two 90-minute treatments fill a 2-therapist spa', async () => {
    const spa = await venue('celtic-fortune-casino-resort', 'heather-spa');
    expect(spa.capacity).toBe(2);
    const stone = await treatment(spa.id, 'Highland Hot Stone Massage');
    const facial = await treatment(spa.id, 'Heather and Honey Facial');
    const date = hotelDay(spa.timeZone, 30);
    const first = await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '10:00', party: 1, treatmentId: stone });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      time: '10:00',
      endTime: '11:30',
      treatment: { _id: stone, name: 'Highland Hot Stone Massage', durationMinutes: 90, price: 165, currency: 'GBP' },
    });
    expect((await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '10:30', party: 1, treatmentId: stone })).status).toBe(201);
    // 11:00 is held by both; 11:30 is free again.
    expect((await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '11:00', party: 1, treatmentId: facial })).status).toBe(409);
    expect((await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '10:00', party: 1, treatmentId: facial })).status).toBe(409);
    // A 60-minute facial: free for both therapists at 09:00, for one where it meets a single massage, never across 10:30-11:00.
    const free = await slots(spa.id, { date, party: 1, treatment: facial });
    expect(free.body.slice(0, 4)).toEqual([
      { time: '09:00', available: 2 },
      { time: '09:30', available: 1 },
      { time: '11:30', available: 1 },
      { time: '12:00', available: 2 },
    ]);
    expect((await slots(spa.id, { date, party: 2, treatment: facial })).body.map((s) => s.time).slice(0, 2)).toEqual(['09:00', '12:00']);
    expect((await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '12:00', party: 2, treatmentId: facial })).status).toBe(201);
    const late = await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '18:00', party: 1, treatmentId: stone });
    expect(late.status).toBe(400); // would end after 19:00
    expect((await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '12:00', party: 1 })).body.error).toBe('Please choose a treatment');
    expect(await countsAgree()).toBe(true);
  });
});

describe('a guest’s bookings', () => {
  it('lists the caller’s own, soonest first; someone else’s cannot be cancelled (404)', async () => {
    const [guest, other] = [await signUp(), await signUp()];
    const grill = await venue('celtic-fortune-casino-resort', 'castle-rock-grill');
    const spa = await venue('alpine-gold-casino-lodge', 'alpine-spring-spa');
    const later = await bookAs(guest.headers, { venueId: grill.id, date: hotelDay(grill.timeZone, 40), time: '12:30', party: 2 });
    const sooner = await bookAs(guest.headers, {
      venueId: spa.id,
      date: hotelDay(spa.timeZone, 35),
      time: '09:00',
      party: 1,
      treatmentId: await treatment(spa.id, 'Hay Bath'),
    });
    const sameDayEarlier = await bookAs(guest.headers, { venueId: grill.id, date: hotelDay(grill.timeZone, 40), time: '12:00', party: 2 });
    await bookAs(other.headers, { venueId: grill.id, date: hotelDay(grill.timeZone, 38), time: '12:00', party: 2 });
    const list = await call<Booking[]>(api, 'GET', '/bookings', { headers: guest.headers });
    expect(list.status).toBe(200);
    expect(list.body.map((b) => b._id)).toEqual([sooner.body._id, sameDayEarlier.body._id, later.body._id]);
    expect((await call(api, 'POST', `/bookings/${later.body._id}/cancel`, { headers: other.headers })).status).toBe(404);
    expect((await call(api, 'POST', '/bookings/nope/cancel', { headers: guest.headers })).status).toBe(404);
    expect((await call(api, 'GET', '/bookings')).status).toBe(401);
    expect((await call(api, 'POST', `/bookings/${later.body._id}/cancel`)).status).toBe(401);
  });

  it('cancels before the time begins and frees the covers at once; twice is a 409', async () => {
    const oyster = await venue('celtic-fortune-casino-resort', 'thistle-and-oyster');
    const date = nextWeekday(hotelDay(oyster.timeZone, 50), 6);
    const guests = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    const made = [];
    for (const guest of guests.slice(0, 3)) made.push(await bookAs(guest.headers, { venueId: oyster.id, date, time: '21:00', party: 6 }));
    expect((await bookAs(guests[3]!.headers, { venueId: oyster.id, date, time: '21:00', party: 6 })).status).toBe(409);
    const cancelled = await call<Booking>(api, 'POST', `/bookings/${made[0]!.body._id}/cancel`, { headers: guests[0]!.headers });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', staffNote: null });
    expect(cancelled.body.cancelledAt).toBe(clock().toISOString());
    expect((await slots(oyster.id, { date, party: 1 })).body.find((s) => s.time === '21:00')!.available).toBe(8);
    expect((await call(api, 'POST', `/bookings/${made[0]!.body._id}/cancel`, { headers: guests[0]!.headers })).status).toBe(409);
    expect((await bookAs(guests[3]!.headers, { venueId: oyster.id, date, time: '21:00', party: 6 })).status).toBe(201);
    expect(await countsAgree()).toBe(true);
  });

  it('cannot cancel once the time has begun by the hotel’s clock', async () => {
    setClock('06:00:00'); // 14:00 in Singapore
    const guest = await signUp();
    const jade = await venue('royal-palace-casino-resort', 'jade-pavilion');
    const today = hotelDay(jade.timeZone);
    const made = await bookAs(guest.headers, { venueId: jade.id, date: today, time: '19:00', party: 2 });
    expect(made.status).toBe(201);
    setClock('11:00:00'); // 19:00 there: begun
    const res = await call<{ error: string }>(api, 'POST', `/bookings/${made.body._id}/cancel`, { headers: guest.headers });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/already begun/);
  });
});

describe('the staff’s day sheet', () => {
  it('shows a venue’s day by time with party, guest and note to the concierge and admins only', async () => {
    const [guest, concierge, admin, editor] = [await signUp(), await signUp('concierge'), await signUp('admin'), await signUp('editor')];
    const grill = await venue('golden-dunes-casino-resort', 'al-majlis');
    const date = hotelDay(grill.timeZone, 60);
    const late = await bookAs(guest.headers, { venueId: grill.id, date, time: '21:00', party: 5, note: 'No nuts, please.' });
    const early = await bookAs(guest.headers, { venueId: grill.id, date, time: '12:30', party: 2 });
    const path = `/staff/bookings?venue=${grill.id}&date=${date}`;
    expect((await call(api, 'GET', path)).status).toBe(401);
    expect((await call(api, 'GET', path, { headers: guest.headers })).status).toBe(403);
    expect((await call(api, 'GET', path, { headers: editor.headers })).status).toBe(403);
    const sheet = await call<StaffBooking[]>(api, 'GET', path, { headers: concierge.headers });
    expect(sheet.status).toBe(200);
    expect(sheet.body.map((b) => b._id)).toEqual([early.body._id, late.body._id]);
    expect(sheet.body[1]).toMatchObject({ time: '21:00', party: 5, note: 'No nuts, please.', guest: { _id: guest.id, username: guest.username } });
    expect((await call(api, 'GET', path, { headers: admin.headers })).status).toBe(200);
    expect((await call(api, 'GET', `/staff/bookings?venue=${grill.id}`, { headers: admin.headers })).status).toBe(400);
    expect((await call(api, 'GET', `/staff/bookings?venue=${grill.id}&date=2027-02-30`, { headers: admin.headers })).status).toBe(400);
    expect((await call(api, 'GET', `/staff/bookings?date=${date}`, { headers: admin.headers })).status).toBe(400);
    expect((await call(api, 'GET', `/staff/bookings?venue=00000000-0000-4000-8000-000000000000&date=${date}`, { headers: admin.headers })).status).toBe(404);
  });

  it('cancels with a note the guest reads, audited in the same transaction; a guest cannot use it', async () => {
    const [guest, concierge] = [await signUp(), await signUp('concierge')];
    const spa = await venue('golden-dunes-casino-resort', 'dunes-hammam-and-spa');
    const made = await bookAs(guest.headers, {
      venueId: spa.id,
      date: hotelDay(spa.timeZone, 61),
      time: '15:00',
      party: 2,
      treatmentId: await treatment(spa.id, 'Royal Hammam Ritual'),
    });
    expect(made.status).toBe(201);
    const path = `/staff/bookings/${made.body._id}/cancel`;
    expect((await call(api, 'POST', path, { headers: guest.headers, body: {} })).status).toBe(403);
    expect((await call(api, 'POST', path, { headers: concierge.headers, body: { note: 'x'.repeat(1001) } })).status).toBe(400);
    const res = await call<StaffBooking>(api, 'POST', path, {
      headers: concierge.headers,
      body: { note: 'The hammam is closed for repairs that day; we are sorry.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', staffNote: 'The hammam is closed for repairs that day; we are sorry.' });
    const seen = await call<Booking[]>(api, 'GET', '/bookings', { headers: guest.headers });
    expect(seen.body[0]).toMatchObject({ status: 'cancelled', staffNote: 'The hammam is closed for repairs that day; we are sorry.' });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, made.body._id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'booking.cancelled', actorId: concierge.id, before: { status: 'confirmed' }, after: { status: 'cancelled' } });
    expect((await call(api, 'POST', path, { headers: concierge.headers })).status).toBe(409);
    expect((await call(api, 'POST', '/staff/bookings/00000000-0000-4000-8000-000000000000/cancel', { headers: concierge.headers })).status).toBe(404);
    expect(await countsAgree()).toBe(true);
  });
});

describe('the guest’s account', () => {
  it('carries the bookings in the data copy; deleting the account cancels those not begun and frees their covers', async () => {
    const guest = await signUp();
    const oyster = await venue('celtic-fortune-casino-resort', 'thistle-and-oyster');
    const date = nextWeekday(hotelDay(oyster.timeZone, 70), 3);
    const made = await bookAs(guest.headers, { venueId: oyster.id, date, time: '18:00', party: 6, note: 'Window, please.' });
    expect(made.status).toBe(201);
    const copy = await call<{ bookings: Booking[] }>(api, 'GET', '/account/export', { headers: guest.headers });
    expect(copy.body.bookings).toMatchObject([{ _id: made.body._id, reference: made.body.reference, note: 'Window, please.' }]);
    const deleted = await call(api, 'POST', '/account/delete', { headers: guest.headers, body: { password: 'velvet-rope-midnight-42', confirm: 'DELETE' } });
    expect(deleted.status).toBe(204);
    expect((await slots(oyster.id, { date, party: 1 })).body.find((s) => s.time === '18:00')!.available).toBe(20);
    const concierge = await signUp('concierge');
    const sheet = await call<StaffBooking[]>(api, 'GET', `/staff/bookings?venue=${oyster.id}&date=${date}`, { headers: concierge.headers });
    expect(sheet.body.find((b) => b._id === made.body._id)).toMatchObject({ status: 'cancelled', guest: null });
    expect(await countsAgree()).toBe(true);
  });
});
