/**
 * The editor and admin accounts the browser tests sign in with. They exist only when the server
 * starts with E2E_EDITOR_PASSWORD set (playwright.config.ts does; nothing else should), both with
 * that password.
 */
export const E2E_EDITOR = { username: 'Studio Editor', email: 'editor@aurelia-resorts.example', role: 'editor' } as const;
/** Answers reservation requests (e2e/staff-reservations.spec.ts). */
export const E2E_ADMIN = { username: 'Concierge Admin', email: 'admin@aurelia-resorts.example', role: 'admin' } as const;
