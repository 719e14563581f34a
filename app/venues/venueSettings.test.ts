import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, venueSlots } from '~/db/schema';
import { addDays } from '~/domain/stay';
import { book, cancelBooking } from './bookings.server';
import { isoWeekday } from '~/domain/hotelClock';
import { freeSlots } from './slots.server';
import { findVenue } from './venues.server';
import { updateVenueHours, updateVenueTexts } from './venueSettings.server';
import { removeSitting, saveSitting } from './venueSittings.server';
import { venuePageAction, type VenuePageAnswer } from './venueSettingsAction.server';
import { openVenueSettingsTest } from './venueSettingsTestKit.server';

/** An editor changes a restaurant's sittings, days, slot length and texts, and the venue page's forms (a spa's treatments: venueTreatments.test.ts). */
const { db, now, editor, concierge, guest, venueOf, sittingOf, contentVersion, grill, day, weekday } = await openVenueSettingsTest();

// A party of 4 at the grill at 21:30 in twelve days.
const late = await book(db, guest, { venueId: grill.id, date: day, time: '21:30', party: 4 }, now);
if (!late.ok) throw new Error(late.error);
const dinner = await sittingOf(grill.id, 'Dinner');
const dinnerHours = (opens: string, closes: string, by: typeof editor | typeof concierge = editor) =>
  saveSitting(db, by, grill.hotelId, grill.id, dinner.id, { name: 'Dinner', opens, closes }, now);

describe('an editor changes a restaurant’s sittings', () => {
  it('refuses hours that leave a booking from today on outside them (409, the booking named)', async () => {
    expect(await dinnerHours('18:00', '21:30')).toMatchObject({
      ok: false,
      status: 409,
      error: `A booking at 21:30 on ${weekday} ${day} (until 22:00) would no longer fit the hours: it must begin on the 30-minute grid from a sitting's opening and end by its close.`,
    });
    expect(await sittingOf(grill.id, 'Dinner')).toMatchObject({ opens: '18:00:00', closes: '22:00:00' });
  });

  it('refuses hours that move the grid off a booking’s start (409)', async () => {
    expect(await dinnerHours('18:15', '22:00')).toMatchObject({ ok: false, status: 409, error: expect.stringContaining(`21:30 on ${weekday} ${day}`) });
  });

  it('refuses bad hours and overlaps (400, per field), a concierge (403) and another hotel’s venue (404)', async () => {
    expect(await dinnerHours('19:00', '18:30')).toMatchObject({ status: 400, errors: { closes: 'Closes must be after it opens (19:00)' } });
    expect(await dinnerHours('7pm', '')).toMatchObject({
      status: 400,
      errors: { opens: 'Opens must be a time written HH:MM', closes: 'Closes must be a time written HH:MM' },
    });
    expect(await dinnerHours('14:00', '22:00')).toMatchObject({ status: 400, errors: { opens: 'The hours overlap Lunch (12:00–14:30).' } });
    expect(await saveSitting(db, editor, grill.hotelId, grill.id, null, { name: '', opens: '23:00', closes: '23:30' }, now)).toMatchObject({
      status: 400,
      errors: { name: 'Name is required' },
    });
    expect(await dinnerHours('17:00', '22:30', concierge)).toMatchObject({ status: 403 });
    const other = await venueOf('jade-pavilion', 'royal-palace-casino-resort');
    expect(await saveSitting(db, editor, other.hotelId, grill.id, dinner.id, { name: 'Dinner', opens: '17:00', closes: '22:30' }, now)).toMatchObject({
      status: 404,
    });
    expect(await saveSitting(db, editor, grill.hotelId, grill.id, 'nope', { name: 'Dinner', opens: '17:00', closes: '22:30' }, now)).toMatchObject({
      status: 404,
    });
  });

  it('widens dinner: the guest’s times follow, the content version moves, the change is audited', async () => {
    const version = await contentVersion();
    expect(await dinnerHours('17:00', '22:30')).toMatchObject({ ok: true, value: { name: 'Dinner', opens: '17:00', closes: '22:30' } });
    expect(await contentVersion()).toBeGreaterThan(version);
    const times = await freeSlots(db, grill.id, { date: addDays(day, 1), party: 2 }, now);
    expect(times.ok && times.value.map((s) => s.time)).toEqual(expect.arrayContaining(['17:00', '22:00']));
    expect(times.ok && times.value.map((s) => s.time)).not.toContain('22:30');
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, grill.id), eq(auditLog.action, 'venue.sitting.update')));
    expect(entry).toMatchObject({
      actorName: 'venuesettings',
      before: { name: 'Dinner', opens: '18:00', closes: '22:00' },
      after: { name: 'Dinner', opens: '17:00', closes: '22:30' },
    });
  });

  it('adds and removes a sitting; a sitting holding a booking stays', async () => {
    const added = await saveSitting(db, editor, grill.hotelId, grill.id, null, { name: 'Supper', opens: '23:00', closes: '23:45' }, now);
    expect(added).toMatchObject({ ok: true, value: { name: 'Supper' } });
    const times = await freeSlots(db, grill.id, { date: addDays(day, 1), party: 2 }, now);
    expect(times.ok && times.value.map((s) => s.time)).toContain('23:00');
    expect(await removeSitting(db, editor, grill.hotelId, grill.id, added.ok ? added.value.id : '', now)).toMatchObject({ ok: true });
    expect(await removeSitting(db, editor, grill.hotelId, grill.id, dinner.id, now)).toMatchObject({ status: 409, error: expect.stringContaining(day) });
    const audited = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, grill.id));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['venue.sitting.create', 'venue.sitting.delete']));
  });
});

