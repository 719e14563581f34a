import { afterAll, TestRunner } from 'vitest';
import { createApi } from '../../server/api';
import { generateSync } from 'otplib';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '~/db/client.server';
import { randomBytes } from 'node:crypto';
import { passkeys, sessions, users, type Role } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import type { ApiDeps } from './openapi.server';
import { DEFAULT_LIMITS, type Limits } from './limits.server';
import type { SecurityOptions } from './security.server';

/** Limits no ordinary test reaches; the limit tests set their own. */
export const generousLimits: Limits = Object.fromEntries(
  Object.entries(DEFAULT_LIMITS).map(([rule, value]) => [rule, { ...value, max: 1_000_000 }]),
) as unknown as Limits;

export type TestApi = ReturnType<typeof createApi>;

export function createTestApi(deps: Pick<ApiDeps, 'db' | 'ping' | 'now'>, security: Partial<SecurityOptions> = {}): TestApi {
  return createApi({ ...deps, security: { limits: generousLimits, trustProxy: 0, ...security } });
}

/**
 * The helpers that close their database after the file's tests (afterAll) must be called at the
 * file's top level: inside a test, the afterAll is never run, and on PostgreSQL the test's database
 * was left behind on the server (issue 50).
 */
function fileLevelOnly(helper: string): void {
  const test = TestRunner.getCurrentTest();
  if (test) throw new Error(`${helper} keeps its database for the whole file: call it at the file's top level, not inside "${test.name}"`);
}

/**
 * A test file's own database (seeded unless told otherwise) and the API on it, closed after the
 * file's tests. Awaited at the top of the file, so the tests read plain constants:
 * `const { database, api } = await openTestApi();`
 */
export async function openTestApi({ seed = true, security = {} }: { seed?: boolean; security?: Partial<SecurityOptions> } = {}) {
  fileLevelOnly('openTestApi');
  const database = await createTestDatabase({ seed });
  afterAll(() => database.close());
  return { database, api: createTestApi(database, security) };
}

/**
 * For the concurrency tests: a test file's own database and the API on it as two server processes
 * would be on PostgreSQL (a second instance with a pool of its own), as the one process PGlite allows
 * otherwise. Closed after the file's tests; `now` fixes the APIs' clock.
 */
export async function openTestApis({ now, security = {} }: { now?: () => Date; security?: Partial<SecurityOptions> } = {}) {
  fileLevelOnly('openTestApis');
  const database = await createTestDatabase();
  const second = database.url ? await openDatabase({ databaseUrl: database.url }) : undefined;
  afterAll(async () => {
    await second?.close();
    await database.close();
  });
  const apiOn = (handle: DatabaseHandle) => createTestApi(now ? { ...handle, now } : handle, security);
  return { database, apis: [apiOn(database), ...(second ? [apiOn(second)] : [])] };
}

/** `count` new guests (username prefix `prefix`), signed up a few at a time: each sign-up hashes a password. */
export async function signUpGuests(api: TestApi, count: number, prefix: string): Promise<{ token: string; userId: string }[]> {
  const guests: { token: string; userId: string }[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, () =>
        call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount(prefix) }),
      ),
    );
    guests.push(...batch.map((r) => ({ token: r.body.token, userId: r.body.user._id })));
  }
  return guests;
}

/** A JSON request through the router; answers status, headers and parsed body. */
export async function call<T = Record<string, unknown>>(
  api: TestApi,
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const res = await api.request(path, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A fresh, valid sign-up body. */
export function newAccount(prefix = 'guest') {
  counter += 1;
  const id = `${prefix}${process.pid}${counter}${Math.random().toString(36).slice(2, 6)}`.slice(0, 30);
  return { username: id, email: `${id}@example.com`, password: 'velvet-rope-midnight-42' };
}

/**
 * A new account with `role`, signed in: its token, id and bearer headers. The one way tests make a
 * member of staff, so that what a staff session needs (every factor the role asks for) is decided
 * here and nowhere else.
 */
export async function signUpAs(api: TestApi, db: Database, role: Role = 'user', prefix: string = role) {
  const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount(prefix) });
  if (role !== 'user') await makeStaff(db, body.user._id, role);
  return { token: body.token, id: body.user._id, headers: bearer(body.token) };
}

/**
 * Gives the account a staff role and, as staff act only with one (docs/decisions/0055), a second
 * factor on record: a passkey whose key no one holds (it signs nobody in). Tests of the refusal
 * itself set the role alone.
 */
export async function makeStaff(db: Database, userId: string, role: Role): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
  if (role !== 'user') await giveSecondFactor(db, userId);
}

/**
 * A second factor on record for the account, as the staff policy counts one (see `makeStaff`), and
 * proved in the sessions it has now, as signing in with it would have (docs/decisions/0059). A
 * session signed in later with the password alone has not proved it.
 */
export async function giveSecondFactor(db: Database, userId: string): Promise<void> {
  await db.insert(passkeys).values({ userId, credentialId: randomBytes(16).toString('base64url'), publicKey: 'none', name: 'Staff test key' });
  await db.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.userId, userId));
}

/**
 * The authenticator app's code `steps` time steps from now (-1, 0 or 1 are accepted): a code is
 * accepted once, so a test that needs several takes them in increasing steps.
 */
export const totpCode = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Turns two-step sign-in on for the signed-in account (confirmed with the previous step's code): its secret and recovery codes. */
export async function turnOnTotp(api: TestApi, headers: Record<string, string>): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await call<{ secret: string }>(api, 'POST', '/account/mfa/totp', { headers });
  if (started.status !== 200) throw new Error(`POST /account/mfa/totp answered ${started.status}: ${JSON.stringify(started.body)}`);
  const { secret } = started.body;
  const confirmed = await call<{ recoveryCodes: string[] }>(api, 'POST', '/account/mfa/totp/confirm', { headers, body: { code: totpCode(secret, -1) } });
  if (confirmed.status !== 200) throw new Error(`POST /account/mfa/totp/confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}
