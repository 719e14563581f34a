import type { Page } from '@playwright/test';
import { e2eAdmin } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test } from './fixtures';
import { GUEST_PASSWORD, newAccount, signUpInPage } from './support/signupForm';
import { axeViolations } from './support/axe';

// Tables and treatments (issue 22): from the hotel page, /dining and /spa to a venue's page, its
// free times, a booking confirmed at once, the guest's plans and a cancellation; with JavaScript
// and without it. Each test books a day of its own, far enough ahead that parallel runs never
// compete for the same slot, and well clear of "today" in any hotel's time zone.

const HOTEL = { slug: 'royal-palace-casino-resort', name: 'Royal Palace Casino & Resort' };
const RESTAURANT = 'Jade Pavilion';
const SPA = 'The Orchid Spa';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const freshDay = () => day(10 + Math.floor(Math.random() * 160));

async function showTimes(page: Page, date: string, choice: { party?: string; treatment?: string }) {
  await page.getByLabel('Date').fill(date);
  if (choice.party) await page.getByLabel('Party').selectOption(choice.party);
  if (choice.treatment) {
    const treatment = page.getByLabel('Treatment', { exact: true });
    await treatment.selectOption((await treatment.locator('option', { hasText: choice.treatment }).getAttribute('value'))!);
  }
  await page.getByRole('button', { name: 'Show free times' }).click();
  // The page already lists today's times: the chosen day's replace them once the answer is in.
  await expect(page).toHaveURL(new RegExp(`[?&]date=${date}`));
}

