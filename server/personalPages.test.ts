import { existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/db/client.server';
import { addDays, utcDay } from '../app/domain/stay';
import { createResponseCache } from './cache';

/**
 * A guest's own pages kept per session (docs/decisions/0022), against the built site (`npm run
 * build` first; `npm test` builds before these run). A kept page must be the page a fresh render
 * gives, and every change to what it shows must show at the next request, also when another
 * process (here: SQL straight to the database) made it.
 */

const BUILD = new URL('../build/server/index.js', import.meta.url);
const PASSWORD = 'correct horse battery staple 1';
const HOTEL = 'celtic-fortune-casino-resort';

interface Site {
  createSiteApp: (database: unknown, options: Record<string, unknown>) => Hono;
  openSiteDatabase: (config: Record<string, unknown>) => Promise<{ db: Database; close(): Promise<void> }>;
}

describe.skipIf(!existsSync(BUILD))('a guest’s own pages kept per session (needs npm run build)', () => {
  let database: { db: Database; close(): Promise<void> };
  let cached: Hono;
  let fresh: Hono;
  let cache: ReturnType<typeof createResponseCache>;
  let content = 1;
  let ada: { token: string; id: string };

  const signUp = async (username: string) => {
    const res = await fresh.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password: PASSWORD }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { token: string; user: { _id: string } };
    return { token: body.token, id: body.user._id };
  };
  const signIn = async (email: string, userAgent: string) => {
    const res = await fresh.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  const as = (token: string, extra: Record<string, string> = {}) => ({ headers: { cookie: `aurelia_session=${token}`, ...extra } });
  const page = async (app: Hono, path: string, token: string) => {
    const res = await app.request(path, as(token));
    return { status: res.status, res, body: await res.text() };
  };
  const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
  const renders = () => cache.personalStats()!.renders;
  const hits = () => cache.personalStats()!.hits;

  beforeAll(async () => {
    const site = (await import(/* @vite-ignore */ BUILD.href)) as Site;
    database = await site.openSiteDatabase({ seedDemo: true });
    cache = createResponseCache({ version: { current: () => `v${content}`, bumpLocal: () => content++ } });
    cached = site.createSiteApp(database, { cache });
    fresh = site.createSiteApp(database, {});
    ada = await signUp('ada');
  });
  afterAll(() => database?.close());

  it.each(['/account', '/reservations', '/account.data'])(
    '%s: renders once, then sends the kept page, which is the page a fresh render gives',
    async (path) => {
      const before = { renders: renders(), hits: hits() };
      const first = await page(cached, path, ada.token);
      const second = await page(cached, path, ada.token);
      expect(renders() - before.renders).toBe(1);
      expect(hits() - before.hits).toBe(1);
      expect(second.status).toBe(200);
      expect(second.res.headers.get('cache-control')).toBe('private, no-store');
      expect(second.res.headers.get('content-type')).toBe(first.res.headers.get('content-type'));
      expect(second.body).toBe(first.body);
      expect(withoutNonces(second.body)).toBe(withoutNonces((await page(fresh, path, ada.token)).body));
    },
  );

  it('sends the kept page as gzip to a client that takes it', async () => {
    const plain = (await page(cached, '/account', ada.token)).body;
    const zipped = await cached.request('/account', as(ada.token, { 'accept-encoding': 'gzip, br' }));
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(plain);
  });

  it('shows the guest’s own changes at the next request: a saved hotel, a reservation', async () => {
    await page(cached, '/account', ada.token);
    const save = await cached.request(`/api/account/hotels/saved/${HOTEL}`, { method: 'PUT', headers: { authorization: `Bearer ${ada.token}` } });
    expect(save.status).toBeLessThan(300);
    expect((await page(cached, '/account', ada.token)).body).toContain('Celtic Fortune Casino &amp; Resort');

    const rooms = await database.db.execute(sql`select rt.id from room_types rt join hotels h on h.id = rt.hotel_id where h.slug = ${HOTEL} order by rt.name`);
    const room = (rooms as unknown as { rows: { id: string }[] }).rows[0];
    const checkIn = addDays(utcDay(), 40);
    const booked = await cached.request('/api/reservations', {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ roomTypeId: room!.id, checkIn, checkOut: addDays(checkIn, 2), guests: 1 }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const account = (await page(cached, '/account', ada.token)).body;
    expect(account).toContain('Awaiting confirmation');
    expect(withoutNonces(account)).toBe(withoutNonces((await page(fresh, '/account', ada.token)).body));
  });

  it('shows a change another process wrote to the database: the concierge’s answer, a new email', async () => {
    // The card's status chip (the word itself is in the page's messages too).
    expect((await page(cached, '/reservations', ada.token)).body).not.toContain('class="chip reservation-status reservation-status-confirmed"');
    await database.db.execute(sql`update reservations set status = 'confirmed' where user_id = ${ada.id}`);
    expect((await page(cached, '/reservations', ada.token)).body).toContain('class="chip reservation-status reservation-status-confirmed"');

    await page(cached, '/account', ada.token);
    await database.db.execute(sql`update users set email = 'ada.lovelace@example.com' where id = ${ada.id}`);
    const account = (await page(cached, '/account', ada.token)).body;
    expect(account).toContain('ada.lovelace@example.com');
    await database.db.execute(sql`update users set email = 'ada@example.com' where id = ${ada.id}`);
  });

  it('keeps one page per session: each names its own device, and a new sign-in shows on both', async () => {
    const phone = await signIn('ada@example.com', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1');
    const onFirst = (await page(cached, '/account', ada.token)).body;
    const onPhone = (await page(cached, '/account', phone)).body;
    expect(onFirst).toContain('iPhone');
    expect(onPhone).not.toBe(onFirst);
    expect(withoutNonces(onPhone)).toBe(withoutNonces((await page(fresh, '/account', phone)).body));
  });

  it('never sends a kept page for an ended session, a disabled account or another visitor', async () => {
    const grace = await signUp('grace');
    await page(cached, '/account', grace.token);
    expect((await page(cached, '/account', ada.token)).body).not.toContain('grace');

    await database.db.execute(sql`update users set disabled_at = now() where id = ${grace.id}`);
    const disabled = await cached.request('/account', as(grace.token));
    expect(disabled.status).toBe(302);
    expect(disabled.headers.get('location')).toMatch(/^\/signin/);

    const leaving = await signIn('ada@example.com', 'leaving');
    await page(cached, '/account', leaving);
    await database.db.execute(sql`delete from sessions where user_agent = 'leaving'`);
    expect((await cached.request('/account', as(leaving))).status).toBe(302);
  });

  it('/rewards: one page for anonymous visitors, a member’s tier kept per session and current at the next request', async () => {
    const join = /Join (?:<!-- -->)?Aurelia Circle/;
    const standing = (html: string) => /data-testid="rewards-standing">Your tier: <strong>(\w+)<\/strong>/.exec(html)?.[1] ?? null;
    const anonymous = await (await cached.request('/rewards')).text();
    expect(anonymous).toMatch(join);
    expect(standing(anonymous)).toBeNull();

    const member = await signUp('circle');
    const before = renders();
    const first = await page(cached, '/rewards', member.token);
    expect(standing(first.body)).toBe('Ivory');
    expect(first.body).not.toMatch(join);
    expect((await page(cached, '/rewards', member.token)).body).toBe(first.body);
    expect(renders()).toBe(before + 1);
    expect(standing((await page(cached, '/rewards', ada.token)).body), 'another member’s own page').not.toBeNull();

    // Ten confirmed nights this year make a Gold member, at the next request.
    const rooms = await database.db.execute(
      sql`select rt.id from room_types rt join hotels h on h.id = rt.hotel_id where h.slug = 'alpine-gold-casino-lodge' order by rt.name`,
    );
    const checkIn = utcDay();
    const booked = await cached.request('/api/reservations', {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ roomTypeId: (rooms as unknown as { rows: { id: string }[] }).rows[0]!.id, checkIn, checkOut: addDays(checkIn, 10), guests: 1 }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    await database.db.execute(sql`update reservations set status = 'confirmed' where user_id = ${member.id}`);
    const gold = (await page(cached, '/rewards', member.token)).body;
    expect(standing(gold)).toBe('Gold');
    expect(withoutNonces(gold)).toBe(withoutNonces((await page(fresh, '/rewards', member.token)).body));
    expect(await (await cached.request('/rewards')).text()).toMatch(join);
  });

  it('renders again after a content change (a hotel’s name) and at the next display currency', async () => {
    await page(cached, '/account', ada.token);
    const before = renders();
    content++;
    await page(cached, '/account', ada.token);
    expect(renders()).toBe(before + 1);
    await cached.request('/account', as(ada.token, { cookie: `aurelia_session=${ada.token}; currency=USD` }));
    expect(renders()).toBe(before + 2);
    await page(cached, '/account', ada.token);
    expect(renders()).toBe(before + 2);
  });
});
