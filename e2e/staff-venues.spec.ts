import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../app/domain/stay';
import { e2eAdmin, e2eConcierge, e2eEditor, signIn } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test, waitForHydration } from './fixtures';
import { axeViolations } from './support/axe';

const HOTEL = 'celtic-fortune-casino-resort';
const VENUE = 'Castle Rock Grill';
const NOTE = 'Nut allergy; it is our anniversary';

interface Booking {
  _id: string;
  reference: string;
  date: string;
  time: string;
  endTime: string;
  venue: { _id: string };
}

/**
 * A new guest (signed up through the API, cookie kept in `request`) with a table for two at the
 * grill, 20-170 days ahead (a day it is open), at its first free time.
 */
async function guestWithBooking(request: APIRequestContext) {
  const name = `diner${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const signup = await request.post('/api/auth/signup', { data: { username: name, email: `${name}@example.com`, password: 'a long guest passphrase' } });
  expect(signup.status()).toBe(201);
  const auth = { Authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
  const venues = (await (await request.get(`/api/venues?hotel=${HOTEL}&kind=restaurant`)).json()) as { _id: string; name: string }[];
  const venue = venues.find((v) => v.name === VENUE)!;
  let date = addDays(new Date().toISOString().slice(0, 10), 20 + Math.floor(Math.random() * 150));
  for (let tries = 0; tries < 7; tries++, date = addDays(date, 1)) {
    const slots = (await (await request.get(`/api/venues/${venue._id}/slots?date=${date}&party=2`)).json()) as { time: string }[];
    if (slots.length === 0) continue;
    const made = await request.post('/api/bookings', { headers: auth, data: { venueId: venue._id, date, time: slots[0]!.time, party: 2, note: NOTE } });
    expect(made.status()).toBe(201);
    return { name, auth, venueId: venue._id, booking: (await made.json()) as Booking };
  }
  throw new Error('no free table');
}

const sheetOf = (guest: { venueId: string; booking: Booking }) => `/studio/venues/${guest.venueId}?date=${guest.booking.date}`;

test('the concierge finds the booking with its note and cancels it in place with a note the guest reads', async ({ page, request }) => {
  const guest = await guestWithBooking(request);

  // Signed out, the screen sends the visitor to sign in and back.
  await page.goto('/studio/venues');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fstudio%2Fvenues$/);
  // Staff sign in with their passkey (docs/decisions/0059; studio.spec.ts shows the password alone).
  await signInWithStaffPasskey(page.request, e2eConcierge);
  await page.goto('/studio/venues');
  await expect(page).toHaveURL(/\/studio\/venues$/);
  await expect(page.getByRole('heading', { name: 'Restaurants and spas' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Venues' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Celtic Fortune Casino & Resort' })).toBeVisible();

  // The day, then the venue.
  await page.getByLabel('Day', { exact: true }).fill(guest.booking.date);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/venues\\?q=&date=${guest.booking.date}$`));
  // The address changes when React Router commits; the list of that day is drawn a moment later.
  const venueLink = page.getByRole('link', { name: VENUE, exact: true });
  await expect(venueLink).toHaveAttribute('href', new RegExp(`\\?date=${guest.booking.date}$`));
  await venueLink.click();
  await expect(page).toHaveURL(new RegExp(`/studio/venues/${guest.venueId}\\?date=${guest.booking.date}$`));
  await expect(page.getByRole('heading', { level: 1, name: VENUE })).toBeVisible();

  const item = page.getByTestId('venue-booking').filter({ hasText: guest.booking.reference });
  await expect(item).toContainText(`${guest.booking.time}–${guest.booking.endTime}`);
  await expect(item).toContainText('2 covers');
  await expect(item).toContainText(guest.name);
  await expect(item).toContainText(`${guest.name}@example.com`);
  await expect(item).toContainText(NOTE);
  await expect(item).toContainText('Confirmed');

  // With scripts running (the describe below covers the plain form): React Router submits in place.
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await item.locator('summary').click();
  await item.getByLabel(/Note to the guest/).fill('The grill is closed for a private event; we are sorry.');
  await item.getByRole('button', { name: `Cancel booking ${guest.booking.reference}` }).click();

  const outcome = page.getByRole('status').filter({ hasText: `Booking ${guest.booking.reference} cancelled` });
  await expect(outcome).toBeVisible();
  await expect(outcome.locator('p')).toBeFocused();
  await expect(item).toContainText('Cancelled');
  await expect(item).toContainText('The grill is closed for a private event; we are sorry.');
  await expect(item.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The guest's view through the API.
  const own = (await (await request.get('/api/bookings', { headers: guest.auth })).json()) as (Booking & { status: string; staffNote: string })[];
  expect(own.find((b) => b._id === guest.booking._id)).toMatchObject({
    status: 'cancelled',
    staffNote: 'The grill is closed for a private event; we are sorry.',
  });
});