async function signInInPage(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(GUEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('a table from the hotel page: free times, booked at once, in the plans, cancelled', async ({ page }) => {
      await signUpInPage(page, 'vb');
      // The plans page is kept per session until the account's data changes: a booking is such a change.
      await page.goto('/reservations');
      await expect(page.getByText('Nothing planned yet.')).toBeVisible();
      const date = freshDay();
      await page.goto(`/rooms/${HOTEL.slug}`);
      const venues = page.getByRole('region', { name: 'Dining and spa' });
      await venues.getByRole('link', { name: `Reserve a table at ${RESTAURANT}, ${HOTEL.name}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(RESTAURANT);
      await expect(page.getByText(`All times are local time at ${HOTEL.name}.`)).toBeVisible();

      await showTimes(page, date, { party: '4' });
      const times = page.getByRole('group', { name: /^Free times on / });
      await expect(times.getByRole('radio', { name: /^7:30 PM/ })).toBeVisible();
      await times.getByRole('radio', { name: /^7:30 PM/ }).check();
      await page.getByLabel('Note').fill('A birthday; one guest is allergic to peanuts.');
      await page.getByRole('button', { name: 'Reserve the table' }).click();

      await expect(page).toHaveURL(/\/reservations\?booked=AUB-/);
      const notice = page.locator('#booking-done');
      await expect(notice).toHaveText(/^Booked and confirmed\. Your reference is AUB-[A-Z0-9]+\.$/);
      const reference = (await notice.textContent())!.match(/AUB-[A-Z0-9]+/)![0];
      const coming = page.getByRole('region', { name: 'Coming stays, tables and treatments' });
      const card = coming.getByRole('article', { name: RESTAURANT });
      await expect(card).toContainText('Table for 4 guests');
      await expect(card).toContainText(reference);
      await expect(card).toContainText('7:30 PM');
      await expect(card).toContainText('A birthday; one guest is allergic to peanuts.');
      await expect(card.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /\/reservations\/bookings\/[0-9a-f-]+\/calendar\.ics$/);

      await card.getByText('Cancel this booking').click();
      await card.getByRole('button', { name: 'Yes, cancel my booking' }).click();
      await expect(page.locator('#booking-done')).toHaveText(`Your booking ${reference} is cancelled.`);
      const past = page.getByRole('region', { name: 'Past, cancelled and declined' });
      await expect(past.getByRole('article', { name: RESTAURANT })).toContainText('Cancelled');
      await expect(coming.getByRole('article', { name: RESTAURANT })).toHaveCount(0);
    });

    test('a treatment from /spa, signed out: through sign-in and back with the same choice', async ({ page, request }) => {
      const account = newAccount('vs');
      expect((await request.post('/api/auth/signup', { data: account })).status()).toBe(201);
      const date = freshDay();
      await page.goto('/spa');
      const reserve = page.getByRole('region', { name: 'Reserve at our hotels' });
      await reserve.getByRole('link', { name: `Book a treatment at ${SPA}, ${HOTEL.name}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPA);
      await showTimes(page, date, { treatment: 'Jade Stone Facial' });
      await page.getByRole('radio', { name: /^10:00 AM/ }).check();
      await expect(page.getByText('You will sign in or create an account first; your choice is kept.')).toBeVisible();
      await page.getByRole('button', { name: 'Book the treatment' }).click();

      await expect(page).toHaveURL(/\/signin\?redirectTo=/);
      await signInInPage(page, account.email);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPA);
      await expect(page.getByLabel('Date')).toHaveValue(date);
      await expect(page.getByRole('radio', { name: /^10:00 AM/ })).toBeChecked();
      await page.getByRole('button', { name: 'Book the treatment' }).click();

      await expect(page).toHaveURL(/\/reservations\?booked=AUB-/);
      const card = page.getByRole('region', { name: 'Coming stays, tables and treatments' }).getByRole('article', { name: SPA });
      await expect(card).toContainText('Jade Stone Facial');
      await expect(card).toContainText('10:00 AM – 11:00 AM');
      // The calendar file holds the hotel's 10:00 in Singapore (UTC+8) as 02:00 UTC.
      const href = await card.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
      const ics = await (await page.request.get(href!)).text();
      expect(ics).toContain(`DTSTART:${date.replaceAll('-', '')}T020000Z`);
      expect(ics).toContain(`DTEND:${date.replaceAll('-', '')}T030000Z`);

      // The confirmation went to the outbox, read as the admin.
      const login = await signInWithStaffPasskey(request, e2eAdmin);
      const { token } = login;
      const mails = (await (
        await request.get(`/api/admin/outbox?to=${encodeURIComponent(account.email)}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { kind: string; subject: string; text: string }[];
      const mail = mails.find((m) => m.kind === 'booking-confirmed');
      expect(mail?.subject).toMatch(new RegExp(`^Confirmed: ${SPA}, .+ at 10:00 AM \\(AUB-[A-Z0-9]+\\)$`));
      expect(mail?.text).toContain('Treatment: Jade Stone Facial, 60 minutes');
    });
  });
}

test('/dining lists every hotel’s restaurants with the way to book, and a full slot is refused in place', async ({ page, request, pageErrors }) => {
  pageErrors.allow(/\/venues\/jade-pavilion/); // the 409 this test provokes
  await page.goto('/dining');
  const reserve = page.getByRole('region', { name: 'Reserve at our hotels' });
  await expect(reserve.getByRole('region', { name: HOTEL.name })).toBeVisible();
  await reserve.getByRole('link', { name: `Reserve a table at ${RESTAURANT}, ${HOTEL.name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RESTAURANT);

  // Someone else takes the last covers of 8:00 PM between the guest's look and their tap.
  const date = freshDay();
  await signUpInPage(page, 'vf');
  await page.goto(`/rooms/${HOTEL.slug}/venues/jade-pavilion?date=${date}&party=10`);
  await page.getByRole('radio', { name: /^8:00 PM/ }).check();
  const venues = (await (await request.get(`/api/venues?hotel=${HOTEL.slug}&kind=restaurant`)).json()) as { _id: string; name: string }[];
  const venueId = venues.find((v) => v.name === RESTAURANT)!._id;
  const other = (await (await request.post('/api/auth/signup', { data: newAccount('vo') })).json()) as { token: string };
  for (let i = 0; i < 4; i++) {
    await request.post('/api/bookings', { headers: { authorization: `Bearer ${other.token}` }, data: { venueId, date, time: '20:00', party: 9 } });
  }
  await page.getByRole('button', { name: 'Reserve the table' }).click();
  await expect(page.locator('#venue-error')).toHaveText('Sorry, that time is no longer available. Please choose another time.');
  await expect(page.getByRole('radio', { name: /^8:00 PM/ })).toHaveCount(0);
});

/** Axe in both themes at both widths; the hotel page and /spa with their venues are in e2e/a11y.spec.ts. */
async function axeEverywhere(page: Page, path: string) {
  for (const width of [390, 1280])
    for (const theme of ['dark', 'light'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto(path);
      expect(await axeViolations(page, { theme }), `${path} ${width}`).toEqual([]);
    }
}

test('axe finds nothing on a venue page with its free times, both themes, 390 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000); // four full axe runs on a shared machine
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  await axeEverywhere(page, `/rooms/${HOTEL.slug}/venues/jade-pavilion?date=${freshDay()}`);
});

test('axe finds nothing on the plans with a booking, both themes, 390 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  await signUpInPage(page, 'va');
  await page.goto(`/rooms/${HOTEL.slug}/venues/orchid-spa?date=${freshDay()}`);
  await page.getByRole('radio', { name: /^11:00 AM/ }).check();
  await page.getByRole('button', { name: 'Book the treatment' }).click();
  await expect(page).toHaveURL(/\/reservations\?booked=/);
  await axeEverywhere(page, '/reservations');
});
