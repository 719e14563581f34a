import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, openTestApi, signUpAs } from '~/api/testHelpers.server';
import { hotels, outbox, pointsEntries, reservations, roomNights, roomTypes, sessions, users } from '~/db/schema';
import { hashToken } from '~/accounts/sessions.server';
import { appendEntries, balanceOf, sumOfEntries } from '~/loyalty/ledger.server';
import type { HistoryLine } from './history';
import type { Reservation } from './reservation';
import type { ChangePreview } from './stayChange.server';
import { addDays, utcDay } from '~/domain/stay';

/** Changing a stay (issue 49): the quote, the change, its refusals, the history, the points. */
const { database, api } = await openTestApi();
const today = utcDay();
const db = database.db;

const guest = () => signUpAs(api, db, 'user', 'change');
const concierge = () => signUpAs(api, db, 'concierge');

async function room(hotelSlug: string, name: string) {
  const [row] = await db
    .select({ id: roomTypes.id, inventory: roomTypes.inventory, maxGuests: roomTypes.maxGuests, pointsPerNight: roomTypes.pointsPerNight })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, hotelSlug), eq(roomTypes.name, name)));
  return row!;
}

const days = (offset: number, nights: number) => ({ checkIn: addDays(today, offset), checkOut: addDays(today, offset + nights) });

async function request(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await call<Reservation & { error?: string }>(api, 'POST', '/reservations', { body: { guests: 2, ...body }, headers });
  expect(res.status, res.body.error).toBe(201);
  return res.body;
}

type Answer = { error?: string; details?: Record<string, string>; plan?: { totalMinor: number } };
const preview = (headers: Record<string, string>, id: string, body: Record<string, unknown>) =>
  call<ChangePreview & Answer>(api, 'PATCH', `/reservations/${id}?preview=1`, { body, headers });
const change = (headers: Record<string, string>, id: string, body: Record<string, unknown>) =>
  call<Reservation & Answer>(api, 'PATCH', `/reservations/${id}`, { body, headers });
const own = async (headers: Record<string, string>, id: string) => (await call<Reservation>(api, 'GET', `/reservations/${id}`, { headers })).body;

/** Rooms held on a night of a room type (0 without a row). */
async function held(roomTypeId: string, night: string): Promise<number> {
  const [row] = await db
    .select({ booked: roomNights.booked })
    .from(roomNights)
    .where(and(eq(roomNights.roomTypeId, roomTypeId), eq(roomNights.night, night)));
  return row?.booked ?? 0;
}

describe('PATCH /api/reservations/{id}?preview=1', () => {
  it('quotes the new stay beside the old one at today’s prices and changes nothing', async () => {
    const me = await guest();
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const made = await request(me.headers, { roomTypeId: alpine.id, ...days(60, 3) });
    const quoted = await preview(me.headers, made._id, days(61, 4));
    expect(quoted.status).toBe(200);
    expect(quoted.body.before).toMatchObject({ ...days(60, 3), nights: 3, totalMinor: made.totalMinor, ratePlan: 'flexible' });
    expect(quoted.body.after).toMatchObject({ ...days(61, 4), nights: 4, ratePlan: 'flexible', roomType: { _id: alpine.id, name: 'Alpine Room' } });
    expect(quoted.body.after.nightly.map((n) => n.date)).toEqual([61, 62, 63, 64].map((d) => addDays(today, d)));
    // The same plan today: the request page's own price for those dates.
    const flexible = await call<{ plans: { code: string; totalMinor: number }[]; roomType: { _id: string } }[]>(
      api,
      'GET',
      `/availability?checkIn=${addDays(today, 61)}&checkOut=${addDays(today, 65)}&guests=2&hotel=alpine-gold-casino-lodge`,
    );
    const now = flexible.body.find((a) => a.roomType._id === alpine.id)!.plans.find((p) => p.code === 'flexible')!.totalMinor;
    expect(quoted.body.after.totalMinor).toBe(now);
    expect(quoted.body.differenceMinor).toBe(now - made.totalMinor);
    expect(quoted.body).toMatchObject({ planChanged: false, reconfirm: false, pointsDifference: null });
    expect(await own(me.headers, made._id)).toMatchObject({ checkIn: made.checkIn, checkOut: made.checkOut, totalMinor: made.totalMinor });
    expect(await held(alpine.id, addDays(today, 64))).toBe(0);
  });

  it('refuses what the change would refuse: another guest’s stay, nothing to change, dates that make no stay, a room elsewhere, too many guests', async () => {
    const [me, other] = [await guest(), await guest()];
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const made = await request(me.headers, { roomTypeId: alpine.id, ...days(70, 2) });
    expect((await preview(other.headers, made._id, days(71, 2))).status).toBe(404);
    expect((await preview(me.headers, '00000000-0000-0000-0000-000000000000', days(71, 2))).status).toBe(404);
    const same = await preview(me.headers, made._id, { ...days(70, 2), guests: 2 });
    expect(same).toMatchObject({ status: 400, body: { error: expect.stringContaining('Nothing to change') } });
    const past = await preview(me.headers, made._id, { checkIn: addDays(today, -1) });
    expect(past).toMatchObject({ status: 400, body: { details: { checkIn: 'Check-in cannot be in the past' } } });
    const elsewhere = await room('nordic-star-casino-hotel', 'Aurora Room');
    expect(await preview(me.headers, made._id, { roomTypeId: elsewhere.id })).toMatchObject({
      status: 400,
      body: { details: { roomTypeId: expect.any(String) } },
    });
    expect(await preview(me.headers, made._id, { guests: alpine.maxGuests + 1 })).toMatchObject({
      status: 400,
      body: { details: { guests: expect.any(String) } },
    });
    expect((await preview(me.headers, made._id, { colour: 'red' })).status).toBe(400);
    expect((await call(api, 'PATCH', `/reservations/${made._id}?preview=1`, { body: days(71, 2) })).status).toBe(401);
  });
});

