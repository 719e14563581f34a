import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAdmin, e2eConcierge, e2eEditor, signIn } from './editorAccount';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A throwaway guest, signed up through the API (its cookie kept in `request`). */
async function throwawayGuest(request: APIRequestContext) {
  const name = uniqueName('guest');
  const account = { username: name, email: `${name}@example.com`, password: 'a long throwaway passphrase' };
  const signup = await request.post('/api/auth/signup', { data: account });
  expect(signup.status()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  return { ...account, auth: { Authorization: `Bearer ${token}` } };
}

/** A newsletter subscriber whose address a spreadsheet would read as a formula. */
async function formulaSubscriber(request: APIRequestContext) {
  const email = `=${uniqueName('sum')}@example.com`;
  expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201);
  return email;
}

/** The admin's round: what the describe blocks below run with scripts and without. */
async function adminRound(page: Page, request: APIRequestContext) {
  const guest = await throwawayGuest(request);
  const email = await formulaSubscriber(request);
  await signIn(page, e2eAdmin);

  // Users: find the guest, make them concierge, then disable them.
  await page.goto('/studio/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Username or email').fill(guest.username);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${guest.username}$`));
  const row = page.getByTestId('user-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(guest.email);
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name: guest.username }).click();
  await expect(page.getByRole('heading', { name: guest.username, level: 1 })).toBeVisible();
  await page.getByLabel('Role', { exact: true }).selectOption('concierge');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('status')).toContainText(`${guest.username} is now a concierge.`);
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('concierge');

  await page.getByText('Disable this account…').click();
  await page.getByRole('button', { name: `Disable ${guest.username}` }).click();
  await expect(page.getByRole('status')).toContainText(`${guest.username} is disabled and signed out everywhere.`);
  await expect(page.getByRole('button', { name: `Enable ${guest.username}` })).toBeVisible();
  // Their session is gone and their sign-in is refused.
  expect((await request.get('/api/auth/me', { headers: guest.auth })).status()).toBe(401);
  const login = await request.post('/api/auth/login', { data: { email: guest.email, password: guest.password } });
  expect(login.status()).toBe(403);
  expect(((await login.json()) as { error: string }).error).toMatch(/^This account has been disabled/);

  // Subscribers: the CSV holds the address, made harmless; then the address is unsubscribed.
  await page.goto('/studio/subscribers');
  await expect(page.getByText(/^\d+ subscribers?$/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('email,subscribed_at\r\n')).toBe(true);
  const file = await page.request.get('/studio/subscribers.csv');
  expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="subscribers-/);
  expect(file.headers()['cache-control']).toBe('private, no-store');
  expect(csv).toMatch(new RegExp(`\\r\\n'${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},\\d{4}-`));

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const subscriber = page.getByTestId('subscriber-row');
  await expect(subscriber).toHaveCount(1);
  await subscriber.getByText('Unsubscribe').first().click();
  await subscriber.getByRole('button', { name: `Confirm unsubscribe ${email}` }).click();
  await expect(page.getByRole('status')).toContainText(`${email} is unsubscribed.`);

  // Outbox: the welcome mail to that address, read as text.
  await page.goto('/studio/outbox');
  await page.getByTestId('outbox-row').filter({ hasText: email }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: /Welcome to the .* newsletter/, level: 1 })).toBeVisible();
  await expect(page.getByTestId('mail-text')).toContainText('Unsubscribe');
  await expect(page.getByTestId('mail-text')).toContainText('/unsubscribe?email=');

  // The audit log: the role, the disabling and the unsubscribe, with what changed.
  await page.goto('/studio/audit');
  await page.getByLabel('Entity').selectOption('user');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\?entity=user&action=$/);
  const userEntries = page.getByTestId('audit-entry').filter({ hasText: guest.username });
  await expect(userEntries.filter({ hasText: 'user.disabled' })).toContainText(e2eAdmin.username);
  // In words, the raw action beside them.
  await expect(userEntries.filter({ hasText: 'user.disabled' }).getByRole('heading')).toContainText('Account disabled');
  const roleEntry = userEntries.filter({ hasText: 'user.role' });
  await expect(roleEntry.getByRole('row', { name: /role/ })).toContainText('user');
  await expect(roleEntry.getByRole('row', { name: /role/ })).toContainText('concierge');
  await page.goto('/studio/audit?entity=subscriber&action=subscriber.unsubscribe');
  await expect(page.getByTestId('audit-entry').filter({ hasText: email })).toContainText('subscriber.unsubscribe');
}

test('the admin manages a user, the newsletter list and reads the outbox and the log', async ({ page, request }) => {
  await adminRound(page, request);
});

test('an admin cannot change their own account', async ({ page }) => {
  await signIn(page, e2eAdmin);
  await page.goto('/studio/users');
  await page.getByLabel('Username or email').fill(e2eAdmin.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=admin%40/);
  // The address changes a moment before the list does (a client-side navigation renders in a transition).
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByTestId('user-row').getByRole('link').click();
  await expect(page.getByText('This is your own account: another admin changes its role or disables it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save role' })).toHaveCount(0);
});

test('other staff get the admins-only page, and no CSV', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/studio\/(users|subscribers|outbox|audit)/);
  for (const account of [e2eEditor, e2eConcierge]) {
    await signIn(page, account);
    for (const path of ['/studio/users', '/studio/subscribers', '/studio/outbox', '/studio/audit']) {
      const response = await page.goto(path);
      expect(response?.status(), `${account.email} ${path}`).toBe(403);
      await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    }
    expect((await page.request.get('/studio/subscribers.csv')).status()).toBe(403);
  }
  await page.context().clearCookies();
  const signedOut = await page.request.get('/studio/subscribers.csv', { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers().location).toBe('/signin?redirectTo=%2Fstudio%2Fsubscribers.csv');
});

test('every section an admin has is in sight at 1280 px and one tap away at 390 px, in its group', async ({ page }) => {
  await signIn(page, e2eAdmin);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/studio/audit');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    for (const [group, count] of [
      ['Content', 5],
      ['Guests', 3],
      ['Administration', 6],
    ] as const) {
      await expect(nav.getByRole('list', { name: group }).getByRole('link'), `${group} at ${width} px`).toHaveCount(count);
    }
    for (const link of await nav.getByRole('link').all()) await expect(link, `at ${width} px`).toBeInViewport({ ratio: 1 });
  }
});

test('axe finds nothing on the admin pages in either theme', async ({ page, request }) => {
  test.setTimeout(300_000);
  const guest = await throwawayGuest(request);
  await formulaSubscriber(request);
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  await signIn(page, e2eAdmin);
  const users = (await (await page.request.get(`/api/admin/users?q=${guest.username}`)).json()) as { items: { _id: string }[] };
  await page.request.patch(`/api/admin/users/${users.items[0]!._id}`, { data: { role: 'editor' } });
  const mails = (await (await page.request.get('/api/admin/outbox?limit=1')).json()) as { _id: string }[];
  const paths = [
    '/studio/users',
    `/studio/users/${users.items[0]!._id}`,
    '/studio/subscribers',
    '/studio/outbox',
    `/studio/outbox/${mails[0]!._id}`,
    '/studio/audit',
  ];
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const path of paths) {
      await page.goto(path);
      // The confirmations open, as an admin about to use one sees them.
      await page.evaluate(() => document.querySelector('details')?.setAttribute('open', ''));
      expect(await axeViolations(page, { theme }), path).toEqual([]);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same round works with plain forms and links', async ({ page, request }) => {
    await adminRound(page, request);
  });
});
