import { demoHotels, demoPosts } from '../app/db/seed/demo-content';
import { expect, test } from './fixtures';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

test('sitemap.xml lists every public page, hotel and post', async ({ request, baseURL }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toMatch(/application\/xml/);
  const files = locs(await index.text());
  expect(files.length).toBeGreaterThan(1);
  const urls: string[] = [];
  for (const file of files) {
    const res = await request.get(new URL(file).pathname);
    expect(res.status()).toBe(200);
    urls.push(...locs(await res.text()));
  }
  const paths = urls.map((u) => new URL(u).pathname);
  for (const path of ['/', '/rooms', '/blog', '/casino', '/spa', '/dining', '/events', '/contact', '/legal', '/privacy', '/responsible-gaming']) {
    expect(paths).toContain(path);
  }
  for (const hotel of demoHotels) expect(paths).toContain(`/rooms/${hotel.slug}`);
  for (const post of demoPosts) expect(paths).toContain(`/blog/${post.slug}`);
  expect(urls.every((u) => u.startsWith(baseURL!))).toBe(true);
  expect((await request.get('/sitemaps/nothing.xml')).status()).toBe(404);
});

test('robots.txt allows the site, keeps crawlers off the API and names the sitemap', async ({ request, baseURL }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

async function jsonLd(page: import('@playwright/test').Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

test('each page has a canonical URL, Open Graph and Twitter card tags', async ({ page, baseURL }) => {
  const hotel = demoHotels[1]!;
  for (const path of [
    '/',
    '/rooms',
    `/rooms/${hotel.slug}`,
    '/blog',
    `/blog/${demoPosts[0]!.slug}`,
    '/casino',
    '/spa',
    '/dining',
    '/events',
    '/responsible-gaming',
    '/legal',
    '/privacy',
    '/booking',
    '/rewards',
    '/contact',
    '/signin',
    '/signup',
  ]) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, baseURL).toString());
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new URL(path, baseURL).toString());
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  }
});

test('JSON-LD: Organization on the home page', async ({ page }) => {
  await page.goto('/');
  const [org] = (await jsonLd(page)).filter((d) => d['@type'] === 'Organization');
  expect(org).toMatchObject({ '@context': 'https://schema.org', name: expect.any(String), url: expect.stringMatching(/^http/) });
});

test('JSON-LD: Hotel with name, address, price range and image on each hotel page', async ({ page }) => {
  for (const seed of demoHotels) {
    // The range is the rates' (the lowest and highest Flexible night of 90 days), as the API gives it.
    const { priceRange } = (await (await page.request.get(`/api/rooms/by-slug/${seed.slug}`)).json()) as {
      priceRange: { min: number; max: number; currency: string };
    };
    await page.goto(`/rooms/${seed.slug}`);
    const [hotel] = (await jsonLd(page)).filter((d) => d['@type'] === 'Hotel');
    expect(hotel).toMatchObject({
      name: seed.name,
      address: { '@type': 'PostalAddress', streetAddress: seed.streetAddress, addressLocality: seed.city, addressCountry: seed.country },
      priceRange: `${priceRange.min}-${priceRange.max} ${priceRange.currency}`,
      image: expect.stringMatching(/^http.*\.svg$/),
    });
  }
});

test('JSON-LD: BlogPosting on each post', async ({ page }) => {
  for (const seed of demoPosts) {
    await page.goto(`/blog/${seed.slug}`);
    const [post] = (await jsonLd(page)).filter((d) => d['@type'] === 'BlogPosting');
    expect(post).toMatchObject({
      headline: seed.title,
      datePublished: expect.stringMatching(new RegExp(`^${seed.date}`)),
      author: { name: expect.any(String) },
    });
  }
});

test('JSON-LD: an Event with name, startDate and location for each upcoming event', async ({ page, request }) => {
  const upcoming = (await (await request.get('/api/events')).json()) as Array<{ title: string; date: string; location: string }>;
  expect(upcoming.length).toBeGreaterThan(0);
  await page.goto('/events');
  const events = (await jsonLd(page)).flat().filter((d) => d['@type'] === 'Event');
  expect(events.map((e) => e.name)).toEqual(upcoming.map((e) => e.title));
  for (const [i, event] of events.entries()) {
    expect(event).toMatchObject({ startDate: upcoming[i]!.date, location: { '@type': 'Place', name: upcoming[i]!.location } });
  }
});
