import { test as base, expect } from '@playwright/test';

interface PageErrors {
  /** A failed resource load the test provokes on purpose (a 404 page, a forced 500). */
  allow(urlPattern: RegExp): void;
}

/**
 * Every page test also asserts the page logged no console error, threw nothing and opened no
 * dialog: a hydration mismatch, a missing asset or an executed alert() shows up here.
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  // A page's scripts start after its hero is painted, so a button can still be inert when the load
  // event fires: page.goto and page.reload also wait until React has hydrated the page (any page
  // of the site's; an API document or a page without scripts has nothing to wait for). With
  // waitUntil 'commit' they return at once, for a test that runs a paused clock itself.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () =>
        page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('script[type="module"]'));
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await hydrated();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated();
        return response;
      };
    }
    await use(page);
  },
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
      page.on('pageerror', (err) => errors.push(err.message));
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
