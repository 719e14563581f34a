/**
 * The admin account the browser tests sign in with (they read the outbox through it). It exists
 * only when the server starts with E2E_ADMIN_PASSWORD set (playwright.config.ts does; nothing else
 * should).
 */
export const E2E_ADMIN = { username: 'e2e-admin', email: 'admin@aurelia-resorts.example', role: 'admin' } as const;
