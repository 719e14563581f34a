import { describe, expect, it } from 'vitest';
import { isCrossOriginRequest } from './security.server';

const request = (headers: Record<string, string>, url = 'https://aurelia.example/api/auth/login') => new Request(url, { method: 'POST', headers });

describe('isCrossOriginRequest (the one CSRF rule of the API and the pages)', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site', origin: 'https://aurelia.example' }],
    ['an unknown Sec-Fetch-Site, even with this Origin', { 'sec-fetch-site': 'nonsense', origin: 'https://aurelia.example' }],
    ['an Origin of another host', { origin: 'https://evil.example' }],
    ['an Origin of another port', { origin: 'https://aurelia.example:8443' }],
    ['Origin: null', { origin: 'null' }],
    ['an Origin that is no URL', { origin: '%%' }],
  ])('is true for %s', (_what, headers) => {
    expect(isCrossOriginRequest(request(headers))).toBe(true);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed in or bookmarked)', { 'sec-fetch-site': 'none' }],
    ['Sec-Fetch-Site: same-origin beside another Origin (Sec-Fetch-Site decides)', { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }],
    ['this Origin without Sec-Fetch-Site', { origin: 'https://aurelia.example' }],
    ['neither header (curl, a script, an app)', {}],
  ])('is false for %s', (_what, headers) => {
    expect(isCrossOriginRequest(request(headers))).toBe(false);
  });
});
