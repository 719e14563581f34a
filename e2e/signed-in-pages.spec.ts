import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillSignup, headerAccount, submitSignup } from './support/signupForm';

// Signed-in visitors on the cacheable pages get a kept page filled with their own name
// (docs/decisions/0017): the header and the hotel's Book Your Stay panel name them, with JavaScript
// and without, the page hydrates without a mismatch, another visitor sees only theirs, and after
// logging out the page is the anonymous one.

const PASSWORD = 'velvet-rope-midnight-42';
let counter = 0;

/** A username with every character HTML and the streamed data escape. */
function newAccount() {
  counter += 1;
  const id = `si${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
  return { username: `${id} <b>&"'`, email: `${id}@example.com`, password: PASSWORD };
}

async function signUp(page: Page) {
  const account = newAccount();
  await page.goto('/signup');
  await fillSignup(page, account);
  await submitSignup(page);
  await expect(page).toHaveURL(/\/$/);
  return account;
}

const accountLink = (page: Page, username: string) => headerAccount(page).getByRole('link', { name: `${username}: your account (signed in)` });

async function expectSignedInAs(page: Page, username: string, hotelPage: boolean) {
  await expect(accountLink(page, username)).toHaveText(username);
  await expect(headerAccount(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
  if (hotelPage) await expect(page.locator('.book-next strong')).toHaveText(username);
}

async function otherVisitor(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  return { context, page: await context.newPage() };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the rooms list and a hotel page name the signed-in visitor, only them, until they log out', async ({ page, browser, request }) => {
      const [hotel] = (await (await request.get('/api/rooms?limit=1')).json()) as { slug: string }[];
      const paths = ['/rooms', `/rooms/${hotel!.slug}`];
      const first = await signUp(page);
      const other = await otherVisitor(browser, javaScriptEnabled);
      const second = await signUp(other.page);

      for (const path of paths) {
        for (let round = 0; round < 2; round++) {
          await page.goto(path);
          await expectSignedInAs(page, first.username, path !== '/rooms');
          await other.page.goto(path);
          await expectSignedInAs(other.page, second.username, path !== '/rooms');
          await expect(other.page.getByText(first.username)).toHaveCount(0);
          await expect(page.getByText(second.username)).toHaveCount(0);
        }
        // Nothing of the stand-in the page was rendered for is left in it.
        expect(await page.content()).not.toContain('zvisitor');
      }
      await other.context.close();

      await headerAccount(page).getByRole('button', { name: 'Log Out' }).click();
      await expect(headerAccount(page).getByRole('link', { name: /Log In/ })).toBeVisible();
      for (const path of paths) {
        await page.goto(path);
        await expect(headerAccount(page).getByRole('link', { name: /Log In/ })).toBeVisible();
        await expect(page.getByText(first.username)).toHaveCount(0);
        if (path !== '/rooms') await expect(page.locator('.book-panel').getByRole('link', { name: 'Book Now' })).toBeVisible();
      }
    });
  });
}
