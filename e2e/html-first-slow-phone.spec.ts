import { expect, test, waitForHydration } from './fixtures';
import { fillContact } from './support/contactForm';
import { fillSignup, headerAccount, newAccount, signUpInPage, storedSession, submitSignup } from './support/signupForm';
import { throttleLikeASlowPhone } from './support/slowPhone';

// The forms work before the scripts have run on a slow phone, and the session a plain form made or
// ended is the one the scripts then keep (docs/decisions/0012-html-first-forms-and-sessions.md;
// without JavaScript and enhanced: html-first-forms.spec.ts).

test.describe('on a slow phone, before the scripts have run', () => {
  test('sign-up and contact sent as soon as the fields show succeed; the session is then adopted', async ({ page }) => {
    test.setTimeout(90_000);
    await throttleLikeASlowPhone(page);
    const account = newAccount('hf');
    await page.goto('/signup', { waitUntil: 'commit' });
    await fillSignup(page, account);
    await submitSignup(page);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/, { timeout: 30_000 });
    // Once the scripts have run, the browser holds the session as docs/product/requirements.md section 4 asks.
    await expect.poll(async () => (await storedSession(page)).user?.username, { timeout: 30_000 }).toBe(account.username);
    const { token } = await storedSession(page);
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { username: string }).username).toBe(account.username);

    await page.goto('/contact', { waitUntil: 'commit' });
    await fillContact(page, { name: 'Ada Slow', email: 'ada@example.com', subject: 'Sent early', message: 'Before hydration.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#contact-success')).toHaveText("Your message has been sent successfully. We'll get back to you soon!", {
      timeout: 30_000,
    });
  });

  test('a sign-up posted before hydration keeps its session once the scripts run (adopted, not ended)', async ({ page }) => {
    test.setTimeout(90_000);
    await throttleLikeASlowPhone(page);
    // The page's scripts wait until the form has been posted: the plain form is certainly what sent it.
    let posted!: () => void;
    const formPosted = new Promise<void>((resolve) => (posted = resolve));
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/signup') posted();
    });
    await page.route('**/assets/**/*.js', async (route) => {
      await formPosted;
      await route.continue();
    });
    const apiSignups: string[] = [];
    page.on('request', (request) => request.url().includes('/api/auth/signup') && apiSignups.push(request.url()));

    const account = newAccount('hf');
    await page.goto('/signup', { waitUntil: 'commit' });
    await fillSignup(page, account);
    await submitSignup(page);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/, { timeout: 30_000 });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 30_000 });
    await expect.poll(async () => (await storedSession(page)).user?.username, { timeout: 30_000 }).toBe(account.username);
    expect(apiSignups).toEqual([]);
    const { token } = await storedSession(page);
    expect(token).toBe((await page.context().cookies()).find((c) => c.name === 'aurelia_session')?.value);
    // Still signed in on the server: the next page is rendered with the member's name.
    expect(await (await page.request.get('/rooms')).text()).toContain(account.username);
  });

  test('a Log Out the plain form sent before the scripts ran leaves no session stored, shown or alive', async ({ page }) => {
    const account = await signUpInPage(page, 'hp');
    // A sign-up form sent before hydration leaves the session to be adopted (stored) on the next page.
    await expect.poll(async () => (await storedSession(page)).token).not.toBeNull();
    // The page's scripts wait until the form has been posted: the plain form is certainly what sent it.
    let posted!: () => void;
    const formPosted = new Promise<void>((resolve) => (posted = resolve));
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/signout') posted();
    });
    await page.route('**/assets/**/*.js', async (route) => {
      await formPosted;
      await route.continue();
    });
    const apiLogout = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/logout');
    await page.goto('/signin');
    await page.getByTestId('signed-in-choices').getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    // The token stored at sign-up is ended on the server too, and forgotten without a 401.
    expect((await apiLogout).headers().authorization).toMatch(/^Bearer /);
    await waitForHydration(page);
    await expect.poll(async () => (await storedSession(page)).token).toBeNull();
    await expect(headerAccount(page).getByRole('link', { name: /Log In/ })).toBeVisible();
    await expect(headerAccount(page)).not.toContainText(account.username);
  });

  test('Log Out tapped while the page is still hydrating signs the visitor out, the page and its header alike', async ({ page }) => {
    const account = await signUpInPage(page, 'ho');
    // The CPU alone is slowed: the page arrives at once and is tapped while React hydrates it in
    // slices (docs/decisions/0020). A tapped part changing the session before the header was
    // hydrated made React find the header unlike the server's HTML (error 418) and lose the tap.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/signin');
    await page.getByTestId('signed-in-choices').getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(headerAccount(page).getByRole('link', { name: /Log In/ })).toBeVisible();
    await expect(headerAccount(page)).not.toContainText(account.username);
    expect(await (await page.request.get('/rooms')).text()).not.toContain(account.username);
  });
});
