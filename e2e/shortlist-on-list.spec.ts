import type { APIRequestContext, Page } from '@playwright/test';
import { demoHotels } from '../app/db/seed/demo-content';
import { expect, test, waitForHydration } from './fixtures';
import { axeViolations } from './support/axe';

// Save on the /rooms cards, and the lists under the hotel list (issue 13, part 4).

const PASSWORD = 'velvet-rope-midnight-42';

/** A new account, signed in in `request`'s browser context (the session cookie). */
async function signUp(request: APIRequestContext) {
  const id = `sl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const account = { username: id, email: `${id}@example.com`, password: PASSWORD };
  expect((await request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  return account;
}

/** The first card of /rooms: its hotel's name and slug. */
async function firstCard(page: Page) {
  const card = page.getByTestId('hotel-card').first();
  const name = (await card.locator('h2, h3').first().textContent())!.trim();
  const slug = (await card.locator('a[href^="/rooms/"]').first().getAttribute('href'))!.replace('/rooms/', '');
  return { card, name, slug };
}

const savedOnList = (page: Page) => page.getByRole('list', { name: 'Your saved hotels' });
const viewedOnList = (page: Page) => page.getByRole('list', { name: 'Recently viewed' });

test.describe('with JavaScript', () => {
  test('signed in, Your saved hotels lists what the account holds; Remove takes one away for good', async ({ page }) => {
    await signUp(page.request);
    const [byApi, onPage] = [demoHotels[1]!, demoHotels[2]!];
    // One saved through the API (another device), one with the hotel page's Save.
    expect((await page.request.put(`/api/account/hotels/saved/${byApi.slug}`)).status()).toBe(204);
    await page.goto(`/rooms/${onPage.slug}`);
    await waitForHydration(page);
    const save = page.getByRole('button', { name: `Save ${onPage.name}` });
    // The button shows pressed at once; the list below is read after the account has it.
    const saved = page.waitForResponse((res) => res.url().includes('/account/saved') && res.request().method() === 'POST');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);

    await page.goto('/rooms');
    await waitForHydration(page);
    await expect(savedOnList(page).getByRole('link')).toHaveText([onPage.name, byApi.name]);

    const removed = page.waitForResponse((res) => res.url().endsWith(`/api/account/hotels/saved/${byApi.slug}`) && res.request().method() === 'DELETE');
    await page.getByRole('button', { name: `Remove ${byApi.name}` }).click();
    expect((await removed).status()).toBe(204);
    await expect(savedOnList(page).getByRole('link')).toHaveText([onPage.name]);
    await page.reload();
    await waitForHydration(page);
    await expect(savedOnList(page).getByRole('link')).toHaveText([onPage.name]);
    const held = (await (await page.request.get('/api/account/hotels')).json()) as { saved: { slug: string }[] };
    expect(held.saved.map((hotel) => hotel.slug)).toEqual([onPage.slug]);
  });

  // A page that opens with the cookie's session alone adopts it and merges this browser's list into
  // the account. A Remove pressed meanwhile waits for that merge: the merge carried the hotel (this
  // browser kept it), and answered after the DELETE, it put the hotel back in the account.
  test('signed in, a Remove pressed while the page merges the browser’s list stays removed', async ({ page }) => {
    await signUp(page.request);
    const [kept, removed] = [demoHotels[1]!, demoHotels[2]!];
    for (const hotel of [removed, kept]) expect((await page.request.put(`/api/account/hotels/saved/${hotel.slug}`)).status()).toBe(204);
    await page.addInitScript(
      (slugs) => {
        if (localStorage.getItem('recentActivity')) return;
        localStorage.setItem('recentActivity', JSON.stringify({ recentSearches: [], recentlyViewed: [], savedProperties: slugs, lastSearchFilters: {} }));
      },
      [kept.slug, removed.slug],
    );

    const isRemoval = (url: string, method: string) => method === 'DELETE' && url.endsWith(`/api/account/hotels/saved/${removed.slug}`);
    const removal = page.waitForResponse((res) => isRemoval(res.url(), res.request().method()));
    const merge = page.waitForResponse((res) => res.url().endsWith('/api/account/hotels/merge'));
    // The merge is held until the removal is answered, or for a second if the removal waits for it.
    let mergeAsked!: () => void;
    const mergeHeld = new Promise<void>((resolve) => (mergeAsked = resolve));
    await page.route('**/api/account/hotels/merge', async (route) => {
      mergeAsked();
      await Promise.race([removal, new Promise((resolve) => setTimeout(resolve, 1000))]);
      await route.continue();
    });

    await page.goto('/rooms');
    await mergeHeld;
    await page.getByRole('button', { name: `Remove ${removed.name}` }).click();
    expect((await removal).status()).toBe(204);
    expect((await merge).ok()).toBe(true);
    const held = (await (await page.request.get('/api/account/hotels')).json()) as { saved: { slug: string }[] };
    expect(held.saved.map((hotel) => hotel.slug)).toEqual([kept.slug]);
    await page.reload();
    await expect(savedOnList(page).getByRole('link')).toHaveText([kept.name]);
  });

  test('signed in, a hotel page visited lands in Recently viewed, also in another browser of the same account', async ({ page, browser }) => {
    const account = await signUp(page.request);
    const hotel = demoHotels[3]!;
    const noted = page.waitForResponse((res) => res.url().endsWith(`/api/account/hotels/viewed/${hotel.slug}`));
    await page.goto(`/rooms/${hotel.slug}`);
    expect((await noted).status()).toBe(204);

    const other = await browser.newContext();
    try {
      expect((await other.request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } })).status()).toBe(200);
      const otherPage = await other.newPage();
      await otherPage.goto('/rooms');
      // That browser never opened the hotel: the line comes from the account.
      await expect(viewedOnList(otherPage).getByRole('link')).toHaveText([hotel.name]);
    } finally {
      await other.close();
    }
  });

  test('a hotel saved from its card is pressed and listed under the hotels after a reload; a visit lands in Recently viewed', async ({ page }) => {
    await page.goto('/rooms');
    await page.waitForSelector('html[data-hydrated]');
    const card = page.getByTestId('hotel-card').first();
    const name = (await card.locator('h2, h3').first().textContent())!.trim();
    const save = card.getByRole('button', { name: `Save ${name}` });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    // The browser keeps the list: the entry is written, then the page comes back and, once its
    // scripts run (slow on CI's busiest minutes), lists it.
    await page.waitForFunction(() => (JSON.parse(localStorage.getItem('recentActivity') ?? '{}').savedProperties ?? []).length > 0);
    await page.reload();
    await waitForHydration(page);
    const saved = page.getByRole('list', { name: 'Your saved hotels' });
    await expect(saved.getByRole('link', { name })).toBeVisible();
    await expect(
      page
        .getByTestId('hotel-card')
        .first()
        .getByRole('button', { name: `Save ${name}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await saved.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/rooms\/[a-z0-9-]+$/);
    // A client-side visit on a page hydrated long ago: wait for the visit itself to be recorded.
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    // Its recentlyViewed, not the whole entry: the hotel is in savedProperties already.
    await page.waitForFunction(
      (visited) => ((JSON.parse(localStorage.getItem('recentActivity') ?? '{}') as { recentlyViewed?: string[] }).recentlyViewed ?? []).includes(visited),
      slug,
    );
    await page.goto('/rooms');
    await expect(page.getByRole('list', { name: 'Recently viewed' }).getByRole('link', { name })).toBeVisible();

    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByRole('list', { name: 'Your saved hotels' })).toHaveCount(0);
    await expect(
      page
        .getByTestId('hotel-card')
        .first()
        .getByRole('button', { name: `Save ${name}` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});

test('axe finds nothing on /rooms with the two lists showing, both themes, 390 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000); // four full axe runs on a shared machine
  await page.goto('/rooms');
  await page.waitForSelector('html[data-hydrated]');
  const card = page.getByTestId('hotel-card').first();
  const name = (await card.locator('h2, h3').first().textContent())!.trim();
  await card.getByRole('button', { name: `Save ${name}` }).click();
  await card.locator('a[href^="/rooms/"]').click();
  await expect(page).toHaveURL(/\/rooms\/[a-z0-9-]+$/);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('recentActivity') ?? '{}').recentlyViewed?.length ?? 0)).toBe(1);
  for (const theme of ['dark', 'light'] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto('/rooms');
      await expect(page.getByRole('list', { name: 'Recently viewed' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Your saved hotels' })).toBeVisible();
      await page.getByRole('heading', { name: 'Your saved hotels' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/shortlist-${theme}-${width}.png` });
      expect(await axeViolations(page, { theme }), `${width} px`).toEqual([]);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Save on a card signed out leads to sign-in', async ({ page }) => {
    await page.goto('/rooms');
    const card = page.getByTestId('hotel-card').first();
    const name = (await card.locator('h2, h3').first().textContent())!.trim();
    await card.getByRole('button', { name: `Save ${name}` }).click();
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Frooms%2F/);
  });

  test('signed in, Save on a card saves the hotel to the account', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/rooms');
    const { card, name, slug } = await firstCard(page);
    await card.getByRole('button', { name: `Save ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/account\\?saved=${slug}#saved-hotels$`));
    await expect(page.locator('#saved-alert')).toHaveText(`${name} is saved.`);
    await expect(page.getByRole('list', { name: 'Saved hotels' }).getByRole('link', { name })).toBeVisible();
    // The page is one for every visitor of a role (ADR 0017): without scripts a card always offers
    // Save, and saving again keeps the one entry.
    await page.goto('/rooms');
    await (await firstCard(page)).card.getByRole('button', { name: `Save ${name}` }).click();
    await expect(page.getByRole('list', { name: 'Saved hotels' }).getByRole('link', { name })).toHaveCount(1);
  });
});
