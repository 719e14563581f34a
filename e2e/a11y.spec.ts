import AxeBuilder from '@axe-core/playwright';
import { demoHotels, demoPosts } from '../app/db/seed/demo-content';
import { expect, test } from './fixtures';

const pages = [
  '/',
  '/rooms',
  `/rooms/${demoHotels[0]!.slug}`,
  '/casino',
  '/spa',
  '/dining',
  '/events',
  '/blog',
  `/blog/${demoPosts[0]!.slug}`,
  '/responsible-gaming',
  '/legal',
  '/booking',
  '/rewards',
  '/signin',
  '/signup',
  '/contact',
  '/no-such-page',
];

for (const theme of ['dark', 'light'] as const) {
  for (const path of pages) {
    for (const width of [390, 1280]) {
      test(`axe finds nothing on ${path} in the ${theme} theme at ${width} px`, async ({ page, pageErrors }) => {
        pageErrors.allow(/\/no-such-page$/);
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.goto(path);
        // With the cookie banner up, as a first-time visitor sees the page.
        await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
}

test('axe finds nothing in an open dialog and in the drawer', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/casino');
    await page
      .getByRole('button', { name: /Learn More/ })
      .first()
      .click();
    let results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }
});

// axe cannot judge text over a background picture; headings on the dark banners must stay ivory
// in the light theme too (the .on-dark tokens).
test('banner headings keep light text over their dark pictures in the light theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  for (const path of ['/signin', '/signup', '/contact', '/rooms', '/casino']) {
    await page.goto(path);
    const color = await page
      .locator('h1')
      .first()
      .evaluate((h) => getComputedStyle(h).color);
    expect(color, path).toBe('rgb(246, 241, 228)');
  }
});
