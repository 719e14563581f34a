import { demoHotels, demoPosts } from '../app/db/seed/demo-content';
import { expect, test } from '@playwright/test';

// The server's HTML already holds the content: a visitor (or a crawler) without JavaScript sees it.
test.use({ javaScriptEnabled: false });

test('hotel names on /rooms', async ({ page }) => {
  await page.goto('/rooms');
  for (const hotel of demoHotels) await expect(page.getByRole('heading', { name: hotel.name })).toBeVisible();
});

test('review texts on a hotel page; its tabs are links the server answers', async ({ page }) => {
  const hotel = demoHotels[0]!;
  // The page shows the newest 10 reviews; ?reviews=N (the "Show more reviews" link) shows more.
  await page.goto(`/rooms/${hotel.slug}?reviews=100`);
  for (const review of hotel.reviews) await expect(page.getByText(review.comment)).toBeVisible();
  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByText(hotel.description)).toBeVisible();
});

test('the article on a post page', async ({ page }) => {
  const post = demoPosts[0]!;
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.locator('.prose p').first()).toBeVisible();
});

test('featured hotels and the latest article on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('hotel-card')).toHaveCount(3);
  await expect(page.getByTestId('latest-article')).toBeVisible();
});

test('the details behind Learn More open in their dialog on the casino and spa pages', async ({ page }) => {
  await page.goto('/casino');
  await page.getByRole('button', { name: /^Learn More\W+Table Games$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Table Games' });
  await expect(dialog.getByText('Baccarat', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Learn More\W+Slot Machines$/ }).click();
  await expect(page.getByText('Progressive jackpots are won only with the maximum bet.', { exact: false })).toBeVisible();
  await page.goto('/spa');
  await page.getByRole('button', { name: /^Learn More\W+Luxury Massage$/ }).click();
  await expect(page.getByText('Hot Stone Massage', { exact: true })).toBeVisible();
});

test('the upcoming events and the terms', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByTestId('event-card')).toHaveCount(4);
  await page.goto('/legal');
  await expect(page.getByText('Last Updated: January 2025')).toBeVisible();
});
