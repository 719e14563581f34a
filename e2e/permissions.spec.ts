import type { APIRequest, APIRequestContext } from '@playwright/test';
import { studioSections } from '../app/studio/sections';
import { e2eAdmin, e2eConcierge, e2eEditor } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test } from './fixtures';

// Who may open what in the back office: every section's page and every staff API endpoint, for a
// visitor signed out, a guest, an editor, a concierge and an admin, expecting exactly the allowed
// answers. Requests through cookie-keeping clients against the real built site.

type Who = 'signed out' | 'user' | 'editor' | 'concierge' | 'admin';
const everyone: Who[] = ['signed out', 'user', 'editor', 'concierge', 'admin'];
const PASSWORD = 'velvet-rope-midnight-42';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function clientFor(who: Who, playwright: { request: APIRequest }, baseURL: string): Promise<APIRequestContext> {
  const client = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  if (who === 'signed out') return client;
  if (who === 'user') {
    const id = `pm${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
    const credentials = { email: `${id}@example.com`, password: PASSWORD };
    const signup = await client.post('/api/auth/signup', { data: { username: id, ...credentials, confirmPassword: PASSWORD } });
    expect(signup.status(), 'sign-up').toBe(201);
  } else {
    await signInWithStaffPasskey(client, { editor: e2eEditor, concierge: e2eConcierge, admin: e2eAdmin }[who]);
  }
  return client;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** The roles that get past the guard, and the answer they get. */
  allowed: Who[];
  answer: number;
}

const staffApis: Endpoint[] = [
  { method: 'GET', path: '/api/staff/reservations', allowed: ['concierge', 'admin'], answer: 200 },
  { method: 'POST', path: `/api/reservations/${UNKNOWN_ID}/confirm`, body: {}, allowed: ['concierge', 'admin'], answer: 404 },
  { method: 'POST', path: `/api/reservations/${UNKNOWN_ID}/decline`, body: {}, allowed: ['concierge', 'admin'], answer: 404 },
  // The stay after the request (issue 49): the conversation with the guest and the day's arrivals.
  { method: 'GET', path: `/api/staff/reservations/${UNKNOWN_ID}/messages`, allowed: ['concierge', 'admin'], answer: 404 },
  { method: 'POST', path: `/api/staff/reservations/${UNKNOWN_ID}/messages`, body: { text: 'Hello' }, allowed: ['concierge', 'admin'], answer: 404 },
  { method: 'GET', path: '/api/staff/arrivals', allowed: ['concierge', 'admin'], answer: 200 },
  { method: 'GET', path: `/api/staff/bookings?venue=${UNKNOWN_ID}&date=2027-01-04`, allowed: ['concierge', 'admin'], answer: 404 },
  { method: 'POST', path: `/api/staff/bookings/${UNKNOWN_ID}/cancel`, body: {}, allowed: ['concierge', 'admin'], answer: 404 },
  { method: 'GET', path: '/api/admin/outbox', allowed: ['admin'], answer: 200 },
  { method: 'GET', path: '/api/admin/users', allowed: ['admin'], answer: 200 },
  { method: 'PATCH', path: `/api/admin/users/${UNKNOWN_ID}`, body: { role: 'editor' }, allowed: ['admin'], answer: 404 },
  { method: 'GET', path: '/api/admin/subscribers', allowed: ['admin'], answer: 200 },
  { method: 'DELETE', path: `/api/admin/subscribers/${UNKNOWN_ID}`, allowed: ['admin'], answer: 404 },
  { method: 'GET', path: '/api/admin/audit', allowed: ['admin'], answer: 200 },
  { method: 'POST', path: '/api/events', body: {}, allowed: ['editor', 'admin'], answer: 400 },
  { method: 'PATCH', path: `/api/events/${UNKNOWN_ID}`, body: { title: 'Gala' }, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'DELETE', path: `/api/events/${UNKNOWN_ID}`, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'PATCH', path: `/api/staff/hotels/${UNKNOWN_ID}`, body: { description: 'A quiet harbour hotel.' }, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'POST', path: `/api/staff/hotels/${UNKNOWN_ID}/room-types`, body: {}, allowed: ['editor', 'admin'], answer: 400 },
  { method: 'PATCH', path: `/api/staff/room-types/${UNKNOWN_ID}`, body: { nightlyRate: 500 }, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'DELETE', path: `/api/staff/room-types/${UNKNOWN_ID}`, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'GET', path: `/api/staff/hotels/${UNKNOWN_ID}/pricing`, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'PUT', path: `/api/staff/hotels/${UNKNOWN_ID}/pricing`, body: {}, allowed: ['editor', 'admin'], answer: 400 },
  { method: 'GET', path: `/api/staff/hotels/${UNKNOWN_ID}/rates`, allowed: ['editor', 'admin'], answer: 404 },
  {
    method: 'PUT',
    path: `/api/staff/room-types/${UNKNOWN_ID}/rates`,
    body: { from: '2099-01-01', until: '2099-01-02', rateMinor: 50000 },
    allowed: ['editor', 'admin'],
    answer: 404,
  },
  { method: 'GET', path: `/api/staff/room-types/${UNKNOWN_ID}/seasons`, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'POST', path: `/api/staff/room-types/${UNKNOWN_ID}/seasons`, body: {}, allowed: ['editor', 'admin'], answer: 400 },
  { method: 'PATCH', path: `/api/staff/seasons/${UNKNOWN_ID}`, body: { name: 'Summer' }, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'DELETE', path: `/api/staff/seasons/${UNKNOWN_ID}`, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'GET', path: '/api/staff/offers', allowed: ['editor', 'admin'], answer: 200 },
  { method: 'POST', path: '/api/staff/offers', body: {}, allowed: ['editor', 'admin'], answer: 400 },
  { method: 'GET', path: `/api/staff/offers/${UNKNOWN_ID}`, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'PATCH', path: `/api/staff/offers/${UNKNOWN_ID}`, body: { name: 'Spa escape' }, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'DELETE', path: `/api/staff/offers/${UNKNOWN_ID}`, allowed: ['editor', 'admin'], answer: 404 },
  // The photographs (app/media); the upload itself is asked as each role in media.api.test.ts.
  { method: 'PATCH', path: `/api/staff/media/${UNKNOWN_ID}`, body: { decorative: true }, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'DELETE', path: `/api/staff/media/${UNKNOWN_ID}`, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'POST', path: `/api/staff/hotels/${UNKNOWN_ID}/media`, body: { mediaId: UNKNOWN_ID, role: 'hero' }, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'DELETE', path: `/api/staff/hotels/${UNKNOWN_ID}/media/${UNKNOWN_ID}`, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'POST', path: `/api/staff/hotels/${UNKNOWN_ID}/media/${UNKNOWN_ID}/move`, body: { direction: 'up' }, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'PATCH', path: `/api/staff/reviews/${UNKNOWN_ID}`, body: { hidden: true }, allowed: ['editor', 'admin'], answer: 404 },
  { method: 'POST', path: '/api/blog', body: {}, allowed: ['editor', 'admin'], answer: 400 },
  { method: 'DELETE', path: `/api/blog/${UNKNOWN_ID}`, allowed: ['editor', 'admin'], answer: 404 },
];

const sectionAt = (path: string) => studioSections.find((section) => section.path === path)!.allowed;

/** A page's expected status: the section's roles 200, other staff and guests 403, signed out to sign-in. */
function pageAnswer(who: Who, allowed: (user: { role: Who }) => boolean, path: string): number {
  if (who === 'signed out') return 302;
  if (allowed({ role: who })) return 200;
  // /studio is every role's door: staff without the journal are sent on to their first section.
  if (path === '/studio' && (who === 'concierge' || who === 'admin')) return 302;
  return 403;
}

for (const who of everyone) {
  test(`back office as ${who}: every section and staff endpoint answers as the role allows`, async ({ playwright, baseURL }) => {
    const client = await clientFor(who, playwright, baseURL!);
    const seen: string[] = [];
    const wanted: string[] = [];
    const pages = [
      ...studioSections.map((section) => ({ path: section.path, allowed: section.allowed, found: 200 })),
      // Pages inside the sections: a new record's form, an unknown record (404 once past the guard).
      { path: '/studio/new', allowed: sectionAt('/studio'), found: 200 },
      { path: '/studio/events/new', allowed: sectionAt('/studio/events'), found: 200 },
      { path: `/studio/events/${UNKNOWN_ID}`, allowed: sectionAt('/studio/events'), found: 404 },
      { path: `/studio/hotels/${UNKNOWN_ID}`, allowed: sectionAt('/studio/hotels'), found: 404 },
      { path: `/studio/hotels/${UNKNOWN_ID}/venues/${UNKNOWN_ID}`, allowed: sectionAt('/studio/hotels'), found: 404 },
      { path: `/studio/hotels/${UNKNOWN_ID}/rates`, allowed: sectionAt('/studio/hotels'), found: 404 },
      { path: `/studio/hotels/${UNKNOWN_ID}/seasons`, allowed: sectionAt('/studio/hotels'), found: 404 },
      { path: `/studio/hotels/${UNKNOWN_ID}/pricing`, allowed: sectionAt('/studio/hotels'), found: 404 },
      { path: '/studio/offers/new', allowed: sectionAt('/studio/offers'), found: 200 },
      { path: `/studio/offers/${UNKNOWN_ID}`, allowed: sectionAt('/studio/offers'), found: 404 },
      { path: `/studio/offers/${UNKNOWN_ID}/translations`, allowed: sectionAt('/studio/offers'), found: 404 },
      { path: `/studio/messages/${UNKNOWN_ID}`, allowed: sectionAt('/studio/messages'), found: 404 },
      { path: `/studio/reservations/${UNKNOWN_ID}`, allowed: sectionAt('/studio/reservations'), found: 404 },
      { path: `/studio/venues/${UNKNOWN_ID}`, allowed: sectionAt('/studio/venues'), found: 404 },
      { path: `/studio/users/${UNKNOWN_ID}`, allowed: sectionAt('/studio/users'), found: 404 },
      { path: '/studio/subscribers.csv', allowed: sectionAt('/studio/subscribers'), found: 200 },
      { path: `/studio/outbox/${UNKNOWN_ID}`, allowed: sectionAt('/studio/outbox'), found: 404 },
    ];
    for (const page of pages) {
      const res = await client.get(page.path);
      seen.push(`GET ${page.path} ${res.status()}`);
      const answer = pageAnswer(who, page.allowed as never, page.path);
      wanted.push(`GET ${page.path} ${answer === 200 ? page.found : answer}`);
      if (who === 'signed out') expect(res.headers().location, page.path).toMatch(/^\/signin\?redirectTo=/);
    }
    for (const endpoint of staffApis) {
      const res = await client.fetch(endpoint.path, { method: endpoint.method, data: endpoint.body });
      seen.push(`${endpoint.method} ${endpoint.path} ${res.status()}`);
      const expected = who === 'signed out' ? 401 : endpoint.allowed.includes(who) ? endpoint.answer : 403;
      wanted.push(`${endpoint.method} ${endpoint.path} ${expected}`);
    }
    expect(seen).toEqual(wanted);
    await client.dispose();
  });
}
