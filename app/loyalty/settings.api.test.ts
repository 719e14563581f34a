import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, openTestApi, signUpGuests } from '~/api/testHelpers.server';
import { auditLog, hotels, loyaltySettings, reservations, roomTypes } from '~/db/schema';
import type { Reservation } from '~/reservations/reservation';
import { addDays, utcDay } from '~/domain/stay';
import { DEFAULT_TIER_BONUS_PCT, pointsForStay } from './earning';
import { checkBonuses, tierBonusesOf } from './settings.server';

/** The tier bonus admins set (issue 32): checked on the server, audited, and what a completed stay earns. */
const { database, api } = await openTestApi();
const today = utcDay();

async function person(role?: 'concierge' | 'admin') {
  const [account] = await signUpGuests(api, 1, role ?? 'member');
  if (role) await makeStaff(database.db, account!.userId, role);
  return { id: account!.userId, headers: bearer(account!.token) };
}

const put = (headers: Record<string, string>, body: unknown) =>
  call<{ error?: string; details?: Record<string, string> }>(api, 'PUT', '/admin/points/bonus', { body, headers });

describe('the tier bonus', () => {
  it('checks whole percentages from 0 to 200, typed or sent', () => {
    expect(checkBonuses({ goldBonusPct: ' 30 ', sovereignBonusPct: 0 })).toEqual({ ok: true, value: { goldBonusPct: 30, sovereignBonusPct: 0 } });
    for (const bad of ['', '-1', '201', '12.5', 'x', 1.5, NaN, null]) {
      const checked = checkBonuses({ goldBonusPct: bad, sovereignBonusPct: '200' });
      expect(checked.ok ? null : checked.errors, String(bad)).toEqual({ goldBonusPct: 'Gold bonus must be a whole percentage from 0 to 200' });
    }
  });

  it('is for admins only, refuses a bad body with 400 by field, saves and audits a good one', async () => {
    const admin = await person('admin');
    const concierge = await person('concierge');
    expect((await put({}, { goldBonusPct: 30, sovereignBonusPct: 60 })).status).toBe(401);
    expect((await put(concierge.headers, { goldBonusPct: 30, sovereignBonusPct: 60 })).status).toBe(403);
    const bad = await put(admin.headers, { goldBonusPct: '30', sovereignBonusPct: 250 });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({
      goldBonusPct: 'Gold bonus must be a whole percentage from 0 to 200',
      sovereignBonusPct: 'Sovereign bonus must be a whole percentage from 0 to 200',
    });
    expect(await tierBonusesOf(database.db)).toEqual(DEFAULT_TIER_BONUS_PCT);
    const saved = await put(admin.headers, { goldBonusPct: 100, sovereignBonusPct: 150 });
    expect([saved.status, saved.body]).toEqual([200, { goldBonusPct: 100, sovereignBonusPct: 150 }]);
    expect(await tierBonusesOf(database.db)).toEqual({ ivory: 0, gold: 100, sovereign: 150 });
    const totals = await call<{ bonus: unknown }>(api, 'GET', '/admin/points', { headers: admin.headers });
    expect(totals.body.bonus).toEqual({ goldBonusPct: 100, sovereignBonusPct: 150 });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'points.settings')).orderBy(desc(auditLog.at)).limit(1);
    expect(audit).toMatchObject({ before: { goldBonusPct: 25, sovereignBonusPct: 50 }, after: { goldBonusPct: 100, sovereignBonusPct: 150 } });
    // The database refuses what the server would, whoever writes.
    await expect(database.db.update(loyaltySettings).set({ goldBonusPct: 201 })).rejects.toThrow();
    await expect(database.db.insert(loyaltySettings).values({ id: false })).rejects.toThrow();
  });

  it('is what a Gold member’s completed stay earns, pending and credited', async () => {
    const admin = await person('admin');
    const concierge = await person('concierge');
    const member = await person();
    expect((await put(admin.headers, { goldBonusPct: 100, sovereignBonusPct: 150 })).status).toBe(200);
    const [room] = await database.db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
      .where(and(eq(hotels.slug, 'alpine-gold-casino-lodge'), eq(roomTypes.name, 'Alpine Room')));
    const asked = await call<Reservation>(api, 'POST', '/reservations', {
      body: { roomTypeId: room!.id, checkIn: addDays(today, 30), checkOut: addDays(today, 40), guests: 2 },
      headers: member.headers,
    });
    expect(asked.status).toBe(201);
    expect((await call(api, 'POST', `/reservations/${asked.body._id}/confirm`, { body: {}, headers: concierge.headers })).status).toBe(200);
    // Ten confirmed nights this year: Gold. The stay moved to end today, so it can be completed.
    const year = today.slice(0, 4);
    const checkIn = addDays(today, -10) >= `${year}-01-01` ? addDays(today, -10) : `${year}-01-01`;
    await database.db.update(reservations).set({ checkIn, checkOut: today }).where(eq(reservations.id, asked.body._id));
    const expected = pointsForStay(asked.body.roomTotalMinor, 'CHF', 0.93, 100);
    expect(expected).toBe(2 * pointsForStay(asked.body.roomTotalMinor, 'CHF', 0.93, 0));
    const pending = await call<{ tier: string; points: { pending: number } }>(api, 'GET', '/account/rewards', { headers: member.headers });
    expect([pending.body.tier, pending.body.points.pending]).toEqual(['gold', expected]);
    const done = await call<{ pointsEarned: number }>(api, 'POST', `/reservations/${asked.body._id}/complete`, { headers: concierge.headers });
    expect([done.status, done.body.pointsEarned]).toEqual([200, expected]);
  });
});
