import { count, eq } from 'drizzle-orm';
import { loadContext } from '~/lib/loadContext.server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '~/api/limits.server';
import { generousLimits } from '~/api/testHelpers.server';
import type { DatabaseHandle } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { newsletterMessages } from './newsletter';
import { newsletterAction } from './subscribe.server';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database?.close());

// The newsletter form's page action, as a form posted without JavaScript reaches it.
async function post(fields: Record<string, string>, { limits = generousLimits, clientAddress = '203.0.113.7' } = {}) {
  const request = new Request('http://localhost/?index', { method: 'POST', body: new URLSearchParams(fields) });
  const context = loadContext({ db: database.db, security: { limits, trustProxy: 0 }, clientAddress });
  const result = await newsletterAction({ request, context });
  return { status: result.init?.status ?? 200, answer: result.data.newsletter };
}
const stored = async (email: string) =>
  (await database.db.select({ n: count() }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!.n;

describe('the newsletter form action', () => {
  it('subscribes, lower-cased and once', async () => {
    expect(await post({ email: ' Form@Example.com ' })).toEqual({ status: 200, answer: { ok: true } });
    expect(await post({ email: 'form@example.com' })).toEqual({ status: 200, answer: { ok: true } });
    expect(await stored('form@example.com')).toBe(1);
  });

  it('answers the spec messages with the typed address kept', async () => {
    expect(await post({ email: '' })).toEqual({ status: 400, answer: { ok: false, message: newsletterMessages.empty, email: '' } });
    expect(await post({ email: 'nope@' })).toEqual({ status: 400, answer: { ok: false, message: newsletterMessages.invalid, email: 'nope@' } });
  });

  it('stores nothing for a filled honeypot but answers like a success', async () => {
    expect(await post({ email: 'bot@example.com', website: 'http://spam.example' })).toEqual({ status: 200, answer: { ok: true } });
    expect(await stored('bot@example.com')).toBe(0);
  });

  it('counts against the per-address limit the API uses', async () => {
    const limits = { ...DEFAULT_LIMITS, newsletterPerAddress: { max: 1, windowSeconds: 3600 } };
    expect((await post({ email: 'first@example.com' }, { limits, clientAddress: '198.51.100.9' })).status).toBe(200);
    expect(await post({ email: 'second@example.com' }, { limits, clientAddress: '198.51.100.9' })).toEqual({
      status: 429,
      answer: { ok: false, message: newsletterMessages.failure, email: 'second@example.com' },
    });
  });
});
