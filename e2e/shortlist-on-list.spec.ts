import AxeBuilder from '@axe-core/playwright';
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

test('axe finds nothing on /rooms with the two lists showing, both themes, 390 and 1280 px', async ({ page }) => {
  await page.goto('/rooms');
  await page.waitForSelector('html[data-hydrated]');
  const card = page.getByTestId('hotel-card').first();
  const name = (await card.locator('h2, h3').first().textContent())!.trim();
  await card.getByRole('button', { name: `Save ${name}` }).click();
  await card.locator('a[href^="/rooms/"]').click();
  await expect(page).toHaveURL(/\/rooms\/[a-z0-9-]+$/);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('recentActivity') ?? '{}').recentlyViewed?.length ?? 0)).toBe(1);
  for (const theme of ['dark', 'light'] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto('/rooms');
      await expect(page.getByRole('list', { name: 'Recently viewed' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Your saved hotels' })).toBeVisible();
      await page.getByRole('heading', { name: 'Your saved hotels' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/shortlist-${theme}-${width}.png` });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${theme} ${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }
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
