import { E2E_ADMIN } from '../app/accounts/e2eAdmin';

/**
 * The admin the browser tests sign in with: playwright.config.ts starts the server with
 * E2E_ADMIN_PASSWORD, and the server then makes sure this account exists (server/app.ts).
 */
export const e2eAdmin = { ...E2E_ADMIN, password: 'e2e-admin-passphrase-for-tests' };
