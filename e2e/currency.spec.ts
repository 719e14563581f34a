import { formatPrice } from '../app/domain/currency';
import type { Page } from '@playwright/test';
import { demoHotels } from '../app/db/seed/demo-content';
import { demoRoomTypes } from '../app/db/seed/demo-room-types';
import { baseURL } from '../playwright.config';
import { e2eAdmin } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test, waitForHydration } from './fixtures';
import { axeViolations } from './support/axe';

// The footer's currency choice (docs/decisions/0019-display-currency.md): prices converted and
// marked approximate on the list and the hotel page, the hotel's own price beside them there; the
// choice kept across pages and reloads; each hotel's own currency again on request.

const hotel = demoHotels.find((h) => h.priceRange.currency === 'SGD')!;
// The seeded rates (drizzle/0013_exchange_rates.sql): S$ per euro 1.51, $ per euro 1.16.
const inDollars = `$${Math.round((hotel.priceRange.min / 1.51) * 1.16).toLocaleString('en-US')}`;
const own = `S$${hotel.priceRange.min.toLocaleString('en-US')}`;

const cardPrice = (page: Page) => page.getByTestId('hotel-card').filter({ hasText: hotel.name }).getByTestId('hotel-price');

async function choose(page: Page, label: string) {
  await page.getByLabel('Currency', { exact: true }).selectOption({ label });
  await page.getByRole('button', { name: 'Show prices' }).click();
}

/** The journey, with scripts and without. */
async function currencyRound(page: Page) {
  await page.goto('/rooms');
  await expect(cardPrice(page)).toHaveText(own);
  await expect(page.getByTestId('rates-note')).toHaveCount(0);
  const priceCurrency = page.getByLabel('Price currency');
  await expect(priceCurrency).toHaveValue('EUR');

  await choose(page, 'USD, US dollar');
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(cardPrice(page)).toHaveText(`≈ ${inDollars}`);
  await expect(page.getByTestId('rates-note')).toHaveText('Prices in US dollars are approximate, at the rates of 20 Nov 2026.');
  // The price filter's bounds are in the list's currency: up to the card's dollars keeps the hotel.
  await expect(priceCurrency).toHaveValue('USD');
  const dollars = inDollars.replace(/\D/g, '');
  await page.getByLabel('To', { exact: true }).fill(dollars);
  await page.getByRole('button', { name: 'Show hotels' }).click();
  await expect(page).toHaveURL(new RegExp(`/rooms\\?priceMax=${dollars}&currency=USD$`));
  await expect(cardPrice(page)).toHaveText(`≈ ${inDollars}`);
  await expect(priceCurrency).toHaveValue('USD');
  await page.getByLabel('To', { exact: true }).fill(String(Number(dollars) - 1));
  await page.getByRole('button', { name: 'Show hotels' }).click();
  await expect(page).toHaveURL(new RegExp(`/rooms\\?priceMax=${Number(dollars) - 1}&currency=USD$`));
  await expect(cardPrice(page)).toHaveCount(0);
  await page.goto('/rooms');

  // The hotel page: converted, with the hotel's own price beside it.
  await page
    .getByTestId('hotel-card')
    .filter({ hasText: hotel.name })
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await expect(page.locator('.hero .chip')).toHaveText(`From ≈ ${inDollars} (${own})`);
  await expect(page.locator('.book-price strong')).toHaveText(`≈ ${inDollars} (${own})`);
  await expect(page.getByTestId('rates-note')).toBeVisible();

  // Kept across a reload, in the selector too.
  await page.reload();
  await expect(page.locator('.book-price strong')).toHaveText(`≈ ${inDollars} (${own})`);
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');

  // Back to each hotel's own currency, from the hotel page.
  await choose(page, 'Hotel’s own currency');
  await expect(page).toHaveURL(new RegExp(`/rooms/${hotel.slug}$`));
  await expect(page.locator('.book-price strong')).toHaveText(own);
  await expect(page.getByTestId('rates-note')).toHaveCount(0);
  await page.goto('/rooms');
  await expect(cardPrice(page)).toHaveText(own);
}

test('a visitor shows the prices in dollars and back, once the scripts run; the choice is kept in userPreferences', async ({ page }) => {
  await page.goto('/rooms');
  await waitForHydration(page);
  await currencyRound(page);
  await choose(page, 'USD, US dollar');
  await expect(cardPrice(page)).toHaveText(`≈ ${inDollars}`);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userPreferences') ?? '{}').currency)).toBe('USD');
  await choose(page, 'Hotel’s own currency');
  await expect(cardPrice(page)).toHaveText(own);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userPreferences') ?? '{}').currency)).toBe('EUR');
});

