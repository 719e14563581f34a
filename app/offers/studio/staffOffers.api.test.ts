import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import { listAudit } from '~/audit/audit.server';
import { hotels, offers } from '~/db/schema';
import { addDays, utcDay } from '~/domain/stay';

/** The editors' offers through the staff API, on the real database: rules by field, audit, the search following at once. */
const { database, api } = await openTestApi();
const tokens: Record<'user' | 'concierge' | 'editor' | 'admin', string> = { user: '', concierge: '', editor: '', admin: '' };
const SLUG = 'nordic-star-casino-hotel';
let hotelId: string;
const today = utcDay();

beforeAll(async () => {
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount(role) });
    if (role !== 'user') await makeStaff(database.db, body.user._id, role);
    tokens[role] = body.token;
  }
  hotelId = (await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, SLUG)))[0]!.id;
});

type Answer = Record<string, unknown> & { error: string; details?: Record<string, string>; _id: string };
const send = (method: string, path: string, token: string | null, body?: unknown) =>
  call<Answer>(api, method, path, { body, headers: token ? bearer(token) : {} });
const editor = (method: string, path: string, body?: unknown) => send(method, path, tokens.editor, body);
const contentVersion = async () =>
  Number(((await database.db.execute(sql`select version from content_state`)) as unknown as { rows: { version: string }[] }).rows[0]!.version);
const unknownId = '00000000-0000-4000-a000-000000000000';

const offer = () => ({
  slug: 'aurora-nights',
  name: 'Aurora Nights',
  summary: 'Three nights under the northern lights.',
  description: 'A guide, a sleigh and a late check-out.',
  translations: { fr: { name: 'Nuits d’aurore' } },
  inclusions: ['late_checkout', 'breakfast'],
  stayFrom: today,
  stayUntil: addDays(today, 200),
  minNights: 2,
  discountPct: 12,
  refundable: true,
  hotels: [{ hotelId, supplementMinor: 4500 }],
});

describe('who may change the offers', () => {
  it.each([
    ['GET', '/staff/offers'],
    ['POST', '/staff/offers'],
    ['GET', `/staff/offers/${unknownId}`],
    ['PATCH', `/staff/offers/${unknownId}`],
    ['DELETE', `/staff/offers/${unknownId}`],
  ])('%s %s: 401 signed out, 403 for a guest and the concierge', async (method, path) => {
    const body = method === 'POST' || method === 'PATCH' ? { name: 'x' } : undefined;
    expect((await send(method, path, null, body)).status).toBe(401);
    for (const role of ['user', 'concierge'] as const) expect((await send(method, path, tokens[role], body)).status).toBe(403);
  });
});

