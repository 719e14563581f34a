import { expect, test } from './fixtures';

const documents = ['/', '/rooms', '/rooms/alpine-gold-casino-lodge', '/blog', '/api/docs', '/no-such-page'];

test('every page carries the security headers', async ({ request }) => {
  for (const path of documents) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp, path).toContain(directive);
    expect(headers['content-security-policy-report-only'], path).toBeUndefined();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // Served over plain HTTP here: no HSTS (it is sent over HTTPS only).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('data carries a policy that runs nothing, and no page headers', async ({ request }) => {
  for (const path of ['/api/rooms', '/api/rooms/alpine-gold-casino-lodge-not-here', '/api/openapi.json', '/rooms.data']) {
    const res = await request.get(path);
    const headers = res.headers();
    expect(headers['content-type'], path).toMatch(/json|x-script/);
    expect(headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'])
      expect(headers[name], `${path} ${name}`).toBeUndefined();
  }
});

test('files carry only what applies to a file: a script no page policy, a picture one that runs nothing', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)![1]!;
  const chunk = (await request.get(script, { headers: { 'Accept-Encoding': 'br' } })).headers();
  expect(chunk['x-content-type-options']).toBe('nosniff');
  for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy', 'x-request-id'])
    expect(chunk[name], name).toBeUndefined();
  const favicon = (await request.get('/favicon.svg')).headers();
  expect(favicon['content-security-policy']).toMatch(/^default-src 'none'/);
  expect(favicon['x-content-type-options']).toBe('nosniff');
});

test('the policy always names the nonce the inline scripts carry, and each render gets its own', async ({ request }) => {
  const nonces = new Set<string>();
  // A page is rendered once and then served from the cache with the nonce it was rendered with;
  // different pages are different renders.
  for (const path of ['/rooms', '/rooms', '/blog', '/', '/rooms/alpine-gold-casino-lodge']) {
    const res = await request.get(path);
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy']!)![1]!;
    nonces.add(nonce);
    const scripts = [...(await res.text()).matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(2);
    for (const attrs of scripts.filter((a) => !a.includes('application/ld+json'))) expect(attrs, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(4);
});

test('pages work under the policy: hydrated, navigable, no violation reported', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  // Twice: the second visit is served from the page cache and must hydrate just the same.
  await page.goto('/rooms');
  await page.goto('/rooms');
  await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByTestId('review').first()).toBeVisible();
  expect(violations).toEqual([]);
  // The fixture also fails the test on any console error, which is where Chromium reports CSP blocks.
});
