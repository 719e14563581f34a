import type { Page } from '@playwright/test';
import { casinoCategories } from './englishCopy';
import { demoHotels } from '../app/db/seed/demo-content';
import { newsletterMessages } from '../app/newsletter/newsletter';
import { spaTreatments } from '../app/spa/spaContent';
import { expect, test, waitForHydration } from './fixtures';
import { signUpInPage } from './support/signupForm';
import { throttleLikeASlowPhone } from './support/slowPhone';

// Every control works from the first paint: before the scripts run, without them, and the same
// once React has hydrated (the menu drawer, Learn More, Subscribe Now, the hotel tabs).

const hotel = demoHotels.find((h) => h.reviews.length > 0)!;
const learnMore = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^Learn More\\W+${title}$`) });
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Every face loaded (from the cache once fetched) and a frame laid out in them; true once they apply. */
const inBrandFaces = (page: Page) =>
  page.evaluate(async () => {
    await Promise.allSettled([...document.fonts].map((face) => face.load()));
    await new Promise(requestAnimationFrame);
    return document.documentElement.classList.contains('fonts');
  });

async function openAndCloseEveryDetailsDialog(page: Page) {
  for (const { route, titles } of [
    { route: '/casino', titles: casinoCategories.map((c) => c.title) },
    { route: '/spa', titles: spaTreatments.map((t) => t.title) },
  ]) {
    await page.goto(route);
    for (const title of titles) {
      for (const close of ['Close', 'Close dialog', 'Escape'] as const) {
        const trigger = learnMore(page, title);
        await trigger.click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(1);
        if (close === 'Escape') await page.keyboard.press('Escape');
        else await dialog.getByRole('button', { name: close, exact: true }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(trigger).toBeFocused();
      }
    }
  }
}

async function switchHotelTabsAndAmenities(page: Page) {
  const visibleAmenities = page.locator('#amenities-list li:visible');
  await page
    .getByRole('link', { name: 'Amenities', exact: true })
    .or(page.getByRole('tab', { name: 'Amenities' }))
    .click();
  await expect(visibleAmenities).toHaveCount(6);
  await expect(page.getByText(hotel.description)).toBeHidden();
  await page.getByText('View All Amenities').click();
  await expect(visibleAmenities).toHaveCount(8);
  await page.getByText('Show Less').click();
  await expect(visibleAmenities).toHaveCount(6);
  await page
    .getByRole('link', { name: 'Reviews', exact: true })
    .or(page.getByRole('tab', { name: 'Reviews' }))
    .click();
  await expect(page.getByTestId('review').first()).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each casino and spa Learn More opens its dialog; Close, the icon and Escape close it; focus returns', async ({ page }) => {
    await openAndCloseEveryDetailsDialog(page);
  });

  test('Subscribe Now opens the newsletter dialog; the server answers the form in it', async ({ page, pageErrors }) => {
    // A refused address is answered 400, with the page and the dialog.
    pageErrors.allow(/\/\?index$/);
    await page.goto('/');
    await page.getByTestId('subscribe-now').click();
    const dialog = page.getByRole('dialog', { name: 'Our Newsletter' });
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('Email');
    const subscribe = dialog.getByRole('button', { name: 'Subscribe', exact: true });

    await subscribe.click();
    await expect(dialog.getByRole('alert')).toHaveText(newsletterMessages.empty);

    await email.fill('not-an-address');
    await subscribe.click();
    await expect(dialog.getByRole('alert')).toHaveText(newsletterMessages.invalid);
    await expect(dialog.getByLabel('Email')).toHaveValue('not-an-address');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Email').fill(uniqueEmail('nojs'));
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(newsletterMessages.success);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the hotel tabs switch and the amenities expand and collapse', async ({ page }) => {
    await page.goto(`/rooms/${hotel.slug}`);
    await expect(page.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(hotel.description)).toBeVisible();
    await switchHotelTabsAndAmenities(page);
    await expect(page).toHaveURL(/[?&]tab=reviews/);
    // An unknown tab is the overview.
    await page.goto(`/rooms/${hotel.slug}?tab=nonsense`);
    await expect(page.getByText(hotel.description)).toBeVisible();
  });

  test('at 390 px the menu opens the drawer; its close button and Escape close it; its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await menu.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await menu.click();
    await drawer.getByRole('link', { name: 'Casino' }).click();
    await expect(page).toHaveURL('/casino');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('An Evening at the Tables');
  });
});

// The visitor this is for: a slow phone, tapping as soon as a control shows, scripts still on the way.
test.describe('on a slow phone, tapped at once', () => {
  test.setTimeout(60_000);

  test('Learn More on /casino and /spa', async ({ page }) => {
    await throttleLikeASlowPhone(page);
    for (const [route, title] of [
      ['/casino', casinoCategories[0]!.title],
      ['/spa', spaTreatments[0]!.title],
    ] as const) {
      await page.goto(route, { waitUntil: 'commit' });
      await learnMore(page, title).click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('Subscribe Now, and a subscription', async ({ page }) => {
    await throttleLikeASlowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByTestId('subscribe-now').click();
    const dialog = page.getByRole('dialog', { name: 'Our Newsletter' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill(uniqueEmail('slow'));
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    // Sent as a plain form (page reloaded) or by the scripts, whichever ran first: the same answer.
    await expect(page.getByText(newsletterMessages.success)).toBeVisible({ timeout: 20_000 });
  });

  test('the menu button opens the drawer', async ({ page }) => {
    await throttleLikeASlowPhone(page);
    await page.goto('/rooms', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // The scripts arriving later must not close what the visitor opened.
    await waitForHydration(page);
    await expect(drawer).toBeVisible();
  });

  test('a dialog opened before hydration stays open once the scripts have run', async ({ page }) => {
    await throttleLikeASlowPhone(page);
    await page.goto('/casino', { waitUntil: 'commit' });
    const title = casinoCategories[0]!.title;
    await learnMore(page, title).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // The footer's Accessibility and Cookie settings buttons came with hydration and pushed the
  // currency form and the languages aside: a tap aimed at "Show prices" as the scripts ran landed
  // on the social links (4 taps of 12 lost, 2026-11-28).
  // What may move them here is hydration alone. A first visit changes to the brand's faces once the
  // scripts run (ADR 0036), which narrowed these labels in CI (1 run in 2, 2026-11-28): so the page
  // is visited as from another page of the site, its font files cached, and paints in them at once.
  test('the footer’s controls stay where they were painted when the scripts run', async ({ page, baseURL }) => {
    await page.goto('/legal');
    await expect.poll(() => inBrandFaces(page)).toBe(true);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      let release!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.js(\?|$)/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto('/rooms', { waitUntil: 'domcontentloaded', referer: `${baseURL}/legal` });
      expect(await inBrandFaces(page)).toBe(true);
      const footer = page.getByRole('contentinfo');
      const controls = [
        footer.getByRole('button', { name: 'Show prices' }),
        footer.getByLabel('Currency', { exact: true }),
        footer.getByRole('button', { name: 'Cookie settings' }),
        footer.getByRole('button', { name: 'Accessibility' }),
        footer.getByRole('link', { name: 'Français' }),
      ];
      const boxes = () => Promise.all(controls.map((control) => control.boundingBox()));
      const painted = await boxes();
      expect(painted.every(Boolean)).toBe(true);
      release();
      await waitForHydration(page);
      expect(await boxes()).toEqual(painted);
      await page.unrouteAll();
    }
  });

  // The passkey controls came with hydration: "Sign in with a passkey" pushed "Forgot your
  // password?" 54 px down, and the add form pushed /account's sections below it 170 px, so a tap
  // aimed before then landed on the card (CI lost such taps on 2026-12-06; ADR 0058).
  test('every control of /signin and /account stays where it was painted when the scripts run', async ({ page, baseURL }) => {
    // Where each link, button and field of the page's main part is, by its text or name.
    const controls = () =>
      page.locator('main').evaluate((main) =>
        [...main.querySelectorAll('a, button, input, select, textarea, summary')]
          .map((control) => {
            const box = control.getBoundingClientRect();
            const name = control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent?.trim();
            return box.width > 0 ? `${name} at ${Math.round(box.x)},${Math.round(box.y + scrollY)}` : null;
          })
          .filter(Boolean),
      );
    await page.goto('/legal');
    await expect.poll(() => inBrandFaces(page)).toBe(true);
    const visit = async (path: string) => {
      let release!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.js(\?|$)/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded', referer: `${baseURL}/legal` });
      expect(await inBrandFaces(page)).toBe(true);
      const painted = await controls();
      release();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await controls()).toEqual(painted);
      await page.unrouteAll();
      return painted;
    };
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await visit('/signin')).toContainEqual(expect.stringMatching(/^Forgot your password\? at/));
    }
    await page.goto('/legal');
    await signUpInPage(page, 'hc');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await visit('/account')).toContainEqual(expect.stringMatching(/^Sign Out Everywhere at/));
    }
    await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  });

  test('the hotel tabs', async ({ page }) => {
    await throttleLikeASlowPhone(page);
    await page.goto(`/rooms/${hotel.slug}`, { waitUntil: 'commit' });
    await page
      .getByRole('link', { name: 'Amenities', exact: true })
      .or(page.getByRole('tab', { name: 'Amenities' }))
      .click();
    await expect(page.locator('#amenities-list')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(hotel.description)).toBeHidden();
  });
});

test.describe('with JavaScript, once hydrated', () => {
  test('the dialogs behave the same', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
    await openAndCloseEveryDetailsDialog(page);
  });

  test('the hotel tabs are ARIA tabs: arrow keys, no navigation, the address follows', async ({ page }) => {
    await page.goto(`/rooms/${hotel.slug}`);
    // About the enhancement itself: it is judged once React runs (a tap before that is the plain HTML's, tested above).
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await expect(page.getByRole('tablist', { name: 'Hotel details' })).toBeVisible();
    const overview = page.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(hotel.description);
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Amenities' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Amenities' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]tab=amenities/);
    await page.keyboard.press('ArrowLeft');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await switchHotelTabsAndAmenities(page);
    await expect(page.getByRole('button', { name: 'View All Amenities' })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]tab=reviews/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('the amenities toggle is a button with aria-expanded', async ({ page }) => {
    await page.goto(`/rooms/${hotel.slug}?tab=amenities`);
    const toggle = page.getByRole('button', { name: 'View All Amenities' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#amenities-list li')).toHaveCount(8);
  });

  test('the newsletter form: checked in the browser first, sent in place with a spinner, closes 2 s after success', async ({ page }) => {
    await page.goto('/');
    // About the enhancement itself: it is judged once React runs (a tap before that is the plain HTML's, tested above).
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const opener = page.getByTestId('subscribe-now');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Our Newsletter' });
    const subscribe = dialog.getByRole('button', { name: 'Subscribe', exact: true });
    await subscribe.click();
    await expect(dialog.getByRole('alert')).toHaveText(newsletterMessages.empty);
    await dialog.getByLabel('Email').fill('nope@');
    await subscribe.click();
    await expect(dialog.getByRole('alert')).toHaveText(newsletterMessages.invalid);
    expect(posts).toEqual([]);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.data*', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await dialog.getByLabel('Email').fill(uniqueEmail('js'));
    await subscribe.click();
    await expect(subscribe).toBeDisabled();
    await expect(subscribe.locator('.button-spinner')).toBeVisible();
    release();
    await expect(dialog.getByRole('status')).toHaveText(newsletterMessages.success);
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    // Opened again: a fresh, empty form.
    await opener.click();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByRole('status')).toHaveText('');
  });

  test('the drawer closes after a client-side navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // About the enhancement itself: it is judged once React runs (a tap before that is the plain HTML's, tested above).
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Spa' }).click();
    await expect(page).toHaveURL('/spa');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});
