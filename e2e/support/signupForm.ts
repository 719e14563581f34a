import type { Page } from '@playwright/test';

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
