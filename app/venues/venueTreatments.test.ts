import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, spaTreatments } from '~/db/schema';
import { addDays } from '~/domain/stay';
import { book, cancelBooking } from './bookings.server';
import { freeSlots } from './slots.server';
import { findVenue } from './venues.server';
import { updateVenueHours } from './venueSettings.server';
import { removeTreatment, saveTreatment } from './venueTreatments.server';
import { openVenueSettingsTest } from './venueSettingsTestKit.server';

/** An editor changes a spa's treatments, and the slot length they must fit (a restaurant's settings: venueSettings.test.ts). */
const { db, now, editor, guest, venueOf, treatmentOf, grill, day, weekday } = await openVenueSettingsTest();

describe('an editor changes a spa’s treatments', () => {
  it('keeps a treatment booked from today on; its new length applies to new bookings only', async () => {
    const spa = await venueOf('heather-spa');
    const stone = await treatmentOf(spa.id, 'Highland Hot Stone Massage');
    const made = await book(db, guest, { venueId: spa.id, date: day, time: '10:00', party: 1, treatmentId: stone.id }, now);
    if (!made.ok) throw new Error(made.error);
    expect(await removeTreatment(db, editor, spa.hotelId, spa.id, stone.id, now)).toMatchObject({
      status: 409,
      error: `The Highland Hot Stone Massage is booked at 10:00 on ${weekday} ${day}: it can't be removed while bookings from today on stand.`,
    });
    const longer = { name: 'Highland Hot Stone Massage', durationMinutes: '120', price: '190' };
    expect(await saveTreatment(db, editor, spa.hotelId, spa.id, stone.id, longer)).toMatchObject({ ok: true, value: { durationMinutes: 120, price: 190 } });
    expect((await db.select().from(bookings).where(eq(bookings.id, made.value._id)))[0]).toMatchObject({ endTime: '11:30:00' });
    const times = await freeSlots(db, spa.id, { date: addDays(day, 1), treatmentId: stone.id }, now);
    expect(times.ok && times.value.at(-1)?.time).toBe('17:00');
    // The spa's grid would leave it off a whole number of slots.
    expect(await updateVenueHours(db, editor, spa.hotelId, spa.id, { slotMinutes: '45', closedWeekdays: [] }, now)).toMatchObject({ status: 409 });
  });

  it('refuses bad treatments (400, per field) and treatments at a restaurant (404)', async () => {
    const spa = await venueOf('heather-spa');
    expect(await saveTreatment(db, editor, spa.hotelId, spa.id, null, { name: '', durationMinutes: '50', price: '-1' })).toMatchObject({
      status: 400,
      errors: {
        name: 'Name is required',
        durationMinutes: "The length must be a whole number of the spa's 30-minute slots",
        price: 'The price must be a whole number from 0 to 1000000',
      },
    });
    expect(await saveTreatment(db, editor, spa.hotelId, spa.id, null, { name: 'Long', durationMinutes: '510', price: '1' })).toMatchObject({
      errors: { durationMinutes: 'The length must be a whole number of minutes from 15 to 480' },
    });
    expect(await saveTreatment(db, editor, grill.hotelId, grill.id, null, { name: 'Massage', durationMinutes: '60', price: '1' })).toMatchObject({
      status: 404,
    });
  });

  it('adds a treatment the guest can book, deletes one never booked, withdraws one with only cancelled bookings', async () => {
    const spa = await venueOf('heather-spa');
    const added = await saveTreatment(db, editor, spa.hotelId, spa.id, null, { name: 'Sauna Ritual', durationMinutes: '30', price: '45' });
    expect(added).toMatchObject({ ok: true });
    const id = added.ok ? added.value.id : '';
    const times = await freeSlots(db, spa.id, { date: addDays(day, 2), treatmentId: id }, now);
    expect(times.ok && times.value.at(-1)?.time).toBe('18:30');
    expect(await removeTreatment(db, editor, spa.hotelId, spa.id, id, now)).toEqual({ ok: true, value: { name: 'Sauna Ritual', withdrawn: false } });
    expect(await db.select().from(spaTreatments).where(eq(spaTreatments.id, id))).toEqual([]);

    const wrap = await treatmentOf(spa.id, 'Hebridean Seaweed Wrap');
    const made = await book(db, guest, { venueId: spa.id, date: day, time: '14:00', party: 1, treatmentId: wrap.id }, now);
    if (!made.ok) throw new Error(made.error);
    expect((await cancelBooking(db, made.value._id, { by: guest }, now)).ok).toBe(true);
    expect(await removeTreatment(db, editor, spa.hotelId, spa.id, wrap.id, now)).toEqual({
      ok: true,
      value: { name: 'Hebridean Seaweed Wrap', withdrawn: true },
    });
    expect((await findVenue(db, spa.id))?.treatments?.map((t) => t.name)).not.toContain('Hebridean Seaweed Wrap');
    expect(await book(db, guest, { venueId: spa.id, date: day, time: '15:00', party: 1, treatmentId: wrap.id }, now)).toMatchObject({
      status: 400,
      field: 'treatment',
    });
    expect((await db.select().from(bookings).where(eq(bookings.id, made.value._id)))[0]).toMatchObject({ treatmentId: wrap.id });
    // Withdrawn is gone for the editors too.
    expect(await saveTreatment(db, editor, spa.hotelId, spa.id, wrap.id, { name: 'Wrap', durationMinutes: '60', price: '1' })).toMatchObject({ status: 404 });
    const actions = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, spa.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['venue.treatment.update', 'venue.treatment.create', 'venue.treatment.delete', 'venue.treatment.withdraw']),
    );
  });
});

describe('a spa’s new slot length', () => {
  it('must fit the treatments offered (409, the treatment named), never the withdrawn ones', async () => {
    const spa = await venueOf('heather-spa');
    const stone = await treatmentOf(spa.id, 'Highland Hot Stone Massage');
    const [held] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.treatmentId, stone.id), eq(bookings.status, 'confirmed')));
    expect((await cancelBooking(db, held!.id, { by: guest }, now)).ok).toBe(true);
    expect(await removeTreatment(db, editor, spa.hotelId, spa.id, stone.id, now)).toMatchObject({ ok: true, value: { withdrawn: true } });
    const ninety = (name: string) => saveTreatment(db, editor, spa.hotelId, spa.id, null, { name, durationMinutes: '90', price: '100' });
    expect(await ninety('Ninety')).toMatchObject({ ok: true });
    const slots90 = () => updateVenueHours(db, editor, spa.hotelId, spa.id, { slotMinutes: '90', closedWeekdays: [] }, now);
    expect(await slots90()).toMatchObject({
      status: 409,
      error: 'The Heather and Honey Facial lasts 60 minutes, which is not a whole number of 90-minute slots: change its length first.',
    });
    for (const name of ['Heather and Honey Facial', 'Deep Tissue Massage']) {
      expect(await removeTreatment(db, editor, spa.hotelId, spa.id, (await treatmentOf(spa.id, name)).id, now)).toMatchObject({ ok: true });
    }
    // Left: Ninety, and the withdrawn Hot Stone (120) and Seaweed Wrap (60), off the new grid.
    expect(await slots90()).toMatchObject({ ok: true });
    const times = await freeSlots(db, spa.id, { date: day, treatmentId: (await treatmentOf(spa.id, 'Ninety')).id }, now);
    expect(times.ok && times.value.map((t) => t.time)).toEqual(['09:00', '10:30', '12:00', '13:30', '15:00', '16:30']);
  });
});
