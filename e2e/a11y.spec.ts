import { demoHotels, demoPosts } from '../app/db/seed/demo-content';
import { expect, test } from './fixtures';
import { axeViolations, runAxe } from './support/axe';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stay = `checkIn=${day(45)}&checkOut=${day(48)}&guests=2`;

const pages = [
  '/',
  `/booking?${stay}`,
  `/rooms/${demoHotels[0]!.slug}?${stay}`,
  '/rooms',
  `/rooms/${demoHotels[0]!.slug}`,
  '/casino',
  '/spa',
  '/dining',
  '/events',
  '/blog',
  `/blog/${demoPosts[0]!.slug}`,
  '/responsible-gaming',
  '/legal',
  '/privacy',
  '/booking',
  '/offers',
  '/offers/spa-escape',
  '/rewards',
  '/signin',
  '/signup',
  '/contact',
  '/no-such-page',
];

// Each width is a load of its own (a layout may differ by more than CSS); each load is judged by
// every rule in the dark theme, then by the colour rules once the light palette applies.
for (const path of pages) {
  test(`axe finds nothing on ${path} in both themes at 390 and 1280 px`, async ({ page, pageErrors }) => {
    // Two loads and four axe runs: three times the time of one check.
    test.slow();
    pageErrors.allow(/\/no-such-page$/);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await page.goto(path);
      // With the cookie banner up, as a first-time visitor sees the page.
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
      expect(await axeViolations(page, { theme: 'dark' }), `${width} px`).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await expect(page.locator('body')).toHaveCSS('color-scheme', /light/);
      expect(await axeViolations(page, { theme: 'light' }), `${width} px`).toEqual([]);
    }
  });
}

test("axe finds nothing on a guest's request, reservation, list and account pages, both themes, both widths", async ({ page }) => {
  test.setTimeout(180_000);
  const id = `ax${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.request.post('/api/auth/signup', { data: { username: id, email: `${id}@example.com`, password: 'velvet-rope-midnight-42' } });
  const hotel = (await (await page.request.get(`/api/rooms/by-slug/${demoHotels[0]!.slug}`)).json()) as { roomTypes: { _id: string }[] };
  const roomTypeId = hotel.roomTypes[0]!._id;
  const offset = 100 + Math.floor(Math.random() * 200);
  const made = await page.request.post('/api/reservations', {
    data: { roomTypeId, checkIn: day(offset), checkOut: day(offset + 2), guests: 2, specialRequests: 'A cot, please.' },
  });
  expect(made.status()).toBe(201);
  const { _id } = (await made.json()) as { _id: string };
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  for (const theme of ['dark', 'light'] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      for (const path of [`/reservations/new?roomType=${roomTypeId}&${stay}`, `/reservations/${_id}?requested=1`, '/reservations', '/account']) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        expect(await axeViolations(page, { theme }), `${path} ${width} px`).toEqual([]);
      }
    }
  }
});

test('axe finds nothing in an open dialog and in the drawer', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/casino');
    await page
      .getByRole('button', { name: /Learn More/ })
      .first()
      .click();
    expect(await axeViolations(page, { theme }), 'a dialog on /casino').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await axeViolations(page, { theme }), 'the drawer').toEqual([]);
  }
});

// axe cannot judge text over a background picture; headings on the dark banners must stay ivory
// in the light theme too (the .on-dark tokens).
test('banner headings keep light text over their dark pictures in the light theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  for (const path of ['/signin', '/signup', '/contact', '/rooms', '/casino']) {
    await page.goto(path);
    const color = await page
      .locator('h1')
      .first()
      .evaluate((h) => getComputedStyle(h).color);
    expect(color, path).toBe('rgb(246, 241, 228)');
  }
});

/**
 * Restarts every CSS animation of the page (the cookie notice's entrance) and holds each at a point
 * of its course: a slow machine's axe run may land on any frame. Returns the animations held.
 */
function holdAnimationsAt(fraction: number): string[] {
  const held: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('*')) {
    const name = getComputedStyle(element).animationName;
    if (name === 'none' || element.classList.contains('spinner')) continue;
    element.style.animation = 'none';
    void element.offsetWidth;
    element.style.animation = '';
    for (const animation of element.getAnimations()) {
      animation.pause();
      animation.currentTime = Number(animation.effect!.getComputedTiming().endTime) * fraction;
      held.push(name);
    }
  }
  return held;
}

test('colour contrast holds at every frame of the cookie notice’s entrance, dark theme, with motion', async ({ page }) => {
  test.setTimeout(300_000);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference' });
  for (const path of ['/', '/dining']) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible({ timeout: 30_000 });
      for (const fraction of [0.05, 0.25, 0.5, 0.75]) {
        expect(await page.evaluate(holdAnimationsAt, fraction)).toContain('cookie-banner-in');
        const results = await runAxe(page, { rules: ['color-contrast'] });
        expect(results.violations.flatMap((v) => v.nodes.map((n) => `${path} ${width} px at ${fraction * 100}%: ${n.target.join(' ')}`))).toEqual([]);
        await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
      }
    }
  }
});

// axe runs in the page and stays injected between runs (support/axe.ts): a second run on the same
// document must judge the page as it is then, not as it was at the first.
test('a second axe run on the same page finds what changed since the first', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/signin');
  expect(await axeViolations(page, { theme: 'dark' })).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<p id="faint" style="color:#777;background:#6f6f6f">Faint words</p><img id="unnamed" src="/favicon.svg">');
  });
  const found = await axeViolations(page, { theme: 'dark' });
  expect(found).toContain('dark: color-contrast: #faint');
  expect(found).toContain('dark: image-alt: #unnamed');
  expect(await axeViolations(page, { theme: 'light', include: 'main' })).toEqual(['light: color-contrast: #faint']);
});
