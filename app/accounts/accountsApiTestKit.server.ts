import { afterAll, beforeAll } from 'vitest';
import { call, createTestApi, type TestApi } from '~/api/testHelpers.server';
import type { DatabaseHandle } from '~/db/client.server';
import { createTestDatabase } from '~/db/testDatabase.server';
import type { User } from './user';

/** The test file's database and API (live bindings: set before its tests by openAccountsApi). */
export let database: DatabaseHandle;
export let api: TestApi;

/** Opens a database of the test file's own (unseeded) and the API on it; closes it after the file's tests. */
export function openAccountsApi() {
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    api = createTestApi(database);
  });
  afterAll(() => database?.close());
}

export type Session = { token: string; user: User };
export const signup = (body: unknown, headers?: Record<string, string>) => call<Session & { error: string }>(api, 'POST', '/auth/signup', { body, headers });
export const login = (body: unknown, headers?: Record<string, string>) => call<Session & { error: string }>(api, 'POST', '/auth/login', { body, headers });
export const me = (headers: Record<string, string>) => call<User & { error: string }>(api, 'GET', '/auth/me', { headers });
export const cookieOf = (headers: Headers) => /aurelia_session=([^;]*)/.exec(headers.get('set-cookie') ?? '')?.[1];
