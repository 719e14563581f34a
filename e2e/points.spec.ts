import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAdmin, e2eConcierge, signIn } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { axeViolations } from './support/axe';

// The member's points on /account without JavaScript (issue 32): the balance, each line's reason,
// and the history paged by plain links.
test.use({ javaScriptEnabled: false });

test('the account page shows the points balance and pages the history by plain links', async ({ page, playwright, baseURL }) => {
  const id = `pt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const signup = await page.request.post('/api/auth/signup', { data: { username: id, email: `${id}@example.com`, password: 'velvet-rope-midnight-42' } });
  expect(signup.status()).toBe(201);
  const member = ((await signup.json()) as { user: { _id: string } }).user._id;

  const desk = await playwright.request.newContext({ baseURL });
  const login = await signInWithStaffPasskey(desk, e2eConcierge);
  const headers = { authorization: `Bearer ${login.token}` };
  for (let i = 1; i <= 21; i++) {
    const adjusted = await desk.post(`/api/staff/members/${member}/points`, { data: { points: 100, reason: `Welcome gesture ${i}` }, headers });
    expect(adjusted.status()).toBe(201);
  }
  await desk.dispose();

  await page.goto('/account');
  const points = page.getByRole('region', { name: 'Your Aurelia Circle points' });
  await expect(points.getByTestId('points-balance')).toHaveText('2,100');
  await expect(points.getByTestId('points-pending')).toHaveText('0');
  await expect(points.locator('tbody tr')).toHaveCount(20);
  await expect(points.locator('tbody tr').first()).toContainText('Adjustment by the concierge: Welcome gesture 21');
  await expect(points.locator('tbody tr').first()).toContainText('+100');

  await points.getByRole('link', { name: 'Older' }).click();
  await expect(page).toHaveURL(/\?pointsBefore=\d+/);
  await expect(points.locator('tbody tr')).toHaveCount(1);
  await expect(points.locator('tbody tr')).toContainText('Welcome gesture 1');
  await points.getByRole('link', { name: 'Newest' }).click();
  await expect(points.locator('tbody tr')).toHaveCount(20);
});

/** A new member signed in in `page`, and a concierge's API context to adjust their points. */
async function memberWithDesk(page: Page, playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL?: string) {
  const id = `pa${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const signup = await page.request.post('/api/auth/signup', { data: { username: id, email: `${id}@example.com`, password: 'velvet-rope-midnight-42' } });
  expect(signup.status()).toBe(201);
  const member = ((await signup.json()) as { user: { _id: string } }).user._id;
  const desk = await playwright.request.newContext({ baseURL });
  const login = await signInWithStaffPasskey(desk, e2eConcierge);
  const headers = { authorization: `Bearer ${login.token}` };
  const adjust = async (points: number) =>
    expect((await desk.post(`/api/staff/members/${member}/points`, { data: { points, reason: 'Award test' }, headers })).status()).toBe(201);
  return { adjust, dispose: () => desk.dispose() };
}

test('the request page offers award nights with the points and the balance; short, the server answers 409 in place', async ({
  page,
  playwright,
  baseURL,
  request,
  pageErrors,
}) => {
  pageErrors.allow(/\/reservations\/new/);
  const hotel = (await (await request.get('/api/rooms/by-slug/alpine-gold-casino-lodge')).json()) as { roomTypes: { _id: string; name: string }[] };
  const room = hotel.roomTypes.find((r) => r.name === 'Alpine Room')!;
  const { adjust, dispose } = await memberWithDesk(page, playwright, baseURL);
  await adjust(1);
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const from = 200 + Math.floor(Math.random() * 100);
  const stay = `/reservations/new?roomType=${room._id}&checkIn=${day(from)}&checkOut=${day(from + 2)}&guests=2`;
  await page.goto(stay);
  const awards = page.locator('.plan-choices').getByRole('link', { name: /Award nights/ });
  await expect(awards).toContainText(/[\d,]+ points/);
  await awards.click();
  await expect(page).toHaveURL(/plan=points/);
  await expect(page.getByTestId('points-balance')).toHaveText(/^Your points balance: 1\. You are [\d,]+ points short of this stay/);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.locator('#request-error')).toHaveText('You do not have enough points for this stay.');

  await adjust(5_000_000);
  await page.goto(`${stay}&plan=points`);
  await expect(page.getByTestId('points-balance')).toHaveText('Your points balance: 5,000,001.');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page).toHaveURL(/\/reservations\/[0-9a-f-]{36}\?requested=1$/);
  await dispose();
});

