import { priceIn } from '~/domain/localFormat';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, newAccount, openTestApi } from '~/api/testHelpers.server';
import { hotels, roomTypes, users } from '~/db/schema';
import { listOutbox } from '~/mail/mailer.server';
import { stayCalendarEvent } from './calendarEvents.server';
import { accountLanguage } from './guestLanguage.server';
import { buildCalendar } from './ics';
import type { Reservation } from './reservation';
import { findOwnReservation, listOwnReservations } from './reservationQueries.server';
import { addDays, utcDay } from '~/domain/stay';

// A guest's mails and calendar files in their account's language (users.language, docs/decisions/0030).
const { database, api } = await openTestApi();
const { db } = database;

async function signUp(language?: 'fr' | 'ar') {
  const { body } = await call<{ token: string; user: { _id: string; email: string } }>(api, 'POST', '/auth/signup', { body: newAccount('guest') });
  if (language) await db.update(users).set({ language }).where(eq(users.id, body.user._id));
  return { ...body.user, headers: bearer(body.token) };
}

const [room] = await db
  .select({ id: roomTypes.id })
  .from(roomTypes)
  .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
  .where(and(eq(hotels.slug, 'alpine-gold-casino-lodge'), eq(roomTypes.name, 'Alpine Room')));

let offset = 200;
async function requestStay(guest: Awaited<ReturnType<typeof signUp>>) {
  const checkIn = addDays(utcDay(), (offset += 4));
  const res = await call<Reservation>(api, 'POST', '/reservations', {
    headers: guest.headers,
    body: { roomTypeId: room!.id, checkIn, checkOut: addDays(checkIn, 3), guests: 2 },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const mailsTo = async (email: string) => (await listOutbox(db, { to: email, limit: 20 })).reverse();
const frenchDay = (day: string) =>
  new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

describe('the reservation mails in the account’s language', () => {
  it('writes to a French account in French: subject, facts, dates and price as French writes them, the link to /fr', async () => {
    const guest = await signUp('fr');
    const reservation = await requestStay(guest);
    expect((await call(api, 'POST', `/reservations/${reservation._id}/cancel`, { headers: guest.headers })).status).toBe(200);
    const [requested, cancelled] = await mailsTo(guest.email);
    expect(requested!.subject).toBe(`Nous avons bien reçu votre demande ${reservation.reference} pour Alpine Gold Casino & Lodge`);
    for (const fact of [
      'Merci pour votre demande.',
      'Hôtel : Alpine Gold Casino & Lodge, Saint-Moritz',
      'Chambre : Chambre Alpine',
      `Dates : du ${frenchDay(reservation.checkIn)} au ${frenchDay(reservation.checkOut)} (3 nuits)`,
      'Personnes : 2 personnes',
      `Total : ${priceIn('fr', reservation.totalMinor / 100, 'CHF')}`,
      'Tarif : Flexible',
      `Annulation gratuite jusqu’au ${frenchDay(reservation.freeCancellationUntil!)}.`,
      `/fr/reservations/${reservation._id}`,
    ]) {
      expect(requested!.text).toContain(fact);
    }
    expect(requested!.html).toContain('Voir votre réservation');
    expect(requested!.text).not.toContain('Thank you');
    expect(requested!.text).not.toContain('Alpine Room');
    expect(cancelled!.subject).toBe(`Votre réservation ${reservation.reference} à Alpine Gold Casino & Lodge est annulée`);
  });

  it('writes to an account left in English as before', async () => {
    const guest = await signUp();
    const reservation = await requestStay(guest);
    const [mail] = await mailsTo(guest.email);
    expect(mail!.subject).toBe(`We have your request ${reservation.reference} for Alpine Gold Casino & Lodge`);
    expect(mail!.text).toContain(`/reservations/${reservation._id}`);
    expect(mail!.text).not.toContain('/fr/');
    expect(mail!.text).toContain('Hotel: Alpine Gold Casino & Lodge, St. Moritz');
    expect(mail!.text).toContain('Room: Alpine Room');
  });
});

describe('a guest’s stays in the page’s language', () => {
  it('names the room and the hotel’s place in French on a French page, in English for the API and English pages', async () => {
    const guest = await signUp('fr');
    const { _id } = await requestStay(guest);
    const [french] = await listOwnReservations(db, guest, 'fr');
    expect(french!.roomType).toEqual({ _id: room!.id, name: 'Chambre Alpine' });
    expect(french!.hotel).toMatchObject({ name: 'Alpine Gold Casino & Lodge', city: 'Saint-Moritz', country: 'Suisse' });
    expect(french!.hotel.english).toBeUndefined();
    expect((await findOwnReservation(db, guest, _id, 'fr'))!.roomType.name).toBe('Chambre Alpine');

    const [english] = await listOwnReservations(db, guest);
    expect(english!.roomType).toEqual({ _id: room!.id, name: 'Alpine Room' });
    expect(english!.hotel).toMatchObject({ city: 'St. Moritz', country: 'Switzerland' });
    const listed = await call<Reservation[]>(api, 'GET', '/reservations', { headers: guest.headers });
    expect(listed.body[0]!.roomType).toEqual({ _id: room!.id, name: 'Alpine Room' });
    expect(listed.body[0]!.hotel.city).toBe('St. Moritz');
  });

  it('keeps a text without its translation in English, listed in `english` for its lang="en"', async () => {
    const guest = await signUp('fr');
    const { _id } = await requestStay(guest);
    const [saved] = await db.select({ translations: roomTypes.translations }).from(roomTypes).where(eq(roomTypes.id, room!.id));
    const { name: _name, ...rest } = saved!.translations!.fr!;
    await db
      .update(roomTypes)
      .set({ translations: { ...saved!.translations, fr: rest } })
      .where(eq(roomTypes.id, room!.id));
    try {
      const french = await findOwnReservation(db, guest, _id, 'fr');
      expect(french!.roomType).toEqual({ _id: room!.id, name: 'Alpine Room', english: ['name'] });
    } finally {
      await db.update(roomTypes).set({ translations: saved!.translations }).where(eq(roomTypes.id, room!.id));
    }
  });
});

describe('the calendar file in the account’s language', () => {
  it('reads the account’s language and writes the stay’s event in it; English otherwise', async () => {
    const french = await signUp('fr');
    const english = await signUp();
    expect(await accountLanguage(db, french._id)).toBe('fr');
    expect(await accountLanguage(db, english._id)).toBe('en');
    expect(await accountLanguage(db, '00000000-0000-4000-8000-000000000000')).toBe('en');

    const { _id } = await requestStay(french);
    // As the calendar route reads it: in the account's language.
    const reservation = { ...(await findOwnReservation(db, french, _id, 'fr'))!, note: 'Suite au dernier étage.' };
    const unfold = (ics: string) => ics.replace(/\r\n /g, '');
    const fr = unfold(buildCalendar([stayCalendarEvent(reservation, { host: 'example.com', locale: 'fr' })]));
    expect(fr).toContain('SUMMARY:Séjour à Alpine Gold Casino & Lodge');
    expect(fr).toContain('LOCATION:Alpine Gold Casino & Lodge\\, Saint-Moritz\\, Suisse');
    expect(fr).toContain(
      `DESCRIPTION:Chambre Alpine\\, 2 personnes\\, 3 nuits.\\nRéférence ${reservation.reference}.\\nLe mot du concierge : Suite au dernier étage.`,
    );
    const inEnglish = { ...(await findOwnReservation(db, french, _id))!, note: 'Suite au dernier étage.' };
    const en = unfold(buildCalendar([stayCalendarEvent(inEnglish, { host: 'example.com', locale: 'en' })]));
    expect(en).toContain('LOCATION:Alpine Gold Casino & Lodge\\, St. Moritz\\, Switzerland');
    expect(en).toContain('SUMMARY:Stay at Alpine Gold Casino & Lodge');
    // Chinese writes the place from the country down, with its own comma (not escaped: iCalendar escapes ASCII commas only).
    const inChinese = (await findOwnReservation(db, french, _id, 'zh'))!;
    const zh = unfold(buildCalendar([stayCalendarEvent(inChinese, { host: 'example.com', locale: 'zh' })]));
    expect(zh).toContain('LOCATION:Alpine Gold Casino & Lodge，瑞士，圣莫里茨');
    expect(zh).toContain('DESCRIPTION:阿尔卑斯客房，');
    expect(en).toContain(
      `DESCRIPTION:Alpine Room\\, 2 guests\\, 3 nights.\\nReference ${reservation.reference}.\\nFrom the concierge: Suite au dernier étage.`,
    );
  });
});
