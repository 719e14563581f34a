import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSecurity } from '~/api/security.server';
import { openTestApi } from '~/api/testHelpers.server';

/**
 * Thousands of malformed requests across every endpoint: wrong types, missing and extra fields,
 * huge and unicode strings, malformed JSON, wrong content types, odd methods. None may answer
 * 5xx, the service stays healthy, and nothing stored before changes.
 */
const RUNS = 5_000;

const { api } = await openTestApi({ security: defaultSecurity });

/** Every endpoint as [method, path]; `{x}` marks a path parameter the fuzzer fills in. */
export const ENDPOINTS: Array<[string, string]> = [
  ['GET', '/rooms'],
  ['GET', '/rooms/by-slug/{x}'],
  ['GET', '/blog'],
  ['GET', '/blog/author/{x}'],
  ['GET', '/blog/{x}'],
  ['GET', '/health'],
  ['GET', '/ready'],
  ['GET', '/openapi.json'],
  ['GET', '/docs'],
  ['GET', '/events'],
  ['POST', '/auth/signup'],
  ['POST', '/auth/login'],
  ['POST', '/auth/logout'],
  ['GET', '/auth/me'],
  ['POST', '/auth/forgot-password'],
  ['POST', '/auth/reset-password'],
  ['GET', '/admin/outbox'],
  ['POST', '/contact'],
  ['POST', '/newsletter'],
  ['POST', '/blog'],
  ['POST', '/blog/preview'],
  ['PUT', '/blog/{x}'],
  ['DELETE', '/blog/{x}'],
];

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    "' OR 1=1 --",
    '"; DROP TABLE hotels; --',
    '../../etc/passwd',
    '%00',
    '%',
    '%zz',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '\u0000\u0001\u007f',
    '😀🏨🎰',
    'Ω≈ç√∫˜µ≤≥÷',
    '\u202e\u200b',
  ),
  fc.integer({ min: 10_000, max: 100_000 }).map((n) => 'x'.repeat(n)),
  fc.integer().map(String),
  fc.double().map(String),
);

// TRACE, TRACK and CONNECT cannot be built as fetch Requests; the Node server answers them 404.
const method = fc.oneof(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'), fc.constantFrom('get', 'PROPFIND', 'PURGE'));

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  '*/*',
);

const body = fc.oneof(
  fc.constant(undefined),
  nasty,
  fc.json(),
  fc.constantFrom('{', '{"a":', '[1,2', '{"email":}', 'nul', '{"__proto__":{"polluted":1}}', '\u0000'),
  fc.object().map((o) => JSON.stringify(o)),
  fc.array(fc.anything(), { maxLength: 5 }).map((a) => JSON.stringify(a, (_k, v) => (typeof v === 'bigint' ? String(v) : v))),
);

const query = fc.array(fc.tuple(fc.constantFrom('limit', 'offset', 'page', 'x', '__proto__', 'limit[]', ''), nasty), { maxLength: 4 });

// Mostly the endpoint's own method and exact path, so most requests reach its validation.
const request = fc.record({
  endpoint: fc.constantFrom(...ENDPOINTS),
  method: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: method, weight: 1 }),
  param: nasty,
  query,
  contentType,
  body,
  extraPath: fc.oneof({ arbitrary: fc.constant(''), weight: 4 }, { arbitrary: fc.constantFrom('/', '/extra', '//', '/..', '?'), weight: 1 }),
});

async function snapshot() {
  const [rooms, blog, events] = await Promise.all([api.request('/rooms'), api.request('/blog'), api.request('/events')]);
  return { rooms: await rooms.text(), blog: await blog.text(), events: await events.text() };
}

describe('fuzzing the API', () => {
  it(`answers ${RUNS} malformed requests without a 5xx and changes nothing stored`, async () => {
    const before = await snapshot();
    const statuses = new Map<number, number>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const [endpointMethod, template] = r.endpoint;
        const httpMethod = r.method ?? endpointMethod;
        const path = template.replace('{x}', encodeURIComponent(r.param)) + r.extraPath;
        const search = new URLSearchParams(r.query).toString();
        const headers: Record<string, string> = {};
        if (r.contentType) headers['content-type'] = r.contentType;
        const hasBody = r.body !== undefined && !['GET', 'HEAD', 'get'].includes(httpMethod);
        const res = await api.request(`${path}${search ? `?${search}` : ''}`, {
          method: httpMethod,
          headers,
          body: hasBody ? r.body : undefined,
        });
        sent++;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const text = await res.text();
        if (res.status >= 500) throw new Error(`${httpMethod} ${path} -> ${res.status} ${text.slice(0, 200)}`);
        if (res.status >= 400 && httpMethod.toUpperCase() !== 'HEAD') {
          expect(JSON.parse(text)).toMatchObject({ error: expect.any(String) });
          expect(text).not.toMatch(/at \w+ \(|\/work\/|node_modules|SELECT |INSERT /);
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
    expect(sent).toBe(RUNS);
    console.info(`fuzz: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect((await api.request('/health')).status).toBe(200);
    expect((await api.request('/ready')).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  }, 180_000);
});
