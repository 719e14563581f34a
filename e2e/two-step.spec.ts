import { generateSync } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { signUpInPage } from './support/signupForm';

// Two-step sign-in (issue 47), as a member lives it: turned on at /account (the key read from the page,
// the codes computed as an authenticator app does), signing in with a code and with a recovery code,
// turned off; with JavaScript and without. Taps as a visitor does: no waiting for the page's scripts.

/**
 * The app's code now (`steps` 30-second steps away). The server takes the steps -1, 0 and +1 around
 * its own clock, each only once and only after the last one it took: confirming with step 0 and
 * signing in with step +1 stays inside that whichever side of a step boundary the server's check
 * falls (a step -1 code read just before a boundary becomes step -2 there).
 */
const codeOf = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Axe in both themes; axe runs in the page, so only where scripts run (the markup is the same without them). */
async function bothThemesClean(page: Page, include: string) {
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    expect(await axeViolations(page, { theme, include })).toEqual([]);
  }
}

async function signOutEverywhere(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  // With scripts the address changes when the navigation commits, and React may show the new page a
  // moment later (a transition): the form typed into next must be the sign-in page's, not /account's.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
}

async function signInWithCode(page: Page, account: { email: string; password: string }, code: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const second = page.getByRole('form', { name: 'Two-step sign-in' });
  await expect(second).toBeVisible();
  await second.getByLabel('Code').fill(code);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('turn two-step sign-in on, sign in with a code and with a recovery code, turn it off, and axe finds nothing', async ({ page, pageErrors }) => {
      test.setTimeout(120_000);
      pageErrors.allow(/\/account/);
      // Signed out everywhere, the enhanced page's session checks are answered 401, as they should be.
      pageErrors.allow(/\/api\/auth\/(me|session)$/);
      // The wrong code's answer is the sign-in page again, with 401.
      pageErrors.allow(/\/signin$/);
      const axeClean = javaScriptEnabled ? bothThemesClean : async () => {};
      const account = await signUpInPage(page, javaScriptEnabled ? 'twostepjs' : 'twostep');

      await page.goto('/account');
      const section = page.getByRole('region', { name: 'Two-step sign-in' });
      await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const secret = (await section.locator('#totp-secret').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await axeClean(page, '#main');

      await section.getByLabel('Code from the app').fill(codeOf(secret, 0));
      await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      await expect(page.locator('#twostep-alert')).toContainText('Two-step sign-in is on.');
      const recovery = await section.locator('.account-recovery-codes code').allTextContents();
      expect(recovery).toHaveLength(10);
      await axeClean(page, '#main');

      await signOutEverywhere(page);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Two-step sign-in' })).toBeVisible();
      await axeClean(page, '#main');
      // A wrong code is answered in place; then the right one signs in.
      const second = page.getByRole('form', { name: 'Two-step sign-in' });
      await second.getByLabel('Code').fill('000000');
      await second.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('That code is not right. Please try again.')).toBeVisible();
      await page.getByRole('form', { name: 'Two-step sign-in' }).getByLabel('Code').fill(codeOf(secret, 1));
      await page.getByRole('form', { name: 'Two-step sign-in' }).getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/$/);

      await signOutEverywhere(page);
      await signInWithCode(page, account, recovery[0]!);

      await page.goto('/account');
      const again = page.getByRole('region', { name: 'Two-step sign-in' });
      await expect(again).toContainText('Recovery codes left: 9.');
      await again.getByLabel('Code from the app, or a recovery code').fill(recovery[1]!);
      await again.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
      await expect(page.locator('#twostep-alert')).toHaveText('Two-step sign-in is off.');
      await expect(again.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
    });
  });
}
