import type { Page } from '@playwright/test';
import { E2E_ADMIN, E2E_CONCIERGE, E2E_EDITOR } from '../app/accounts/e2eEditor';
import { signInWithStaffPasskey } from './support/staffPasskey';

/**
 * The editor the browser tests sign in with: playwright.config.ts starts the server with
 * E2E_EDITOR_PASSWORD, and the server then makes sure this account exists (server/app.ts).
 */
export const e2eEditor = { ...E2E_EDITOR, password: 'e2e-editor-passphrase-for-tests' };

/** The admin (reservations staff) the browser tests sign in with, created the same way. */
export const e2eAdmin = { ...E2E_ADMIN, password: e2eEditor.password };
/** The concierge: reservation requests, not the blog. */
export const e2eConcierge = { ...E2E_CONCIERGE, password: e2eEditor.password };

/**
 * Signs the page (and its `page.request`) in as one of these accounts, through the API, with the
 * tests' staff passkey: staff act only in a session proved with a second factor (docs/decisions/0059).
 */
export async function signIn(page: Page, account: { role: string }) {
  await signInWithStaffPasskey(page.request, account);
}
