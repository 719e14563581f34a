import type { Browser, Page } from '@playwright/test';
import { demoHotels } from '../app/db/seed/demo-content';
import { formatPrice } from '../app/domain/currency';
import { e2eConcierge, signIn } from './editorAccount';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { newAccount } from './support/signupForm';

// The stay after the request (issue 49), as a guest and the concierge do it without JavaScript:
// change the dates and see the new total before confirming, write to the concierge and read the
// answer, give the arrival details, and the hotel page's reviews from verified stays. The rules
// (races, points, limits, refusals) are the API tests'; axe runs on the new pages in both themes.

const HOTEL = demoHotels.find((h) => h.slug === 'celtic-fortune-casino-resort')!;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new guest signed in in `page` (its cookie) with a requested stay at the hotel, days `offset` ahead. */
async function guestWithStay(page: Page, offset: number) {
  const account = newAccount('stay');
  const signup = await page.request.post('/api/auth/signup', { data: account });
  expect(signup.status()).toBe(201);
  const hotel = (await (await page.request.get(`/api/rooms/by-slug/${HOTEL.slug}`)).json()) as { roomTypes: { _id: string; name: string }[] };
  const room = hotel.roomTypes.find((r) => r.name === 'Classic Room')!;
  const made = await page.request.post('/api/reservations', { data: { roomTypeId: room._id, checkIn: day(offset), checkOut: day(offset + 2), guests: 2 } });
  expect(made.status()).toBe(201);
  const stay = (await made.json()) as { _id: string; reference: string; totalMinor: number };
  return { account, stay };
}