describe('PATCH /api/reservations/{id}', () => {
  it('moves the dates: the new nights held, the old ones given back, the new price stored, the history and a mail in the guest’s language', async () => {
    const me = await guest();
    await db.update(users).set({ language: 'fr' }).where(eq(users.id, me.id));
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const made = await request(me.headers, { roomTypeId: alpine.id, ...days(80, 3) });
    const quoted = await preview(me.headers, made._id, days(82, 3));
    const changed = await change(me.headers, made._id, { ...days(82, 3), expectedTotalMinor: quoted.body.after.totalMinor });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ...days(82, 3), status: 'requested', totalMinor: quoted.body.after.totalMinor, reference: made.reference });
    expect(changed.body.nightly).toEqual(quoted.body.after.nightly);
    expect(await held(alpine.id, addDays(today, 80))).toBe(0);
    expect(await held(alpine.id, addDays(today, 82))).toBe(1);
    expect(await held(alpine.id, addDays(today, 84))).toBe(1);
    expect(await held(alpine.id, addDays(today, 85))).toBe(0);

    const history = await call<HistoryLine[]>(api, 'GET', `/reservations/${made._id}/history`, { headers: me.headers });
    expect(history.status).toBe(200);
    expect(history.body.map((h) => [h.kind, h.by])).toEqual([
      ['requested', 'guest'],
      ['changed', 'guest'],
    ]);
    expect(history.body[1]).toMatchObject({
      before: { checkIn: made.checkIn, totalMinor: made.totalMinor },
      after: { ...days(82, 3), status: 'requested' },
      byName: null,
    });
    const other = await guest();
    expect((await call(api, 'GET', `/reservations/${made._id}/history`, { headers: other.headers })).status).toBe(404);

    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'reservation-changed'), sql`${outbox.subject} like ${`%${made.reference}%`}`));
    expect(mail?.subject).toContain('modifié');
    expect(mail?.text).toContain(`/fr/reservations/${made._id}`);
  });

  it('a confirmed stay that changes goes back to the concierge, who confirms it again', async () => {
    const [me, staff] = [await guest(), await concierge()];
    const suite = await room('alpine-gold-casino-lodge', 'Lake View Junior Suite');
    const made = await request(me.headers, { roomTypeId: suite.id, ...days(90, 2) });
    expect((await call(api, 'POST', `/reservations/${made._id}/confirm`, { body: { note: 'Welcome' }, headers: staff.headers })).status).toBe(200);
    const quoted = await preview(me.headers, made._id, { guests: 3 });
    expect(quoted.body.reconfirm).toBe(true);
    const changed = await change(me.headers, made._id, { guests: 3 });
    expect(changed.body).toMatchObject({ status: 'requested', guests: 3 });
    expect((await call(api, 'POST', `/reservations/${made._id}/confirm`, { headers: staff.headers })).status).toBe(200);
    const history = await call<HistoryLine[]>(api, 'GET', `/reservations/${made._id}/history`, { headers: me.headers });
    expect(history.body.map((h) => `${h.kind}:${h.before?.status ?? '-'}>${h.after.status}`)).toEqual([
      'requested:->requested',
      'confirmed:requested>confirmed',
      'changed:confirmed>requested',
      'confirmed:requested>confirmed',
    ]);
  });

  it('never takes a room that is not free, and extends a stay on the last room it already holds', async () => {
    const [me, rival] = [await guest(), await guest()];
    const penthouse = await room('alpine-gold-casino-lodge', 'Piz Nair Penthouse');
    expect(penthouse.inventory).toBe(1);
    const mine = await request(me.headers, { roomTypeId: penthouse.id, ...days(100, 3) });
    await request(rival.headers, { roomTypeId: penthouse.id, ...days(104, 2) });
    // One night later: the three nights it holds stay its own, the fourth is free.
    const later = await change(me.headers, mine._id, days(101, 3));
    expect(later.status).toBe(200);
    expect(await held(penthouse.id, addDays(today, 100))).toBe(0);
    expect(await held(penthouse.id, addDays(today, 103))).toBe(1);
    // Into the rival's nights: refused, the stay untouched.
    const refused = await change(me.headers, mine._id, days(101, 4));
    expect(refused).toMatchObject({ status: 409, body: { error: expect.stringContaining('no longer available') } });
    expect((await preview(me.headers, mine._id, days(101, 4))).status).toBe(409);
    expect(await own(me.headers, mine._id)).toMatchObject({ ...days(101, 3), status: 'requested', totalMinor: later.body.totalMinor });
    expect(await held(penthouse.id, addDays(today, 101))).toBe(1);
    expect(await held(penthouse.id, addDays(today, 104))).toBe(1);
  });

  it('moves to another room type of the hotel, its nights taken and the old room’s given back', async () => {
    const me = await guest();
    const [alpine, family] = [await room('alpine-gold-casino-lodge', 'Alpine Room'), await room('alpine-gold-casino-lodge', 'Engadin Family Suite')];
    const made = await request(me.headers, { roomTypeId: alpine.id, ...days(110, 2) });
    const changed = await change(me.headers, made._id, { roomTypeId: family.id, guests: 4 });
    expect(changed.body).toMatchObject({ roomType: { _id: family.id, name: 'Engadin Family Suite' }, guests: 4, ...days(110, 2) });
    expect(await held(alpine.id, addDays(today, 110))).toBe(0);
    expect(await held(family.id, addDays(today, 111))).toBe(1);
  });

  it('a non-refundable stay keeps its dates (409, said why) but changes its room or party', async () => {
    const me = await guest();
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const made = await request(me.headers, { roomTypeId: alpine.id, ...days(120, 3), ratePlan: 'advance' });
    expect(made.refundable).toBe(false);
    const moved = await change(me.headers, made._id, days(121, 3));
    expect(moved).toMatchObject({ status: 409, body: { error: expect.stringContaining('non-refundable') } });
    const fewer = await change(me.headers, made._id, { guests: 1 });
    expect(fewer.body).toMatchObject({ status: 'requested', guests: 1, ratePlan: 'advance', refundable: false });
  });

  it('keeps a member price a member price, and an offer that no longer applies gives way to Flexible, said so', async () => {
    const me = await guest();
    const riviera = await room('mediterranean-grand-casino-spa', 'Riviera Room');
    const member = await request(me.headers, { roomTypeId: riviera.id, ...days(130, 2), ratePlan: 'member' });
    const moved = await change(me.headers, member._id, days(131, 2));
    expect(moved.body).toMatchObject({ ratePlan: 'member' });
    const prices = await call<{ roomType: { _id: string }; plans: { code: string; totalMinor: number }[] }[]>(
      api,
      'GET',
      `/availability?checkIn=${addDays(today, 131)}&checkOut=${addDays(today, 133)}&guests=2&hotel=mediterranean-grand-casino-spa`,
      { headers: me.headers },
    );
    expect(moved.body.totalMinor).toBe(prices.body.find((a) => a.roomType._id === riviera.id)!.plans.find((p) => p.code === 'member')!.totalMinor);

    const long = await request(me.headers, { roomTypeId: riviera.id, ...days(140, 5), ratePlan: 'long-stay' });
    const shorter = await preview(me.headers, long._id, days(140, 3));
    expect(shorter.body).toMatchObject({ planChanged: true, after: { ratePlan: 'flexible', nights: 3 } });
    const applied = await change(me.headers, long._id, { ...days(140, 3), expectedTotalMinor: shorter.body.after.totalMinor });
    expect(applied.body).toMatchObject({ ratePlan: 'flexible', offer: null, nights: 3 });
  });

  it('never changes the price silently: a total other than the one shown is refused with the new one', async () => {
    const me = await guest();
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const made = await request(me.headers, { roomTypeId: alpine.id, ...days(150, 2) });
    const quoted = await preview(me.headers, made._id, days(150, 3));
    const refused = await change(me.headers, made._id, { ...days(150, 3), expectedTotalMinor: quoted.body.after.totalMinor - 1 });
    expect(refused).toMatchObject({ status: 409, body: { plan: { totalMinor: quoted.body.after.totalMinor } } });
    expect(await own(me.headers, made._id)).toMatchObject(days(150, 2));
  });

  it('refuses a cancelled stay and one whose check-in has come', async () => {
    const me = await guest();
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const made = await request(me.headers, { roomTypeId: alpine.id, ...days(160, 2) });
    await call(api, 'POST', `/reservations/${made._id}/cancel`, { headers: me.headers });
    expect(await change(me.headers, made._id, days(161, 2))).toMatchObject({ status: 409, body: { error: expect.stringContaining('cancelled') } });
    const today0 = await request(me.headers, { roomTypeId: alpine.id, checkIn: today, checkOut: addDays(today, 2) });
    expect(await change(me.headers, today0._id, { guests: 1 })).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('before the day of check-in') },
    });
  });
});

