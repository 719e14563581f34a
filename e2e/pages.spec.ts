import type { Page } from '@playwright/test';
import { casinoCategories } from './englishCopy';
import { demoEvents } from '../app/db/seed/demo-events';
import { spaTreatments } from '../app/spa/spaContent';
import { expect, test } from './fixtures';

const routes = ['/', '/rooms', '/casino', '/spa', '/dining', '/events', '/blog', '/responsible-gaming', '/legal', '/booking', '/rewards'];

test('every page has its own title and meta description', async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of routes) {
    await page.goto(route);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute('content'))!);
  }
  expect(titles.size).toBe(routes.length);
  expect(descriptions.size).toBe(routes.length);
});

test('home adds the casino teaser, the amenities and Subscribe Now', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: /Where Every Evening/ }).getByRole('link', { name: 'Visit the Casino' })).toHaveAttribute('href', '/casino');
  const amenities = page.getByRole('region', { name: 'Resort Amenities' });
  await expect(amenities.locator('h3')).toHaveText(['Rooms & Suites', 'Spa & Wellness', 'Fine Dining']);
  await expect(amenities.getByRole('link')).toHaveText(['View Rooms & Suites', 'Discover the Spa', 'See Our Restaurants']);
  await expect(page.getByTestId('subscribe-now')).toHaveText('Subscribe Now');
  await expect(page.getByText('250+')).toBeVisible();
});

/**
 * Buttons the browser's accessibility tree exposes. A native modal <dialog> makes the rest of the
 * page inert; Playwright's role queries do not model that, Chromium's tree does.
 */
async function exposedButtons(page: Page, name: RegExp): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.filter((node) => !node.ignored && node.role?.value === 'button' && name.test(String(node.name?.value ?? ''))).length;
}

test.describe('dialogs', () => {
  const cases = [
    { route: '/casino', items: casinoCategories.map((c) => ({ title: c.title, texts: [...c.games, c.rules] })) },
    { route: '/spa', items: spaTreatments.map((t) => ({ title: t.title, texts: [...t.details.types, t.details.duration, t.details.benefits] })) },
  ];
  for (const { route, items } of cases) {
    test(`${route}: each Learn More opens its dialog alone; Close, the icon and Escape close it and focus returns`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
      await page.goto(route);
      // Polled: the cards from the third on skip their rendering until near the viewport
      // (content-visibility, base.css), and Chromium adds skipped content to its accessibility tree
      // after a rendering update, which may come just after the load event.
      await expect.poll(() => exposedButtons(page, /^Learn More/)).toBe(items.length);
      for (const item of items) {
        const trigger = page.getByRole('button', { name: new RegExp(`^Learn More\\W+${item.title}$`) });
        for (const close of ['Close', 'Close dialog', 'Escape'] as const) {
          await trigger.click();
          const dialog = page.getByRole('dialog', { name: item.title });
          await expect(dialog).toBeVisible();
          for (const text of item.texts) await expect(dialog).toContainText(text);
          // One at a time: the rest of the page is hidden from assistive technology while it is open.
          await expect(page.getByRole('dialog')).toHaveCount(1);
          await expect.poll(() => exposedButtons(page, /^Learn More/)).toBe(0);
          if (close === 'Escape') await page.keyboard.press('Escape');
          else await dialog.getByRole('button', { name: close, exact: true }).click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await expect(trigger).toBeFocused();
        }
      }
    });
  }

  test('spa durations are 60-180, 60-120 and 30-120 minutes', async ({ page }) => {
    await page.goto('/spa');
    await expect(page.getByTestId('spa-treatment').locator('.card-title')).toHaveText(['Luxury Massage', 'Rejuvenating Facials', 'Hydrotherapy']);
    await expect(page.locator('.treatment-duration')).toHaveText(['60-180 minutes', '60-120 minutes', '30-120 minutes']);
  });
});