describe('an editor changes the closed days and the slot length', () => {
  const otherDay = addDays(day, 1);
  const otherWeekday = String(isoWeekday(otherDay));
  const hours = (slotMinutes: string, closedWeekdays: string[], venue = grill) =>
    updateVenueHours(db, editor, venue.hotelId, venue.id, { slotMinutes, closedWeekdays }, now);

  it('refuses to close the weekday of a booking from today on (409, the day named)', async () => {
    expect(await hours('30', [String(isoWeekday(day))])).toMatchObject({
      status: 409,
      error: `A booking at 21:30 on ${weekday} ${day} stands: the venue can't close on ${weekday}s while it does.`,
    });
  });

  it('closes another weekday: the guest sees no times that day', async () => {
    expect(await hours('30', [otherWeekday])).toMatchObject({ ok: true });
    expect(await freeSlots(db, grill.id, { date: otherDay, party: 2 }, now)).toEqual({ ok: true, value: [] });
    expect(await hours('30', [])).toMatchObject({ ok: true });
  });

  it('refuses a new slot length while a booking from today on stands, and bad lengths (400)', async () => {
    expect(await hours('15', [])).toMatchObject({ status: 409, errors: { slotMinutes: expect.stringContaining(`21:30 on ${weekday} ${day}`) } });
    expect(await hours('25', [])).toMatchObject({ status: 400, errors: { slotMinutes: expect.stringContaining('divides the day') } });
    expect(await hours('30', ['8'])).toMatchObject({ status: 400, errors: { closedWeekdays: expect.any(String) } });
    expect(await hours('30', ['1', '2', '3', '4', '5', '6', '7'])).toMatchObject({ status: 400 });
  });

  it('changes the slot length of a venue with no booking ahead: the old grid’s empty rows go, the guest’s times follow', async () => {
    const oyster = await venueOf('thistle-and-oyster');
    const made = await book(db, guest, { venueId: oyster.id, date: otherDay, time: '19:00', party: 2 }, now);
    if (!made.ok) throw new Error(made.error);
    expect((await cancelBooking(db, made.value._id, { by: guest }, now)).ok).toBe(true);
    expect(await hours('15', ['1'], oyster)).toMatchObject({ ok: true });
    expect(await db.select().from(venueSlots).where(eq(venueSlots.venueId, oyster.id))).toEqual([]);
    const times = await freeSlots(db, oyster.id, { date: otherDay, party: 2 }, now);
    expect(times.ok && times.value.map((s) => s.time).slice(0, 3)).toEqual(isoWeekday(otherDay) === 1 ? [] : ['17:30', '17:45', '18:00']);
  });
});

describe('an editor changes the texts', () => {
  it('saves name, cuisine and description; a spa keeps no cuisine; empty or long fields are a 400', async () => {
    const texts = { name: 'Castle Rock Grill', cuisine: 'Modern Scottish', description: 'Angus beef and langoustines under the castle.' };
    expect(await updateVenueTexts(db, editor, grill.hotelId, grill.id, texts)).toMatchObject({ ok: true });
    expect(await findVenue(db, grill.id)).toMatchObject({ cuisine: 'Modern Scottish', description: texts.description });
    expect(await updateVenueTexts(db, editor, grill.hotelId, grill.id, { ...texts, cuisine: ' ', description: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      error: 'Please correct the 2 fields marked below.',
      errors: { cuisine: 'Cuisine is required', description: 'Description must be at most 2000 characters' },
    });
    const spa = await venueOf('heather-spa');
    expect(await updateVenueTexts(db, editor, spa.hotelId, spa.id, { ...texts, name: 'The Heather Spa' })).toMatchObject({ ok: true });
    expect(await findVenue(db, spa.id)).toMatchObject({ cuisine: null });
    expect(await updateVenueTexts(db, concierge, grill.hotelId, grill.id, texts)).toMatchObject({ status: 403 });
  });
});

describe('the venue page’s forms', () => {
  const post = (fields: Record<string, string | string[]>, by: typeof editor | typeof concierge = editor) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    return venuePageAction(
      db,
      by as never,
      new Request('http://localhost/studio', { method: 'POST', body }),
      grill.hotelId,
      grill.id,
      now,
    ) as unknown as Promise<{
      data: VenuePageAnswer;
      init: { status: number } | null;
    }>;
  };

  it('answers a refused sitting in place with the values typed, and a saved one with its hours', async () => {
    const refused = await post({ intent: 'sitting', sittingId: dinner.id, name: 'Dinner', opens: '18:00', closes: '21:00' });
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toMatchObject({
      ok: false,
      target: `sitting-${dinner.id}`,
      values: { opens: '18:00', closes: '21:00' },
      errors: { closes: expect.any(String) },
    });
    const saved = await post({ intent: 'sitting', sittingId: dinner.id, name: 'Dinner', opens: '17:30', closes: '22:30' });
    expect(saved.data).toEqual({ ok: true, target: `sitting-${dinner.id}`, message: 'Saved Dinner (17:30–22:30).' });
  });

  it('reads the ticked weekdays, and refuses a concierge and an unknown intent', async () => {
    const closed = await post({ intent: 'hours', slotMinutes: '30', closedWeekdays: ['2', String(isoWeekday(day))] });
    expect(closed.init?.status).toBe(409);
    expect(closed.data).toMatchObject({ target: 'hours', values: { slotMinutes: '30', closedWeekdays: `2,${isoWeekday(day)}` } });
    expect((await post({ intent: 'texts', name: 'x', cuisine: 'y', description: 'z' }, concierge)).init?.status).toBe(403);
    expect((await post({ intent: 'explode' })).init?.status).toBe(400);
  });
});
