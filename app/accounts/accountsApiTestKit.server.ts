import { call, type TestApi } from '~/api/testHelpers.server';
import type { User } from './user';

export type Session = { token: string; user: User };

/** The accounts API's requests, as the accounts.*.api.test.ts files make them on their API. */
export function accountRequests(api: TestApi) {
  return {
    signup: (body: unknown, headers?: Record<string, string>) => call<Session & { error: string }>(api, 'POST', '/auth/signup', { body, headers }),
    login: (body: unknown, headers?: Record<string, string>) => call<Session & { error: string }>(api, 'POST', '/auth/login', { body, headers }),
    me: (headers: Record<string, string>) => call<User & { error: string }>(api, 'GET', '/auth/me', { headers }),
  };
}

/** The session token in a response's Set-Cookie. */
export const cookieOf = (headers: Headers) => /aurelia_session=([^;]*)/.exec(headers.get('set-cookie') ?? '')?.[1];