describe('an award stay changed', () => {
  async function member(points: number) {
    const me = await guest();
    if (points) await db.transaction((tx) => appendEntries(tx, [{ userId: me.id, kind: 'adjust', points, reason: 'adjustment' }]));
    return me;
  }
  const entries = async (userId: string, reservationId: string) =>
    (
      await db
        .select({ kind: pointsEntries.kind, points: pointsEntries.points, reason: pointsEntries.reason })
        .from(pointsEntries)
        .where(and(eq(pointsEntries.userId, userId), eq(pointsEntries.reservationId, reservationId)))
        .orderBy(pointsEntries.id)
    ).map((e) => `${e.kind} ${e.points} ${e.reason}`);

  it('is repriced in points: the difference held when it costs more, released when less; a confirmed one’s points held again', async () => {
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const night = alpine.pointsPerNight!;
    const me = await member(night * 10);
    const made = await request(me.headers, { roomTypeId: alpine.id, ...days(170, 2), ratePlan: 'points' });
    expect(await balanceOf(db, me.id)).toBe(night * 8);

    const longer = await preview(me.headers, made._id, days(170, 3));
    expect(longer.body).toMatchObject({ pointsDifference: night, after: { points: night * 3, ratePlan: 'points' } });
    expect((await change(me.headers, made._id, { ...days(170, 3), expectedPoints: night * 3 })).body).toMatchObject({ awardPoints: night * 3 });
    expect(await balanceOf(db, me.id)).toBe(night * 7);
    expect((await change(me.headers, made._id, days(170, 1))).body).toMatchObject({ awardPoints: night });
    expect(await balanceOf(db, me.id)).toBe(night * 9);

    const staff = await concierge();
    await call(api, 'POST', `/reservations/${made._id}/confirm`, { headers: staff.headers });
    expect((await change(me.headers, made._id, days(170, 2))).body).toMatchObject({ awardPoints: night * 2, status: 'requested' });
    expect(await balanceOf(db, me.id)).toBe(night * 8);
    expect(await entries(me.id, made._id)).toEqual([
      `hold ${-night * 2} award_stay`,
      `hold ${-night} award_change`,
      `release ${night * 2} award_change`,
      `release ${night} award_stay`,
      `spend ${-night} award_stay`,
      `release ${night} award_change`,
      `hold ${-night * 2} award_stay`,
    ]);
    // Cancelled, every point comes back: the stay's entries sum to nothing.
    await call(api, 'POST', `/reservations/${made._id}/cancel`, { headers: me.headers });
    expect(await balanceOf(db, me.id)).toBe(night * 10);
    expect(await sumOfEntries(db, me.id)).toBe(night * 10);
  });

  it('spending more points wants a fresh proof of the member (401 stepUp once the session’s is older than the window); giving points back does not', async () => {
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const night = alpine.pointsPerNight!;
    const me = await member(night * 10);
    const made = await request(me.headers, { roomTypeId: alpine.id, ...days(190, 2), ratePlan: 'points' });
    await db
      .update(sessions)
      .set({ provedAt: sql`now() - make_interval(mins => 11)` })
      .where(eq(sessions.tokenHash, hashToken(me.token)));
    const longer = await change(me.headers, made._id, days(190, 3));
    expect(longer).toMatchObject({ status: 401, body: { stepUp: true } });
    expect(await own(me.headers, made._id)).toMatchObject({ ...days(190, 2), awardPoints: night * 2 });
    // The quote itself spends nothing, and a shorter stay gives points back: no proof asked.
    expect((await call(api, 'PATCH', `/reservations/${made._id}?preview=1`, { headers: me.headers, body: days(190, 3) })).status).toBe(200);
    expect((await change(me.headers, made._id, days(190, 1))).body).toMatchObject({ awardPoints: night });
    // With a fresh proof, the dearer change goes through.
    expect((await call(api, 'POST', '/auth/step-up', { headers: me.headers, body: { password: 'velvet-rope-midnight-42' } })).status).toBe(204);
    expect((await change(me.headers, made._id, days(190, 3))).body).toMatchObject({ awardPoints: night * 3 });
  });

  it('costing more than the balance is refused (409 "Not enough points"), the stay and its nights untouched', async () => {
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const night = alpine.pointsPerNight!;
    const me = await member(night * 2);
    const made = await request(me.headers, { roomTypeId: alpine.id, ...days(180, 2), ratePlan: 'points' });
    const refused = await change(me.headers, made._id, days(180, 3));
    expect(refused).toMatchObject({ status: 409, body: { error: 'Not enough points' } });
    expect(await own(me.headers, made._id)).toMatchObject({ ...days(180, 2), awardPoints: night * 2 });
    expect(await held(alpine.id, addDays(today, 182))).toBe(0);
    expect(await balanceOf(db, me.id)).toBe(0);
  });

  it('cannot move to a room without a points price', async () => {
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const suite = await room('alpine-gold-casino-lodge', 'Lake View Junior Suite');
    await db.update(roomTypes).set({ pointsPerNight: null }).where(eq(roomTypes.id, suite.id));
    try {
      const me = await member(alpine.pointsPerNight! * 2);
      const made = await request(me.headers, { roomTypeId: alpine.id, ...days(190, 2), ratePlan: 'points' });
      expect(await change(me.headers, made._id, { roomTypeId: suite.id })).toMatchObject({
        status: 409,
        body: { error: 'This room cannot be booked with points' },
      });
    } finally {
      await db.update(roomTypes).set({ pointsPerNight: suite.pointsPerNight }).where(eq(roomTypes.id, suite.id));
    }
  });
});

