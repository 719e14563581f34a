/**
 * The editor, admin and concierge accounts the browser tests sign in with. They exist only when the server
 * starts with E2E_EDITOR_PASSWORD set (playwright.config.ts does; nothing else should), both with
 * that password.
 */
export const E2E_EDITOR = { username: 'Studio Editor', email: 'editor@aurelia-resorts.example', role: 'editor' } as const;
/** Both answer reservation requests (e2e/staff-reservations.spec.ts); only the admin also edits the blog. */
export const E2E_ADMIN = { username: 'Site Admin', email: 'admin@aurelia-resorts.example', role: 'admin' } as const;
export const E2E_CONCIERGE = { username: 'Front Desk', email: 'concierge@aurelia-resorts.example', role: 'concierge' } as const;
