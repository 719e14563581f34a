import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, openTestApi, signUpGuests } from '~/api/testHelpers.server';
import { auditLog, hotels, reservations, roomTypes } from '~/db/schema';
import type { Reservation } from '~/reservations/reservation';
import { addDays, utcDay } from '~/domain/stay';
import { completeDueStays } from './completion.server';
import { DEFAULT_TIER_BONUS_PCT, pointsForStay } from './earning';
import { balanceOf, sumOfEntries } from './ledger.server';
import type { RewardsSummary } from './rewards.server';

/** Earning, the member's rewards and staff adjustments through the API (issue 32). */
const { database, api } = await openTestApi();
const today = utcDay();

async function alpineRoom() {
  const [row] = await database.db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, 'alpine-gold-casino-lodge'), eq(roomTypes.name, 'Alpine Room')));
  return row!.id;
}

async function person(role?: 'concierge' | 'editor') {
  const [account] = await signUpGuests(api, 1, role ?? 'member');
  if (role) await makeStaff(database.db, account!.userId, role);
  return { id: account!.userId, headers: bearer(account!.token) };
}

/** A confirmed Flexible stay of the member, `nights` long, moved to end `endsAgo` days ago (0: today). */
async function confirmedStay(member: { headers: Record<string, string> }, staff: Record<string, string>, offset: number, { nights = 2, endsAgo = 0 } = {}) {
  const asked = await call<Reservation>(api, 'POST', '/reservations', {
    body: { roomTypeId: await alpineRoom(), checkIn: addDays(today, offset), checkOut: addDays(today, offset + nights), guests: 2 },
    headers: member.headers,
  });
  expect(asked.status).toBe(201);
  expect((await call(api, 'POST', `/reservations/${asked.body._id}/confirm`, { body: {}, headers: staff })).status).toBe(200);
  if (endsAgo !== null) {
    await database.db
      .update(reservations)
      .set({ checkIn: addDays(today, -endsAgo - nights), checkOut: addDays(today, -endsAgo) })
      .where(eq(reservations.id, asked.body._id));
  }
  return asked.body;
}

const CHF_PER_EURO = 0.93;
const rewards = (headers: Record<string, string>, query = '') => call<RewardsSummary & { error?: string }>(api, 'GET', `/account/rewards${query}`, { headers });

describe('earning points', () => {
  it('a confirmed stay shows its points as pending, earns them when the concierge completes it after check-out, and only once', async () => {
    const member = await person();
    const staff = (await person('concierge')).headers;
    const stay = await confirmedStay(member, staff, 10);
    const expected = pointsForStay(stay.roomTotalMinor, 'CHF', CHF_PER_EURO, DEFAULT_TIER_BONUS_PCT.ivory);
    expect(expected).toBe(Math.floor(((stay.roomTotalMinor / 100) * 10) / CHF_PER_EURO));
    expect((await rewards(member.headers)).body.points).toEqual({ balance: 0, pending: expected });

    expect((await call(api, 'POST', `/reservations/${stay._id}/complete`, { headers: member.headers })).status).toBe(403);
    const done = await call<{ pointsEarned: number }>(api, 'POST', `/reservations/${stay._id}/complete`, { headers: staff });
    expect([done.status, done.body.pointsEarned]).toEqual([200, expected]);
    const again = await call<{ error: string }>(api, 'POST', `/reservations/${stay._id}/complete`, { headers: staff });
    expect([again.status, again.body.error]).toEqual([409, 'This stay is already completed']);
    expect(await completeDueStays(database.db, today)).toBe(0);

    const after = await rewards(member.headers);
    expect(after.body.points).toEqual({ balance: expected, pending: 0 });
    expect(after.body.entries).toMatchObject([{ kind: 'earn', points: expected, reason: 'stay', reservation: { _id: stay._id, reference: stay.reference } }]);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, stay._id)).orderBy(desc(auditLog.at)).limit(1);
    expect(audit!.action).toBe('reservation.completed');
  });

  it('refuses a stay before its check-out day or not confirmed; cancelled and declined stays earn nothing', async () => {
    const member = await person();
    const staff = (await person('concierge')).headers;
    const future = await call<Reservation>(api, 'POST', '/reservations', {
      body: { roomTypeId: await alpineRoom(), checkIn: addDays(today, 50), checkOut: addDays(today, 52), guests: 2 },
      headers: member.headers,
    });
    const early = await call<{ error: string }>(api, 'POST', `/reservations/${future.body._id}/complete`, { headers: staff });
    expect([early.status, early.body.error]).toEqual([409, 'Only a confirmed stay can be completed']);
    await call(api, 'POST', `/reservations/${future.body._id}/confirm`, { body: {}, headers: staff });
    const tooEarly = await call<{ error: string }>(api, 'POST', `/reservations/${future.body._id}/complete`, { headers: staff });
    expect([tooEarly.status, tooEarly.body.error]).toEqual([409, 'A stay can be completed from its check-out day']);
    await call(api, 'POST', `/reservations/${future.body._id}/cancel`, { headers: member.headers });
    expect((await rewards(member.headers)).body.points).toEqual({ balance: 0, pending: 0 });
    expect((await call(api, 'POST', `/reservations/${future.body._id}/complete`, { headers: staff })).status).toBe(409);
    expect((await call(api, 'POST', '/reservations/00000000-0000-0000-0000-000000000000/complete', { headers: staff })).status).toBe(404);
  });

  it('the daily job completes every confirmed stay whose check-out has come, idempotently, with the tier bonus', async () => {
    const member = await person();
    const staff = (await person('concierge')).headers;
    // Ten confirmed nights this year make the member Gold.
    const stays = [];
    for (let i = 0; i < 5; i++) stays.push(await confirmedStay(member, staff, 100 + i * 3, { nights: 2, endsAgo: 0 }));
    await database.db
      .update(reservations)
      .set({ checkIn: `${today.slice(0, 4)}-01-02`, checkOut: `${today.slice(0, 4)}-01-04` })
      .where(eq(reservations.userId, member.id));
    const completed = await completeDueStays(database.db, today, { batch: 2 });
    expect(completed).toBe(5);
    expect(await completeDueStays(database.db, today)).toBe(0);
    const expected = stays.reduce((sum, s) => sum + pointsForStay(s.roomTotalMinor, 'CHF', CHF_PER_EURO, DEFAULT_TIER_BONUS_PCT.gold), 0);
    expect(await balanceOf(database.db, member.id)).toBe(expected);
    expect(await sumOfEntries(database.db, member.id)).toBe(expected);
    const summary = (await rewards(member.headers)).body;
    expect(summary).toMatchObject({ tier: 'gold', nightsThisYear: 10, nextTier: 'sovereign', nightsToNext: 20 });
  });
});