/** The concierge in a browser context of their own. */
async function conciergePage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, e2eConcierge);
  return page;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('change the dates of a stay: the old and new totals and the difference before confirming, then the stay changed', async ({ page }) => {
    const offset = 60 + Math.floor(Math.random() * 200);
    const { stay } = await guestWithStay(page, offset);
    await page.goto(`/reservations/${stay._id}`);
    await page.getByRole('link', { name: 'Change this stay' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change Your Stay');
    await page.getByLabel('Check-out').fill(day(offset + 3));
    await page.getByRole('button', { name: 'See the New Price' }).click();

    const preview = page.getByTestId('change-preview');
    const quoted = (await (await page.request.patch(`/api/reservations/${stay._id}?preview=1`, { data: { checkOut: day(offset + 3) } })).json()) as {
      after: { totalMinor: number };
      differenceMinor: number;
    };
    const money = (minor: number) => formatPrice(minor / 100, HOTEL.country);
    await expect(preview.getByTestId('total-before')).toHaveText(money(stay.totalMinor));
    await expect(preview.getByTestId('total-after')).toHaveText(money(quoted.after.totalMinor));
    await expect(preview.getByTestId('difference')).toHaveText(`The new stay costs ${money(quoted.differenceMinor)} more.`);
    await expect(preview.getByRole('row', { name: /Dates/ })).toContainText('(3 nights)');
    await page.getByRole('button', { name: 'Confirm the Change' }).click();

    await expect(page.locator('#reservation-notice')).toHaveText(`Your stay ${stay.reference} is changed.`);
    await expect(page.locator('.reservation-facts')).toContainText('3 nights');
    const history = page.getByRole('region', { name: 'History of this stay' });
    await expect(history.getByTestId('stay-history-line')).toHaveCount(2);
    await expect(history.getByTestId('stay-history-line').last()).toContainText('Changed');
  });

  test('write to the concierge, who answers from the studio; give the arrival details, which the concierge sees', async ({ page, browser }) => {
    const { stay, account } = await guestWithStay(page, 40 + Math.floor(Math.random() * 200));
    await page.goto(`/reservations/${stay._id}`);
    const messages = page.getByRole('region', { name: 'Messages with the concierge' });
    await messages.getByLabel('Your message').fill('We arrive on the last train.\nCould a car meet us?');
    await messages.getByRole('button', { name: 'Send Message' }).click();
    await expect(messages.getByTestId('stay-message')).toHaveCount(1);
    await expect(messages.getByTestId('stay-message')).toContainText('We arrive on the last train.');

    const arrival = page.getByRole('region', { name: 'Before you arrive' });
    await arrival.getByLabel('Arrival time').fill('22:30');
    await arrival.getByLabel(/^Occasion/).selectOption('anniversary');
    await arrival.getByLabel('Two single beds').check();
    await arrival.getByLabel(/^Dietary needs/).fill('No shellfish.');
    await arrival.getByRole('button', { name: 'Save Arrival Details' }).click();
    await expect(page.locator('#reservation-notice')).toHaveText('Thank you: the hotel has your arrival details.');
    await expect(arrival.getByLabel('Arrival time')).toHaveValue('22:30');
    await expect(arrival.getByRole('button', { name: 'Update Arrival Details' })).toBeVisible();

    const desk = await conciergePage(browser, false);
    await desk.goto(`/studio/reservations/${stay._id}`);
    await expect(desk.getByTestId('staff-message')).toContainText('Could a car meet us?');
    await expect(desk.getByTestId('arrival-details')).toContainText('22:30');
    await expect(desk.getByTestId('arrival-details')).toContainText('Two single beds');
    await expect(desk.getByTestId('arrival-details')).toContainText('No shellfish.');
    await desk.getByLabel(`Write to ${account.username}`).fill('Of course: our driver will wait at the station.');
    await desk.getByRole('button', { name: 'Send to the guest' }).click();
    await expect(desk.getByText('Message sent to the guest')).toBeVisible();
    await desk.context().close();

    // The guest's header counts the answer until they read it.
    await page.goto('/account');
    await expect(page.getByRole('link', { name: `${account.username}: your account (signed in), 1 unread message` }).first()).toBeVisible();
    await page.goto(`/reservations/${stay._id}`);
    const answer = messages.getByTestId('stay-message').last();
    await expect(answer).toContainText('Of course: our driver will wait at the station.');
    await expect(answer).toContainText('The concierge');
    await expect(answer).toContainText('New');
    await page.goto('/account');
    await expect(page.getByRole('link', { name: `${account.username}: your account (signed in)`, exact: true }).first()).toBeVisible();
  });

  test('the hotel page marks reviews from verified stays with their month, first, with their own average, and lists them alone', async ({ page }) => {
    const slug = 'alpine-gold-casino-lodge';
    const api = (await (await page.request.get(`/api/rooms/by-slug/${slug}?reviewLimit=100`)).json()) as {
      verifiedReviewCount: number;
      reviews: { verified: boolean; stayMonth: string | null; user: { username: string } | null }[];
    };
    expect(api.verifiedReviewCount).toBeGreaterThan(0);
    await page.goto(`/rooms/${slug}?tab=reviews`);
    const reviews = page.getByTestId('review');
    const first = api.reviews[0]!;
    const month = new Date(`${first.stayMonth}-01T00:00:00Z`).toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    await expect(reviews.first().getByTestId('verified-stay')).toHaveText(`Verified stay · ${month}`);
    await expect(reviews.first()).toContainText(first.user!.username);
    await expect(page.locator('.hero-rating')).toContainText(`Verified stays:`);
    await expect(reviews.filter({ hasText: 'Stay not verified' }).first()).toBeVisible();
    await page.getByRole('link', { name: /^Verified stays only/ }).click();
    await expect(reviews).toHaveCount(Math.min(api.verifiedReviewCount, 10));
    await expect(reviews.filter({ hasText: 'Stay not verified' })).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test('axe finds nothing on the stay’s page, its change and the concierge’s reservation and arrivals, in both themes at 390 and 1280 px', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000); // sixteen axe runs on a shared machine
    const offset = 30 + Math.floor(Math.random() * 200);
    const { stay } = await guestWithStay(page, offset);
    await page.request.post(`/api/reservations/${stay._id}/messages`, { data: { text: 'A quiet room, please.' } });
    await page.request.put(`/api/reservations/${stay._id}/arrival`, { data: { arrivalTime: '16:00', occasion: 'birthday' } });
    const check = async (on: Page, path: string) => {
      for (const width of [390, 1280]) {
        await on.setViewportSize({ width, height: 900 });
        for (const theme of ['dark', 'light'] as const) {
          await on.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
          await on.goto(path);
          expect(await axeViolations(on, { theme }), `${path} at ${width} px, ${theme}`).toEqual([]);
        }
      }
    };
    await check(page, `/reservations/${stay._id}`);
    await check(page, `/reservations/${stay._id}/change?checkIn=${day(offset + 1)}&checkOut=${day(offset + 3)}`);
    const desk = await conciergePage(browser, true);
    await check(desk, `/studio/reservations/${stay._id}`);
    await check(desk, `/studio/reservations?view=arrivals&date=${day(offset)}`);
    await desk.context().close();
  });
});