test('previous and next day links, and a clear page for a bad date or an unknown venue', async ({ page, request, pageErrors }) => {
  pageErrors.allow(/\/studio\/venues\//);
  const guest = await guestWithBooking(request);
  await signIn(page, e2eAdmin);
  await page.goto(sheetOf(guest));
  await page.getByRole('link', { name: /^Next day/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${addDays(guest.booking.date, 1)}$`));
  await expect(page.getByTestId('venue-booking').filter({ hasText: guest.booking.reference })).toHaveCount(0);
  await page.getByRole('link', { name: /^← Previous day/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${guest.booking.date}$`));
  await expect(page.getByTestId('venue-booking').filter({ hasText: guest.booking.reference })).toBeVisible();

  const bad = await page.goto(`/studio/venues/${guest.venueId}?date=2027-02-30`);
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Not a date' })).toBeVisible();
  const unknown = await page.goto('/studio/venues/00000000-0000-4000-8000-000000000000');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Venue not found' })).toBeVisible();
});

test('a plain account and an editor get the not-allowed page', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/studio\/venues/);
  const guestPage = await page.context().browser()!.newPage();
  const name = `plain${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const signup = await guestPage.request.post('/api/auth/signup', {
    data: { username: name, email: `${name}@example.com`, password: 'a long plain passphrase' },
  });
  expect(signup.status()).toBe(201);
  const [venue] = (await (await guestPage.request.get(`/api/venues?hotel=${HOTEL}`)).json()) as { _id: string }[];
  for (const path of ['/studio/venues', `/studio/venues/${venue!._id}`]) {
    const response = await guestPage.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(guestPage.getByRole('heading', { name: 'Concierge team only' })).toBeVisible();
  }
  // The cancel form's action checks the role too: a post made by hand is refused before anything is read.
  const posted = await guestPage.request.post(`/studio/venues/${venue!._id}`, { form: { id: '00000000-0000-4000-8000-000000000000', note: 'x' } });
  expect(posted.status()).toBe(403);
  // So does the venue editor's, an editors' page.
  const edited = await guestPage.request.post(`/studio/hotels/00000000-0000-4000-8000-000000000000/venues/${venue!._id}`, {
    form: { intent: 'texts', name: 'Taken over', cuisine: 'x', description: 'x' },
  });
  expect(edited.status()).toBe(403);
  await guestPage.close();

  await signIn(page, e2eEditor);
  const response = await page.goto('/studio/venues');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Concierge team only' })).toBeVisible();
  // Nor is the section in the editor's navigation.
  await page.goto('/studio/events');
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Events', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Venues', exact: true })).toHaveCount(0);
});

test('axe finds nothing on the venues and the day sheet in either theme', async ({ page, request }) => {
  test.setTimeout(120_000); // several full axe runs on a shared machine
  const guest = await guestWithBooking(request);
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  await signIn(page, e2eConcierge);
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const path of ['/studio/venues', sheetOf(guest)]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The disclosure open, so its note and button are checked too.
      if (path !== '/studio/venues') await page.getByTestId('venue-booking').filter({ hasText: guest.booking.reference }).locator('summary').click();
      expect(await axeViolations(page, { theme }), path).toEqual([]);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the concierge cancels with a note, and a booking the guest cancelled meanwhile is refused in words', async ({ page, request, pageErrors }) => {
    pageErrors.allow(/\/studio\/venues/); // the refused cancel comes back as a 409 page
    const guest = await guestWithBooking(request);
    await signIn(page, e2eConcierge);
    await page.goto(sheetOf(guest));
    const item = page.getByTestId('venue-booking').filter({ hasText: guest.booking.reference });
    await expect(item).toContainText(NOTE);
    await item.locator('summary').click();
    await item.getByLabel(/Note to the guest/).fill('A burst pipe has closed the dining room.');
    await item.getByRole('button', { name: `Cancel booking ${guest.booking.reference}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Booking ${guest.booking.reference} cancelled` })).toBeVisible();
    await expect(item).toContainText('Cancelled');
    await expect(item).toContainText('A burst pipe has closed the dining room.');
    const own = (await (await request.get('/api/bookings', { headers: guest.auth })).json()) as (Booking & { status: string; staffNote: string })[];
    expect(own.find((b) => b._id === guest.booking._id)).toMatchObject({ status: 'cancelled', staffNote: 'A burst pipe has closed the dining room.' });

    // A sheet still showing a booking the guest has since cancelled: a 409 in words, not a crash.
    const other = await guestWithBooking(request);
    await page.goto(sheetOf(other));
    const stale = page.getByTestId('venue-booking').filter({ hasText: other.booking.reference });
    await stale.locator('summary').click();
    expect((await request.post(`/api/bookings/${other.booking._id}/cancel`, { headers: other.auth })).status()).toBe(200);
    await stale.getByRole('button', { name: `Cancel booking ${other.booking.reference}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This booking is already cancelled' })).toBeVisible();
    await expect(stale).toContainText('Cancelled');
  });

  test('the concierge finds a hotel’s venues by its city, with the day kept, on a page of its own', async ({ page }) => {
    await signIn(page, e2eConcierge);
    await page.goto('/studio/venues');
    await expect(page.getByRole('status').filter({ hasText: 'Every hotel with venues, best rated first: page 1.' })).toBeVisible();
    const day = addDays(new Date().toISOString().slice(0, 10), 30);
    await page.getByLabel('Hotel name, city or country').fill('edinburgh');
    await page.getByLabel('Day', { exact: true }).fill(day);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/studio/venues\\?q=edinburgh&date=${day}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Hotels matching “edinburgh”: page 1.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Celtic Fortune Casino & Resort']);
    await expect(page.getByRole('link', { name: VENUE, exact: true })).toHaveAttribute('href', new RegExp(`\\?date=${day}$`));
    await expect(page.getByRole('link', { name: 'Next page →' })).toHaveCount(0);
  });
});
