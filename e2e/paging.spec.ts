import { demoHotels } from '../app/db/seed/demo-content';
import { expect, test } from './fixtures';

// The reviews and the hotel list come a page at a time, with scripts and without.
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
    // The tabs are links without JavaScript: the reviews are one click away.
    await page.getByRole('link', { name: 'Reviews', exact: true }).click();
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
