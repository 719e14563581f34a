import { expect, test, waitForHydration } from './fixtures';
import { axeViolations } from './support/axe';

// The hotel search on /rooms (issue 13): a GET form whose address is the state.
const MEDITERRANEAN = 'Mediterranean Grand Casino & Spa';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters by country and price; the address holds the search; back returns to the list', async ({ page }) => {
    await page.goto('/rooms');
    const cards = page.getByTestId('hotel-card');
    await expect(cards).toHaveCount(6);
    const form = page.getByRole('form', { name: 'Search hotels' });
    await form.getByLabel('Country', { exact: true }).selectOption('Italy');
    await form.getByLabel('To', { exact: true }).fill('600');
    await form.getByRole('button', { name: 'Show hotels' }).click();
    // Empty fields and the default sort are dropped: one short address per result.
    await expect(page).toHaveURL(/\/rooms\?country=Italy&priceMax=600$/);
    await expect(cards.locator('h3')).toHaveText([MEDITERRANEAN]);
    await expect(page.getByRole('status')).toHaveText('1 hotel matches');
    await expect(form.getByLabel('Country', { exact: true })).toHaveValue('Italy');
    await expect(form.getByLabel('To', { exact: true })).toHaveValue('600');
    await page.goBack();
    await expect(page).toHaveURL(/\/rooms$/);
    await expect(cards).toHaveCount(6);
  });

  test('an empty result says so and offers to clear the filters', async ({ page }) => {
    await page.goto('/rooms?country=United+Kingdom&minRating=4.5');
    await expect(page.getByTestId('hotel-card')).toHaveCount(0);
    await expect(page.getByText('No hotel matches these filters.')).toBeVisible();
    await page.locator('.hotel-search-empty').getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/rooms#hotels$/);
    await expect(page.getByTestId('hotel-card')).toHaveCount(6);
  });

  test('a refused value shows in the form with the reason, not an error page', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/rooms\?/);
    const res = await page.goto('/rooms?priceMin=900&priceMax=100');
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText('priceMin must not be more than priceMax');
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('900');
    await expect(page.getByTestId('hotel-card')).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test('searches in place, keeps the choices in the local entries, and back restores the previous search', async ({ page }) => {
    await page.goto('/rooms');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Search hotels' });
    const cards = page.getByTestId('hotel-card');
    await form.getByLabel('Hotel, city or country').fill('united');
    await form.getByLabel('Sort by').selectOption('name');
    await form.getByRole('button', { name: 'Show hotels' }).click();
    await expect(page).toHaveURL(/\/rooms\?q=united&sort=name$/);
    await expect(cards.locator('h3')).toHaveText(['Celtic Fortune Casino & Resort', 'Golden Dunes Casino & Resort', 'Nordic Star Casino & Hotel']);
    const entries = () =>
      page.evaluate(() => ({
        activity: JSON.parse(localStorage.getItem('recentActivity') ?? '{}') as { lastSearchFilters: unknown; recentSearches: string[] },
        view: (JSON.parse(localStorage.getItem('userPreferences') ?? '{}') as { viewSettings: { sortBy: string; filtersVisible: boolean } }).viewSettings,
      }));
    await expect.poll(async () => (await entries()).activity.lastSearchFilters).toEqual({ q: 'united', sort: 'name' });
    expect((await entries()).activity.recentSearches[0]).toBe('united');
    expect((await entries()).view.sortBy).toBe('name');

    await form.getByLabel('Country', { exact: true }).selectOption('United Kingdom');
    await form.getByRole('button', { name: 'Show hotels' }).click();
    await expect(page).toHaveURL(/\/rooms\?q=united&country=United\+Kingdom&sort=name$/);
    await expect(cards).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/rooms\?q=united&sort=name$/);
    await expect(cards).toHaveCount(3);
    await expect(form.getByLabel('Country', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Hotel, city or country')).toHaveValue('united');

    await page.getByText('Search and filter').click();
    await expect.poll(async () => (await entries()).view.filtersVisible).toBe(false);
  });
});

test('with JavaScript, a refused value shows in the form in place', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/rooms\.data/);
  await page.goto('/rooms');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Search hotels' });
  await form.getByLabel('From', { exact: true }).fill('900');
  await form.getByLabel('To', { exact: true }).fill('100');
  await form.getByRole('button', { name: 'Show hotels' }).click();
  await expect(page.getByRole('alert')).toHaveText('priceMin must not be more than priceMax');
  await expect(page).toHaveURL(/priceMin=900/);
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('900');
});

for (const theme of ['dark', 'light'] as const) {
  for (const width of [390, 1280]) {
    test(`axe finds nothing on /rooms with filters, and with a refused value, in the ${theme} theme at ${width} px`, async ({ page, pageErrors }) => {
      test.setTimeout(90_000); // three axe runs on a shared machine
      pageErrors.allow(/\/rooms\?/);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      for (const path of ['/rooms?minRating=4&sort=price', '/rooms?country=Italy&minRating=5', '/rooms?minRating=9']) {
        await page.goto(path);
        await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
        expect(await axeViolations(page, { theme }), path).toEqual([]);
      }
    });
  }
}