test('casino: three features, three categories, hero and closing buttons to /contact', async ({ page }) => {
  await page.goto('/casino');
  await expect(page.locator('.feature-card')).toHaveCount(3);
  await expect(page.getByTestId('casino-category').locator('.card-title')).toHaveText(['Table Games', 'Slot Machines', 'VIP Gaming']);
  await expect(page.locator('.hero').getByRole('link')).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('region', { name: 'Your Table Is Waiting' }).getByRole('link', { name: 'Contact Our Concierge' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('dining: Reserve Your Table, three highlights, the special experiences and three venues with menus', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  await page.goto('/dining');
  await expect(page.getByRole('link', { name: 'Reserve Your Table' })).toHaveAttribute('href', '/contact');
  await expect(page.locator('.highlight')).toHaveCount(3);
  const special = page.getByRole('region', { name: 'Special Dining Experiences' });
  await expect(special.locator('h3')).toHaveText(['Private Dining', "Chef's Table"]);
  await expect(page.getByTestId('dining-venue').locator('.card-title')).toHaveText(['Fine Dining', 'Casual Dining', 'Special Events']);
  await page.getByRole('button', { name: /^View Menu\W+Fine Dining/ }).click();
  await expect(page.getByRole('dialog', { name: 'Fine Dining menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('events: four categories and the upcoming events from the database, soonest first', async ({ page, request }) => {
  const upcoming = demoEvents.filter((e) => e.daysFromSeeding >= 0).sort((a, b) => a.daysFromSeeding - b.daysFromSeeding);
  const api = (await (await request.get('/api/events')).json()) as { title: string; date: string }[];
  expect(api.map((e) => e.title)).toEqual(upcoming.map((e) => e.title));
  await page.goto('/events');
  await expect(page.locator('.feature-card')).toHaveCount(4);
  const cards = page.getByTestId('event-card');
  await expect(cards.locator('h3')).toHaveText(upcoming.map((e) => e.title));
  for (const [i, event] of api.entries()) {
    const [y, m, d] = event.date.split('-').map(Number);
    const shown = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await expect(cards.nth(i).locator('time')).toHaveText(shown);
    await expect(cards.nth(i).getByRole('link', { name: /Register Now/ })).toHaveAttribute('href', '/signin');
  }
  await expect(page.getByText('€1M prize pool')).toBeVisible();
  await expect(page.getByText(demoEvents.find((e) => e.daysFromSeeding < 0)!.title)).toHaveCount(0);
});

test('responsible gaming: commitment, five tips, three guidelines, three support resources', async ({ page }) => {
  await page.goto('/responsible-gaming');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsible Gaming');
  await expect(page.getByRole('heading', { name: 'Our Commitment to You' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tips for Gaming Responsibly' }).locator('li')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Our Guidelines' }).locator('h3')).toHaveCount(3);
  const support = page.getByRole('region', { name: 'Support Resources' }).locator('a[target="_blank"]');
  await expect(support).toHaveCount(3);
  for (const rel of await support.evaluateAll((els) => els.map((e) => e.getAttribute('rel')))) expect(rel).toContain('noopener');
});

test('terms: ten numbered sections and the update date', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  await expect(page.getByText('Last Updated: January 2025')).toBeVisible();
  await expect(page.locator('.legal-sections > li h2')).toHaveText([
    /^1\. Acceptance/,
    /^2\. Services/,
    /^3\. User Responsibilities/,
    /^4\. Content Ownership/,
    /^5\. User Content/,
    /^6\. Third-Party Links/,
    /^7\. .*Liability/,
    /^8\. Responsible Gaming/,
    /^9\. .*Terms/,
    /^10\. Governing Law/,
  ]);
});

test('privacy policy: what is kept, why and for how long, and where to use your rights', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.locator('.legal-sections > li h2')).toHaveText([
    /^1\. Who we are/,
    /^2\. What we keep/,
    /^3\. Cookies/,
    /^4\. Who sees it/,
    /^5\. How we protect it/,
    /^6\. Your rights/,
    /^7\. Changes/,
    /^8\. Contact us/,
  ]);
  const kept = page.locator('#what-we-keep .privacy-kept > li');
  await expect(kept).toHaveCount(11);
  await expect(kept.filter({ hasText: 'Table and treatment bookings' })).toContainText('your coming bookings are cancelled');
  for (const item of await kept.all()) {
    await expect(item.locator('dt')).toHaveText(['Why', 'How long']);
  }
  await expect(page.locator('#cookies')).toContainText('aurelia_session');
  await page.locator('#rights').getByRole('link', { name: 'Go to your account' }).click();
  await expect(page).toHaveURL(/\/(signin\?redirectTo=|account$)/);
});

test('the cookie notice links its Privacy Policy', async ({ page }) => {
  await page.goto('/casino');
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test('booking searches every hotel for a stay; rewards shows the tiers', async ({ page }) => {
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Stay');
  await expect(page.getByText(/concierge/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.goto('/rewards');
  await expect(page.getByTestId('reward-tier').locator('h3')).toHaveText(['Ivory', 'Gold', 'Sovereign']);
  await expect(page.getByRole('main').getByRole('link', { name: /^Join/ })).toHaveAttribute('href', '/signup');
});

test('the not-found page offers a way on', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/no-such-place$/);
  const response = await page.goto('/no-such-place');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  expect(await page.title()).toContain('not found');
});
