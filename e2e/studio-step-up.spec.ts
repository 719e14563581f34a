import { expect, test, type Browser } from '@playwright/test';
import { generateSync } from 'otplib';
import { e2eAdmin } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { newAccount } from './support/signupForm';
import { useSiteOfItsOwn } from './support/siteOfItsOwn';

// A studio form that needs a fresh proof asks for it in place once the admin's is older than the
// step-up window (issue 47, item 4; docs/decisions/0053): with and without JavaScript, the form
// comes back with a password field, focused, and the role chosen, and saves once the password is
// given; the tier bonus and a locked-out member's two-step sign-in the same. A site of its own,
// whose window is the shortest allowed (30 s): the test waits it out once.

const port = Number(process.env.E2E_PORT ?? 4173) + 11;
const site = `http://127.0.0.1:${port}`;
const WINDOW_S = 30;

/** A browser signed in as the admin, with a guest account to change. */
async function adminWithAGuest(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: site, javaScriptEnabled });
  const page = await context.newPage();
  const guest = newAccount('stepup');
  const { user } = (await (await page.request.post('/api/auth/signup', { data: guest })).json()) as { user: { _id: string } };
  await page.request.post('/api/auth/logout');
  await signInWithStaffPasskey(page.request, e2eAdmin);
  return { context, page, guest: { ...guest, _id: user._id }, javaScriptEnabled };
}

/** A guest who turned two-step sign-in on (through the API, with their own session), for the locked-out member's form. */
async function withTwoStepOn(browser: Browser) {
  const context = await browser.newContext({ baseURL: site });
  const guest = newAccount('lockedout');
  const { token, user } = (await (await context.request.post('/api/auth/signup', { data: guest })).json()) as { token: string; user: { _id: string } };
  const headers = { Authorization: `Bearer ${token}` };
  const { secret } = (await (await context.request.post('/api/account/mfa/totp', { headers })).json()) as { secret: string };
  const code = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
  expect((await context.request.post('/api/account/mfa/totp/confirm', { headers, data: { code } })).status()).toBe(200);
  await context.close();
  return { ...guest, _id: user._id };
}

test.describe('the studio asks for a fresh proof in the form', () => {
  useSiteOfItsOwn({ port, dataDir: '.tmp/e2e-studio-step-up', env: { E2E_EDITOR_PASSWORD: e2eAdmin.password, STEP_UP_WINDOW_S: String(WINDOW_S) } });

  test('a role change, with and without JavaScript, and the tier bonus', async ({ browser }) => {
    test.setTimeout(150_000);
    const admins = [await adminWithAGuest(browser, true), await adminWithAGuest(browser, false)];
    const bonusAdmin = await adminWithAGuest(browser, false);
    const lockedOut = { admin: await adminWithAGuest(browser, false), member: await withTwoStepOn(browser) };
    // The sign-ins' proofs go stale.
    await new Promise((resolve) => setTimeout(resolve, (WINDOW_S + 2) * 1000));

    for (const { context, page, guest, javaScriptEnabled } of admins) {
      const how = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
      await page.goto(`/studio/users/${guest._id}`);
      const roleForm = page.locator('form', { has: page.getByLabel('Role') });
      await roleForm.getByLabel('Role').selectOption('editor');
      await roleForm.getByRole('button', { name: 'Save role' }).click();
      await expect(page.getByRole('alert'), how).toContainText('Please confirm it is you');
      const proof = roleForm.getByLabel('Your password');
      await expect(proof, how).toBeFocused();
      await expect(roleForm.getByLabel('Role'), how).toHaveValue('editor');
      // Nothing changed yet.
      await expect(page.locator('.admin-facts').getByText('user', { exact: true }), how).toBeVisible();

      await proof.fill(e2eAdmin.password);
      await roleForm.getByRole('button', { name: 'Save role' }).click();
      await expect(page.getByRole('status'), how).toContainText(`${guest.username} is now an editor.`);
      await expect(roleForm.getByLabel('Your password'), how).toHaveCount(0);
      await expect(page.locator('.admin-facts').getByText('editor', { exact: true }), how).toBeVisible();
      await context.close();
    }

    // Turning a locked-out member's two-step sign-in off (docs/decisions/0053): the same, in its confirmation.
    {
      const { page, context } = lockedOut.admin;
      await page.goto(`/studio/users/${lockedOut.member._id}`);
      const section = page.getByRole('region', { name: 'Two-step sign-in and passkeys' });
      await section.getByText('Turn off two-step sign-in…').click();
      const turnOff = section.getByRole('button', { name: `Turn off two-step sign-in for ${lockedOut.member.username}` });
      await turnOff.click();
      await expect(page.getByRole('alert')).toContainText('Please confirm it is you');
      await expect(section.getByLabel('Your password')).toBeFocused();
      await expect(section).toContainText('On, 10 recovery codes left');
      await section.getByLabel('Your password').fill(e2eAdmin.password);
      await turnOff.click();
      await expect(page.getByRole('status')).toContainText(`Two-step sign-in is off for ${lockedOut.member.username}`);
      await expect(section.getByRole('definition').first()).toHaveText('Off');
      await context.close();
    }

    const { page } = bonusAdmin;
    await page.goto('/studio/points');
    const bonusForm = page.locator('form', { has: page.getByLabel('Gold bonus (%)') });
    await bonusForm.getByLabel('Gold bonus (%)').fill('30');
    await bonusForm.getByRole('button', { name: 'Save the tier bonus' }).click();
    await expect(bonusForm.getByRole('alert')).toContainText('Please confirm it is you');
    await expect(bonusForm.getByLabel('Your password')).toBeFocused();
    await expect(bonusForm.getByLabel('Gold bonus (%)')).toHaveValue('30');
    await bonusForm.getByLabel('Your password').fill(e2eAdmin.password);
    await bonusForm.getByRole('button', { name: 'Save the tier bonus' }).click();
    await expect(bonusForm.getByRole('status')).toContainText('Tier bonus saved: Gold +30 %');
    await bonusAdmin.context.close();
  });
});
