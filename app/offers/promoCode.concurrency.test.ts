import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, generousLimits, openTestApis, signUpGuests } from '~/api/testHelpers.server';
import { hotels, offers, reservations, roomTypes } from '~/db/schema';
import { loadContext } from '~/lib/loadContext.server';
import { SESSION_COOKIE } from '~/lib/personalRequest';
import { action as requestPageAction } from '~/reservations/RequestPage';
import { addDays, utcDay } from '~/domain/stay';

/**
 * An offer's promo code (issue 31): case-insensitive, inside its validity window, and its cap on
 * uses holds under parallel requests for the last use. On PostgreSQL through two API instances with
 * a pool each, as two processes on one database; on PGlite through the one instance it allows.
 */
const { database, apis } = await openTestApis();

async function guests(count: number): Promise<string[]> {
  return (await signUpGuests(apis[0]!, count, 'promo')).map((guest) => guest.token);
}

const today = utcDay();
const SLUG = 'gaming-weekend';

async function marinaRoom() {
  const [row] = await database.db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, 'royal-palace-casino-resort'), eq(roomTypes.name, 'Deluxe Marina Room')));
  return row!.id;
}

const stayOn = (roomTypeId: string, offset: number, promoCode?: string) => ({
  roomTypeId,
  checkIn: addDays(today, offset),
  checkOut: addDays(today, offset + 2),
  guests: 2,
  ratePlan: SLUG,
  ...(promoCode !== undefined && { promoCode }),
});

describe(`an offer's promo code (${process.env.DATABASE_URL ? 'PostgreSQL, two app instances' : 'PGlite'})`, () => {
  it('is asked for, matched without regard to case, and refused outside its window, each 400 naming promoCode', async () => {
    const room = await marinaRoom();
    const [token] = await guests(1);
    const ask = (body: object) =>
      call<{ error: string; details?: Record<string, string>; ratePlan?: string; promoCode?: string }>(apis[0]!, 'POST', '/reservations', {
        body,
        headers: bearer(token!),
      });
    for (const [code, error] of [
      [undefined, 'This offer is booked with a promo code: please enter it'],
      ['LOWROLLER', 'This promo code is not valid for this offer'],
    ] as const) {
      const refused = await ask(stayOn(room, 40, code));
      expect([refused.status, refused.body.error, refused.body.details]).toEqual([400, error, { promoCode: error }]);
    }
    const accepted = await ask(stayOn(room, 40, ' highRoller '));
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ ratePlan: SLUG, refundable: false, freeCancellationUntil: null });
    await database.db
      .update(offers)
      .set({ promoEndsAt: new Date(Date.now() - 1000) })
      .where(eq(offers.slug, SLUG));
    expect((await ask(stayOn(room, 44, 'HIGHROLLER'))).body.details).toEqual({ promoCode: 'This promo code has expired' });
    await database.db
      .update(offers)
      .set({ promoStartsAt: new Date(Date.now() + 86_400_000), promoEndsAt: null })
      .where(eq(offers.slug, SLUG));
    expect((await ask(stayOn(room, 44, 'HIGHROLLER'))).body.details).toEqual({ promoCode: 'This promo code is not valid yet' });
    await database.db.update(offers).set({ promoStartsAt: null }).where(eq(offers.slug, SLUG));
  });

  it('50 parallel requests for its last use: exactly one is accepted, the others are told it is used up, and no use is counted twice', async () => {
    const room = await marinaRoom();
    const [offer] = await database.db.select().from(offers).where(eq(offers.slug, SLUG));
    await database.db
      .update(offers)
      .set({ promoUses: offer!.promoMaxUses! - 1 })
      .where(eq(offers.id, offer!.id));
    const tokens = await guests(50);
    const answers = await Promise.all(
      tokens.map((token, i) =>
        call<{ details?: Record<string, string> }>(apis[i % apis.length]!, 'POST', '/reservations', {
          body: stayOn(room, 60 + (i % 10), i % 2 ? 'highroller' : 'HIGHROLLER'),
          headers: bearer(token),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    for (const a of answers.filter((x) => x.status === 400)) expect(a.body.details).toEqual({ promoCode: 'This promo code has been used up' });
    const [after] = await database.db.select({ uses: offers.promoUses, max: offers.promoMaxUses }).from(offers).where(eq(offers.id, offer!.id));
    expect(after!.uses).toBe(after!.max);
    const booked = await database.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.offerId, offer!.id), eq(reservations.roomTypeId, room)));
    // The one of the first test and the one of the fifty.
    expect(booked).toHaveLength(2);
  });

  it('is never dropped: a code the chosen plan does not take is a 400 naming promoCode, on the API and the request form, and nothing is stored', async () => {
    const room = await marinaRoom();
    const [token] = await guests(1);
    const stored = async () => (await database.db.select({ n: count() }).from(reservations))[0]!.n;
    const before = await stored();
    const error = 'This promo code is not valid for the rate you chose';
    // One that matches nothing, and another offer's own code, on the Flexible rate.
    for (const promoCode of ['NOSUCHCODE', 'HIGHROLLER']) {
      const refused = await call<{ error: string; details?: Record<string, string> }>(apis[0]!, 'POST', '/reservations', {
        body: { ...stayOn(room, 80), ratePlan: 'flexible', promoCode },
        headers: bearer(token!),
      });
      expect([refused.status, refused.body.error, refused.body.details]).toEqual([400, error, { promoCode: error }]);
    }
    expect(await stored()).toBe(before);

    // The request page's form, as a browser without JavaScript posts it: the guest is told why.
    const fields = { roomType: room, checkIn: addDays(today, 80), checkOut: addDays(today, 82), guests: '2', plan: 'flexible', promoCode: 'NOSUCHCODE' };
    const request = new Request('http://127.0.0.1:4173/reservations/new', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${SESSION_COOKIE}=${token}` },
      body: new URLSearchParams(fields),
    });
    const context = loadContext({ db: database.db, security: { limits: generousLimits, trustProxy: 0 }, clientAddress: '10.9.0.4' });
    const answer = (await requestPageAction({ request, context, params: {} } as never)) as unknown as {
      data: { problem: { key: string }; promoCode: string };
      init: ResponseInit | null;
    };
    expect([answer.init?.status, answer.data.problem.key, answer.data.promoCode]).toEqual([400, 'rates_promo_not_for_plan', 'NOSUCHCODE']);
    expect(await stored()).toBe(before);

    // No code, or only spaces, on a plan that takes none: the request goes through.
    const plain = await call(apis[0]!, 'POST', '/reservations', {
      body: { ...stayOn(room, 84), ratePlan: 'flexible', promoCode: '  ' },
      headers: bearer(token!),
    });
    expect(plain.status).toBe(201);
  });
});
