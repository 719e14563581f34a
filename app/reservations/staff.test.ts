import { giveSecondFactor } from '~/api/testHelpers.server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '~/accounts/sessions.server';
import type { DatabaseHandle } from '~/db/client.server';
import { SESSION_COOKIE } from '~/lib/personalRequest';
import { eq } from 'drizzle-orm';
import { auditLog, reservations, roomTypes, users } from '~/db/schema';
import { balanceOf } from '~/loyalty/ledger.server';
import { listOutbox } from '~/mail/mailer.server';
import { createTestDatabase } from '~/db/testDatabase.server';
import { findReservation } from './reservationQueries.server';
import { requestReservation } from './reservations.server';
import { decideFromForm, requireReservationsStaff, type DecisionActionData } from './staff.server';
import { STAFF_NOTE_MAX } from './staffNote';
import { addDays, utcDay } from '~/domain/stay';

let database: DatabaseHandle;
let guestId: string;
let roomTypeId: string;
let staff: { _id: string; username: string };
beforeAll(async () => {
  database = await createTestDatabase();
  const [guest] = await database.db.insert(users).values({ username: 'staffscreenguest', email: 'staff-screen-guest@example.com' }).returning();
  guestId = guest!.id;
  const [concierge] = await database.db
    .insert(users)
    .values({ username: 'staffscreendesk', email: 'staff-screen-desk@example.com', role: 'concierge' })
    .returning();
  staff = { _id: concierge!.id, username: concierge!.username };
  const [room] = await database.db.select({ id: roomTypes.id }).from(roomTypes).limit(1);
  roomTypeId = room!.id;
});
afterAll(() => database?.close());

let offset = 40;
async function newRequest() {
  const checkIn = addDays(utcDay(), (offset += 3));
  const outcome = await requestReservation(
    database.db,
    { _id: guestId },
    { roomTypeId, stay: { checkIn, checkOut: addDays(checkIn, 2), guests: 1, nights: 2 } },
  );
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
}

/** The staff screen's form POST, as a browser sends it. */
async function decide(fields: Record<string, string>) {
  const request = new Request('http://localhost/studio/reservations?status=requested', { method: 'POST', body: new URLSearchParams(fields) });
  const answer = (await decideFromForm(database.db, staff, request)) as unknown as { data: DecisionActionData; init: ResponseInit | null };
  return { status: answer.init?.status ?? 200, data: answer.data };
}

describe('the staff screen’s decision form', () => {
  it('confirms with the note as the guest will read it (line breaks as one character each)', async () => {
    const reservation = await newRequest();
    const note = `${'x'.repeat(STAFF_NOTE_MAX - 2)}\r\ny`;
    const answer = await decide({ id: reservation._id, intent: 'confirm', note });
    expect(answer).toEqual({ status: 200, data: { ok: true, id: reservation._id, message: `Reservation ${reservation.reference} confirmed` } });
    expect(await findReservation(database.db, reservation._id)).toMatchObject({ status: 'confirmed', note: `${'x'.repeat(STAFF_NOTE_MAX - 2)}\ny` });
    // The decision is audited under the member of staff, and the guest is mailed with the note.
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, reservation._id));
    expect(entry).toMatchObject({ action: 'reservation.confirmed', entity: 'reservation', actorId: staff._id, actorName: 'staffscreendesk' });
    const [mail] = await listOutbox(database.db, { to: 'staff-screen-guest@example.com', limit: 1 });
    expect(mail).toMatchObject({ kind: 'reservation-confirmed', subject: expect.stringContaining(reservation.reference) });
    expect(mail!.text).toContain(`http://localhost/reservations/${reservation._id}`);
  });

  it('declines without a note, and refuses a second answer with 409 in words', async () => {
    const reservation = await newRequest();
    expect((await decide({ id: reservation._id, intent: 'decline', note: '  ' })).data).toMatchObject({
      ok: true,
      message: `Reservation ${reservation.reference} declined`,
    });
    expect((await findReservation(database.db, reservation._id))?.note).toBeNull();
    const again = await decide({ id: reservation._id, intent: 'confirm', note: 'Sorry' });
    expect(again).toMatchObject({ status: 409, data: { ok: false, id: reservation._id, note: 'Sorry', intent: 'confirm' } });
    expect(again.data.ok === false && again.data.error).toMatch(/this one is declined/);
  });

  it('answers 400 for a missing intent, a long note or control characters, and 404 for an unknown id', async () => {
    const reservation = await newRequest();
    expect(await decide({ id: reservation._id, intent: 'delete' })).toMatchObject({ status: 400, data: { error: 'Please choose Confirm or Decline' } });
    expect(await decide({ id: reservation._id, intent: 'confirm', note: 'x'.repeat(STAFF_NOTE_MAX + 1) })).toMatchObject({ status: 400 });
    expect(await decide({ id: reservation._id, intent: 'confirm', note: 'bell\u0007' })).toMatchObject({ status: 400 });
    expect(await decide({ id: 'not-an-id', intent: 'confirm' })).toMatchObject({ status: 404, data: { error: 'Reservation not found' } });
    expect(await decide({ intent: 'confirm' })).toMatchObject({ status: 404 });
    expect((await findReservation(database.db, reservation._id))?.status).toBe('requested');
  });
});

