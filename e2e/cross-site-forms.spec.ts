import { expect, test } from './fixtures';

// The pages' CSRF rule on the built site (docs/decisions/0006-abuse-limits-csrf-and-bodies.md).
const form = { 'content-type': 'application/x-www-form-urlencoded' };

test('a form posted to a page from another site is refused with 403 before any action', async ({ request, baseURL }) => {
  for (const path of ['/signin', '/signup', '/contact']) {
    const crossSite = await request.post(path, {
      headers: { ...form, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      data: 'email=a%40b.example',
    });
    expect(crossSite.status(), path).toBe(403);
    expect(await crossSite.text()).toMatch(/must be sent from the site itself/);
    const foreignOrigin = await request.post(path, { headers: { ...form, origin: 'https://evil.example' }, data: 'email=a%40b.example' });
    expect(foreignOrigin.status(), path).toBe(403);
    const sameOrigin = await request.post(path, { headers: { ...form, 'sec-fetch-site': 'same-origin', origin: baseURL! }, data: 'email=a%40b.example' });
    expect(sameOrigin.status(), path).not.toBe(403); // reaches React Router (its action, or 405 without one)
    expect(sameOrigin.status(), path).toBeLessThan(500);
  }
});
