import type { APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { pageRoutes } from '../app/routeTable';
import { e2eEditor } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test } from './fixtures';

/**
 * Hostile page URLs against the built site (the API has app/api/fuzz.test.ts): NUL and control
 * characters, percent-encodings (broken ones too), path traversal, unicode and very long strings
 * in every page route's parameter and query string. None may answer 5xx. Plain HTTP requests, no
 * browser: a page's status is decided on the server.
 */

/** Every page route of the route table, `{x}` marking a parameter the fuzzer fills in; and unknown paths. */
const PAGE_ROUTES = [...pageRoutes.filter((r) => r.path !== '*').map((r) => `/${r.path.replace(/:[A-Za-z]+/g, '{x}')}`), '/{x}', '/{x}/{x}'];

/** Query parameters the pages read, and a few they do not. */
const QUERY_KEYS = ['page', 'reviews', 'hotel', 'category', 'redirectTo', 'redirectAfterSignup', 'bookingIntent', 'saved', 'index', '_data', 'q'];

const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%zz',
  '%%32%65',
  '%C0%AE%C0%AE',
  '%ED%A0%80', // a lone surrogate, UTF-8 encoded
  '\u0007\u001b[31m\u007f',
  '\r\nSet-Cookie: x=1',
  '..',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f',
  '\\..\\windows',
  'château',
  '\u202egnp.exe',
  '😀🎰',
  '\ud800',
  ' ',
  '-1',
  '99999999999999999999',
  'NaN',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'a'.repeat(161),
  'a'.repeat(4000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.stringMatching(/^(%[0-9A-Fa-f]{0,2}|[a-z0-9./-]){1,30}$/),
  fc.nat({ max: 3000 }).map((n) => 'x'.repeat(n)),
);

/** String.prototype.toWellFormed, which the ES2023 library types lack. */
const wellFormed = (s: string) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** How the string reaches the URL: percent-encoded as a browser would (lone surrogates as U+FFFD), or as it is. */
const placed = fc.tuple(hostileString, fc.boolean()).map(([s, encode]) => (encode ? encodeURIComponent(wellFormed(s)) : s));

const url = fc
  .record({
    route: fc.constantFrom(...PAGE_ROUTES),
    param: placed,
    query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), placed), placed), { maxLength: 3 }),
    data: fc.boolean(), // React Router's data requests: /rooms/x.data
  })
  .map(({ route, param, query, data }) => {
    const path = route.replaceAll('{x}', param) + (data && route !== '/' ? '.data' : '');
    const search = query.map(([k, v]) => `${k}=${v}`).join('&');
    return search ? `${path}?${search}` : path;
  });

// Absolute URLs: a path such as "//host/x" would otherwise be taken for another host's URL.
let origin = '';

async function statusOf(request: APIRequestContext, target: string): Promise<number> {
  const res = await request.get(`${origin}${target}`, { maxRedirects: 0, failOnStatusCode: false });
  await res.body();
  return res.status();
}

async function signedInEditor(request: APIRequestContext) {
  await signInWithStaffPasskey(request, e2eEditor);
}

test.describe('hostile page URLs', () => {
  test.beforeEach(({ baseURL }) => {
    origin = baseURL!;
  });

  test('a NUL byte in a page parameter is the 404 page, not a 500', async ({ request }) => {
    for (const target of ['/rooms/%00', '/blog/%00', '/rooms/a%00b', '/blog/%00?x=%00', '/rooms/%00.data', '/rooms/%2e%2e%2f%00']) {
      expect({ target, status: await statusOf(request, target) }).toEqual({ target, status: 404 });
    }
    await signedInEditor(request);
    for (const target of ['/studio/%00', '/studio/not-a-post-id', '/studio/0b7e6a3c-3f5e-4f7e-a1d2-9c1e2f3a4b5c']) {
      expect({ target, status: await statusOf(request, target) }).toEqual({ target, status: 404 });
    }
  });

  test('a NUL character in a form posted to sign-up or sign-in is a 400 with a message, not a 500', async ({ request }) => {
    for (const [path, form] of [
      ['/signup', { username: 'nulguest', email: 'nul\u0000@example.com', password: 'velvet-rope-midnight-42', confirmPassword: 'velvet-rope-midnight-42' }],
      ['/signin', { email: '\u0000', password: 'velvet-rope-midnight-42' }],
    ] as const) {
      const res = await request.post(`${origin}${path}`, { form, maxRedirects: 0, failOnStatusCode: false });
      expect({ path, status: res.status(), text: await res.text() }).toEqual({ path, status: 400, text: expect.stringContaining('NUL character') });
    }
  });

  for (const visitor of ['anonymous', 'editor'] as const) {
    test(`never answer 5xx (${visitor})`, async ({ request }) => {
      test.setTimeout(60_000);
      if (visitor === 'editor') await signedInEditor(request);
      await fc.assert(
        fc.asyncProperty(url, async (target) => {
          const status = await statusOf(request, target);
          expect(status, `GET ${JSON.stringify(target)}`).toBeLessThan(500);
        }),
        // 100 requests per visitor: about 10 s on two busy cores. FUZZ_SEED replays a failure.
        { numRuns: 100, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
      );
    });
  }
});