describe('the member’s rewards', () => {
  it('answer 401 signed out and page the history newest first', async () => {
    expect((await rewards({})).status).toBe(401);
    const member = await person();
    const staff = (await person('concierge')).headers;
    for (let i = 1; i <= 5; i++)
      await call(api, 'POST', `/staff/members/${member.id}/points`, { body: { points: i * 100, reason: `Gesture ${i}` }, headers: staff });
    const first = await rewards(member.headers, '?limit=2');
    expect(first.body.entries.map((e) => [e.points, e.note])).toEqual([
      [500, 'Gesture 5'],
      [400, 'Gesture 4'],
    ]);
    const last = await rewards(member.headers, `?limit=2&before=${first.body.entries[1]!._id}`);
    expect(last.body.entries.map((e) => e.points)).toEqual([300, 200]);
    const end = await rewards(member.headers, `?limit=2&before=${last.body.nextBefore}`);
    expect([end.body.entries.map((e) => e.points), end.body.nextBefore]).toEqual([[100], null]);
    expect((await rewards(member.headers, '?limit=0')).status).toBe(400);
  });
});

describe('staff adjustments', () => {
  it('are for the concierge and admins, audited, need a reason, and never take a balance below zero', async () => {
    const member = await person();
    const staff = (await person('concierge')).headers;
    const editor = (await person('editor')).headers;
    const adjust = (headers: Record<string, string>, body: unknown, userId = member.id) =>
      call<{ balance: number; error: string }>(api, 'POST', `/staff/members/${userId}/points`, { body, headers });
    expect((await adjust(member.headers, { points: 100, reason: 'Mine' })).status).toBe(403);
    expect((await adjust(editor, { points: 100, reason: 'Mine' })).status).toBe(403);
    expect((await adjust(staff, { points: 100, reason: '  ' })).status).toBe(400);
    expect((await adjust(staff, { points: 0, reason: 'Nothing' })).status).toBe(400);
    expect((await adjust(staff, { points: 1.5, reason: 'Half' })).status).toBe(400);
    expect((await adjust(staff, { points: 100, reason: 'Who' }, '00000000-0000-0000-0000-000000000000')).status).toBe(404);
    const credited = await adjust(staff, { points: 2500, reason: 'Welcome gift for your anniversary' });
    expect([credited.status, credited.body.balance]).toEqual([201, 2500]);
    const refused = await adjust(staff, { points: -2501, reason: 'Too much' });
    expect([refused.status, refused.body.error]).toEqual([409, 'This adjustment would take the member’s balance below zero']);
    expect((await adjust(staff, { points: -500, reason: 'Correction of a double credit' })).body.balance).toBe(2000);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, 'points.adjust')))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(audit!.after).toMatchObject({ points: -500, balance: 2000, reason: 'Correction of a double credit' });
    expect((await rewards(member.headers)).body.entries[1]).toMatchObject({
      kind: 'adjust',
      points: 2500,
      reason: 'adjustment',
      note: 'Welcome gift for your anniversary',
    });
  });
});

describe('the programme’s totals', () => {
  it('are for admins: points outstanding and held, earned, spent and adjusted this month', async () => {
    const admin = await person();
    await makeStaff(database.db, admin.id, 'admin');
    const concierge = (await person('concierge')).headers;
    expect((await call(api, 'GET', '/admin/points', { headers: concierge })).status).toBe(403);
    const before = await call<{ outstanding: number; held: number; month: { earned: number; spent: number; adjusted: number } }>(api, 'GET', '/admin/points', {
      headers: admin.headers,
    });
    expect(before.status).toBe(200);
    const member = await person();
    await call(api, 'POST', `/staff/members/${member.id}/points`, { body: { points: 700, reason: 'Gesture' }, headers: concierge });
    const after = await call<typeof before.body>(api, 'GET', '/admin/points', { headers: admin.headers });
    expect(after.body.outstanding - before.body.outstanding).toBe(700);
    expect(after.body.month.adjusted - before.body.month.adjusted).toBe(700);
    expect(after.body.month.earned).toBe(before.body.month.earned);
  });
});