test('an admin sets the tier bonus on /studio/points with a plain form, sees the totals, and /rewards shows it', async ({
  page,
  pageErrors,
  browser,
  baseURL,
}) => {
  pageErrors.allow(/\/studio\/points/);
  // A visitor's /rewards, shared and kept (docs/decisions/0029): it must follow the setting at once.
  const visitor = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
  const bonusLines = async (path: string) => {
    await visitor.goto(path);
    return visitor.getByTestId('tier-bonus').allTextContents();
  };
  await signIn(page, e2eAdmin);
  await page.goto('/studio/points');
  await expect(page.getByRole('heading', { name: 'Aurelia Circle', level: 1 })).toBeVisible();
  await expect(page.getByTestId('points-outstanding')).toHaveText(/^[\d,]+$/);
  const gold = page.getByLabel('Gold bonus (%)');
  const was = { gold: await gold.inputValue(), sovereign: await page.getByLabel('Sovereign bonus (%)').inputValue() };
  await gold.fill('250');
  await page.getByRole('button', { name: 'Save the tier bonus' }).click();
  await expect(page.getByRole('alert')).toContainText('Gold bonus must be a whole percentage from 0 to 200');
  await expect(page.getByLabel('Gold bonus (%)')).toHaveAttribute('aria-invalid', 'true');
  expect(await bonusLines('/rewards')).toEqual([`${was.gold}% bonus points on every completed stay`, `${was.sovereign}% bonus points on every completed stay`]);

  await page.getByLabel('Gold bonus (%)').fill('35');
  await page.getByLabel('Sovereign bonus (%)').fill('70');
  await page.getByRole('button', { name: 'Save the tier bonus' }).click();
  await expect(page.getByRole('status')).toContainText('Tier bonus saved: Gold +35 %, Sovereign +70 %.');
  try {
    expect(await bonusLines('/rewards')).toEqual(['35% bonus points on every completed stay', '70% bonus points on every completed stay']);
    expect(await bonusLines('/fr/rewards')).toEqual([
      '35\u00a0% de points en bonus sur chaque séjour effectué',
      '70\u00a0% de points en bonus sur chaque séjour effectué',
    ]);
    expect(await bonusLines('/de/rewards')).toEqual([
      '35\u00a0% Bonuspunkte für jeden abgeschlossenen Aufenthalt',
      '70\u00a0% Bonuspunkte für jeden abgeschlossenen Aufenthalt',
    ]);
    expect(await bonusLines('/zh/rewards')).toEqual(['每次完成入住额外获得 35% 奖励积分', '每次完成入住额外获得 70% 奖励积分']);
    for (const lang of ['it', 'ar']) {
      const [gold, sovereign] = await bonusLines(`/${lang}/rewards`);
      expect(gold).toMatch(/35|٣٥/);
      expect(sovereign).toMatch(/70|٧٠/);
    }
  } finally {
    await page.getByLabel('Gold bonus (%)').fill(was.gold);
    await page.getByLabel('Sovereign bonus (%)').fill(was.sovereign);
    await page.getByRole('button', { name: 'Save the tier bonus' }).click();
    await visitor.context().close();
  }
  await expect(page.getByRole('status')).toContainText(`Tier bonus saved: Gold +${was.gold} %, Sovereign +${was.sovereign} %.`);
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('axe finds nothing on the award-night request, short of points, nor on /studio/points, in either theme', async ({
    page,
    playwright,
    baseURL,
    request,
  }) => {
    const hotel = (await (await request.get('/api/rooms/by-slug/alpine-gold-casino-lodge')).json()) as { roomTypes: { _id: string; name: string }[] };
    const room = hotel.roomTypes.find((r) => r.name === 'Alpine Room')!;
    const { adjust, dispose } = await memberWithDesk(page, playwright, baseURL);
    await adjust(1);
    await dispose();
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const request1 = `/reservations/new?roomType=${room._id}&checkIn=${day(320)}&checkOut=${day(322)}&guests=2&plan=points`;
    const check = async (path: string, theme: 'dark' | 'light') => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto(path);
      expect(await axeViolations(page, { theme }), path).toEqual([]);
    };
    for (const theme of ['dark', 'light'] as const) await check(request1, theme);
    await expect(page.getByTestId('points-balance')).toContainText('points short');
    // The member signed up through the API (the cookie alone): the page adopts that session once it
    // is hydrated (/api/auth/session). Cookies cleared before that answer, it is a 401 in the console.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await page.context().clearCookies();
    await signIn(page, e2eAdmin);
    for (const theme of ['dark', 'light'] as const) await check('/studio/points', theme);
  });
});
