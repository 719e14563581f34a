import { expect, type Page } from '@playwright/test';

/** Fills the registration form; a missing confirmation repeats the password. */
export async function fillSignup(page: Page, values: { username?: string; email?: string; password?: string; confirmPassword?: string }) {
  await page.getByLabel('Username').fill(values.username ?? '');
  await page.getByLabel('Email').fill(values.email ?? '');
  await page.getByLabel('Password', { exact: true }).fill(values.password ?? '');
  await page.getByLabel('Confirm password').fill(values.confirmPassword ?? values.password ?? '');
}

export const submitSignup = (page: Page) => page.getByRole('button', { name: 'Sign Up', exact: true }).click();

/** The wide header's account area; the drawer (closed) holds a second one. */
export const headerAccount = (page: Page) => page.getByTestId('header-account').first();

/** The session the enhanced forms keep in the browser (localStorage): its token and user. */
export const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), user: JSON.parse(localStorage.getItem('user') ?? 'null') as { username: string } | null }));

/** The password of the guests the browser tests sign up. */
export const GUEST_PASSWORD = 'velvet-rope-midnight-42';

let counter = 0;
/** A new guest's details, unique across parallel workers; `prefix` tells which spec made it. */
export function newAccount(prefix: string) {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: id, email: `${id}@example.com`, password: GUEST_PASSWORD };
}

/** Signs a new guest up through the registration form, which ends on the home page. */
export async function signUpInPage(page: Page, prefix: string) {
  const account = newAccount(prefix);
  await page.goto('/signup');
  await fillSignup(page, account);
  await submitSignup(page);
  await expect(page).toHaveURL(/\/$/);
  return account;
}