describe('after every change above', () => {
  it('each night’s count equals the requested and confirmed stays holding it, and every balance is the sum of its entries', async () => {
    const result = await db.execute<{ mismatches: number }>(sql`
      select count(*)::int as mismatches from room_nights n
      where n.booked <> (select count(*) from reservations r where r.room_type_id = n.room_type_id
        and r.status in ('requested', 'confirmed') and r.check_in <= n.night and r.check_out > n.night)`);
    expect((result as unknown as { rows: { mismatches: number }[] }).rows[0]!.mismatches).toBe(0);
    const balances = await db.execute<{ off: number }>(sql`
      select count(*)::int as off from points_balances b
      where b.balance <> (select coalesce(sum(points), 0) from points_entries e where e.user_id = b.user_id)`);
    expect((balances as unknown as { rows: { off: number }[] }).rows[0]!.off).toBe(0);
    // An award stay still holding nights holds exactly its points; a cancelled one none.
    const holds = await db.execute<{ off: number }>(sql`
      select count(*)::int as off from reservations r
      where r.award_points is not null and (select coalesce(sum(points), 0) from points_entries e where e.reservation_id = r.id)
        <> case when r.status in ('requested', 'confirmed') then -r.award_points else 0 end`);
    expect((holds as unknown as { rows: { off: number }[] }).rows[0]!.off).toBe(0);
    expect((await db.select().from(reservations)).length).toBeGreaterThan(10);
  });
});
