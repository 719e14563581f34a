import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpInPage } from './support/signupForm';

// Saved and recently viewed hotels: kept in the browser while signed out, with the account once
// signed in, and shown on /account. With scripts, and as plain forms without them.

async function firstHotel(page: Page) {
  await page.goto('/rooms');
  const link = page.locator('.hotel-card a[href^="/rooms/"]').first();
  const href = (await link.getAttribute('href'))!;
  const name = (await page.locator('.hotel-card h2, .hotel-card h3').first().textContent())!.trim();
  return { href, name };
}

const savedSection = (page: Page) => page.getByRole('region', { name: 'Saved hotels' });
const savedList = (page: Page) => page.getByRole('list', { name: 'Saved hotels' });

test.describe('with JavaScript', () => {
  test('a hotel saved while signed out is in the account after signing up, and Remove takes it away', async ({ page }) => {
    const hotel = await firstHotel(page);
    await page.goto(hotel.href);
    await page.waitForSelector('html[data-hydrated]');
    const save = page.getByRole('button', { name: `Save ${hotel.name}` });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recentActivity') ?? '{}'));
    expect(stored.savedProperties).toContain(hotel.href.replace('/rooms/', ''));
    expect(stored.recentlyViewed[0]).toBe(hotel.href.replace('/rooms/', ''));

    await signUpInPage(page, 'sv');
    // The merge runs just after sign-up; the account page then lists the hotel as saved and as
    // viewed. Both in one poll: a CI run on PostgreSQL once showed the one without the other on the
    // same load (cause not found; the merge writes both in one request).
    const viewed = page.getByRole('list', { name: 'Recently viewed' }).getByRole('link', { name: hotel.name });
    await expect
      .poll(async () => {
        await page.goto('/account');
        return (await savedList(page).getByRole('link', { name: hotel.name }).count()) + (await viewed.count());
      })
      .toBe(2);
    await expect(viewed).toBeVisible();

    await savedSection(page)
      .getByRole('button', { name: `Remove ${hotel.name}` })
      .click();
    await expect(page.locator('#saved-alert')).toHaveText(`${hotel.name} is no longer saved.`);
    await expect(savedList(page).getByRole('link', { name: hotel.name })).toHaveCount(0);
    await page.goto(hotel.href);
    await expect(page.getByRole('button', { name: `Save ${hotel.name}` })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Save signed out leads to sign-in; signed in it saves, shown pressed on the hotel, and the list has it', async ({ page }) => {
    const hotel = await firstHotel(page);
    await page.goto(hotel.href);
    await page.getByRole('button', { name: `Save ${hotel.name}` }).click();
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Frooms%2F/);

    await signUpInPage(page, 'sv');
    await page.goto(hotel.href);
    await page.getByRole('button', { name: `Save ${hotel.name}` }).click();
    // Back on the hotel page (issue 25), Save pressed.
    await expect(page).toHaveURL(new RegExp(`${hotel.href}\\?saved=`));
    await expect(page.getByRole('button', { name: `Save ${hotel.name}` })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/account');
    await expect(savedList(page).getByRole('link', { name: hotel.name })).toBeVisible();

    await savedSection(page)
      .getByRole('button', { name: `Remove ${hotel.name}` })
      .click();
    await expect(page.locator('#saved-alert')).toHaveText(`${hotel.name} is no longer saved.`);
    await expect(savedSection(page).getByText('Nothing saved yet.')).toBeVisible();
  });
});
