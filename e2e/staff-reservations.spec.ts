import type { APIRequestContext, Page } from '@playwright/test';
import { demoHotels } from '../app/db/seed/demo-content';
import { e2eAdmin, e2eConcierge } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test, waitForHydration } from './fixtures';
import { axeViolations } from './support/axe';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new guest (signed up through the API, cookie kept in `request`) with a reservation request 200-300 days ahead. */
async function guestWithRequest(request: APIRequestContext) {
  const name = `guest${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const signup = await request.post('/api/auth/signup', {
    data: { username: name, email: `${name}@example.com`, password: 'a long guest passphrase' },
  });
  expect(signup.status()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const hotel = (await (await request.get(`/api/rooms/by-slug/${demoHotels[0]!.slug}`)).json()) as { roomTypes: { _id: string }[] };
  const first = 200 + Math.floor(Math.random() * 100);
  const checkIn = dayAhead(first);
  const created = await request.post('/api/reservations', {
    headers: { Authorization: `Bearer ${token}` },
    data: { roomTypeId: hotel.roomTypes[0]!._id, checkIn, checkOut: dayAhead(first + 2), guests: 2, specialRequests: 'A quiet room, please' },
  });
  expect(created.status()).toBe(201);
  const reservation = (await created.json()) as { _id: string; reference: string; checkIn: string; status: string };
  return { name, token, reservation, auth: { Authorization: `Bearer ${token}` } };
}

/** Signs the browser in as the admin through the API (the context keeps the cookie). */
async function signInAdmin(page: Page) {
  await signInWithStaffPasskey(page.request, e2eAdmin);
}

test('the concierge confirms a request with a note; the guest sees it and adds the stay to a calendar', async ({ page, request }) => {
  const guest = await guestWithRequest(request);

  // Signed out, the screen sends the visitor to sign in and back.
  await page.goto('/studio/reservations');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fstudio%2Freservations$/);
  // Staff sign in with their passkey (docs/decisions/0059; studio.spec.ts shows the password alone).
  await signInWithStaffPasskey(page.request, e2eAdmin);
  await page.goto('/studio/reservations');
  await expect(page).toHaveURL(/\/studio\/reservations$/);
  await expect(page.getByRole('heading', { name: 'Reservation requests' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Requested' })).toHaveAttribute('aria-current', 'page');

  const item = page.getByTestId('staff-reservation').filter({ hasText: guest.reservation.reference });
  await expect(item).toContainText(guest.name);
  await expect(item).toContainText(`${guest.name}@example.com`);
  await expect(item).toContainText('A quiet room, please');
  await expect(item).toContainText('2 nights');
  // With scripts running (the describe below covers the plain form): React Router submits in place.
  await waitForHydration(page);
  await item.getByLabel(/Note to the guest/).fill('Welcome back; a high floor is yours.');
  await item.getByRole('button', { name: `Confirm ${guest.reservation.reference}` }).click();

  const outcome = page.getByRole('status').filter({ hasText: `Reservation ${guest.reservation.reference} confirmed` });
  await expect(outcome).toBeVisible();
  await expect(outcome.locator('p')).toBeFocused();
  await expect(item).toHaveCount(0); // no longer a request

  // The Confirmed tab lists it, with the note.
  await page.getByRole('link', { name: 'Confirmed' }).click();
  await expect(page).toHaveURL(/\?status=confirmed$/);
  await expect(page.getByTestId('staff-reservation').filter({ hasText: guest.reservation.reference })).toContainText('Welcome back; a high floor is yours.');

  // The guest's view through the API.
  const own = await request.get(`/api/reservations/${guest.reservation._id}`, { headers: guest.auth });
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ status: 'confirmed', note: 'Welcome back; a high floor is yours.' });

  // Add to calendar, with the guest's cookie session.
  const ics = await request.get(`/reservations/${guest.reservation._id}/calendar.ics`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(ics.headers()['content-disposition']).toBe(`attachment; filename="aurelia-${guest.reservation.reference}.ics"`);
  expect(ics.headers()['cache-control']).toBe('private, no-store');
  const text = await ics.text();
  expect(text).toContain('BEGIN:VEVENT\r\n');
  expect(text).toContain(`DTSTART;VALUE=DATE:${guest.reservation.checkIn.replaceAll('-', '')}\r\n`);

  // Nobody else's calendar: the admin's session does not own it.
  expect((await page.request.get(`/reservations/${guest.reservation._id}/calendar.ics`)).status()).toBe(404);
});

test('a request not confirmed has no calendar file, and a signed-out download goes to sign-in', async ({ request, playwright, baseURL }) => {
  const guest = await guestWithRequest(request);
  const pending = await request.get(`/reservations/${guest.reservation._id}/calendar.ics`);
  expect(pending.status()).toBe(409);
  const anonymous = await playwright.request.newContext({ baseURL });
  const redirected = await anonymous.get(`/reservations/${guest.reservation._id}/calendar.ics`, { maxRedirects: 0 });
  expect(redirected.status()).toBe(302);
  expect(redirected.headers().location).toBe(`/signin?redirectTo=${encodeURIComponent(`/reservations/${guest.reservation._id}/calendar.ics`)}`);
  await anonymous.dispose();
});

test('the concierge reaches the requests from the header, and not the blog studio', async ({ page, request }) => {
  const guest = await guestWithRequest(request);
  await signInWithStaffPasskey(page.request, e2eConcierge);
  await page.goto('/');
  await waitForHydration(page); // the header's account area comes from the browser's session
  await page.getByTestId('header-account').first().getByRole('link', { name: 'Studio' }).click();
  // The back office's door opens on the concierge's first section, the inbox; its navigation leads on.
  await expect(page).toHaveURL(/\/studio\/messages$/);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reservations' }).click();
  await expect(page).toHaveURL(/\/studio\/reservations$/);
  await expect(page.getByRole('heading', { name: 'Reservation requests' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the studio' })).toHaveCount(0);
  await expect(page.getByTestId('staff-reservation').filter({ hasText: guest.reservation.reference })).toBeVisible();
});

test('a plain account gets the not-allowed page', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/studio\/reservations$/);
  const name = `plain${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const signup = await page.request.post('/api/auth/signup', { data: { username: name, email: `${name}@example.com`, password: 'a long plain passphrase' } });
  expect(signup.status()).toBe(201);
  const response = await page.goto('/studio/reservations');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Concierge team only' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
});

