import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

// WCAG 2.x A and AA rules on the accounts, contact and newsletter screens, in the states a visitor sees.

// One test a screen: four pages and their axe runs in one test outran its 30 s on a busy machine.
test('sign-in passes axe', async ({ page }) => {
  await page.goto('/signin');
  expect(await axeViolations(page)).toEqual([]);
});

test('registration with an error passes axe', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/signup/); // tapped before hydration, the form posts and the answer with an error is a 400 page
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.locator('#signup-error')).toHaveText('Please fill out all fields');
  expect(await axeViolations(page)).toEqual([]);
});

test('contact with a hotel chosen passes axe', async ({ page }) => {
  await page.goto('/contact?category=reservation&hotel=alpine-gold-casino-lodge');
  expect(await axeViolations(page)).toEqual([]);
});

test('the newsletter dialog with an error passes axe', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/\?index$/); // sent before hydration, the form posts and the refusal is a 400 page
  await page.goto('/');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Please enter your email address');
  // The newsletter dialog is a native <dialog> (its role is implicit).
  expect(await axeViolations(page, { include: 'dialog[open]' })).toEqual([]);
});

test("a hotel page with the signed-in guest's Book Your Stay panel passes axe", async ({ page }) => {
  const id = `axe${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/signup');
  await page.getByLabel('Username').fill(id);
  await page.getByLabel('Email').fill(`${id}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('velvet-rope-midnight-42');
  await page.getByLabel('Confirm password').fill('velvet-rope-midnight-42');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByTestId('header-account').first()).toContainText(id);
  await page.goto('/rooms/alpine-gold-casino-lodge#book-your-stay');
  await expect(page.getByRole('link', { name: 'Write to the Concierge' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