describe('offers', () => {
  it('creates an offer with its hotels and texts: the search sells it at once; audited', async () => {
    const version = await contentVersion();
    const created = await editor('POST', '/staff/offers', offer());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'aurora-nights',
      inclusions: ['late_checkout', 'breakfast'],
      published: true,
      promoCode: null,
      promoUses: 0,
      hotels: [{ hotelId, slug: SLUG, currency: 'USD', supplementMinor: 4500 }],
      translations: { fr: { name: 'Nuits d’aurore' } },
    });
    expect(await contentVersion()).toBeGreaterThan(version);
    const checkIn = addDays(today, 20);
    const found = await call<{ plans: { code: string; supplementMinor?: number }[] }[]>(
      api,
      'GET',
      `/availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=1&hotel=${SLUG}`,
    );
    expect(found.body[0]!.plans.map((p) => p.code)).toContain('aurora-nights');
    const [entry] = await listAudit(database.db, { entity: 'offer', entityId: created.body._id });
    expect(entry).toMatchObject({ action: 'offer.create', before: null, after: { slug: 'aurora-nights' } });
    expect((await editor('GET', `/staff/offers/${created.body._id}`)).body).toMatchObject({ name: 'Aurora Nights' });
  });

  it('refuses an offer without a hotel, a reserved or taken slug, a percentage outside 0-90, naming the field', async () => {
    const post = (changes: Record<string, unknown>) => editor('POST', '/staff/offers', { ...offer(), slug: 'fresh-offer', ...changes });
    const noHotel = await post({ hotels: [] });
    expect(noHotel.status).toBe(400);
    expect(noHotel.body.details).toEqual({ hotels: 'Choose at least one hotel the offer applies to' });
    expect((await post({ hotels: [{ hotelId: unknownId, supplementMinor: 0 }] })).body.details).toEqual({
      hotels: 'One of the hotels chosen does not exist (any more)',
    });
    for (const reserved of ['flexible', 'advance', 'member', 'points']) {
      const refused = await post({ slug: reserved });
      expect(refused.status).toBe(400);
      expect(refused.body.details?.slug).toMatch(/^Slug can't be flexible, advance, member, points/);
    }
    const taken = await post({ slug: 'spa-escape' });
    expect(taken.status).toBe(409);
    expect(taken.body.details).toEqual({ slug: 'Another offer already has the slug “spa-escape”' });
    expect((await post({ discountPct: 91 })).body.details).toEqual({ discountPct: 'Discount must be a whole percentage from 0 to 90' });
    expect((await post({ minNights: 31 })).body.details).toEqual({ minNights: 'Minimum nights must be a whole number from 1 to 30' });
    expect((await post({ hotels: [{ hotelId, supplementMinor: -1 }] })).body.details).toEqual({ 'hotels.0.supplementMinor': "Supplement can't be negative" });
    expect((await post({ stayUntil: addDays(today, -1) })).body.details).toEqual({ stayUntil: 'Last night must be on or after the first night' });
    expect(await database.db.select().from(offers).where(eq(offers.slug, 'fresh-offer'))).toEqual([]);
  });

  it('keeps promo codes upper-cased and unique, with a window and a cap never below the uses so far', async () => {
    const withCode = await editor('POST', '/staff/offers', {
      ...offer(),
      slug: 'vip-nights',
      promoCode: ' vip-2027 ',
      promoStartsAt: `${today}T00:00:00Z`,
      promoEndsAt: `${addDays(today, 30)}T00:00:00Z`,
      promoMaxUses: 5,
    });
    expect(withCode.status).toBe(201);
    expect(withCode.body).toMatchObject({ promoCode: 'VIP-2027', promoMaxUses: 5, promoUses: 0 });
    const duplicate = await editor('POST', '/staff/offers', { ...offer(), slug: 'vip-again', promoCode: 'Vip-2027' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details).toEqual({ promoCode: 'Another offer already has the promo code VIP-2027' });
    expect((await editor('POST', '/staff/offers', { ...offer(), slug: 'bad-code', promoCode: 'no spaces' })).body.details).toEqual({
      promoCode: 'Promo code must be 3 to 40 letters A-Z, digits and hyphens',
    });
    await database.db.update(offers).set({ promoUses: 3 }).where(eq(offers.id, withCode.body._id));
    const below = await editor('PATCH', `/staff/offers/${withCode.body._id}`, { promoMaxUses: 2 });
    expect(below.status).toBe(409);
    expect(below.body.details).toEqual({ promoMaxUses: "The code has been used 3 times: the cap can't be below 3" });
    const ended = await editor('PATCH', `/staff/offers/${withCode.body._id}`, { promoEndsAt: `${today}T00:00:00Z` });
    expect(ended.body.details).toEqual({ promoEndsAt: 'The code must end after it starts' });
  });

  it('gives a promo code to one offer only when editors race for it', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map((n) => editor('POST', '/staff/offers', { ...offer(), slug: `race-${n}`, promoCode: 'RACE-CODE' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body.details).toEqual({ promoCode: 'Another offer already has the promo code RACE-CODE' });
  });

  it('changes and deletes an offer; the patch keeps what it does not name; audited', async () => {
    const created = await editor('POST', '/staff/offers', { ...offer(), slug: 'short-lived' });
    const id = created.body._id;
    const changed = await editor('PATCH', `/staff/offers/${id}`, { discountPct: 20, published: false, hotels: [{ hotelId, supplementMinor: 0 }] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ discountPct: 20, published: false, name: 'Aurora Nights', hotels: [{ hotelId, supplementMinor: 0 }] });
    expect((await editor('PATCH', `/staff/offers/${id}`, { hotels: [] })).body.details).toEqual({ hotels: 'Choose at least one hotel the offer applies to' });
    expect((await editor('PATCH', `/staff/offers/${id}`, { slug: 'points' })).status).toBe(400);
    expect((await send('DELETE', `/staff/offers/${id}`, tokens.admin)).status).toBe(204);
    expect((await editor('GET', `/staff/offers/${id}`)).status).toBe(404);
    const actions = (await listAudit(database.db, { entity: 'offer', entityId: id })).map((e) => e.action);
    expect(actions).toEqual(['offer.delete', 'offer.update', 'offer.create']);
    const listed = await call<{ slug: string }[]>(api, 'GET', '/staff/offers', { headers: bearer(tokens.editor) });
    expect(listed.body.map((o) => o.slug)).toEqual(expect.arrayContaining(['spa-escape', 'aurora-nights']));
  });
});
