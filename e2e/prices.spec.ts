import { formatPrice } from '../app/domain/currency';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { GUEST_PASSWORD, newAccount } from './support/signupForm';

// The price of the stay (issue 31), without JavaScript: each plan's total where the guest decides,
// the member price behind a plain sign-in link that keeps the search, a price that changed since the
// search said before sending, the calendar's days setting the arrival, and an offer booked from its page.

const HOTEL = { slug: 'mediterranean-grand-casino-spa', country: 'Italy' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface FoundPlan {
  code: string;
  totalMinor: number;
  membersOnly: boolean;
  taxes: { includedMinor: number; addedMinor: number };
}
type Found = { roomType: { _id: string; name: string }; plans: FoundPlan[] }[];

/** The search's rooms and plans for a stay, as the API prices them for a signed-out guest. */
async function plansOf(page: Page, query: string, hotel = HOTEL.slug): Promise<Found> {
  return (await (await page.request.get(`/api/availability?${query}&hotel=${hotel}`)).json()) as Found;
}

/** What a total holds, as the page says it beside the total (in English, the hotel's format). */
const taxesSaid = (plan: Pick<FoundPlan, 'taxes'>, country = HOTEL.country) =>
  plan.taxes.addedMinor === 0
    ? 'Includes taxes and fees'
    : `Includes ${formatPrice(plan.taxes.addedMinor / 100, country)} taxes and fees added to the room price`;

test.use({ javaScriptEnabled: false });

test('signed out, the member price shows with a link to sign in that comes back to the search; signed in it is booked at that price', async ({ page }) => {
  const start = 120 + Math.floor(Math.random() * 200);
  const stay = `checkIn=${day(start)}&checkOut=${day(start + 2)}&guests=2&hotel=${HOTEL.slug}`;
  await page.goto(`/booking?${stay}`);
  const room = page.locator('.room-offer').first();
  const member = room.locator('[data-plan="member"]');
  await expect(room.locator('[data-plan="flexible"]')).toContainText('Free cancellation until');
  await expect(room.locator('[data-plan="advance"]')).toContainText('Non-refundable');
  await expect(member).toContainText('Members');
  await member.getByRole('link', { name: 'Sign in to book the member price' }).click();

  const account = newAccount('mp');
  expect((await page.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  await page.context().clearCookies();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(GUEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/booking\\?${stay.replace(/\?/g, '\\?')}`));
  // Signed in, the member price is one the guest books: behind the room's other rates when Advance purchase is lower.
  await room.getByText(/^\d more rates$/).click();
  const total = (await member.locator('.plan-total strong').textContent())!;
  const holds = (await member.locator('.plan-total-taxes').textContent())!;
  expect(holds).toMatch(/^Includes \d+ € taxes and fees added to the room price$/);
  await member.getByRole('link', { name: /at the Member price rate$/ }).click();
  await expect(page.locator('.reservation-total')).toHaveText(`Total${total}${holds}`);
  await expect(page.locator('.plan-choices [aria-current="true"]')).toContainText('Member price');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Sent');
  await expect(page.locator('.reservation-card')).toContainText('Member price');
  await expect(page.locator('.reservation-total')).toContainText(total);
});

test('a price that changed since the search is said, with the new total, before anything is sent', async ({ page }) => {
  const account = newAccount('pc');
  expect((await page.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  const start = 120 + Math.floor(Math.random() * 200);
  const query = `checkIn=${day(start)}&checkOut=${day(start + 3)}&guests=2`;
  const found = (await (await page.request.get(`/api/availability?${query}&hotel=${HOTEL.slug}`)).json()) as {
    roomType: { _id: string };
    plans: { code: string; totalMinor: number }[];
  }[];
  const { roomType, plans } = found[0]!;
  const now = plans.find((p) => p.code === 'flexible')!.totalMinor;
  await page.goto(`/reservations/new?roomType=${roomType._id}&${query}&plan=flexible&quote=${now - 5_000}`);
  await expect(page.getByTestId('price-changed')).toHaveText(
    `The price of this stay has changed since you saw it: it was ${formatPrice((now - 5_000) / 100, HOTEL.country)} and is now ${formatPrice(now / 100, HOTEL.country)}. Please check it before you send your request.`,
  );
  await expect(page.locator('.reservation-total')).toContainText(formatPrice(now / 100, HOTEL.country));
});

test('a day of the price calendar sets the arrival in Book Your Stay; an offer is booked from its page into the search', async ({ page }) => {
  await page.goto(`/rooms/${HOTEL.slug}`);
  const calendar = page.getByRole('region', { name: 'Prices by date' });
  const target = day(20);
  const link = calendar.getByRole('link', { name: new RegExp(`, from .*\\d`) }).nth(20);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`checkIn=${target}&checkOut=${day(21)}&guests=2#book-your-stay$`));
  await expect(page.getByRole('complementary', { name: 'Book Your Stay' }).getByLabel('Check-in')).toHaveValue(target);

  await page.goto('/offers');
  await page.getByRole('link', { name: /^See the offer\W+Spa Escape$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spa Escape');
  await page.getByRole('link', { name: /^Book at this hotel\W+Mediterranean Grand/ }).click();
  await expect(page.getByTestId('booking-offer')).toContainText('You are booking the offer Spa Escape');
  const start = 150 + Math.floor(Math.random() * 150);
  await page.getByLabel('Check-in').fill(day(start));
  await page.getByLabel('Check-out').fill(day(start + 2));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/offer=spa-escape/);
  await expect(page.locator('#results [data-plan="spa-escape"]').first()).toContainText('Spa Escape');
});

test('every total says beside it whether taxes are included or what the hotel adds, from the search to the stay', async ({ page }) => {
  const start = 120 + Math.floor(Math.random() * 200);
  const query = `checkIn=${day(start)}&checkOut=${day(start + 3)}&guests=2`;
  // Italy: VAT included and a city tax added; Singapore: VAT added.
  for (const hotel of [HOTEL, { slug: 'royal-palace-casino-resort', country: 'Singapore' }]) {
    const found = await plansOf(page, query, hotel.slug);
    expect(found.length).toBeGreaterThan(0);
    for (const path of [`/booking?${query}&hotel=${hotel.slug}`, `/rooms/${hotel.slug}?${query}`]) {
      await page.goto(path);
      for (const { roomType, plans } of found) {
        const room = page.locator('.room-offer').filter({ has: page.getByRole('heading', { name: roomType.name, exact: true }) });
        for (const plan of plans) {
          expect(plan.taxes.addedMinor, `${hotel.slug} adds taxes`).toBeGreaterThan(0);
          await expect(room.locator(`[data-plan="${plan.code}"] .plan-price`), `${path} ${roomType.name} ${plan.code}`).toContainText(
            taxesSaid(plan, hotel.country),
          );
        }
      }
    }
  }

  // The request's total and, once sent, the stay's, on its page and in the guest's list.
  expect((await page.request.post('/api/auth/signup', { data: newAccount('tx') })).status()).toBe(201);
  const { roomType, plans } = (await plansOf(page, query))[0]!;
  const flexible = plans.find((p) => p.code === 'flexible')!;
  const said = `Total${formatPrice(flexible.totalMinor / 100, HOTEL.country)}${taxesSaid(flexible)}`;
  await page.goto(`/reservations/new?roomType=${roomType._id}&${query}&plan=flexible&quote=${flexible.totalMinor}`);
  await expect(page.locator('.reservation-total')).toHaveText(said);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Sent');
  await expect(page.locator('.reservation-total')).toHaveText(said);
  const reference = (await page.locator('.reservation-reference').textContent())!;
  await page.goto('/reservations');
  await expect(page.locator('.reservation-card', { hasText: reference }).locator('.reservation-total')).toHaveText(said);
});

test('at 390 px each room shows its lowest price first, the member price beside it, and its other plans one tap away, each plan on full lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const start = 120 + Math.floor(Math.random() * 200);
  const query = `checkIn=${day(start)}&checkOut=${day(start + 3)}&guests=2`;
  const found = await plansOf(page, query);
  for (const path of [`/booking?${query}&hotel=${HOTEL.slug}`, `/rooms/${HOTEL.slug}?${query}#book-your-stay`]) {
    await page.goto(path);
    for (const [index, { roomType, plans }] of found.entries()) {
      const room = page.locator('.room-offer').filter({ has: page.getByRole('heading', { name: roomType.name, exact: true }) });
      const shown = () =>
        room.locator('[data-plan]').evaluateAll((els) => els.filter((el) => el.checkVisibility()).map((el) => (el as HTMLElement).dataset.plan));
      // The lowest price a signed-out guest can book (the first listed at equal totals), then the member price.
      const lowest = plans.filter((p) => !p.membersOnly).reduce((low, p) => (p.totalMinor < low.totalMinor ? p : low));
      // Each shown plan: its name and terms across the card, its price and action below them.
      for (const code of [lowest.code, 'member']) {
        const box = await room.locator(`[data-plan="${code}"]`).evaluate((el) => {
          const rect = (selector: string) => el.querySelector(selector)!.getBoundingClientRect();
          const inner = el.clientWidth - parseFloat(getComputedStyle(el).paddingInlineStart) - parseFloat(getComputedStyle(el).paddingInlineEnd);
          const lines = (selector: string) => {
            const line = el.querySelector(selector)!;
            return Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight));
          };
          return { inner, head: rect('.plan-head'), price: rect('.plan-price'), nameLines: lines('.plan-name'), termsLines: lines('.plan-terms') };
        });
        expect(box.head.width, `${roomType.name} ${code}: name and terms across the card`).toBeGreaterThanOrEqual(box.inner - 1);
        expect(box.price.top, `${roomType.name} ${code}: the price below the terms`).toBeGreaterThanOrEqual(box.head.bottom - 1);
        expect(box.nameLines, `${roomType.name} ${code}: the name on one line`).toBe(1);
        expect(box.termsLines, `${roomType.name} ${code}: the terms on at most two lines`).toBeLessThanOrEqual(2);
      }

      expect(await shown(), `${path}: ${roomType.name}`).toEqual([lowest.code, 'member']);
      await expect(room.locator('[data-plan="member"]')).toContainText('Members');
      await expect(room.locator('[data-plan="member"]').getByRole('link', { name: 'Sign in to book the member price' })).toBeVisible();

      // The others behind one tap (the keyboard's Enter on the second room), each with its price.
      const more = room.getByText(`${plans.length - 2} more rates`, { exact: true });
      await expect(more).toBeVisible();
      if (index === 1) await more.press('Enter');
      else await more.click();
      expect((await shown()).sort(), `${path}: ${roomType.name} opened`).toEqual(plans.map((p) => p.code).sort());
      for (const plan of plans) {
        await expect(room.locator(`[data-plan="${plan.code}"] .plan-total strong`)).toHaveText(formatPrice(plan.totalMinor / 100, HOTEL.country));
      }
    }
  }
});

// axe runs its checks in the page: with the page's scripts on (the markup is the same either way).
test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  for (const lang of ['en', 'ar', 'de']) {
    test(`axe finds nothing on the rooms' plans, their other rates open, on /booking and a hotel page in ${lang} at 390 px, in both themes`, async ({
      page,
    }) => {
      test.slow(); // four pages, each judged twice
      await page.setViewportSize({ width: 390, height: 900 });
      const start = 120 + Math.floor(Math.random() * 200);
      const query = `checkIn=${day(start)}&checkOut=${day(start + 3)}&guests=2`;
      const prefix = lang === 'en' ? '' : `/${lang}`;
      for (const path of [`${prefix}/booking?${query}&hotel=${HOTEL.slug}`, `${prefix}/rooms/${HOTEL.slug}?${query}`]) {
        for (const theme of ['dark', 'light'] as const) {
          await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
          await page.goto(path);
          // Every room's other rates and the first plan's price details open: all that a tap shows.
          for (const summary of await page.locator('.plan-more > summary').all()) await summary.click();
          await page.locator('.plan-details > summary').first().click();
          expect(await axeViolations(page, { theme, include: '.room-offers' }), `${path} (${theme})`).toEqual([]);
        }
      }
    });
  }
});
