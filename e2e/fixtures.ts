import { test as base, expect, type Page } from '@playwright/test';

interface PageErrors {
  /** A failed resource load the test provokes on purpose (a 404 page, a forced 500). */
  allow(urlPattern: RegExp): void;
}

/**
 * Waits until React has hydrated the page (the root sets `data-hydrated`). Tests tap as a visitor
 * does, as soon as a control is visible: only a test about the enhancement itself (local storage,
 * client-side navigation, the scripted colour mode) waits for it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Every page test also asserts the page logged no console error, threw nothing and opened no
 * dialog: a hydration mismatch, a missing asset or an executed alert() shows up here.
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const url = msg.location().url;
        if (msg.text().startsWith('Failed to load resource') && allowed.some((p) => p.test(url))) return;
        errors.push(`${msg.text()} (${url})`);
      });
      page.on('pageerror', (err) => errors.push(`${err.message} (on ${page.url()})`));
      page.on('dialog', (dialog) => {
        errors.push(`unexpected dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, 'console errors, page errors or dialogs').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
