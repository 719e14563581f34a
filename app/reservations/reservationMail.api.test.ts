import { formatLongDate } from '~/lib/dates';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import { auditLog, hotels, roomTypes } from '~/db/schema';
import { formatPrice } from '~/domain/currency';
import { listOutbox } from '~/mail/mailer.server';
import type { Reservation } from './reservation';
import { requestReservation } from './reservations.server';
import { addDays, utcDay } from '~/domain/stay';

const { database, api } = await openTestApi();
const { db } = database;

async function signUp(role?: 'admin' | 'concierge' | 'editor') {
  const account = newAccount(role ?? 'guest');
  const { body } = await call<{ token: string; user: { _id: string; username: string; email: string } }>(api, 'POST', '/auth/signup', { body: account });
  if (role) await makeStaff(db, body.user._id, role);
  return { ...body.user, headers: bearer(body.token) };
}

const concierge = await signUp('concierge');
const [room] = await db
  .select({ id: roomTypes.id, name: roomTypes.name })
  .from(roomTypes)
  .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
  .where(and(eq(hotels.slug, 'alpine-gold-casino-lodge'), eq(roomTypes.name, 'Alpine Room')));

let offset = 60;
async function requestStay(guest: Awaited<ReturnType<typeof signUp>>) {
  const checkIn = addDays(utcDay(), (offset += 4));
  const res = await call<Reservation>(api, 'POST', '/reservations', {
    headers: guest.headers,
    body: { roomTypeId: room!.id, checkIn, checkOut: addDays(checkIn, 3), guests: 2 },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** The guest's mails, oldest first. */
const mailsTo = async (email: string) => (await listOutbox(db, { to: email, limit: 20 })).reverse();

describe('the mails to the guest', () => {
  it('tells of the request with the stay’s facts and that the concierge will confirm', async () => {
    const guest = await signUp();
    const reservation = await requestStay(guest);
    const [mail] = await mailsTo(guest.email);
    expect(mail).toMatchObject({
      to: guest.email.toLowerCase(),
      kind: 'reservation-requested',
      subject: `We have your request ${reservation.reference} for Alpine Gold Casino & Lodge`,
    });
    for (const fact of [
      reservation.reference,
      'Alpine Gold Casino & Lodge',
      'Alpine Room',
      '3 nights',
      '2 guests',
      'The concierge will confirm',
      `/reservations/${reservation._id}`,
    ]) {
      expect(mail!.text).toContain(fact);
    }
    // The total stored, with the Kurtaxe the hotel adds, and the plan's terms.
    expect(mail!.text).toContain(`Total: ${formatPrice(reservation.totalMinor / 100, 'Switzerland')}`);
    expect(mail!.text).toContain(`Of which taxes added to the price: ${formatPrice(reservation.taxes.addedMinor / 100, 'Switzerland')}`);
    expect(mail!.text).toContain('Rate: Flexible');
    expect(mail!.text).toContain(`Free cancellation until ${formatLongDate(reservation.freeCancellationUntil!)}.`);
    expect(mail!.html).toContain(reservation.reference);
  });

  it('tells of the confirmation and the refusal with the concierge’s note, and audits both decisions', async () => {
    const guest = await signUp();
    const confirmed = await requestStay(guest);
    const declined = await requestStay(guest);
    const decide = (id: string, decision: 'confirm' | 'decline', note: string) =>
      call(api, 'POST', `/reservations/${id}/${decision}`, { headers: concierge.headers, body: { note } });
    expect((await decide(confirmed._id, 'confirm', 'Your butler is Karim.')).status).toBe(200);
    expect((await decide(declined._id, 'decline', 'The lodge is closed that week.')).status).toBe(200);

    const mails = await mailsTo(guest.email);
    expect(mails.map((m) => m.kind)).toEqual(['reservation-requested', 'reservation-requested', 'reservation-confirmed', 'reservation-declined']);
    expect(mails[2]).toMatchObject({ subject: `Your stay ${confirmed.reference} at Alpine Gold Casino & Lodge is confirmed` });
    expect(mails[2]!.text).toContain('A note from the concierge: Your butler is Karim.');
    expect(mails[3]).toMatchObject({ subject: `Your request ${declined.reference} at Alpine Gold Casino & Lodge could not be confirmed` });
    expect(mails[3]!.text).toContain('A note from the concierge: The lodge is closed that week.');
    expect(mails[3]!.text).toContain(declined.reference);

    const entries = await db.select().from(auditLog).where(eq(auditLog.entity, 'reservation')).orderBy(asc(auditLog.at));
    const mine = entries.filter((e) => e.entityId === confirmed._id || e.entityId === declined._id);
    expect(mine.map((e) => [e.action, e.entityId, e.actorId])).toEqual([
      ['reservation.confirmed', confirmed._id, concierge._id],
      ['reservation.declined', declined._id, concierge._id],
    ]);
    expect(mine[0]).toMatchObject({ before: { status: 'requested' }, after: { status: 'confirmed', note: 'Your butler is Karim.' } });
    // A refused decision (409) is neither audited nor mailed.
    expect((await decide(confirmed._id, 'decline', 'Again')).status).toBe(409);
    expect(await mailsTo(guest.email)).toHaveLength(4);
    expect((await db.select().from(auditLog).where(eq(auditLog.entityId, confirmed._id))).length).toBe(1);
  });

  it('tells of the guest’s own cancellation, unaudited (not a staff write)', async () => {
    const guest = await signUp();
    const reservation = await requestStay(guest);
    expect((await call(api, 'POST', `/reservations/${reservation._id}/cancel`, { headers: guest.headers })).status).toBe(200);
    const mails = await mailsTo(guest.email);
    expect(mails.map((m) => m.kind)).toEqual(['reservation-requested', 'reservation-cancelled']);
    expect(mails[1]).toMatchObject({ subject: `Your reservation ${reservation.reference} at Alpine Gold Casino & Lodge is cancelled` });
    expect(mails[1]!.text).toContain(reservation.reference);
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, reservation._id))).toEqual([]);
  });

  it('never fails the request when the mail cannot be sent', async () => {
    const guest = await signUp();
    const checkIn = addDays(utcDay(), (offset += 4));
    const broken = {
      from: 'x@example.com',
      transport: {
        sendMail: () => {
          throw new Error('SMTP down');
        },
      },
    };
    const outcome = await requestReservation(
      db,
      { _id: guest._id },
      { roomTypeId: room!.id, stay: { checkIn, checkOut: addDays(checkIn, 1), guests: 1, nights: 1 } },
      { origin: 'http://localhost', mail: broken },
    );
    expect(outcome.ok).toBe(true);
  });
});
