import { generateSync } from 'otplib';
import type { APIRequestContext, Browser } from '@playwright/test';
import { TestAuthenticator } from '../app/accounts/testAuthenticator.server';
import { e2eAdmin, signIn } from './editorAccount';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

// An admin helps a member locked out of their account (docs/decisions/0053, "A locked-out member"):
// on /studio/users/{id} they see the member's authenticator app, recovery codes and passkeys, turn
// two-step sign-in off and remove a passkey, each confirmed first, with and without JavaScript; the
// member then signs in with the password alone. The admin's proof is fresh from signing in (the
// stale proof asked in place is tested in app/admin/userFactors.api.test.ts and e2e/studio-step-up.spec.ts).

const port = Number(process.env.E2E_PORT ?? 4173);
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const codeOf = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A member with two-step sign-in on and one passkey (a software authenticator for the site's relying party, localhost). */
async function memberWithFactors(request: APIRequestContext) {
  const name = uniqueName('locked');
  const account = { username: name, email: `${name}@example.com`, password: 'a long throwaway passphrase' };
  const signup = await request.post('/api/auth/signup', { data: account });
  expect(signup.status()).toBe(201);
  const { token, user } = (await signup.json()) as { token: string; user: { _id: string } };
  const headers = { Authorization: `Bearer ${token}` };
  const started = await request.post('/api/account/mfa/totp', { headers });
  const { secret } = (await started.json()) as { secret: string };
  expect((await request.post('/api/account/mfa/totp/confirm', { headers, data: { code: codeOf(secret, -1) } })).status()).toBe(200);
  const options = await (await request.post('/api/account/passkeys/options', { headers })).json();
  const authenticator = new TestAuthenticator({ origin: `http://localhost:${port}`, rpId: 'localhost' });
  const added = await request.post('/api/account/passkeys', { headers, data: { name: 'Lost phone', credential: authenticator.register(options) } });
  expect(added.status()).toBe(201);
  return { ...account, _id: user._id, headers };
}

async function lockedOutRound(browser: Browser, request: APIRequestContext, javaScriptEnabled: boolean) {
  const member = await memberWithFactors(request);
  const signInFirst = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  expect(await signInFirst.json()).toMatchObject({ mfaRequired: true });

  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, e2eAdmin);
  await page.goto(`/studio/users/${member._id}`);
  const section = page.getByRole('region', { name: 'Two-step sign-in and passkeys' });
  await expect(section).toContainText('On, 10 recovery codes left');
  await expect(section.getByTestId('member-passkey')).toContainText('Lost phone');

  await section.getByText('Turn off two-step sign-in…').click();
  await section.getByRole('button', { name: `Turn off two-step sign-in for ${member.username}` }).click();
  await expect(page.getByRole('status')).toContainText(`Two-step sign-in is off for ${member.username}: the password alone signs in now.`);
  await expect(page.getByRole('status')).toContainText('They are signed out everywhere.');
  await expect(section.getByRole('definition').first()).toHaveText('Off');
  // The member's session ended; the password alone signs them in now.
  expect((await request.get('/api/auth/me', { headers: member.headers })).status()).toBe(401);
  const signInAfter = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  expect(signInAfter.status()).toBe(200);
  expect(await signInAfter.json()).toMatchObject({ token: expect.any(String) });

  await section.getByText('Remove this passkey…').click();
  await section.getByRole('button', { name: 'Remove “Lost phone”' }).click();
  await expect(page.getByRole('status')).toContainText(`The passkey “Lost phone” is removed from ${member.username}’s account.`);
  await expect(section.getByTestId('member-passkey')).toHaveCount(0);
  await expect(section).toContainText('None');

  // Both in the log, with the admin as actor.
  await page.getByRole('link', { name: 'Changes to this account in the audit log' }).click();
  const entries = page.getByTestId('audit-entry');
  await expect(entries.filter({ hasText: 'passkey removed' })).toContainText(`by ${e2eAdmin.username}`);
  await expect(entries.filter({ hasText: 'two-step sign-in turned off' })).toContainText(`by ${e2eAdmin.username}`);
  await context.close();
}

test.describe('an admin helps a locked-out member', () => {
  test('with JavaScript', async ({ browser, request }) => {
    await lockedOutRound(browser, request, true);
  });

  test('without JavaScript', async ({ browser, request }) => {
    await lockedOutRound(browser, request, false);
  });

  test('axe finds nothing in the section, its confirmations open, in either theme', async ({ page, request }) => {
    const member = await memberWithFactors(request);
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
    await signIn(page, e2eAdmin);
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto(`/studio/users/${member._id}`);
      await page.evaluate(() => document.querySelectorAll('details').forEach((details) => details.setAttribute('open', '')));
      expect(await axeViolations(page, { theme })).toEqual([]);
    }
  });

  test("the admin's own account shows no such controls", async ({ page }) => {
    await signIn(page, e2eAdmin);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { _id: string };
    await page.goto(`/studio/users/${me._id}`);
    await expect(page.getByText('This is your own account')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Two-step sign-in and passkeys' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account#two-step');
  });
});
