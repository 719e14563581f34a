/**
 * The editor, admin and concierge accounts the browser tests sign in with. They exist only when the server
 * starts with E2E_EDITOR_PASSWORD set (playwright.config.ts does; nothing else should), both with
 * that password.
 */
export const E2E_EDITOR = { username: 'Studio Editor', email: 'editor@aurelia-resorts.example', role: 'editor' } as const;
/** Both answer reservation requests (e2e/staff-reservations.spec.ts); only the admin also edits the blog. */
export const E2E_ADMIN = { username: 'Site Admin', email: 'admin@aurelia-resorts.example', role: 'admin' } as const;
export const E2E_CONCIERGE = { username: 'Front Desk', email: 'concierge@aurelia-resorts.example', role: 'concierge' } as const;

/**
 * The browser tests' staff sign in with a passkey (staff act only in a session proved with a second
 * factor, docs/decisions/0059): one key pair for the three accounts, each with a credential id of its
 * own. The public half is stored for them (e2eStaff.server.ts); the private half is the tests'
 * (e2e/support/staffPasskey.ts). An authenticator that keeps no counter: the tests sign in in parallel.
 */
export const E2E_STAFF_PASSKEY = {
  publicKey: 'pQECAyYgASFYIM0Ev2xqARZRGkcQrrBUC9Z1zW6NSRzE1HGOs1pkhrdGIlggbB3nWABireEZH8HJuDWaazq7h5Y5xhz9pFnCEas_aWM',
  credentialIdOf: (account: { role: string }) => Buffer.from(`aurelia-e2e-${account.role}`).toString('base64url'),
} as const;