test('the cookie notice never covers the footer’s currency form: a choice is made with the notice showing, by keyboard too', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/rooms/${hotel.slug}`);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    // Tab from the list to its button: the page scrolls it clear of the notice (WCAG 2.4.11).
    await page.getByLabel('Currency', { exact: true }).focus();
    await page.keyboard.press('Tab');
    const button = page.getByRole('button', { name: 'Show prices' });
    await expect(button).toBeFocused();
    const uncovered = () =>
      button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
    await expect.poll(uncovered).toBe(true);
    await choose(page, width === 390 ? 'USD, US dollar' : 'Hotel’s own currency');
    await expect(page.locator('.book-price strong')).toHaveText(width === 390 ? `≈ ${inDollars} (${own})` : own);
  }
});

test('a choice never reaches another visitor: a new browser sees each hotel’s own currency', async ({ page, browser }) => {
  await page.context().addCookies([{ name: 'currency', value: 'GBP', url: baseURL }]);
  await page.goto('/rooms');
  await expect(cardPrice(page)).toHaveText(/^≈ £/);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/rooms');
  await expect(cardPrice(otherPage)).toHaveText(own);
  await other.close();
});

test('the /booking results show each plan’s total converted and marked approximate; the stay’s total stays in the hotel’s currency', async ({ page }) => {
  const room = demoRoomTypes[hotel.slug]![0]!;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const offset = 200 + Math.floor(Math.random() * 150);
  const stay = `checkIn=${day(offset)}&checkOut=${day(offset + 2)}&guests=2&hotel=${hotel.slug}`;
  const search = `/booking?${stay}`;
  const found = (await (await page.request.get(`/api/availability?${stay}`)).json()) as {
    roomType: { name: string };
    plans: { code: string; totalMinor: number }[];
  }[];
  const units = found.find((a) => a.roomType.name === room.name)!.plans.find((p) => p.code === 'flexible')!.totalMinor / 100;
  const offer = page.locator('.room-offer').filter({ has: page.getByRole('heading', { name: room.name, exact: true }) });
  const flexible = offer.locator('[data-plan="flexible"]');
  const total = formatPrice(units, hotel.country);

  await page.goto(search);
  await expect(flexible.locator('.plan-total strong')).toHaveText(total);
  await expect(flexible.locator('.plan-converted')).toHaveCount(0);
  await expect(page.getByTestId('rates-note')).toHaveCount(0);

  await page.context().addCookies([{ name: 'currency', value: 'USD', url: baseURL }]);
  await page.goto(search);
  await expect(flexible.locator('.plan-total strong')).toHaveText(total);
  const converted = `$${Math.round((Math.round(units) / 1.51) * 1.16).toLocaleString('en-US')}`;
  await expect(flexible.locator('.plan-converted')).toHaveText(`≈ ${converted}`);
  await expect(flexible.locator('.plan-converted abbr')).toHaveAttribute('title', 'approximately');
  await expect(page.getByTestId('rates-note')).toHaveText('Prices in US dollars are approximate, at the rates of 20 Nov 2026.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same journey works with the plain form', async ({ page }) => {
    await currencyRound(page);
  });

  test('an admin corrects a rate with the plain form; a value out of bounds is not sent', async ({ page }) => {
    await signInAsAdmin(page);
    await rateRound(page);
  });
});

async function signInAsAdmin(page: Page) {
  await signInWithStaffPasskey(page.request, e2eAdmin);
}

/** The admin's round on /studio/rates: a refused rate, then CHF saved at its seeded value (other tests' prices stay). */
async function rateRound(page: Page) {
  await page.goto('/studio/rates');
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();
  await expect(page.getByTestId('rate-row')).toHaveCount(7);
  await page.getByLabel('CHF per euro').fill('0');
  await page.getByRole('button', { name: 'Save CHF' }).click();
  // The field's own bounds stop it in the browser (the server's refusals: app/currency/rates.api.test.ts).
  expect(await page.getByLabel('CHF per euro').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  await expect(page.getByRole('status')).toBeEmpty();
  await page.getByLabel('CHF per euro').fill('0.93');
  await page.getByLabel('CHF rate as of').fill('2026-11-20');
  await page.getByRole('button', { name: 'Save CHF' }).click();
  await expect(page.getByRole('status')).toContainText('CHF saved: 1 EUR = 0.93 CHF, as of 20 Nov 2026');
}

test('an admin corrects a rate once the scripts run', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/studio/rates');
  await waitForHydration(page);
  await rateRound(page);
});

// One test a theme and width: sixteen pages and their axe runs in one test outran 180 s on a busy machine.
for (const theme of ['dark', 'light'] as const) {
  for (const width of [390, 1280]) {
    test(`axe finds nothing on the list, a hotel page and /booking results in dollars, and on /studio/rates (${theme}, ${width} px)`, async ({ page }) => {
      test.slow();
      const start = new Date(Date.now() + 340 * 86_400_000).toISOString().slice(0, 10);
      const end = new Date(Date.now() + 342 * 86_400_000).toISOString().slice(0, 10);
      const bookingSearch = `/booking?checkIn=${start}&checkOut=${end}&guests=2`;
      await page.context().addCookies([{ name: 'currency', value: 'USD', url: baseURL }]);
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
      await signInAsAdmin(page);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      for (const path of ['/rooms', `/rooms/${hotel.slug}`, bookingSearch, '/studio/rates']) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        if (path === '/studio/rates') {
          // "Last changed" is named by its column heading in the table, by a label of its own on the cards: never both.
          const label = page.getByTestId('rate-row').first().getByText('Last changed', { exact: true });
          if (width === 1280) await expect(label).toBeHidden();
          else await expect(label).toBeVisible();
        }
        expect(await axeViolations(page, { theme }), `${path} ${width} px`).toEqual([]);
      }
    });
  }
}
