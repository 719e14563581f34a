import type { Page } from '@playwright/test';
import { site } from '../app/site.config';
import { expect, test, waitForHydration } from './fixtures';

const SUCCESS = "Your message has been sent successfully. We'll get back to you soon!";
const FAILURE = 'Failed to send message. Please try again.';

async function fillContact(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Category', { exact: true }).selectOption('spa');
  await page.getByLabel('Subject', { exact: true }).fill('A massage for two');
  await page.getByLabel('Message', { exact: true }).fill('Could we book a massage for two at six?');
}

test.describe('contact /contact', () => {
  test('shows the contact details, three social icon buttons without target and the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    await expect(page.getByText(site.contact.phone)).toBeVisible();
    await expect(page.getByText(site.contact.address)).toBeVisible();
    const social = page.locator('.social-icon');
    await expect(social).toHaveCount(3);
    for (let i = 0; i < 3; i++) expect(await social.nth(i).getAttribute('target')).toBeNull();
    await expect(page.getByLabel('Category', { exact: true }).locator('option:not([disabled])')).toHaveText([
      'Reservation Inquiry',
      'Spa & Wellness',
      'Dining Experience',
      'Events & Celebrations',
      'Feedback',
      'Other',
    ]);
    await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '4');
  });

  test('sends the message: Sending... with a spinner, then the success text and a cleared form', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page); // about the enhancement: 'Sending...' while the page's request runs
    await fillContact(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    await expect(sending.locator('.button-spinner')).toBeVisible();
    release();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });

  test('keeps the form and shows the failure text when the server fails; the error clears at the next submit, an earlier success stays', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/\/api\/contact/);
    await page.goto('/contact');
    await waitForHydration(page); // the enhanced form's states: its request is the one made to fail
    await fillContact(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();

    await fillContact(page);
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grace Hopper');
    await expect(page.getByText(SUCCESS)).toBeVisible(); // not cleared by the next submit

    await page.unroute('**/api/contact');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(FAILURE)).toHaveCount(0); // cleared at submit
    release();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  });

  test('after Book Now and sign-up, returns to the hotel, which offers a reservation enquiry', async ({ page }) => {
    const id = `book${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await page.goto('/rooms/alpine-gold-casino-lodge');
    await page.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/signup\?/);
    await page.getByLabel('Username').fill(id);
    await page.getByLabel('Email', { exact: true }).fill(`${id}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('velvet-rope-midnight-42');
    await page.getByLabel('Confirm password').fill('velvet-rope-midnight-42');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/rooms\/alpine-gold-casino-lodge#book-your-stay$/);
    const panel = page.getByRole('complementary', { name: 'Book Your Stay' });
    await expect(panel).toContainText(`signed in as ${id}`);
    await expect(panel.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
    await panel.getByRole('link', { name: 'Write to the Concierge' }).click();
    await expect(page).toHaveURL(/\/contact\?category=reservation&hotel=alpine-gold-casino-lodge$/);
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('reservation');
    await expect(page.getByLabel(/^Hotel/)).toHaveValue('alpine-gold-casino-lodge');
    await expect(page.getByText(/Reservation enquiry for/)).toContainText('Alpine Gold Casino & Lodge');
  });
});

test.describe('newsletter dialog (home)', () => {
  test('checks the address in the page, subscribes, thanks and closes by itself 2 s later', async ({ page, pageErrors }) => {
    // A tap before the scripts have run posts the plain form: an empty address is then answered by
    // the page's action with a 400 page showing the same message, which the console reports.
    pageErrors.allow(/\/\?index$/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Our Newsletter' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your email address');
    await dialog.getByLabel('Email').fill('not an email');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
    await dialog.getByLabel('Email').fill(`news${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByText('Thank you for subscribing to our newsletter!')).toBeVisible();
    const shownAt = Date.now();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    // Reset: opening again shows the empty form.
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue('');
    await expect(page.getByRole('dialog').getByText('Thank you')).toHaveCount(0);
  });

  test('shows the failure text when the subscription fails', async ({ page, pageErrors }) => {
    // The form posts to the page's action (React Router's .data request), no longer to /api/newsletter.
    pageErrors.allow(/\.data/);
    await page.goto('/');
    await waitForHydration(page); // the enhanced form's request is the one made to fail
    await page.route('**/*.data*', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('guest@example.com');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeFocused();
  });
});
