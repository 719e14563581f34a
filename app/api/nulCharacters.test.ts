import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { call, openTestApi } from './testHelpers.server';
import { NUL_MESSAGE, PAGE_FORM_MESSAGE, rejectNulInPageForms } from './nulCharacters.server';

const { api } = await openTestApi({ seed: false });

interface Operation {
  method: string;
  path: string;
  hasBody: boolean;
  query: string[];
}

/** Every operation of the OpenAPI document, path parameters filled with a plain value. */
async function operations(): Promise<Operation[]> {
  const doc = (await (await api.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { in: string; name: string }[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, 'plain-value'),
      hasBody: op.requestBody !== undefined,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}

const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);

/** A JSON object with one NUL-holding string somewhere in it: a field, a nested field, an array item or a key. */
const bodyWithNul = fc
  .record({
    base: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
    key: fc.string({ maxLength: 8 }),
    nul: withNul,
    shape: fc.constantFrom('field', 'nested', 'array', 'key'),
  })
  .map(({ base, key, nul, shape }) => {
    if (shape === 'key') return { ...base, [nul]: 'value' };
    return { ...base, [key]: shape === 'field' ? nul : shape === 'nested' ? { inner: nul } : ['fine', nul] };
  });

describe('NUL characters (PostgreSQL cannot store them)', () => {
  it('sign-up and sign-in with NUL in the email answer 400 with a message, not 500', async () => {
    const signup = await call(api, 'POST', '/auth/signup', {
      body: { username: 'nulguest', email: 'nul\u0000@example.com', password: 'velvet-rope-midnight-42' },
    });
    expect(signup).toMatchObject({ status: 400, body: { error: NUL_MESSAGE, details: { email: NUL_MESSAGE } } });
    const login = await call(api, 'POST', '/auth/login', { body: { email: '\u0000', password: 'velvet-rope-midnight-42' } });
    expect(login).toMatchObject({ status: 400, body: { error: NUL_MESSAGE, details: { email: NUL_MESSAGE } } });
    // An escaped backslash before "u0000" is text, not NUL: the route's own rules answer.
    const text = await call(api, 'POST', '/auth/login', { body: '{"email":"\\\\u0000@example.com","password":"velvet-rope-midnight-42"}' });
    expect(text.status).toBe(401);
  });

  it('every operation with a JSON body answers 400 for a NUL anywhere in it', async () => {
    const withBody = (await operations()).filter((op) => op.hasBody);
    expect(withBody.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBody), bodyWithNul, async (op, body) => {
        const res = await call(api, op.method, op.path, { body });
        expect({ op: `${op.method} ${op.path}`, status: res.status, error: (res.body as { error?: string }).error }).toEqual({
          op: `${op.method} ${op.path}`,
          status: 400,
          error: NUL_MESSAGE,
        });
      }),
      { numRuns: 300, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
    );
  });

  it('every operation with query parameters answers 400 for a NUL in any of them', async () => {
    const withQuery = (await operations()).filter((op) => op.query.length > 0);
    expect(withQuery.length).toBeGreaterThan(5);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withQuery).chain((op) => fc.tuple(fc.constant(op), fc.constantFrom(...op.query), withNul)),
        async ([op, name, value]) => {
          const res = await call(api, op.method, `${op.path}?${new URLSearchParams({ [name]: value })}`);
          expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: NUL_MESSAGE, details: { [name]: NUL_MESSAGE } } });
        },
      ),
      { numRuns: 100, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
    );
  });
});

describe('NUL characters in forms posted to pages', () => {
  const site = new Hono();
  site.use(rejectNulInPageForms);
  // The action still reads the whole form after the check.
  site.post('/signin', async (c) => c.text(`reached ${(await c.req.raw.formData()).get('email') as string}`));
  const post = (body: BodyInit) => site.request('/signin', { method: 'POST', body });

  it('answers 400 with a message for NUL in a field of an urlencoded or multipart form, before the action', async () => {
    for (const body of [new URLSearchParams({ email: 'nul\u0000@example.com', password: 'x' }), new URLSearchParams({ ['e\u0000']: 'x' })]) {
      const res = await post(body);
      expect({ status: res.status, text: await res.text() }).toEqual({ status: 400, text: PAGE_FORM_MESSAGE });
    }
    const multipart = new FormData();
    multipart.set('email', '\u0000');
    expect((await post(multipart)).status).toBe(400);
  });

  it('lets any other form through, whole', async () => {
    const res = await post(new URLSearchParams({ email: 'guest@example.com', password: 'x' }));
    expect({ status: res.status, text: await res.text() }).toEqual({ status: 200, text: 'reached guest@example.com' });
  });
});
