import { expect, test } from './fixtures';
import { e2eConcierge } from './editorAccount';

// The member's points on /account without JavaScript (issue 32): the balance, each line's reason,
// and the history paged by plain links.
test.use({ javaScriptEnabled: false });

test('the account page shows the points balance and pages the history by plain links', async ({ page, playwright, baseURL }) => {
  const id = `pt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const signup = await page.request.post('/api/auth/signup', { data: { username: id, email: `${id}@example.com`, password: 'velvet-rope-midnight-42' } });
  expect(signup.status()).toBe(201);
  const member = ((await signup.json()) as { user: { _id: string } }).user._id;

  const desk = await playwright.request.newContext({ baseURL });
  const login = await desk.post('/api/auth/login', { data: { email: e2eConcierge.email, password: e2eConcierge.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
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
