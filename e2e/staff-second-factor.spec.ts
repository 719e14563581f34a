import type { Browser } from '@playwright/test';
import { e2eAdmin, signIn } from './editorAccount';
import { expect, test } from './fixtures';
import { newAccount } from './support/signupForm';

// Staff act only with a second factor (issue 47, item 3; docs/decisions/0055): an account an admin
// makes an editor, and that has neither an authenticator app nor a passkey, is sent from the studio
// to set one up, with and without JavaScript, and the staff API refuses it with why.

/** A new account made an editor by the admin (signing in is the admin's fresh proof for the change). */
async function newEditorWithoutSecondFactor(browser: Browser) {
  const account = newAccount('nofactor');
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  expect((await admin.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  await admin.request.post('/api/auth/logout');
  await signIn(admin, e2eAdmin);
  const found = (await (await admin.request.get(`/api/admin/users?q=${account.username}`)).json()) as { items: { _id: string }[] };
  expect((await admin.request.patch(`/api/admin/users/${found.items[0]!._id}`, { data: { role: 'editor' } })).status()).toBe(200);
  await adminContext.close();
  return account;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('an editor without a second factor is sent from the studio to set one up; the staff API says why', async ({ page, browser }) => {
      const editor = await newEditorWithoutSecondFactor(browser);
      await page.goto('/signin');
      await page.getByLabel('Email').fill(editor.email);
      await page.getByLabel('Password').fill(editor.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).not.toHaveURL(/\/signin/);

      for (const path of ['/studio', '/studio/offers']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/account(#two-step)?$/);
        const notice = page.locator('#staff-second-factor');
        await expect(notice.getByText('Staff accounts must turn on two-step sign-in or add a passkey before using the studio')).toBeVisible();
        await expect(notice.getByRole('link', { name: 'Set up an authenticator app' })).toHaveAttribute('href', '#two-step');
        await expect(notice.getByRole('link', { name: 'Add a passkey' })).toHaveAttribute('href', '#passkeys');
      }
      await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
      // The header offers no way into the studio meanwhile.
      await expect(page.getByRole('banner').getByRole('link', { name: /studio/i })).toHaveCount(0);
      const refused = await page.request.get('/api/staff/offers');
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toEqual({ error: 'Staff accounts must turn on two-step sign-in or add a passkey before using the studio' });
    });
  });
}
