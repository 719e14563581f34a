import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';

// Stands in for the React Router server build: answers which request reached the pages.
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  createRequestHandler: () => async (request: Request) => new Response(`page ${request.method} ${new URL(request.url).pathname}`),
}));
const { createSiteApp } = await import('./app');

const app = createSiteApp({ db: {}, ping: async () => {} } as unknown as DatabaseHandle);
const post = (path: string, headers: Record<string, string>) =>
  app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'email=guest%40example.com',
  });

describe('forms posted to the pages (React Router actions)', () => {
  it.each([
    ['a cross-site form', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a same-site (other subdomain) form', { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' }],
    ['another origin, without Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site form carrying the session cookie', { 'sec-fetch-site': 'cross-site', cookie: 'aurelia_session=abc' }],
    // No browser sends these; React Router would refuse them itself and log a "page error" (issue 34).
    ['Sec-Fetch-Site: same-origin beside another Origin', { 'sec-fetch-site': 'same-origin', origin: 'http://evil.example' }],
    ['Sec-Fetch-Site: same-origin beside Origin: null', { 'sec-fetch-site': 'same-origin', origin: 'null' }],
    ['Sec-Fetch-Site: none beside an Origin that is no URL', { 'sec-fetch-site': 'none', origin: '%%' }],
  ])('refuses %s with a plain 403 before any action runs', async (_what, headers) => {
    for (const path of ['/signin', '/signup', '/signout', '/contact', '/']) {
      const res = await post(path, headers);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toMatch(/must be sent from the site itself/);
    }
  });

  it.each([
    ['a same-origin form', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }],
    ['a request the user made directly (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
    ['this origin, without Sec-Fetch-Site', { origin: 'http://localhost' }],
    ['a client that is no browser (neither header)', {}],
  ])('lets %s reach the page', async (_what, headers) => {
    const res = await post('/contact', headers);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('page POST /contact');
  });

  it.each([
    ["a mail provider's server (RFC 8058: neither header)", {}],
    ['a webmail page (cross-site)', { 'sec-fetch-site': 'cross-site', origin: 'https://webmail.example' }],
  ])("lets the newsletter's one-click unsubscribe through from %s: its signed link is the authority", async (_what, headers) => {
    const res = await post('/unsubscribe?email=guest%40example.com&sig=x', headers);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('page POST /unsubscribe');
    // Only that page: the rule still holds for its neighbours.
    expect((await post('/unsubscribe/x', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('leaves reads alone, cross-site or not', async () => {
    const res = await app.request('http://localhost/contact', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(await res.text()).toBe('page GET /contact');
  });
});
