import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, createTestApi, generousLimits, newAccount, openTestApi } from '~/api/testHelpers.server';
import { contactMessages, hotels } from '~/db/schema';

const { database, api } = await openTestApi();

const valid = { name: 'Grace Hopper', email: 'grace@example.com', category: 'spa', subject: 'A massage', message: 'Two at six, please.' };
const send = (body: unknown, headers?: Record<string, string>) =>
  call<{ _id: string; createdAt: string; error: string }>(api, 'POST', '/contact', { body, headers });

describe('POST /api/contact', () => {
  it('stores the message with its category and answers 201 {_id, createdAt}', async () => {
    const res = await send({ ...valid, phone: '+44 20 7946 0321' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'createdAt']);
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body._id));
    expect(row).toMatchObject({ name: 'Grace Hopper', category: 'spa', subject: 'A massage', phone: '+44 20 7946 0321', hotelId: null, userId: null });
  });

  it.each(['reservation', 'spa', 'dining', 'events', 'feedback', 'other'])('accepts the category %s', async (category) => {
    expect((await send({ ...valid, category })).status).toBe(201);
  });

  it('links a reservation enquiry to its hotel and a signed-in sender to the account', async () => {
    const { body: session } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount() });
    const res = await send({ ...valid, category: 'reservation', hotel: 'alpine-gold-casino-lodge' }, bearer(session.token));
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body._id));
    const [hotel] = await database.db.select().from(hotels).where(eq(hotels.slug, 'alpine-gold-casino-lodge'));
    expect(row!.hotelId).toBe(hotel!.id);
    expect(row!.userId).toBe(session.user._id);
  });

  it.each([
    [{ ...valid, category: 'general' }, /Category must be one of/],
    [{ ...valid, category: undefined }, /Category/],
    [{ ...valid, name: '   ' }, 'Name is required'],
    [{ ...valid, email: 'nope' }, 'Enter a valid email'],
    [{ ...valid, subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    [{ ...valid, message: undefined }, 'Message is required'],
    [{ ...valid, phone: 'call me maybe' }, /Phone/],
    [{ ...valid, hotel: 'no-such-hotel' }, 'Unknown hotel'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });

  it('quietly accepts a filled honeypot without storing anything', async () => {
    const before = await database.db.select({ n: count() }).from(contactMessages);
    const res = await send({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    const after = await database.db.select({ n: count() }).from(contactMessages);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('limits messages per address with 429 and Retry-After', async () => {
    const limited = createTestApi(database, { limits: { ...generousLimits, contactPerAddress: { max: 2, windowSeconds: 3600 } }, trustProxy: 1 });
    const from = { 'x-forwarded-for': '10.9.0.1' };
    for (let i = 0; i < 2; i++) expect((await call(limited, 'POST', '/contact', { body: valid, headers: from })).status).toBe(201);
    const res = await call(limited, 'POST', '/contact', { body: valid, headers: from });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers a malformed body with 400 and a form post with 415', async () => {
    expect((await call(api, 'POST', '/contact', { body: '{oops' })).status).toBe(400);
    expect((await call(api, 'POST', '/contact', { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
  });
});
