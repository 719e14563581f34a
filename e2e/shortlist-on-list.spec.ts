import { expect, test } from './fixtures';

// Save on the /rooms cards, and the lists under the hotel list (issue 13, part 4).

test.describe('with JavaScript', () => {
  test('a hotel saved from its card is pressed and listed under the hotels after a reload; a visit lands in Recently viewed', async ({ page }) => {
    await page.goto('/rooms');
    await page.waitForSelector('html[data-hydrated]');
    const card = page.getByTestId('hotel-card').first();
    const name = (await card.locator('h2, h3').first().textContent())!.trim();
    const save = card.getByRole('button', { name: `Save ${name}` });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    const saved = page.getByRole('list', { name: 'Your saved hotels' });
    await expect(saved.getByRole('link', { name })).toBeVisible();
    await expect(
      page
        .getByTestId('hotel-card')
        .first()
        .getByRole('button', { name: `Save ${name}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await saved.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/rooms\/[a-z0-9-]+$/);
    await page.waitForSelector('html[data-hydrated]');
    await page.goto('/rooms');
    await expect(page.getByRole('list', { name: 'Recently viewed' }).getByRole('link', { name })).toBeVisible();

    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByRole('list', { name: 'Your saved hotels' })).toHaveCount(0);
    await expect(
      page
        .getByTestId('hotel-card')
        .first()
        .getByRole('button', { name: `Save ${name}` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Save on a card signed out leads to sign-in', async ({ page }) => {
    await page.goto('/rooms');
    const card = page.getByTestId('hotel-card').first();
    const name = (await card.locator('h2, h3').first().textContent())!.trim();
    await card.getByRole('button', { name: `Save ${name}` }).click();
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Frooms%2F/);
  });
});
