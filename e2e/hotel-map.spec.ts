import type { Page } from '@playwright/test';
import { demoHotels } from '../app/db/seed/demo-content';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

// The hotel map (issue 13; docs/decisions/0018-svg-map.md): server-drawn SVG, each marker a link.
const edinburgh = demoHotels.find((h) => h.city === 'Edinburgh')!;
const stMoritz = demoHotels.find((h) => h.city === 'St. Moritz')!;
const placeOf = (hotel: (typeof demoHotels)[number]) => `${hotel.name}, ${hotel.city}, ${hotel.country}`;

async function openRoomsMap(page: Page) {
  await page.goto('/rooms');
  await page.getByText('Show these hotels on a map').click();
  return page.getByRole('group', { name: 'Map of the hotels on this page' });
}

async function expectHotelMarked(page: Page, hotel: (typeof demoHotels)[number]) {
  const map = page.getByRole('group', { name: `Map of our hotels, ${hotel.name} marked` });
  const here = map.getByRole('link', { name: `${placeOf(hotel)} (this hotel)`, exact: true });
  await expect(here).toHaveAttribute('aria-current', 'page');
  // Its name stays on the map; every other hotel is a link there too.
  await expect(here.locator('text')).toBeVisible();
  await expect(map.getByRole('link')).toHaveCount(demoHotels.length);
  const list = page.locator('.hotel-map-list');
  await expect(list.getByRole('link', { name: hotel.name, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('link')).toHaveCount(demoHotels.length);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('a marker on the /rooms map leads to its hotel, which the hotel page marks', async ({ page }) => {
      const map = await openRoomsMap(page);
      for (const hotel of demoHotels) await expect(map.getByRole('link', { name: placeOf(hotel), exact: true })).toBeVisible();
      // A visitor taps the marker's dot.
      await map
        .getByRole('link', { name: placeOf(edinburgh), exact: true })
        .locator('.hotel-map-hit')
        .click();
      await expect(page).toHaveURL(`/rooms/${edinburgh.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edinburgh.name);
      await expectHotelMarked(page, edinburgh);
    });

    test('from a hotel page, the keyboard follows another hotel’s marker; the list holds the same links', async ({ page }) => {
      await page.goto(`/rooms/${edinburgh.slug}`);
      const map = page.getByRole('group', { name: `Map of our hotels, ${edinburgh.name} marked` });
      const marker = map.getByRole('link', { name: placeOf(stMoritz), exact: true });
      await marker.focus();
      // Focused, the marker shows the hotel's name.
      await expect(marker.locator('text')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/rooms/${stMoritz.slug}`);
      await expectHotelMarked(page, stMoritz);
      await page.locator('.hotel-map-list').getByRole('link', { name: edinburgh.name, exact: true }).click();
      await expect(page).toHaveURL(`/rooms/${edinburgh.slug}`);
    });
  });
}

const views = [
  { name: '/rooms with the map open', open: openRoomsMap },
  {
    name: 'the hotel page',
    open: async (page: Page) => {
      await page.goto(`/rooms/${edinburgh.slug}`);
      await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    },
  },
];

for (const contrast of ['normal', 'high'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`axe finds nothing on the maps in the ${theme} theme with ${contrast} contrast, at 390 and 1280 px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript(
        ([high]) => {
          localStorage.setItem('cookieConsent', 'true');
          if (high)
            localStorage.setItem(
              'accessibility',
              JSON.stringify({ fontSize: 'medium', highContrast: true, reducedMotion: true, screenReader: false, textSpacing: 'normal' }),
            );
        },
        [contrast === 'high'],
      );
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const view of views) {
          await view.open(page);
          if (contrast === 'high') await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
          await expect(page.locator('.hotel-map-svg')).toBeVisible();
          expect(await axeViolations(page, { theme, include: '.hotel-map' }), `${view.name} ${width}`).toEqual([]);
          // The whole page only where no other spec judges it: /rooms with its map open in high
          // contrast. a11y.spec.ts judges both pages in both themes (the hotel page with its map),
          // site-settings.spec.ts the hotel page in high contrast; each whole-page run here took
          // 3-6 s on CI.
          if (contrast === 'high' && view === views[0]) {
            expect(await axeViolations(page, { theme }), `${view.name} ${width} (page)`).toEqual([]);
          }
        }
      }
    });
  }
}
