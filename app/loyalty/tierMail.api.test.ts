import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, openTestApi, signUpGuests } from '~/api/testHelpers.server';
import { hotels, outbox, reservations, roomTypes, tierMails, users } from '~/db/schema';
import type { Reservation } from '~/reservations/reservation';
import { addDays, utcDay } from '~/domain/stay';
import { lateCheckoutTiers } from './benefits.server';
import { tellTierReached } from './tierMail.server';

/** The mail of a tier reached (issue 32): on the confirmation that reaches it, in the member's language, once per tier and year. */
const { database, api } = await openTestApi();
const today = utcDay();
const year = today.slice(0, 4);

async function person(role?: 'concierge', language?: 'fr' | 'de') {
  const [account] = await signUpGuests(api, 1, role ?? 'tier');
  if (role) await makeStaff(database.db, account!.userId, role);
  if (language) await database.db.update(users).set({ language }).where(eq(users.id, account!.userId));
  const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, account!.userId));
  return { id: account!.userId, email: row!.email, headers: bearer(account!.token) };
}

async function alpineRoom() {
  const [row] = await database.db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, 'alpine-gold-casino-lodge'), eq(roomTypes.name, 'Alpine Room')));
  return row!.id;
}

let offset = 20;
/** A stay of `nights` requested, moved into January of this year (the tier's year), then confirmed by the concierge. */
async function confirmStay(member: { headers: Record<string, string> }, staff: Record<string, string>, nights: number) {
  offset += nights + 1;
  const asked = await call<Reservation>(api, 'POST', '/reservations', {
    body: { roomTypeId: await alpineRoom(), checkIn: addDays(today, offset), checkOut: addDays(today, offset + nights), guests: 2 },
    headers: member.headers,
  });
  expect(asked.status).toBe(201);
  await database.db
    .update(reservations)
    .set({ checkIn: `${year}-01-01`, checkOut: addDays(`${year}-01-01`, nights) })
    .where(eq(reservations.id, asked.body._id));
  expect((await call(api, 'POST', `/reservations/${asked.body._id}/confirm`, { body: {}, headers: staff })).status).toBe(200);
}

const tierMailsTo = (email: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, 'tier-reached')));

describe('the tier mail', () => {
  it('goes once when a confirmation reaches Gold, in the member’s language, and not again for more nights of Gold', async () => {
    const staff = (await person('concierge')).headers;
    const member = await person(undefined, 'fr');
    await confirmStay(member, staff, 8);
    expect(await tierMailsTo(member.email)).toEqual([]);
    await confirmStay(member, staff, 2);
    const [mail, ...more] = await tierMailsTo(member.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Vous avez atteint le niveau Or du Cercle Aurelia');
    expect(mail!.text).toContain(`Vos nuits confirmées en ${year} vous font accéder au niveau Or du Cercle Aurelia`);
    expect(mail!.text).toContain('• 25 % de points en plus sur chaque séjour effectué');
    expect(mail!.text).toContain('• Départ tardif à chaque séjour, organisé par la conciergerie');
    expect(mail!.text).toContain('/fr/rewards');
    await confirmStay(member, staff, 2);
    expect(await tierMailsTo(member.email)).toHaveLength(1);
    // Asked again (another process, a retry): nothing more.
    expect(await tellTierReached(database.db, member.id, year, { origin: 'http://localhost' })).toBeNull();
    expect(await tierMailsTo(member.email)).toHaveLength(1);
  });

  it('is sent once when two processes tell it at the same time', async () => {
    const staff = (await person('concierge')).headers;
    const member = await person();
    await confirmStay(member, staff, 9);
    // One more night, as if the stay had been extended: the member is now Gold, and nothing has told them yet.
    await database.db
      .update(reservations)
      .set({ nights: 10, checkOut: addDays(`${year}-01-01`, 10) })
      .where(eq(reservations.userId, member.id));
    const told = await Promise.all(Array.from({ length: 5 }, () => tellTierReached(database.db, member.id, year, { origin: 'http://localhost' })));
    expect(told.filter((t) => t === 'gold')).toHaveLength(1);
    const mails = await tierMailsTo(member.email);
    expect(mails.map((m) => m.subject)).toEqual(['You have reached Gold in the Aurelia Circle']);
  });

  it('reaching Sovereign at once tells Sovereign only, and records Gold as reached', async () => {
    const staff = (await person('concierge')).headers;
    const member = await person(undefined, 'de');
    await confirmStay(member, staff, 30);
    const mails = await tierMailsTo(member.email);
    expect(mails.map((m) => m.subject)).toEqual(['Sie haben den Status Souverän im Aurelia Circle erreicht']);
    expect(mails[0]!.text).toContain('• 50 % mehr Punkte für jeden abgeschlossenen Aufenthalt');
    const recorded = await database.db.select({ tier: tierMails.tier }).from(tierMails).where(eq(tierMails.userId, member.id));
    expect(recorded.map((r) => r.tier).sort()).toEqual(['gold', 'sovereign']);
  });
});

describe('the late check-out the concierge sees', () => {
  it('marks the stays of Gold and Sovereign members of the stay’s year, not an Ivory member’s', async () => {
    const staff = (await person('concierge')).headers;
    const gold = await person();
    const ivory = await person();
    await confirmStay(gold, staff, 10);
    await confirmStay(ivory, staff, 3);
    const stays = await database.db
      .select({ id: reservations.id, userId: reservations.userId })
      .from(reservations)
      .where(inArray(reservations.userId, [gold.id, ivory.id]));
    const tiers = await lateCheckoutTiers(
      database.db,
      stays.map((s) => s.id),
    );
    expect(stays.map((s) => tiers[s.id] ?? null)).toEqual(stays.map((s) => (s.userId === gold.id ? 'gold' : null)));
    expect(await lateCheckoutTiers(database.db, [])).toEqual({});
  });
});
