import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { fillSignup, headerAccount, submitSignup } from './support/signupForm';

// The guest's account page, with JavaScript and without: every form is a plain POST answered in place.

const PASSWORD = 'velvet-rope-midnight-42';
let counter = 0;
function newAccount() {
  counter += 1;
  const id = `ac${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: id, email: `${id}@example.com`, password: PASSWORD };
}

async function signUpAndOpenAccount(page: Page) {
  const account = newAccount();
  await page.goto('/signup');
  await fillSignup(page, account);
  await submitSignup(page);
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('link', { name: `${account.username}: your account (signed in)` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.username);
  await expect(page.locator('.account-tier')).toContainText('Aurelia Circle: Ivory');
  await expect(page.locator('.account-tier')).toContainText('0 confirmed nights');
  return account;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('change the password: a wrong current one is answered in place, the right one ends the other sessions', async ({
      page,
      playwright,
      baseURL,
      pageErrors,
    }) => {
      pageErrors.allow(/\/account/);
      // Signed out everywhere, the enhanced page's session check is answered 401, as it should be.
      pageErrors.allow(/\/api\/auth\/me$/);
      const account = await signUpAndOpenAccount(page);
      const elsewhere = await playwright.request.newContext({ baseURL });
      const login = await elsewhere.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } });
      const otherToken = ((await login.json()) as { token: string }).token;

      await page.reload();
      await expect(page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem')).toHaveCount(2);
      await expect(page.getByText('This device')).toBeVisible();
      // Each session says how it signed in (ADR 0056): this one, at sign-up, with the password.
      const thisDevice = page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem').filter({ hasText: 'This device' });
      await expect(thisDevice).toContainText('signed in with password');

      const section = page.getByRole('region', { name: 'Password' });
      await section.getByLabel('Current password').fill('not-the-password-1');
      await section.getByLabel('New password', { exact: true }).fill('moonlit-terrace-orchid-7');
      await section.getByLabel('Confirm new password').fill('moonlit-terrace-orchid-7');
      await section.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.locator('#password-alert')).toHaveText('Your current password is not correct');
      await expect(section.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

      await section.getByLabel('Current password').fill(PASSWORD);
      await section.getByLabel('New password', { exact: true }).fill('moonlit-terrace-orchid-7');
      await section.getByLabel('Confirm new password').fill('moonlit-terrace-orchid-7');
      await section.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.locator('#password-alert')).toHaveText('Your password is changed. Every other session has been signed out.');
      expect((await elsewhere.get('/api/auth/me', { headers: { authorization: `Bearer ${otherToken}` } })).status()).toBe(401);
      await elsewhere.dispose();

      const exported = await page.request.get('/api/account/export');
      expect(exported.status()).toBe(200);
      expect(((await exported.json()) as { profile: { username: string } }).profile.username).toBe(account.username);

      await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await page.goto('/account');
      await expect(page).toHaveURL(/\/signin\?redirectTo=%2Faccount$/);
    });

    test('delete the account after the password and DELETE', async ({ page, pageErrors }) => {
      pageErrors.allow(/\/account/);
      const account = await signUpAndOpenAccount(page);
      await page.getByText('Delete my account', { exact: true }).click();
      await page.getByLabel('Your password').last().fill(PASSWORD);
      await page.getByLabel('Type DELETE to confirm').fill('please');
      await page.getByRole('button', { name: 'Delete My Account' }).click();
      await expect(page.locator('#delete-alert')).toHaveText('Please type DELETE to confirm');

      await page.getByLabel('Your password').last().fill(PASSWORD);
      await page.getByLabel('Type DELETE to confirm').fill('DELETE');
      await page.getByRole('button', { name: 'Delete My Account' }).click();
      await expect(page).toHaveURL(/\/account\/deleted$/);
      await expect(page.getByRole('status').filter({ hasText: 'Your account is deleted' })).toBeVisible();
      // The header no longer names the deleted account (issue 25, item 7), also once the scripts ran.
      await expect(headerAccount(page)).not.toContainText(account.username);
      await expect(headerAccount(page).getByRole('link', { name: /Log In/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await expect(headerAccount(page)).not.toContainText(account.username);
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      }
      const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } });
      expect(login.status()).toBe(401);
    });
  });
}

test('signing out everywhere stands over a session check the page answered just before it', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/account/);
  await signUpAndOpenAccount(page);
  // The page's own session check (the scripts' enhancement, so this test waits for it) is answered
  // while the session still lives, and its answer is held until the session has ended everywhere.
  // Sign Out Everywhere is pressed once the server has answered the check, not when the page asked:
  // pressed before, it could end the session first, and the check answered 401.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let serverAnswered = () => {};
  const checked = new Promise<void>((resolve) => (serverAnswered = resolve));
  let answered = false;
  await page.route('**/api/auth/me', async (route) => {
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    serverAnswered();
    await held;
    await route.fulfill({ response });
    answered = true;
  });
  await page.reload();
  await checked;
  await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  release();
  await expect.poll(() => answered).toBe(true);
  // The late "still signed in" must not bring the ended session back.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByText('You are signed in as')).toHaveCount(0);
  await expect(headerAccount(page).getByRole('link', { name: /Log In/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
