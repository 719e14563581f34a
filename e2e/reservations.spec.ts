import type { APIRequestContext, Page } from '@playwright/test';
import { formatPrice } from '../app/domain/currency';
import { expect, test } from './fixtures';
import { openOtherRates } from './support/roomRates';
import { fillSignup, newAccount, signUpInPage, submitSignup } from './support/signupForm';

// From Book Now to a stay the concierge confirms: search, request, the guest's list, cancelling,
// with JavaScript and without it. Each test picks its own dates far enough apart that parallel
// runs never compete for the same room.

const HOTEL = { slug: 'alpine-gold-casino-lodge', name: 'Alpine Gold Casino & Lodge' };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A stay starting on a day no other test is likely to use. */
function freshStay(nights = 3) {
  const start = 30 + Math.floor(Math.random() * 300);
  return { checkIn: day(start), checkOut: day(start + nights), nights };
}

async function fillStay(scope: Page | ReturnType<Page['locator']>, stay: { checkIn: string; checkOut: string }, guests = '2') {
  await scope.getByLabel('Check-in').fill(stay.checkIn);
  await scope.getByLabel('Check-out').fill(stay.checkOut);
  await scope.getByLabel('Guests').selectOption(guests);
}

/** The Flexible total of a room type's stay as the search prices it (the seasons and weekends of the day), in the hotel's format. */
async function flexibleTotal(request: APIRequestContext, room: string, stay: { checkIn: string; checkOut: string }, guests = 2) {
  const res = await request.get(`/api/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=${guests}&hotel=${HOTEL.slug}`);
  const found = (await res.json()) as { roomType: { name: string }; plans: { code: string; totalMinor: number }[] }[];
  return formatPrice(found.find((a) => a.roomType.name === room)!.plans.find((p) => p.code === 'flexible')!.totalMinor / 100, 'Switzerland');
}

