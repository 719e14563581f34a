import { demoHotels } from '../app/db/seed/demo-content';
import { expect, test } from './fixtures';

test.describe('HTTP caching and transfer', () => {
  for (const path of ['/', '/rooms', `/rooms/${demoHotels[0]!.slug}`, '/api/rooms']) {
    test(`${path} carries an ETag, answers If-None-Match with 304, and comes compressed`, async ({ request }) => {
      const first = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(first.status()).toBe(200);
      expect(first.headers()['content-encoding']).toBe('br');
      const etag = first.headers()['etag']!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await request.get(path, { headers: { 'If-None-Match': etag } });
      expect(again.status()).toBe(304);
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding']).toBe('gzip');
    });
  }

  test('signed-in requests are rendered fresh and private', async ({ request }) => {
    const res = await request.get('/rooms', { headers: { Cookie: 'session=abc' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('private, no-cache');
  });

  test('fingerprinted assets are immutable and precompressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<link rel="modulepreload" href="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const res = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers()['cache-control']).toContain('immutable');
    expect(res.headers()['content-encoding']).toBe('br');
  });

  test('the first row of hotel pictures loads eagerly, the rest lazily', async ({ page }) => {
    await page.goto('/rooms');
    const loading = await page.getByTestId('hotel-card').locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
    expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'eager']);
    expect(loading.slice(3).every((l) => l === 'lazy')).toBe(true);
  });
});

test.describe('paging', () => {
  const many = demoHotels.find((h) => h.reviews.length > 10)!;

  test('a hotel shows its newest 10 reviews, and more on request', async ({ page }) => {
    await page.goto(`/rooms/${many.slug}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByTestId('review')).toHaveCount(10);
    await expect(page.locator('.show-more-reviews')).toContainText(`10 of ${many.reviews.length} shown`);
    await page.getByRole('link', { name: 'Show more reviews' }).click();
    await expect(page.getByTestId('review')).toHaveCount(many.reviews.length);
    await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Show more reviews' })).toHaveCount(0);
  });

  test('more reviews work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/rooms/${many.slug}`);
    await expect(page.getByTestId('review')).toHaveCount(10);
    await page.getByRole('link', { name: 'Show more reviews' }).click();
    await expect(page).toHaveURL(/\?reviews=20/);
    await expect(page.getByTestId('review')).toHaveCount(many.reviews.length);
    await context.close();
  });

  test('/rooms pages by 24: one page of demo hotels, no pagination, and a missing page says so', async ({ page }) => {
    await page.goto('/rooms');
    await expect(page.getByTestId('hotel-card')).toHaveCount(demoHotels.length);
    await expect(page.getByRole('navigation', { name: 'Hotel pages' })).toHaveCount(0);
    await page.goto('/rooms?page=2');
    await expect(page.getByText('There is no page 2.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the first page' }).click();
    await expect(page.getByTestId('hotel-card')).toHaveCount(demoHotels.length);
  });
});
