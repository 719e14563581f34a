/**
 * The editor account the browser tests sign in with. It exists only when the server starts with
 * E2E_EDITOR_PASSWORD set (playwright.config.ts does; nothing else should).
 */
export const E2E_EDITOR = { username: 'Studio Editor', email: 'editor@aurelia-resorts.example', role: 'editor' } as const;