test('axe finds nothing on the staff screen in either theme', async ({ page, request }) => {
  const guest = await guestWithRequest(request);
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  await signInAdmin(page);
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto('/studio/reservations');
    await expect(page.getByTestId('staff-reservation').filter({ hasText: guest.reservation.reference })).toBeVisible();
    expect(await axeViolations(page, { theme })).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the concierge declines with a note, and a second answer is refused', async ({ page, request, pageErrors }) => {
    pageErrors.allow(/\/studio\/reservations/); // the refused answer comes back as a 409 page
    const guest = await guestWithRequest(request);
    await signInAdmin(page);
    await page.goto('/studio/reservations');
    const item = page.getByTestId('staff-reservation').filter({ hasText: guest.reservation.reference });
    await item.getByLabel(/Note to the guest/).fill('Sorry, the hotel is closed for a private event.');
    await item.getByRole('button', { name: `Decline ${guest.reservation.reference}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Reservation ${guest.reservation.reference} declined` })).toBeVisible();
    await expect(item).toHaveCount(0);
    const own = await request.get(`/api/reservations/${guest.reservation._id}`, { headers: guest.auth });
    expect(await own.json()).toMatchObject({ status: 'declined', note: 'Sorry, the hotel is closed for a private event.' });

    // A page still showing the request (another tab): the answer is a 409 in words, not a crash.
    const other = await guestWithRequest(request);
    await page.goto('/studio/reservations');
    const stale = page.getByTestId('staff-reservation').filter({ hasText: other.reservation.reference });
    await expect(stale).toBeVisible();
    expect((await request.post(`/api/reservations/${other.reservation._id}/cancel`, { headers: other.auth })).status()).toBe(200);
    await stale.getByRole('button', { name: `Confirm ${other.reservation.reference}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'this one is cancelled' })).toBeVisible();
  });

  test('the concierge confirms without a note', async ({ page, request }) => {
    const guest = await guestWithRequest(request);
    await signInAdmin(page);
    await page.goto('/studio/reservations');
    const item = page.getByTestId('staff-reservation').filter({ hasText: guest.reservation.reference });
    await item.getByRole('button', { name: `Confirm ${guest.reservation.reference}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Reservation ${guest.reservation.reference} confirmed` })).toBeVisible();
    const own = await request.get(`/api/reservations/${guest.reservation._id}`, { headers: guest.auth });
    expect(await own.json()).toMatchObject({ status: 'confirmed', note: null });
  });
});
