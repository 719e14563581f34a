import { expect, test } from './fixtures';

test.describe('header', () => {
  test('on wide screens: the six links, Sign Up and Log In with the badge 4, no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Hotels', 'Casino', 'Spa', 'Dining', 'Events', 'Blog']);
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    const logIn = header.getByRole('link', { name: 'Log In' });
    await expect(logIn).toHaveAttribute('href', '/signin');
    await expect(logIn.locator('.badge')).toHaveText('4');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('at 390 px: a menu button opens a right-hand drawer with every link; Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.locator('header.site-header').getByRole('link', { name: 'Sign Up' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width).toBeCloseTo(390, 0);
    expect(box.x).toBeGreaterThan(0);
    for (const [label, href] of [
      ['Hotels', '/rooms'],
      ['Casino', '/casino'],
      ['Spa', '/spa'],
      ['Dining', '/dining'],
      ['Events', '/events'],
      ['Blog', '/blog'],
      ['Book Now', '/booking'],
      ['Rewards', '/rewards'],
      ['Sign Up', '/signup'],
      ['Log In', '/signin'],
    ]) {
      await expect(drawer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(drawer.getByRole('link', { name: 'Rewards' }).locator('.badge')).toHaveText('4');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('following a drawer link navigates and closes the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Casino' }).click();
    await expect(page).toHaveURL(/\/casino$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('becomes blurred and shadowed once scrolled more than 50 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const header = page.locator('header.site-header');
    const look = () => header.evaluate((el) => ({ blur: getComputedStyle(el).backdropFilter, shadow: getComputedStyle(el).boxShadow }));
    await expect(header).not.toHaveAttribute('data-scrolled');
    expect((await look()).shadow).toBe('none');
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(100);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await look()).blur).toContain('blur');
    expect((await look()).shadow).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });
});

test.describe('colour theme', () => {
  test('the server sends the default mode and the head script applies a stored mode before the body exists', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<html[^>]* data-theme="system"/);
    await page.addInitScript(() => {
      localStorage.setItem('userPreferences', JSON.stringify({ theme: 'light' }));
      // Records the theme at the moment <body> is parsed: before first paint and before hydration.
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody: string | null }).themeAtBody = document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody)).toBe('light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(246, 241, 228)');
  });

  test('the header control cycles System, Light, Dark and the choice survives a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'system');
    const toggle = page.getByRole('button', { name: /^Colour theme/ });
    await expect(toggle).toHaveAccessibleName('Colour theme: System');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName('Colour theme: Dark');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userPreferences')!).theme)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 22, 48)');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 22, 48)');
    await expect(toggle).toHaveAccessibleName('Colour theme: Dark');
    // The other entries of userPreferences stay intact.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userPreferences')!).currency)).toBe('EUR');
  });

  test('system follows the operating system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(246, 241, 228)');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 22, 48)');
  });
});

test.describe('cookie banner', () => {
  const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Cookie notice' });
  const started = (page: import('@playwright/test').Page) => expect.poll(() => page.evaluate(() => sessionStorage.getItem('sessionId'))).not.toBeNull();

  test('appears one second after load when no consent is stored', async ({ page }) => {
    const start = new Date('2025-03-01T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await page.goto('/', { waitUntil: 'commit' });
    // The scripts start two animation frames after the hero's paint: run the paused clock a
    // millisecond at a time until React has hydrated (the banner's second starts there).
    while (!(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')))) await page.clock.runFor(1);
    await started(page);
    await page.clock.runFor(990);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Privacy Policy');
  });

  test('Accept stores true and hides it for good', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    await page.clock.install();
    await page.reload();
    await started(page);
    await page.clock.runFor(3000);
    await expect(banner(page)).toHaveCount(0);
  });

  test('Decline hides it for this view only and stores nothing', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });
});

test.describe('local entries', () => {
  type Store = Record<string, unknown>;
  const readAll = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const parse = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k)]));
      return { local: parse(localStorage), session: parse(sessionStorage) };
    });
  const json = (value: unknown) => JSON.parse(value as string) as Store;
  const ready = (page: import('@playwright/test').Page) => expect.poll(() => page.evaluate(() => sessionStorage.getItem('sessionId'))).not.toBeNull();

  test('the first start creates every entry with its defaults; the second counts the visit and starts a new session', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const first = await readAll(page);
    const preferences = json(first.local.userPreferences);
    expect(preferences).toMatchObject({
      theme: 'system',
      currency: 'EUR',
      language: expect.any(String),
      notifications: { marketing: false, bookingUpdates: expect.any(Boolean), priceAlerts: false, newsletter: false },
      display: { reducedMotion: expect.any(Boolean), fontSize: expect.any(String), contrastMode: expect.any(String) },
      viewSettings: { listView: 'grid', sortBy: 'recommended', filtersVisible: true },
    });
    const analytics = json(first.local.analytics);
    expect(analytics).toMatchObject({ visitCount: 1, deviceType: 'desktop', referrer: 'direct', preferredLocations: [] });
    expect(Date.parse(analytics.firstVisit as string)).not.toBeNaN();
    expect(json(first.local.accessibility)).toMatchObject({
      fontSize: expect.any(String),
      highContrast: false,
      reducedMotion: expect.any(Boolean),
      screenReader: false,
      textSpacing: expect.any(String),
    });
    expect(json(first.local.recentActivity)).toEqual({ recentSearches: [], recentlyViewed: [], savedProperties: [], lastSearchFilters: {} });
    expect(json(first.local.consentPreferences)).toMatchObject({ necessary: true, functional: false, analytics: false, marketing: false });
    expect(first.session.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(first.session.sessionStart!)).not.toBeNaN();
    expect(Date.parse(first.session.lastActivity!)).not.toBeNaN();

    await page.reload();
    await expect.poll(async () => json((await readAll(page)).local.analytics).visitCount).toBe(2);
    const second = await readAll(page);
    expect(second.session.sessionId).not.toBe(first.session.sessionId);
    expect(json(second.local.analytics).firstVisit).toBe(analytics.firstVisit);
    expect(second.local.userPreferences).toBe(first.local.userPreferences);
  });

  test('removes the legacy keys and heals corrupted or hand-edited entries', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.evaluate(() => {
      for (const key of ['visitCount', 'lastVisitDate', 'userRegion', 'featureFlags']) localStorage.setItem(key, '1');
      localStorage.setItem('userPreferences', '{not json');
      localStorage.setItem('analytics', JSON.stringify({ visitCount: 'five' }));
      localStorage.setItem('accessibility', '[]');
      localStorage.setItem('recentActivity', 'null');
      localStorage.setItem('consentPreferences', JSON.stringify({ necessary: 'yes' }));
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
    await expect.poll(async () => (await readAll(page)).local.visitCount).toBeUndefined();
    const { local } = await readAll(page);
    for (const key of ['lastVisitDate', 'userRegion', 'featureFlags']) expect(local[key]).toBeUndefined();
    expect(json(local.userPreferences)).toMatchObject({ theme: 'system', currency: 'EUR' });
    expect(json(local.analytics)).toMatchObject({ visitCount: 1 });
    expect(json(local.accessibility)).toMatchObject({ highContrast: false });
    expect(json(local.recentActivity)).toMatchObject({ recentSearches: [] });
    expect(json(local.consentPreferences)).toMatchObject({ necessary: true, marketing: false });
  });
});
