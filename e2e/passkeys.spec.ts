import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { axeViolations } from './support/axe';
import { TestAuthenticator } from '../app/accounts/testAuthenticator.server';
import { headerAccount, signUpInPage } from './support/signupForm';

// Passkeys (issue 47, docs/decisions/0054). WebAuthn refuses IP addresses, so this spec visits the
// site at http://localhost:<port>, the relying party the server derives by default (no PUBLIC_ORIGIN).
const port = Number(process.env.E2E_PORT ?? 4173);
test.use({ baseURL: `http://localhost:${port}` });

/** Chromium's virtual authenticator: a platform authenticator with resident keys and user verification. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return cdp;
}

test.describe('with JavaScript', () => {
  test('add a passkey on /account, sign in with it alone, then remove it', async ({ page, context }) => {
    await virtualAuthenticator(context, page);
    const account = await signUpInPage(page, 'pk');
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
    // The add form appears once the page's scripts run (WebAuthn is a browser API).
    await section.getByLabel('Name of the new passkey').fill('Test laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByText('Your passkey has been added.')).toBeVisible();
    await expect(section.getByText('Test laptop')).toBeVisible();
    await expect(section.getByText(/not used yet/)).toBeVisible();

    // Signed out: no session in the browser.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signin');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(headerAccount(page)).toContainText(account.username);

    await page.goto('/account');
    await expect(section.getByText(/last used/)).toBeVisible();
    // Signing in with the passkey was a fresh proof: removing asks for nothing more.
    await section.getByRole('button', { name: 'Remove the passkey Test laptop' }).click();
    await expect(section.getByText('The passkey has been removed.')).toBeVisible();
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  });

  test('rename a passkey on /account: a bad name is refused in place, a good one is saved, and axe finds nothing', async ({ page, context, pageErrors }) => {
    pageErrors.allow(/\/account/); // the refused name is a 400
    await virtualAuthenticator(context, page);
    await signUpInPage(page, 'pkren');
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByLabel('Name of the new passkey').fill('Test laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByText('Your passkey has been added.')).toBeVisible();

    const row = section.getByRole('listitem').filter({ hasText: 'Test laptop' });
    await row.getByText('Rename', { exact: true }).click();
    const field = row.getByLabel('New name');
    await expect(field).toHaveValue('Test laptop');
    // Spaces only pass the browser's `required`; the server trims them and says why, in place.
    await field.fill('   ');
    await row.getByRole('button', { name: 'Save the name' }).click();
    await expect(section.getByText('Please give the passkey a name.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText('Test laptop')).toBeVisible();
    // The open disclosure with its refusal, in both themes.
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      expect(await axeViolations(page, { theme, include: '#passkeys' })).toEqual([]);
    }

    await field.fill('  Travel phone ');
    await row.getByRole('button', { name: 'Save the name' }).click();
    await expect(section.getByText('The passkey has been renamed.')).toBeVisible();
    const renamed = section.getByRole('listitem').filter({ hasText: 'Travel phone' });
    await expect(renamed.getByText('Travel phone', { exact: true })).toBeVisible();
    // Closed again, and the remove button names the new name.
    await expect(renamed.getByLabel('New name')).toBeHidden();
    await expect(section.getByRole('button', { name: 'Remove the passkey Travel phone' })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`the passkey parts of /account and /signin at ${width} px, and axe finds nothing in either theme`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signUpInPage(page, 'pkaxe');
      await page.goto('/account');
      await expect(page.getByLabel('Name of the new passkey')).toBeVisible();
      for (const theme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        expect(await axeViolations(page, { theme, include: '#passkeys' })).toEqual([]);
      }
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/signin');
      await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
      for (const theme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        expect(await axeViolations(page, { theme })).toEqual([]);
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/signin offers no passkey button and the password form signs in; /account says adding needs JavaScript', async ({ page }) => {
    const account = await signUpInPage(page, 'pknojs');
    await page.context().clearCookies();
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).not.toHaveURL(/\/signin/);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText(/Adding a passkey needs JavaScript/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
  });

  test('/account renames a passkey with a plain form', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/account/); // the refused name is a 400 page
    await signUpInPage(page, 'pkrennojs');
    // A passkey added through the API, as a browser with WebAuthn would (the page's cookie).
    const authenticator = new TestAuthenticator({ origin: `http://localhost:${port}`, rpId: 'localhost' });
    const options = await page.request.post('/api/account/passkeys/options');
    expect(options.status()).toBe(200);
    const added = await page.request.post('/api/account/passkeys', { data: { name: 'Old phone', credential: authenticator.register(await options.json()) } });
    expect(added.status()).toBe(201);

    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Passkeys' });
    const row = section.getByRole('listitem').filter({ hasText: 'Old phone' });
    await row.getByText('Rename', { exact: true }).click();
    await row.getByLabel('New name').fill(' ');
    await row.getByRole('button', { name: 'Save the name' }).click();
    await expect(section.getByText('Please give the passkey a name.')).toBeVisible();
    // The page came back with the disclosure open, the field marked.
    const again = section.getByRole('listitem').filter({ hasText: 'Old phone' });
    await expect(again.getByLabel('New name')).toHaveAttribute('aria-invalid', 'true');
    await again.getByLabel('New name').fill('Kitchen tablet');
    await again.getByRole('button', { name: 'Save the name' }).click();
    await expect(section.getByText('The passkey has been renamed.')).toBeVisible();
    await expect(section.getByText('Kitchen tablet', { exact: true })).toBeVisible();
    await expect(section.getByText('Old phone')).toHaveCount(0);
  });
});
