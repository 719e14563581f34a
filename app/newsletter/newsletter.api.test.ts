import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, createTestApi, generousLimits, openTestApi } from '~/api/testHelpers.server';
import { newsletterSubscriptions } from '~/db/schema';

const { database, api } = await openTestApi({ seed: false });

const subscribe = (body: unknown) => call<{ email: string; subscribed: boolean; error: string }>(api, 'POST', '/newsletter', { body });
const total = async () => (await database.db.select({ n: count() }).from(newsletterSubscriptions))[0]!.n;

describe('POST /api/newsletter', () => {
  it('answers 201 for a new subscriber and 200 when already subscribed, whatever the case', async () => {
    const first = await subscribe({ email: 'Guest@Example.com' });
    expect(first).toMatchObject({ status: 201, body: { email: 'guest@example.com', subscribed: true } });
    expect((await subscribe({ email: 'guest@example.com' })).status).toBe(200);
    expect((await subscribe({ email: 'GUEST@EXAMPLE.COM' })).status).toBe(200);
  });

  it('stores one row for simultaneous identical subscriptions', async () => {
    const before = await total();
    const results = await Promise.all(Array.from({ length: 20 }, () => subscribe({ email: 'race@example.com' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(19);
    expect(await total()).toBe(before + 1);
  });

  it.each([{}, { email: '' }, { email: 'nope' }, { email: 'a b@example.com' }, { email: 'a@b' }, { email: 42 }, { email: `${'a'.repeat(250)}@example.com` }])(
    'answers %j with 400 Please enter a valid email address',
    async (body) => {
      expect(await subscribe(body)).toMatchObject({ status: 400, body: { error: 'Please enter a valid email address' } });
    },
  );

  it('quietly accepts a filled honeypot without storing it', async () => {
    const before = await total();
    expect((await subscribe({ email: 'bot@example.com', website: 'x' })).status).toBe(201);
    expect(await total()).toBe(before);
  });

  it('limits subscriptions per address with 429', async () => {
    const limited = createTestApi(database, { limits: { ...generousLimits, newsletterPerAddress: { max: 1, windowSeconds: 3600 } }, trustProxy: 1 });
    const from = { 'x-forwarded-for': '10.8.0.1' };
    expect((await call(limited, 'POST', '/newsletter', { body: { email: 'one@example.com' }, headers: from })).status).toBe(201);
    const res = await call(limited, 'POST', '/newsletter', { body: { email: 'two@example.com' }, headers: from });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
