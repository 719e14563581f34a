import type { Page } from '@playwright/test';
import { demoHotels } from '../app/db/seed/demo-content';
import { e2eConcierge } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

const hotel = demoHotels[1]!;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A visitor (signed out) sends a message through the contact page's form. */
async function sendAsVisitor(page: Page, subject: string) {
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Category', { exact: true }).selectOption('events');
  await page.getByLabel(/^Phone/).fill('+44 20 7946 0321');
  await page.getByLabel(/^Hotel/).selectOption(hotel.slug);
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('A dinner for forty in June.\n<b>Not bold</b>, please.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent successfully' })).toBeVisible();
}

async function signInConcierge(page: Page) {
  await signInWithStaffPasskey(page.request, e2eConcierge);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the concierge finds a visitor’s message, notes it and marks it handled; it leaves the open list', async ({ page, pageErrors }) => {
      pageErrors.allow(/\/studio\/messages\/[0-9a-f-]+(\.data)?$/); // the refused note is answered 400, by design
      const subject = `Gala dinner ${unique()}`;
      await sendAsVisitor(page, subject);
      await signInConcierge(page);

      await page.goto('/studio/messages');
      await expect(page.getByRole('heading', { level: 1, name: /^Messages \(\d+ open\)$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Messages', exact: true })).toHaveAttribute('aria-current', 'page');
      await page.getByLabel('Category').selectOption('events');
      await page.getByLabel('Hotel').selectOption(hotel.slug);
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?status=open&category=events&hotel=${hotel.slug}$`));
      await expect(page.getByLabel('Category')).toHaveValue('events');
      const row = page.getByTestId('inbox-message').filter({ hasText: subject });
      await expect(row).toContainText('Grace Hopper');
      await expect(row).toContainText('Events & Celebrations');
      await expect(row).toContainText(hotel.name);
      await expect(row).toContainText('Open');
      // Another category's filter leaves it out.
      await page.getByLabel('Category').selectOption('spa');
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page).toHaveURL(/category=spa/);
      await expect(page.getByTestId('inbox-message').filter({ hasText: subject })).toHaveCount(0);
      await page.goBack();

      await page.getByRole('link', { name: subject }).click();
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(page.getByText('<b>Not bold</b>, please.')).toBeVisible();
      await expect(page.locator('.inbox-message-text b')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'grace@example.com' })).toHaveAttribute('href', /^mailto:grace@example\.com\?subject=/);
      await expect(page.getByText('+44 20 7946 0321')).toBeVisible();
      await expect(page.getByText('Sent signed out')).toBeVisible();

      // A note with a control character is refused and comes back as typed.
      const note = page.getByLabel(/^Note for the team/);
      await note.fill('Call back\u0007');
      await page.getByRole('button', { name: 'Save note' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'The note may not hold control characters' })).toBeVisible();
      await expect(note).toHaveValue('Call back\u0007');
      await expect(note).toHaveAttribute('aria-invalid', 'true');

      await note.fill('Called back; menu tasting on Friday.');
      await page.getByRole('button', { name: 'Save note' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Note saved' })).toBeVisible();
      await expect(note).toHaveValue('Called back; menu tasting on Friday.');

      await page.getByRole('button', { name: 'Mark handled' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Marked handled' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
      await expect(page.getByText(`by ${e2eConcierge.username}`)).toBeVisible();

      await page.getByRole('link', { name: 'Back to the messages' }).click();
      await expect(page).toHaveURL(/\/studio\/messages$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Messages/ })).toBeVisible();
      await expect(page.getByTestId('inbox-message').filter({ hasText: subject })).toHaveCount(0);
      await page.goto(`/studio/messages?status=handled&category=events&hotel=${hotel.slug}`);
      await expect(page.getByTestId('inbox-message').filter({ hasText: subject })).toContainText('Handled');
    });
  });
}

test('an unknown message is a 404 page, and a plain account gets the not-allowed page', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/studio\/messages/);
  pageErrors.allow(/\/api\/auth\/session$/); // the 404 page's header asks after the cleared session
  await signInConcierge(page);
  expect((await page.goto('/studio/messages/not-an-id'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Message not found' })).toBeVisible();
  expect((await page.goto('/studio/messages/0b7e6a3c-3f5e-4f7e-a1d2-9c1e2f3a4b5c'))?.status()).toBe(404);

  await page.context().clearCookies();
  const name = `plain${unique()}`;
  const signup = await page.request.post('/api/auth/signup', { data: { username: name, email: `${name}@example.com`, password: 'a long plain passphrase' } });
  expect(signup.status()).toBe(201);
  expect((await page.goto('/studio/messages'))?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Concierge team only' })).toBeVisible();
});

test('signed out, the inbox sends the visitor to sign in and back', async ({ page }) => {
  await page.goto('/studio/messages?status=all');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fstudio%2Fmessages%3Fstatus%3Dall$/);
});

test('axe finds nothing on the message list and a message, in both themes', async ({ page }) => {
  // Four full axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const subject = `Axe check ${unique()}`;
  await sendAsVisitor(page, subject);
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  await signInConcierge(page);
  await page.goto('/studio/messages?status=all');
  const detail = await page.getByRole('link', { name: subject }).getAttribute('href');
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const path of ['/studio/messages?status=all', detail!]) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      expect(await axeViolations(page, { theme }), path).toEqual([]);
    }
  }
});
