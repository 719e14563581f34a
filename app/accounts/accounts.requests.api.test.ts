// The accounts API, the requests it takes: cross-site rules, request bodies, and its OpenAPI entries
// (the rest: accounts.*.api.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, newAccount, openTestApi } from '~/api/testHelpers.server';
import { accountRequests, cookieOf } from './accountsApiTestKit.server';

const { api } = await openTestApi({ seed: false });
const { signup, login, me } = accountRequests(api);

describe('CSRF: state-changing requests authenticated by the cookie alone', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signup(newAccount())).body.token;
  });
  const logoutWith = (headers: Record<string, string>) => call(api, 'POST', '/auth/logout', { headers: { cookie: `aurelia_session=${token}`, ...headers } });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (other subdomain) fetch', { 'sec-fetch-site': 'same-site', origin: 'http://localhost' }],
    ['an opaque origin', { origin: 'null' }],
  ])('are refused with 403 from %s', async (_what, headers) => {
    const res = await logoutWith(headers);
    expect(res.status).toBe(403);
    expect((await me(bearer(token))).status).toBe(200); // not logged out
  });

  it('are accepted from this origin', async () => {
    const other = (await signup(newAccount())).body.token;
    const res = await call(api, 'POST', '/auth/logout', { headers: { cookie: `aurelia_session=${other}`, origin: 'http://localhost' } });
    expect(res.status).toBe(204);
  });

  // Amended 2026-11-22 (ADR 0006): a request with neither Sec-Fetch-Site nor Origin is no
  // browser's, so it cannot be forged; it used to be refused, which broke every cookie-jar client.
  it('are accepted from a client that sends neither Sec-Fetch-Site nor Origin (curl -b/-c, an app)', async () => {
    const other = (await signup(newAccount())).body.token;
    const res = await call(api, 'POST', '/auth/logout', { headers: { cookie: `aurelia_session=${other}` } });
    expect(res.status).toBe(204);
  });

  it('let a cookie-jar client sign up, then post again with the cookie it was given', async () => {
    const account = newAccount();
    const first = await signup(account);
    expect(first.status).toBe(201);
    const jar = { cookie: `aurelia_session=${cookieOf(first.headers)}` };
    const second = await login({ email: account.email, password: account.password }, jar);
    expect(second.status).toBe(200);
    const third = await call(api, 'POST', '/auth/logout', { headers: { cookie: `aurelia_session=${cookieOf(second.headers)}` } });
    expect(third.status).toBe(204);
  });

  it('are accepted when the user made the request directly (Sec-Fetch-Site: none)', async () => {
    const other = (await signup(newAccount())).body.token;
    const res = await call(api, 'POST', '/auth/logout', { headers: { cookie: `aurelia_session=${other}`, 'sec-fetch-site': 'none' } });
    expect(res.status).toBe(204);
  });

  it("are refused from a cross-site page even on sign-in, with the jar's cookie", async () => {
    const account = newAccount();
    const jar = { cookie: `aurelia_session=${cookieOf((await signup(account)).headers)}` };
    const res = await login({ email: account.email, password: account.password }, { ...jar, 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });

  it('do not affect bearer-token requests', async () => {
    const other = (await signup(newAccount())).body.token;
    const res = await call(api, 'POST', '/auth/logout', { headers: { ...bearer(other), origin: 'https://evil.example' } });
    expect(res.status).toBe(204);
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await call(api, 'POST', '/auth/signup', { body: '{"username": ' });
    expect(res.status).toBe(400);
    expect(typeof (res.body as { error: string }).error).toBe('string');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('answers a %s body with 415', async (type) => {
    const res = await call(api, 'POST', '/auth/login', { body: 'email=a@b.c&password=x', headers: { 'content-type': type } });
    expect(res.status).toBe(415);
  });

  it('answers a missing body with 400', async () => {
    expect((await call(api, 'POST', '/auth/signup')).status).toBe(400);
  });

  it('answers a body over 100 KB with 413', async () => {
    const res = await call(api, 'POST', '/auth/signup', { body: { ...newAccount(), username: 'x'.repeat(110 * 1024) } });
    expect(res.status).toBe(413);
  });
});

describe('OpenAPI', () => {
  it('documents the accounts, contact, newsletter and blog write endpoints', async () => {
    const doc = (await call<{ paths: Record<string, Record<string, unknown>> }>(api, 'GET', '/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/signup',
        '/auth/login',
        '/auth/logout',
        '/auth/me',
        '/auth/session',
        '/contact',
        '/newsletter',
        '/blog/preview',
        '/blog/{id}',
      ]),
    );
    expect(Object.keys(doc.paths['/blog']!)).toEqual(expect.arrayContaining(['get', 'post']));
  });
});
