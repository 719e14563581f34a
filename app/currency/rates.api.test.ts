import { eq } from 'drizzle-orm';
import { loadContext } from '~/lib/loadContext.server';
import { describe, expect, it } from 'vitest';
import { adminTestKit } from '~/admin/adminTestKit.server';
import { call, generousLimits, openTestApi } from '~/api/testHelpers.server';
import { exchangeRates } from '~/db/schema';
import { demoHotels } from '~/db/seed/demo-content';
import { SESSION_COOKIE } from '~/lib/personalRequest';
import { action as chooseCurrency } from './CurrencyRoute';
import { checkRate } from './rateInput';
import { action as saveRate, loader as ratesPage } from './StudioRatesPage';

// The rates, the hotel reads' `currency` parameter, the footer's choice and the admins' page (docs/decisions/0019).

const { database, api } = await openTestApi();
const { signUp, entriesFor } = adminTestKit(api, database);
const context = loadContext({ db: database.db, security: { limits: generousLimits, trustProxy: 0 }, clientAddress: '10.9.0.3' });

const form = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://127.0.0.1:4173${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
const args = (request: Request) => ({ request, context, params: {} }) as never;
type Answer = { data?: { ok: boolean; error?: string }; init?: { status?: number } | null } & Partial<Response>;

describe('GET /api/exchange-rates', () => {
  it('lists every display currency with its rate per euro and its day', async () => {
    const { status, body } = await call<{ currency: string; perEuro: number; asOf: string }[]>(api, 'GET', '/exchange-rates');
    expect(status).toBe(200);
    expect(body.map((r) => r.currency).sort()).toEqual(['AED', 'CHF', 'EUR', 'GBP', 'JPY', 'SGD', 'USD']);
    expect(body.find((r) => r.currency === 'EUR')).toMatchObject({ perEuro: 1, asOf: '2026-11-20' });
    expect(body.every((r) => r.perEuro > 0)).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('documents the rates and the currency parameter of the hotel reads', async () => {
    const doc = (await (await api.request('/openapi.json')).json()) as { paths: Record<string, { get: { parameters?: { name: string }[] } }> };
    expect(doc.paths['/exchange-rates']?.get).toBeDefined();
    for (const path of ['/rooms', '/rooms/by-slug/{slug}']) expect(doc.paths[path]?.get.parameters?.map((p) => p.name)).toContain('currency');
  });
});

describe('the hotel reads with ?currency', () => {
  const singapore = demoHotels.find((h) => h.priceRange.currency === 'SGD')!;

  it('adds the converted prices, approximate and dated, and leaves them out without the parameter', async () => {
    const { body } = await call<{ slug: string; displayPrice?: unknown }[]>(api, 'GET', '/rooms?currency=USD');
    const hotel = body.find((h) => h.slug === singapore.slug)!;
    expect(hotel.displayPrice).toEqual({
      currency: 'USD',
      min: Math.round((singapore.priceRange.min / 1.51) * 1.16),
      max: Math.round((singapore.priceRange.max / 1.51) * 1.16),
      asOf: '2026-11-20',
      approximate: true,
    });
    const plain = await call<{ displayPrice?: unknown }[]>(api, 'GET', '/rooms');
    expect(plain.body.every((h) => h.displayPrice === undefined)).toBe(true);
    const one = await call<{ displayPrice: { currency: string; min: number } }>(api, 'GET', `/rooms/by-slug/${singapore.slug}?currency=JPY`);
    expect(one.body.displayPrice).toMatchObject({ currency: 'JPY', min: Math.round((singapore.priceRange.min / 1.51) * 179) });
  });

  it('refuses an unknown currency with 400 and says which are offered', async () => {
    for (const path of ['/rooms?currency=XYZ', '/rooms?currency=usd', `/rooms/by-slug/${singapore.slug}?currency=BTC`]) {
      const { status, body } = await call<{ error: string }>(api, 'GET', path);
      expect(status, path).toBe(400);
      expect(body.error).toContain('currency must be one of EUR, USD');
    }
  });
});

describe('POST /preferences/currency (the footer choice)', () => {
  it('keeps a known currency in a year-long cookie and returns to the page it came from', async () => {
    const res = (await chooseCurrency(
      args(form('/preferences/currency', { currency: 'USD', returnTo: '/rooms/alpine-gold-casino-lodge?tab=reviews' })),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/rooms/alpine-gold-casino-lodge?tab=reviews');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^currency=USD; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly|Secure/); // read by scripts; localhost is plain http
  });

  it("forgets the choice for each hotel's own currency", async () => {
    const res = (await chooseCurrency(args(form('/preferences/currency', { currency: '', returnTo: '/rooms' })))) as Response;
    expect(res.headers.get('location')).toBe('/rooms');
    expect(res.headers.get('set-cookie')).toMatch(/^currency=; Max-Age=0; Path=\//);
  });

  it('refuses a currency it does not offer with 400, and sets no cookie', async () => {
    for (const currency of ['XYZ', 'usd', 'USD; Path=/admin', 'BTC']) {
      const answer = (await chooseCurrency(args(form('/preferences/currency', { currency, returnTo: '/rooms' })))) as Answer;
      expect(answer.init?.status, currency).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, error: expect.stringContaining('not offered') });
    }
  });

  it('never sends the visitor to another site', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example', '/\\evil.example', '%2F%2Fevil.example', '/a/../..//evil.example', '']) {
      const res = (await chooseCurrency(args(form('/preferences/currency', { currency: 'GBP', returnTo })))) as Response;
      expect(res.headers.get('location'), returnTo).toBe('/');
    }
  });
});

describe('/studio/rates (admins)', () => {
  it('is for admins only, and saves a rate with its audit entry', async () => {
    const editor = await signUp('editor');
    const refused = await ratesPage(
      args(new Request('http://127.0.0.1:4173/studio/rates', { headers: { cookie: `${SESSION_COOKIE}=${editor.token}` } })),
    ).catch((e: unknown) => e);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);

    const admin = await signUp('admin');
    const cookie = `${SESSION_COOKIE}=${admin.token}`;
    const answer = await saveRate(args(form('/studio/rates', { currency: 'USD', perEuro: '1.2', asOf: '2026-11-21' }, cookie)));
    expect(answer).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'USD'));
    expect(row).toMatchObject({ perEuro: 1.2, asOf: '2026-11-21', updatedBy: admin.id });
    const [entry] = await entriesFor('USD');
    expect(entry).toMatchObject({ action: 'rate.update', before: { perEuro: 1.16, asOf: '2026-11-20' }, after: { perEuro: 1.2, asOf: '2026-11-21' } });
    // The public list follows at once.
    const { body } = await call<{ currency: string; perEuro: number }[]>(api, 'GET', '/exchange-rates');
    expect(body.find((r) => r.currency === 'USD')?.perEuro).toBe(1.2);
    // A refused rate changes nothing.
    expect(await saveRate(args(form('/studio/rates', { currency: 'USD', perEuro: '-3', asOf: '2026-11-21' }, cookie)))).toMatchObject({ ok: false });
    expect((await database.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'USD')))[0]?.perEuro).toBe(1.2);
  });

  it('checks a rate: positive and within bounds, a real day not in the future, the euro always 1', () => {
    const today = '2026-11-23';
    expect(checkRate({ currency: 'GBP', perEuro: '0.87', asOf: '2026-11-23' }, today)).toEqual({ ok: true, perEuro: 0.87, asOf: '2026-11-23' });
    expect(checkRate({ currency: 'GBP', perEuro: '0', asOf: today }, today)).toMatchObject({ ok: false, field: 'perEuro' });
    expect(checkRate({ currency: 'GBP', perEuro: 'abc', asOf: today }, today)).toMatchObject({ ok: false, field: 'perEuro' });
    expect(checkRate({ currency: 'JPY', perEuro: '5000000', asOf: today }, today)).toMatchObject({ ok: false, field: 'perEuro' });
    expect(checkRate({ currency: 'GBP', perEuro: '0.87', asOf: '2026-11-24' }, today)).toMatchObject({ ok: false, field: 'asOf' });
    expect(checkRate({ currency: 'GBP', perEuro: '0.87', asOf: '2026-02-30' }, today)).toMatchObject({ ok: false, field: 'asOf' });
    expect(checkRate({ currency: 'EUR', perEuro: '1.1', asOf: today }, today)).toMatchObject({ ok: false, field: 'perEuro' });
    expect(checkRate({ currency: 'XYZ', perEuro: '1', asOf: today }, today)).toMatchObject({ ok: false, field: 'currency' });
  });
});
