import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '~/accounts/users.server';
import type { User } from '~/accounts/user';
import { listAudit } from '~/audit/audit.server';
import type { DatabaseHandle } from '~/db/client.server';
import { hotels, offers } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import type { PriceFormAnswer } from '~/pricing/studio/priceForms';
import { addDays, utcDay } from '~/domain/stay';
import { formValuesOf, offerPageAction } from './offerForm.server';
import { findOfferForStudio } from './offers.write.server';

/** The offer's plain form (what a browser without scripts posts), straight to its action. */
let database: DatabaseHandle;
let editor: User;
let dubai: string;
let sanremo: string;
const today = utcDay();
beforeAll(async () => {
  database = await createTestDatabase();
  editor = (await upsertAccount(database.db, { username: 'Offer Editor', email: 'offers@example.com', password: 'editorial-passphrase-77', role: 'editor' }))
    .user;
  const idOf = async (slug: string) => (await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, slug)))[0]!.id;
  dubai = await idOf('golden-dunes-casino-resort');
  sanremo = await idOf('mediterranean-grand-casino-spa');
});
afterAll(() => database?.close());

const post = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return new Request('http://localhost/studio/offers/new', { method: 'POST', body });
};
const form = () => ({
  name: 'Desert Stars',
  slug: 'desert-stars',
  summary: 'Two nights under the desert sky.',
  description: 'A dune dinner and a late check-out.',
  inclusion: ['dinner_credit', 'late_checkout'],
  stayFrom: today,
  stayUntil: addDays(today, 120),
  minNights: '2',
  discountPct: '10',
  refundable: 'on',
  published: 'on',
  promoCode: '',
  promoStartsOn: '',
  promoEndsOn: '',
  promoMaxUses: '',
});

describe('the offer form', () => {
  it('refuses an offer without a hotel on the hotels field, and a reserved slug on its own, keeping what was typed', async () => {
    const result = (await offerPageAction(database.db, editor, post({ ...form(), slug: 'member' }), null)) as {
      data: PriceFormAnswer;
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    if (result.data.ok) throw new Error('expected a refusal');
    expect(result.data.errors).toEqual({
      slug: "Slug can't be flexible, advance, member, points: those name the built-in rate plans",
      hotels: 'Choose at least one hotel the offer applies to',
    });
    expect(result.data.values).toMatchObject({ name: 'Desert Stars', inclusions: 'dinner_credit,late_checkout' });
    expect(await database.db.select().from(offers).where(eq(offers.slug, 'member'))).toEqual([]);
  });

  it('takes each hotel’s supplement in its own currency and the code’s window as days; audited', async () => {
    const fields = {
      ...form(),
      hotel: [dubai, sanremo],
      [`supplement.${dubai}`]: '350',
      [`supplement.${sanremo}`]: '75.50',
      promoCode: 'stars-27',
      promoStartsOn: today,
      promoEndsOn: addDays(today, 9),
      promoMaxUses: '40',
    };
    const redirect = await offerPageAction(database.db, editor, post(fields), null).catch((thrown: Response) => thrown);
    expect(redirect).toBeInstanceOf(Response);
    const id = new URL((redirect as Response).headers.get('location')!, 'http://localhost').searchParams.get('created')!;
    const offer = (await findOfferForStudio(database.db, id))!;
    expect(offer).toMatchObject({ promoCode: 'STARS-27', promoMaxUses: 40, inclusions: ['dinner_credit', 'late_checkout'] });
    expect(Object.fromEntries(offer.hotels.map((h) => [h.hotelId, h.supplementMinor]))).toEqual({ [dubai]: 35_000, [sanremo]: 7_550 });
    expect(offer.promoStartsAt?.toISOString()).toBe(`${today}T00:00:00.000Z`);
    expect(offer.promoEndsAt?.toISOString()).toBe(`${addDays(today, 10)}T00:00:00.000Z`);
    expect(formValuesOf(offer)).toMatchObject({ promoEndsOn: addDays(today, 9), [`supplement.${sanremo}`]: '75.50' });
    expect((await listAudit(database.db, { entity: 'offer', entityId: id }))[0]).toMatchObject({ action: 'offer.create', actorName: 'Offer Editor' });

    const again = (await offerPageAction(database.db, editor, post({ ...fields, slug: 'desert-stars-2', [`supplement.${dubai}`]: '-1' }), null)) as {
      data: PriceFormAnswer;
    };
    expect(!again.data.ok && again.data.errors).toEqual({ [`supplement.${dubai}`]: "Supplement can't be negative" });
    const taken = (await offerPageAction(database.db, editor, post({ ...fields, slug: 'desert-stars-2' }), null)) as {
      data: PriceFormAnswer;
      init: { status: number };
    };
    expect(taken.init.status).toBe(409);
    expect(!taken.data.ok && taken.data.errors).toEqual({ promoCode: 'Another offer already has the promo code STARS-27' });
  });
});
