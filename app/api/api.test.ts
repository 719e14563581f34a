import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultSecurity } from '~/api/security.server';
import { openTestApi } from '~/api/testHelpers.server';
import { createTestDatabase } from '~/db/testDatabase.server';
import { createApi } from '../../server/api';

const { database, api } = await openTestApi({ seed: false, security: defaultSecurity });

describe('service endpoints', () => {
  it('GET /api/health answers ok', async () => {
    const res = await api.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers 200 while the database answers, 503 with Retry-After when it does not', async () => {
    expect((await api.request('/ready')).status).toBe(200);
    const broken = createApi({ db: database.db, ping: () => Promise.reject(new Error('connection refused')) });
    const res = await broken.request('/ready');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ error: 'Database unavailable' });
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('keeps answering after the PostgreSQL server drops its idle connections (a restart, say)', async () => {
    await Promise.all(Array.from({ length: 4 }, () => database.ping())); // connections now idle in the pool
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the pool hears of each dropped connection
    expect((await api.request('/ready')).status).toBe(200);
  });

  it('publishes an OpenAPI document describing every read endpoint', async () => {
    const res = await api.request('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/health', '/ready', '/rooms', '/rooms/by-slug/{slug}', '/blog', '/blog/author/{author}', '/blog/{slug}']),
    );
  });

  it('names every identifier in every answer `_id`, never `id` (docs/product/api.md)', async () => {
    const doc = (await (await api.request('/openapi.json')).json()) as OpenApiDocument;
    const offenders = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const schema = response.content?.['application/json']?.schema;
          if (schema) for (const where of idProperties(doc, schema)) offenders.add(`${method.toUpperCase()} ${path} ${status}: ${where}`);
        }
      }
    }
    expect([...offenders]).toEqual([]);
  });

  it('serves a readable docs page at /api/docs', async () => {
    const res = await api.request('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('/api/rooms/by-slug/{slug}');
    expect(html).toContain('Hotel');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api.request('/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it('answers an unexpected failure with a generic 500 and a request id, never the cause', async () => {
    const failing = createApi({
      db: new Proxy(database.db, {
        get() {
          throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
        },
      }),
      ping: database.ping,
    });
    const res = await failing.request('/rooms');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/secret_table|\/srv|db\.ts|stack/i);
    expect(JSON.parse(text)).toMatchObject({ error: expect.stringMatching(/went wrong/) });
  });

  it('answers a lost database connection with 503 and Retry-After', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failing = createApi({
      db: new Proxy(database.db, {
        get() {
          throw refused;
        },
      }),
      ping: database.ping,
    });
    const res = await failing.request('/blog');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });

  // The shapes a query fails with when the database goes away: refused, or lost in the middle of
  // a query (node-postgres gives that one no code; Drizzle wraps either as `cause`), or PGlite closed.
  const lost = [
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['lost during a query', new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') })],
    ['unreachable', new Error('Failed query: select 1', { cause: Object.assign(new Error('connect EHOSTUNREACH'), { code: 'EHOSTUNREACH' }) })],
    ['closed (PGlite)', new Error('Failed query: select 1', { cause: new Error('PGlite is closed') })],
  ] as const;
  const readPaths = ['/rooms', '/rooms/by-slug/alpine-gold-casino-lodge', '/blog', '/blog/a-post', '/blog/author/someone', '/events'];
  it.each(lost)('answers every read with 503 and Retry-After when the database is %s', async (_, cause) => {
    // Every query builder chains as usual and fails when awaited, as a real one does.
    const query: unknown = new Proxy(() => {}, {
      get: (_, key) => (key === 'then' ? (_resolve: unknown, reject: (e: unknown) => void) => reject(cause) : query),
      apply: () => query,
    });
    const away = createApi({ db: query as typeof database.db, ping: database.ping });
    for (const path of readPaths) {
      const res = await away.request(path);
      expect({ path, status: res.status, retryAfter: res.headers.get('retry-after') }).toEqual({ path, status: 503, retryAfter: '5' });
    }
  });

  // PGlite only: a pg pool after end() is this process's own mistake, not the database away.
  it.skipIf(Boolean(process.env.DATABASE_URL))('answers 503, not 500, from a closed embedded database', async () => {
    const closed = await createTestDatabase({ seed: false });
    await closed.close();
    const away = createApi({ db: closed.db, ping: closed.ping });
    expect((await away.request('/rooms/by-slug/alpine-gold-casino-lodge')).status).toBe(503);
  });
});

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>;
  components?: { schemas?: Record<string, Schema> };
}

/** Where, inside `schema` (its references followed once each), an object has a property named `id`. */
function idProperties(doc: OpenApiDocument, schema: Schema, where = '', seen = new Set<string>()): string[] {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    const name = schema.$ref.replace('#/components/schemas/', '');
    return idProperties(doc, doc.components!.schemas![name]!, `${name}`, seen);
  }
  const found = Object.entries(schema.properties ?? {}).flatMap(([key, child]) => [
    ...(key === 'id' ? [`${where || 'body'}.id`] : []),
    ...idProperties(doc, child, `${where}.${key}`, seen),
  ]);
  const nested = [
    schema.items,
    typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined,
    ...(schema.allOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
  ];
  return [...found, ...nested.flatMap((child) => (child ? idProperties(doc, child, `${where}[]`, seen) : []))];
}
