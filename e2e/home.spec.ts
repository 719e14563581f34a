import { demoPosts } from '../app/db/seed/demo-content';
import type { HotelSummary } from '../app/hotels/hotel';
import { expect, test } from './fixtures';

test('home shows the hero, three featured hotels by rating and the latest article', async ({ page, request }) => {
  const top = ((await (await request.get('/api/rooms?limit=3')).json()) as HotelSummary[]).map((h) => h.name);
  const latest = [...demoPosts].sort((a, b) => b.date.localeCompare(a.date))[0]!;
  await page.goto('/');
  const hero = page.locator('.hero-home');
  await expect(hero.getByRole('link', { name: 'Discover the Casino' })).toHaveAttribute('href', '/casino');
  await expect(hero.getByRole('link', { name: 'Explore Hotels' })).toHaveAttribute('href', '/rooms');

  const featured = page.getByRole('region', { name: 'Featured Hotels' });
  await expect(featured.getByTestId('hotel-card').locator('h3')).toHaveText(top);
  await expect(featured.getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/rooms');

  const article = page.getByTestId('latest-article');
  await expect(article.locator('h3')).toHaveText(latest.title);
  await expect(article.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/blog/${latest.slug}`);
  await expect(page.getByRole('region', { name: 'Latest Article' }).getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
});

test('the header and footer links lead where the spec says', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of [
    ['Hotels', '/rooms'],
    ['Casino', '/casino'],
    ['Spa', '/spa'],
    ['Dining', '/dining'],
    ['Events', '/events'],
    ['Blog', '/blog'],
  ]) {
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href!);
  }
  const footer = page.locator('footer');
  for (const [label, href] of [
    ['Rooms & Suites', '/rooms'],
    ['Spa & Wellness', '/spa'],
    ['Dining', '/dining'],
    ['Events', '/events'],
    ['Responsible Gaming', '/responsible-gaming'],
    ['Contact Us', '/contact'],
    ['Terms & Conditions', '/legal'],
    ['Privacy Policy', '/privacy'],
  ]) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(footer.locator('a[target="_blank"]')).toHaveCount(4);
  for (const rel of await footer.locator('a[target="_blank"]').evaluateAll((els) => els.map((e) => e.getAttribute('rel')))) {
    expect(rel).toContain('noopener');
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('an unknown URL answers HTTP 404', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/no-such-page$/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
