import { count, eq } from 'drizzle-orm';
import { loadContext, type LoadContext } from '~/lib/loadContext.server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApi, generousLimits, type TestApi } from '~/api/testHelpers.server';
import { openDatabase, type DatabaseHandle } from '~/db/client.server';
import { appSecrets, newsletterSubscriptions, outbox } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { newsletterAction } from './subscribe.server';
import { unsubscribeAction, unsubscribeLoader } from './unsubscribeAction.server';
import { isValidUnsubscribe, unsubscribeSignature } from './unsubscribe.server';

let database: DatabaseHandle & { url?: string };
let api: TestApi;
let context: LoadContext;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  api = createTestApi(database);
  context = loadContext({ db: database.db, security: { limits: generousLimits, trustProxy: 0 }, clientAddress: '203.0.113.9' });
});
afterAll(() => database?.close());

const subscribe = (email: string, extra: Record<string, string> = {}) => call(api, 'POST', '/newsletter', { body: { email, ...extra } });
const welcomeMails = (email: string) => database.db.select().from(outbox).where(eq(outbox.to, email));
const subscribed = async (email: string) =>
  (await database.db.select({ n: count() }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!.n === 1;

/** The unsubscribe link of the newest welcome mail to that address. */
async function linkFor(email: string): Promise<URL> {
  const [mail] = (await welcomeMails(email)).slice(-1);
  const href = /^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
  return new URL(href);
}

const get = (url: URL | string) => unsubscribeLoader(new Request(url), context);
/** A mail provider's RFC 8058 one-click POST: the form body, no cookie, no Origin. */
const oneClick = (url: URL | string) =>
  unsubscribeAction(
    new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
    context,
  );
const answer = <T>(result: unknown) => result as { data: T; init: { status?: number } | null };

describe('the welcome mail', () => {
  it('goes to a new subscriber once, with a signed unsubscribe link in its text and the RFC 8058 headers', async () => {
    expect((await subscribe('Welcome@Example.com')).status).toBe(201);
    expect((await subscribe('welcome@example.com')).status).toBe(200);
    const mails = await welcomeMails('welcome@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: 'newsletter-welcome', subject: 'Welcome to the Aurelia Resorts newsletter' });
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = await linkFor('welcome@example.com');
    expect(link.origin + link.pathname).toBe('http://localhost/unsubscribe');
    expect(link.searchParams.get('email')).toBe('welcome@example.com');
    expect(link.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain(link.toString());
    expect(mail!.html).toContain(link.toString().replace(/&/g, '&#38;'));
  });

  it('is not sent for a filled honeypot', async () => {
    expect((await subscribe('bot-welcome@example.com', { website: 'x' })).status).toBe(201);
    expect(await welcomeMails('bot-welcome@example.com')).toHaveLength(0);
  });

  it('is sent by the form action too, its links on the page origin', async () => {
    const request = new Request('http://127.0.0.1:4173/?index', { method: 'POST', body: new URLSearchParams({ email: 'form-welcome@example.com' }) });
    await newsletterAction({ request, context });
    expect((await linkFor('form-welcome@example.com')).origin).toBe('http://127.0.0.1:4173');
  });
});

describe('/unsubscribe', () => {
  it('shows a confirmation on GET and changes nothing (mail scanners open links)', async () => {
    await subscribe('scanned@example.com');
    const link = await linkFor('scanned@example.com');
    const res = answer<{ valid: boolean; email: string }>(await get(link));
    expect(res.init?.status ?? 200).toBe(200);
    expect(res.data).toEqual({ valid: true, email: 'scanned@example.com' });
    expect(await subscribed('scanned@example.com')).toBe(true);
  });

  it("unsubscribes on the mail provider's one-click POST, signed out, and again harmlessly", async () => {
    await subscribe('leaving@example.com');
    const link = await linkFor('leaving@example.com');
    const res = answer<{ done: boolean; email: string }>(await oneClick(link));
    expect(res.init?.status ?? 200).toBe(200);
    expect(res.data).toEqual({ done: true, email: 'leaving@example.com' });
    expect(await subscribed('leaving@example.com')).toBe(false);
    expect(answer<{ done: boolean }>(await oneClick(link)).data.done).toBe(true);
  });

  it('refuses a forged or altered link with 400 and unsubscribes nobody', async () => {
    await subscribe('victim@example.com');
    await subscribe('other@example.com');
    const good = await linkFor('other@example.com');
    const otherAddress = new URL(good);
    otherAddress.searchParams.set('email', 'victim@example.com');
    const forged = new URL(good);
    const sig = good.searchParams.get('sig')!;
    forged.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    const unsigned = new URL('http://localhost/unsubscribe?email=victim@example.com');
    for (const url of [otherAddress, forged, unsigned, new URL('http://localhost/unsubscribe')]) {
      expect(answer<{ valid: boolean }>(await get(url))).toMatchObject({ data: { valid: false }, init: { status: 400 } });
      expect(answer<{ done: boolean }>(await oneClick(url))).toMatchObject({ data: { done: false }, init: { status: 400 } });
    }
    expect(await subscribed('victim@example.com')).toBe(true);
    expect(await subscribed('other@example.com')).toBe(true);
  });
});

describe('the signing secret', () => {
  it('is generated once and kept in the database when APP_SECRET is not set', async () => {
    const rows = await database.db.select().from(appSecrets);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is APP_SECRET when set: links signed with another key do not fit', async () => {
    const configured = 'a-configured-app-secret-of-enough-length-0123456789';
    const stored = await unsubscribeSignature(database.db, 'key@example.com');
    const withConfigured = await unsubscribeSignature(database.db, 'key@example.com', configured);
    expect(withConfigured).not.toBe(stored);
    expect(await isValidUnsubscribe(database.db, 'KEY@example.com', withConfigured, configured)).toBe(true);
    expect(await isValidUnsubscribe(database.db, 'key@example.com', stored, configured)).toBe(false);
  });

  it.runIf(process.env.DATABASE_URL)('is the same for another process on the same PostgreSQL database', async () => {
    const other = await openDatabase({ databaseUrl: database.url });
    try {
      expect(await unsubscribeSignature(other.db, 'shared@example.com')).toBe(await unsubscribeSignature(database.db, 'shared@example.com'));
    } finally {
      await other.close();
    }
  });
});
