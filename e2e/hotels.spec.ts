import { demoHotels } from '../app/db/seed/demo-content';
import { formatAmount, formatPrice } from '../app/domain/currency';
import type { Hotel, HotelSummary } from '../app/hotels/hotel';
import { formatRating } from '../app/hotels/rating';
import { expect, test, waitForHydration } from './fixtures';

test.describe('hotel list /rooms', () => {
  test('shows every hotel ordered by averageRating, with price, figures and the fixed 4.9', async ({ page, request }) => {
    const api = (await (await request.get('/api/rooms')).json()) as HotelSummary[];
    const byRating = [...api].sort((a, b) => b.averageRating - a.averageRating || a.name.localeCompare(b.name));
    await page.goto('/rooms');
    const cards = page.getByTestId('hotel-card');
    await expect(cards).toHaveCount(demoHotels.length);
    await expect(cards.locator('h3')).toHaveText(byRating.map((h) => h.name));
    for (const [i, hotel] of byRating.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(hotel.country);
      await expect(card.getByTestId('hotel-price')).toHaveText(formatPrice(hotel.priceRange.min, hotel.country));
      await expect(card).toContainText('4.9');
      await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/rooms/${hotel.slug}`);
    }
  });

  test('prints prices in each country’s currency format', async ({ page }) => {
    await page.goto('/rooms');
    const prices = await page.getByTestId('hotel-price').allTextContents();
    expect(prices).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^CHF \d/),
        expect.stringMatching(/^AED \d/),
        expect.stringMatching(/^£\d/),
        expect.stringMatching(/ €$/),
        expect.stringMatching(/^S\$\d/),
        expect.stringMatching(/^\$\d/),
      ]),
    );
  });

  for (const [width, columns] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`lays the grid out in ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/rooms');
      const template = await page.locator('#hotels .card-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns);
      expect(template.split(' ')).toHaveLength(columns);
    });
  }

  test('Explore Hotels scrolls to the hotels', async ({ page }) => {
    // Short enough that the heading (about 490 px down on a phone) starts below the fold.
    await page.setViewportSize({ width: 390, height: 440 });
    await page.goto('/rooms');
    await expect(page.locator('#hotels-heading')).not.toBeInViewport();
    await page.getByRole('link', { name: 'Explore Hotels' }).click();
    await expect(page.locator('#hotels-heading')).toBeInViewport();
  });

  test('shows only the hero while the list loads, then the error text when loading fails', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/rooms\.data/);
    await page.goto('/');
    await waitForHydration(page); // the loading view is a client-side navigation's
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rooms.data*', async (route) => {
      await released;
      await route.fulfill({ status: 500, body: 'boom' });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotels' }).click();
    await expect(page.getByRole('link', { name: 'Explore Hotels' })).toBeVisible();
    await expect(page.getByTestId('hotel-card')).toHaveCount(0);
    release();
    await expect(page.getByRole('alert')).toContainText('Our Hotels');
    await expect(page.getByRole('alert')).toContainText('Failed to load hotels');
  });
});

test.describe('hotel page /rooms/{slug}', () => {
  const seed = demoHotels.find((h) => h.reviews.some((r) => r.date === null))!;

  test('shows the hero, the tabs, the amenities toggle, the reviews and Book Your Stay', async ({ page, request }) => {
    const hotel = (await (await request.get(`/api/rooms/by-slug/${seed.slug}`)).json()) as Hotel;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/rooms/${seed.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.name);
    await expect(page.locator('.rating-value')).toHaveText(formatRating(hotel.averageRating));
    await expect(page.locator('.hero')).toContainText(`(${hotel.reviewCount} reviews)`);
    await expect(page.getByRole('img', { name: /^Rated \d(\.5)? out of 5$/ }).first()).toBeVisible();
    await expect(page.locator('.chip-gold')).toHaveText(`From ${formatAmount(hotel.priceRange.min, hotel.country)} ${hotel.priceRange.currency}`);

    // Overview first.
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const overview = page.getByRole('tabpanel');
    await expect(overview).toContainText(hotel.description);
    await expect(overview).toContainText(
      hotel.casino.openingHours.isOpenAllDay ? 'Open 24/7' : `${hotel.casino.openingHours.opens} - ${hotel.casino.openingHours.closes}`,
    );
    await expect(overview).toContainText(String(hotel.casino.yearEstablished));
    await expect(overview).toContainText(hotel.casino.dresscode);
    await expect(overview).toContainText(
      `${formatAmount(hotel.priceRange.min, hotel.country)} - ${formatAmount(hotel.priceRange.max, hotel.country)} ${hotel.priceRange.currency}`,
    );

    // Amenities: six, then all eight, then six again.
    await page.getByRole('tab', { name: 'Amenities' }).click();
    const amenities = page.locator('#amenities-list li');
    await expect(amenities).toHaveCount(6);
    await page.getByRole('button', { name: 'View All Amenities' }).click();
    await expect(amenities).toHaveCount(8);
    await expect(page.locator('#amenities-list')).toContainText('VIP lounges');
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(amenities).toHaveCount(6);

    // Reviews: avatar initial, name, long date, stars and comment.
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const reviews = page.getByTestId('review');
    await expect(reviews).toHaveCount(hotel.reviews.length);
    for (let i = 0; i < hotel.reviews.length; i++) {
      const review = reviews.nth(i);
      const author = (await review.locator('.review-author').textContent())!;
      await expect(review.locator('.avatar')).toHaveText(author.charAt(0).toUpperCase());
      await expect(review.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(review).toContainText(hotel.reviews[i]!.comment);
      if (hotel.reviews[i]!.user) expect(author).toBe(hotel.reviews[i]!.user!.username);
    }

    // Book Your Stay, sticky beside the content.
    const panel = page.getByRole('complementary', { name: 'Book Your Stay' });
    await expect(panel).toContainText(formatPrice(hotel.priceRange.min, hotel.country));
    for (const item of ['Luxury accommodation', 'Casino access', 'Spa and wellness centre', '24/7 concierge', 'Fine dining', 'VIP lounge access']) {
      await expect(panel).toContainText(item);
    }
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    await expect(panel.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/signup?redirectAfterSignup=%2Frooms%2F${seed.slug}&bookingIntent=true`,
    );
  });

  test('shows the same placeholder names and dates on every render', async ({ page, request }) => {
    const anonymous = demoHotels.find((h) => h.reviews.some((r) => r.username === null))!;
    const html = await (await request.get(`/rooms/${anonymous.slug}`)).text();
    await page.goto(`/rooms/${anonymous.slug}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const names = await page.locator('.review-author').allTextContents();
    const dates = await page.locator('.review time').allTextContents();
    for (const text of [...names, ...dates]) expect(html).toContain(text);
    await page.reload();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.locator('.review-author')).toHaveText(names);
    await expect(page.locator('.review time')).toHaveText(dates);
  });

  test('answers an unknown hotel with HTTP 404 and Hotel not found', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/rooms\/no-such-hotel$/);
    const response = await page.goto('/rooms/no-such-hotel');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotel not found');
  });

  test('shows a spinner while a hotel loads', async ({ page }) => {
    await page.goto('/rooms');
    await waitForHydration(page); // a client-side navigation's loading view
    await page.route('**/rooms/*.data*', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page
      .getByRole('link', { name: /View Details/ })
      .first()
      .click();
    await expect(page.getByRole('status')).toContainText('Loading hotel details');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  });
});
