import type { BrowserContext, Page } from '@playwright/test';
import { TestAuthenticator } from '../app/accounts/testAuthenticator.server';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { signUpInPage } from './support/signupForm';
import { useSiteOfItsOwn } from './support/siteOfItsOwn';

// A passkey as the proof in a page's step-up field (issue 47; docs/decisions/0053 and 0054): once
// the session's proof is older than the window, a form that needs one comes back with the password
// field and, for an account with a passkey in a browser with WebAuthn and scripts, "Use a passkey",
// which proves it with the passkey and sends the same form again. A site of its own whose window is
// the shortest allowed (30 s), at http://localhost (WebAuthn refuses IP addresses): the test waits
// it out once.

const port = Number(process.env.E2E_PORT ?? 4173) + 12;
const site = `http://localhost:${port}`;
const WINDOW_S = 30;

/** Chromium's virtual authenticator: a platform authenticator with resident keys and user verification. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

async function addPasskey(page: Page) {
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByLabel('Name of the new passkey').fill('Test laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Your passkey has been added.')).toBeVisible();
}

test.describe('a passkey proves it is you in a page form', () => {
  test.use({ baseURL: site });
  useSiteOfItsOwn({ port, dataDir: '.tmp/e2e-passkey-step-up', env: { STEP_UP_WINDOW_S: String(WINDOW_S) } });

  test('a stale proof renewed with the passkey, and the form goes through (the copy of the data too); without JavaScript the field alone, and axe finds nothing', async ({
    browser,
    pageErrors,
  }) => {
    test.setTimeout(180_000);
    // The forms asking for the proof answer 401 first.
    pageErrors.allow(/\/account/);
    const withScripts = await browser.newContext({ baseURL: site });
    const page = await withScripts.newPage();
    await virtualAuthenticator(withScripts, page);
    await signUpInPage(page, 'pkstep');
    await addPasskey(page);

    const exporting = await browser.newContext({ baseURL: site });
    const exporter = await exporting.newPage();
    await virtualAuthenticator(exporting, exporter);
    await signUpInPage(exporter, 'pkexport');
    await addPasskey(exporter);

    const noScripts = await browser.newContext({ baseURL: site, javaScriptEnabled: false });
    const plain = await noScripts.newPage();
    const plainAccount = await signUpInPage(plain, 'pkstepnojs');
    // Its passkey added through the API, as a browser with WebAuthn would (the page's cookie).
    const options = await plain.request.post('/api/account/passkeys/options');
    const credential = new TestAuthenticator({ origin: site, rpId: 'localhost' }).register(await options.json());
    expect((await plain.request.post('/api/account/passkeys', { data: { name: 'Phone', credential } })).status()).toBe(201);

    // The sign-ins' proofs (and the passkey's adding) go stale.
    await new Promise((resolve) => setTimeout(resolve, (WINDOW_S + 2) * 1000));

    // Setting up an authenticator app wants a fresh proof: the form asks for the password, and offers the passkey.
    await page.goto('/account');
    const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
    await twoStep.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(twoStep.getByText('Please confirm it is you')).toBeVisible();
    const proof = twoStep.getByLabel('Your password, to confirm it is you');
    await expect(proof).toBeVisible();
    // Required for a typed proof, but the passkey's submit does not need it.
    await expect(proof).toHaveAttribute('required', '');
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      expect(await axeViolations(page, { theme, include: '#two-step' })).toEqual([]);
    }
    await twoStep.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(twoStep.getByText('Scan this QR code with your authenticator app')).toBeVisible();
    await expect(proof).toHaveCount(0);

    // The copy of the data: fresh now, so a plain download link.
    await expect(page.getByRole('link', { name: 'Download my data' })).toBeVisible();

    // The copy of the data, asked for with a stale proof (a document request): the passkey, then the file.
    await exporter.goto('/account');
    const privacy = exporter.getByRole('region', { name: 'Your data' });
    await expect(privacy.getByLabel('Your password, to confirm it is you')).toBeVisible();
    const download = exporter.waitForEvent('download');
    await privacy.getByRole('button', { name: 'Use a passkey' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.json$/);

    // Without scripts: the same form, the field alone (the passkey's button is in the page, hidden: it needs the scripts).
    await plain.goto('/account');
    const plainTwoStep = plain.getByRole('region', { name: 'Two-step sign-in' });
    await plainTwoStep.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(plainTwoStep.getByLabel('Your password, to confirm it is you')).toBeVisible();
    await expect(plainTwoStep.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
    await plainTwoStep.getByLabel('Your password, to confirm it is you').fill(plainAccount.password);
    await plainTwoStep.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(plainTwoStep.getByText('Scan this QR code with your authenticator app')).toBeVisible();

    await withScripts.close();
    await exporting.close();
    await noScripts.close();
  });
});