describe('the staff screen’s complete form', () => {
  it('completes a confirmed stay after check-out, credits its points, and refuses it before or twice', async () => {
    const reservation = await newRequest();
    await decide({ id: reservation._id, intent: 'confirm' });
    expect(await decide({ id: reservation._id, intent: 'complete' })).toMatchObject({
      status: 409,
      data: { ok: false, error: 'A stay can be completed from its check-out day', intent: 'complete' },
    });
    await database.db
      .update(reservations)
      .set({ checkIn: addDays(utcDay(), -3), checkOut: addDays(utcDay(), -1) })
      .where(eq(reservations.id, reservation._id));
    const done = await decide({ id: reservation._id, intent: 'complete' });
    expect(done.status).toBe(200);
    expect(done.data.ok && done.data.message).toMatch(new RegExp(`^Reservation ${reservation.reference} completed: [\\d,]+ points credited$`));
    expect(await balanceOf(database.db, guestId)).toBeGreaterThan(0);
    expect(await decide({ id: reservation._id, intent: 'complete' })).toMatchObject({ status: 409, data: { error: 'This stay is already completed' } });
  });
});

describe('requireReservationsStaff', () => {
  it('sends a signed-out visitor to sign in and back to the same list', async () => {
    const thrown = await requireReservationsStaff(database.db, new Request('http://localhost/studio/reservations?status=confirmed')).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe(`/signin?redirectTo=${encodeURIComponent('/studio/reservations?status=confirmed')}`);
  });

  it('answers 403 to a signed-in guest, sends an admin without a second factor to set one up, then lets it through, from the session cookie', async () => {
    const asUser = async (userId: string, method: 'password' | 'passkey' = 'password') => {
      const { token } = await createSession(database.db, userId, null, { method });
      return requireReservationsStaff(database.db, new Request('http://localhost/studio/reservations', { headers: { cookie: `${SESSION_COOKIE}=${token}` } }));
    };
    const refused = await asUser(guestId).catch((e: unknown) => e);
    expect(refused).toMatchObject({ type: 'DataWithResponseInit', init: { status: 403 } });
    const [admin] = await database.db
      .insert(users)
      .values({ username: 'staffscreenadmin', email: 'staff-screen-admin@example.com', role: 'admin' })
      .returning();
    const unguarded = await asUser(admin!.id).catch((e: unknown) => e);
    expect(unguarded).toBeInstanceOf(Response);
    expect((unguarded as Response).headers.get('location')).toBe('/account#two-step');
    await giveSecondFactor(database.db, admin!.id);
    // A session of the password alone is sent to prove it (docs/decisions/0059); one signed in with the passkey acts.
    expect(((await asUser(admin!.id).catch((e: unknown) => e)) as Response).headers.get('location')).toBe('/account#two-step');
    expect(await asUser(admin!.id, 'passkey')).toMatchObject({ username: 'staffscreenadmin', role: 'admin' });
  });
});
