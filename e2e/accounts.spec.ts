import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { fillSignup, headerAccount, submitSignup } from './support/signupForm';

let counter = 0;
function newAccount() {
  counter += 1;
  const id = `e2e${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: id, email: `${id}@example.com`, password: 'velvet-rope-midnight-42' };
}

const header = headerAccount;

/**
 * The token in local storage: stored by the enhanced form, or by the session's adoption once the
 * page has hydrated when the form was sent before (docs/decisions/0012).
 */
async function storedToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

async function signUp(page: Page, account = newAccount(), query = '') {
  await page.goto(`/signup${query}`);
  await fillSignup(page, account);
  await submitSignup(page);
  return account;
}

test.describe('registration /signup', () => {
  test('shows the banner, the side panel and the form', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
    await expect(page.locator('.auth-panel h2')).toHaveText('Aurelia Resorts');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  test('checks the five rules in the order of the spec, with their messages, in the page', async ({ page }) => {
    await page.goto('/signup');
    await waitForHydration(page); // the in-page checks (the same rules answered by the server: html-first-forms.spec)
    const alert = page.locator('#signup-error');
    await submitSignup(page);
    await expect(alert).toHaveText('Please fill out all fields');
    await expect(page.getByLabel('Username')).toBeFocused();

    await fillSignup(page, { username: 'ab', email: 'bad', password: 'short', confirmPassword: 'other' });
    await submitSignup(page);
    await expect(alert).toHaveText('Username must be 3-30 characters');
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-describedby', /signup-error/);

    await fillSignup(page, { username: 'valentina', email: 'bad', password: 'short', confirmPassword: 'other' });
    await submitSignup(page);
    await expect(alert).toHaveText('Passwords do not match');
    await expect(page.getByLabel('Confirm password')).toBeFocused();

    await fillSignup(page, { username: 'valentina', email: 'bad', password: 'short' });
    await submitSignup(page);
    await expect(alert).toHaveText('Password must be at least 10 characters');

    await fillSignup(page, { username: 'valentina', email: 'not an@email.com', password: 'velvet-rope-midnight-42' });
    await submitSignup(page);
    await expect(alert).toHaveText('Enter a valid email');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('shows and hides both passwords', async ({ page }) => {
    await page.goto('/signup');
    const toggle = page.getByRole('button', { name: 'Show passwords' });
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide passwords' }).click();
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('type', 'password');
  });

  test("shows the server's message for a taken email", async ({ page, request, pageErrors }) => {
    // The 409 comes from the API once the page has hydrated, from the form's own POST before.
    pageErrors.allow(/\/(api\/auth\/)?signup\b/);
    const account = newAccount();
    expect((await request.post('/api/auth/signup', { data: account })).status()).toBe(201);
    await signUp(page, { ...newAccount(), email: account.email });
    await expect(page.locator('#signup-error')).toHaveText('An account with this email already exists');
  });

  test('signs up, honours a safe redirect and shows the signed-in header, also after a reload', async ({ page }) => {
    const account = await signUp(page, newAccount(), '?redirectAfterSignup=%2Fblog');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(header(page)).toContainText(account.username);
    await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    await storedToken(page);
    expect(await page.evaluate(() => [localStorage.getItem('token')?.length, JSON.parse(localStorage.getItem('user')!).username])).toEqual([
      43,
      account.username,
    ]);

    // The server renders the signed-in header from the session cookie.
    const html = await (await page.request.get('/blog')).text();
    expect(html).toContain(account.username);
    await page.reload();
    await expect(header(page)).toContainText(account.username);
  });

  for (const unsafe of ['https://other.example/rooms', '//other.example', '%2F%2Fother.example', '/%5Cother.example', '%252F%252Fother.example']) {
    test(`refuses the unsafe redirect ${unsafe} and goes home`, async ({ page }) => {
      await signUp(page, newAccount(), `?redirectAfterSignup=${encodeURIComponent(unsafe)}`);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
    });
  }
});

test.describe('sign-in /signin', () => {
  test('shows the 280 px banner, the Welcome Back panel and the link to sign-up', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    expect((await page.locator('.page-banner').boundingBox())?.height).toBe(280);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('Sign in to access your account')).toBeVisible();
    await expect(page.getByRole('link', { name: "Don't have an account?" })).toHaveAttribute('href', '/signup');
  });

  test('shows Invalid email or password for a wrong pair', async ({ page, pageErrors }) => {
    // Answered by the API once the page has hydrated, or by the page's action (a 401 document) before.
    pageErrors.allow(/\/api\/auth\/login|\/signin/);
    await page.goto('/signin');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('disables the button with a spinner while the request runs, then signs in and goes home', async ({ page, request }) => {
    const account = newAccount();
    await request.post('/api/auth/signup', { data: account });
    await page.goto('/signin');
    await waitForHydration(page); // about the enhancement: the page's own request and its spinner
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    const button = page.getByRole('button', { name: 'Sign In', exact: true });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button.locator('.button-spinner')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page)).toContainText(account.username);
  });
});

test.describe('session', () => {
  test('logout ends the session on the server and in the browser', async ({ page }) => {
    const account = await signUp(page);
    await expect(header(page)).toContainText(account.username);
    const token = await storedToken(page);
    await header(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    expect((await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('logout clears the local session even when the server call fails', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/api\/auth\/logout/);
    const account = await signUp(page);
    await expect(header(page)).toContainText(account.username);
    await storedToken(page); // the scripts have run: the enhanced Log Out calls the API
    await page.route('**/api/auth/logout', (route) => route.abort());
    await header(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a revoked token signs the visitor out cleanly on the next visit', async ({ page, pageErrors }) => {
    // The stored token is tried before it is known to be revoked: /api/auth/me, and on /rooms the saved hotels.
    pageErrors.allow(/\/api\/auth\/me|\/api\/account\/hotels/);
    const account = await signUp(page);
    await expect(header(page)).toContainText(account.username);
    const token = await storedToken(page);
    // Revoked elsewhere (another device's logout of this session).
    expect((await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(204);
    await page.goto('/rooms');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(header(page)).not.toContainText(account.username);
  });
});
