import type { Page } from '@playwright/test';

/** Fills the contact form (category: dining); the phone only when given. */
export async function fillContact(page: Page, values: { name: string; email: string; subject: string; message: string; phone?: string }) {
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Category').selectOption('dining');
  if (values.phone !== undefined) await page.getByLabel(/^Phone/).fill(values.phone);
  await page.getByLabel('Subject').fill(values.subject);
  await page.getByLabel('Message', { exact: true }).fill(values.message);
}