async function apiGuest(request: APIRequestContext) {
  const res = await request.post('/api/auth/signup', { data: newAccount('rv') });
  return ((await res.json()) as { token: string }).token;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('search on /booking, request a room, find it in the list, cancel it', async ({ page }) => {
      const account = await signUpInPage(page, 'rv');
      const stay = freshStay();
      const total = await flexibleTotal(page.request, 'Alpine Room', stay);
      await page.goto('/booking');
      await fillStay(page, stay);
      await page.getByLabel('Hotel').selectOption(HOTEL.slug);
      await page.getByRole('button', { name: 'Search' }).click();

      await expect(page).toHaveURL(new RegExp(`checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2&hotel=${HOTEL.slug}`));
      const results = page.locator('#results');
      await expect(results.getByRole('heading', { level: 3 })).toHaveText([HOTEL.name]);
      await expect(results).toContainText('Alpine Room');
      await expect(results.locator('[data-plan="flexible"]').first()).toContainText(`${total} for 3 nights`);
      await openOtherRates(results, 'Alpine Room');
      await results.getByRole('link', { name: 'Request the Alpine Room at the Flexible rate' }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Reservation');
      await expect(page.locator('.reservation-total')).toContainText(total);
      await page.getByLabel(/^Special requests/).fill('We arrive late, around 23:00.');
      await page.getByRole('button', { name: 'Send Request' }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Sent');
      const reference = (await page.locator('.reservation-reference').textContent())!;
      expect(reference).toMatch(/^AUR-[0-9A-Z]{6}$/);
      await expect(page.locator('#reservation-notice')).toContainText(reference);
      await expect(page.locator('.reservation-status')).toHaveText('Awaiting confirmation');
      await expect(page.getByText('We arrive late, around 23:00.')).toBeVisible();

      await page
        .getByRole('link', { name: `${account.username}: your account (signed in)` })
        .first()
        .click();
      await page.getByRole('link', { name: 'All your reservations' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Reservations');
      const card = page.locator('.reservation-card', { hasText: reference });
      await expect(card).toContainText('Alpine Room');
      await card.getByText('Cancel this stay').click();
      await card.getByRole('button', { name: 'Yes, cancel my stay' }).click();

      await expect(page.locator('#reservation-notice')).toHaveText(`Your stay ${reference} is cancelled.`);
      await expect(page.locator('.reservation-status')).toHaveText('Cancelled');
      await page.goto('/reservations');
      await expect(page.getByRole('region', { name: 'Past, cancelled and declined' })).toContainText(reference);
    });

    test('signed out, Book Now goes through sign-up and back to the hotel with the dates kept', async ({ page }) => {
      const stay = freshStay(2);
      const total = await flexibleTotal(page.request, 'Lake View Junior Suite', stay);
      await page.goto(`/rooms/${HOTEL.slug}`);
      const panel = page.getByRole('complementary', { name: 'Book Your Stay' });
      await fillStay(panel, stay);
      await panel.getByRole('button', { name: 'Check Availability' }).click();
      await expect(panel.getByRole('heading', { level: 3 }).first()).toContainText('room types free');
      await expect(panel).toContainText('Piz Nair Penthouse');
      await expect(panel.getByRole('link', { name: /^Request/ })).toHaveCount(0);

      await panel.getByRole('link', { name: 'Book Now' }).click();
      await expect(page).toHaveURL(/\/signup\?redirectAfterSignup=.*checkIn.*&bookingIntent=true$/);
      const account = newAccount('rv');
      await fillSignup(page, account);
      await submitSignup(page);

      await expect(page).toHaveURL(new RegExp(`/rooms/${HOTEL.slug}\\?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2#book-your-stay$`));
      await expect(panel).toContainText(`You are signed in as ${account.username}`);
      await expect(panel.getByLabel('Check-in')).toHaveValue(stay.checkIn);
      await openOtherRates(panel, 'Lake View Junior Suite');
      await panel.getByRole('link', { name: 'Request the Lake View Junior Suite at the Flexible rate' }).click();
      await expect(page.locator('.reservation-facts')).toContainText('2 guests');
      await expect(page.locator('.reservation-total')).toContainText(total);
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Sent');
    });
  });
}

test('dates that make no stay are answered in place, on the field', async ({ page }) => {
  await page.goto(`/booking?checkIn=${day(-3)}&checkOut=${day(2)}&guests=2`);
  await expect(page.getByRole('alert')).toHaveText('Check-in cannot be in the past');
  await expect(page.getByLabel('Check-in')).toHaveAttribute('aria-invalid', 'true');
  await page.goto(`/rooms/${HOTEL.slug}?checkIn=${day(10)}&checkOut=${day(50)}&guests=2`);
  await expect(page.getByRole('complementary', { name: 'Book Your Stay' }).getByRole('alert')).toHaveText('A stay can be at most 30 nights');
});

test('the home hero searches every hotel', async ({ page }) => {
  const stay = freshStay();
  await page.goto('/');
  await fillStay(page.locator('.hero'), stay, '4');
  await page.locator('.hero').getByRole('button', { name: 'Check Availability' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking\\?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=4`));
  await expect(page.locator('#results .booking-hotel')).toHaveCount(6);
  // Rooms for fewer than four are left out.
  await expect(page.locator('#results')).not.toContainText('Alpine Room');
});

test('the last room goes to one guest: the other is told in place, and nothing is lost', async ({ page, request, pageErrors }) => {
  pageErrors.allow(/\/reservations\/new/);
  const stay = freshStay(2);
  const hotel = (await (await request.get(`/api/rooms/by-slug/${HOTEL.slug}`)).json()) as { roomTypes: { _id: string; name: string; inventory: number }[] };
  const suite = hotel.roomTypes.find((r) => r.inventory === 1)!;
  await signUpInPage(page, 'rv');
  await page.goto(`/reservations/new?roomType=${suite._id}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`);
  await page.getByLabel(/^Special requests/).fill('Champagne on arrival.');

  const rival = await apiGuest(request);
  const taken = await request.post('/api/reservations', {
    data: { roomTypeId: suite._id, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 2 },
    headers: { authorization: `Bearer ${rival}` },
  });
  expect(taken.status()).toBe(201);

  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/reservations/new'));
  await page.getByRole('button', { name: 'Send Request' }).click();
  expect((await answered).status()).toBe(409);
  await expect(page.locator('#request-error')).toContainText('no longer available');
  await expect(page.getByLabel(/^Special requests/)).toHaveValue('Champagne on arrival.');
});

test('reservation pages send a signed-out visitor to sign in and back', async ({ page }) => {
  await page.goto('/reservations');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Freservations$/);
  const account = newAccount('rv');
  await page.request.post('/api/auth/signup', { data: account });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/reservations$/);
  await expect(page.getByText('Nothing planned yet.')).toBeVisible();
});

test("another guest's reservation is not found", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/\/reservations\//);
  const stay = freshStay();
  const hotel = (await (await request.get(`/api/rooms/by-slug/${HOTEL.slug}`)).json()) as { roomTypes: { _id: string }[] };
  const owner = await apiGuest(request);
  const made = await request.post('/api/reservations', {
    data: { roomTypeId: hotel.roomTypes[0]!._id, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 1 },
    headers: { authorization: `Bearer ${owner}` },
  });
  const { _id } = (await made.json()) as { _id: string };
  await signUpInPage(page, 'rv');
  const response = await page.goto(`/reservations/${_id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Reservation not found' })).toBeVisible();
});
