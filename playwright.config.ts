import { defineConfig, devices } from '@playwright/test';
import { e2eEditor } from './e2e/editorAccount';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/support/builtSite';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests whose outcome the database cannot change (axe and contrast on every page, the
 * keyboard, the shell, the settings kept in the browser, headers, SEO tags, the map's drawing, the
 * pages in the other languages).
 * CI's second run, on PostgreSQL, leaves them out (E2E_DATABASE_RUN=1, .ci/run): they ran on
 * PGlite against the same build minutes before and would prove nothing new.
 */
const DATABASE_INDEPENDENT = [
  'a11y',
  'accounts-a11y',
  'keyboard',
  'shell',
  'site-settings',
  'security-headers',
  'seo',
  'hotel-map',
  // What the first load carries and when (headers, compression, fonts, the hero before the scripts),
  // and the controls that answer before hydration: the pages' bytes and markup, whatever stores
  // them. The paging of reviews and hotels, which queries, is in paging.spec.ts and runs on both.
  'speed',
  'html-first-controls',
  // The pages in the other languages: each spec starts a site of its own, and what it proves (texts,
  // formats, direction, localized links and refusals) is the same on either database. The queries
  // behind them (the blog's order by language, places in every language, the account's language)
  // are tested on both databases by the unit and API tests.
  'languages',
  'hotels-languages',
  'content-languages',
  'venues-languages',
  'accounts-languages',
  'reservations-languages',
  'blog-languages',
  'legal-languages',
  // A site of its own with a 30-second step-up window: the studio's forms asking for the proof in
  // place. The step-up's rules are tested on both databases by the unit and API tests.
  'studio-step-up',
  // The same with a passkey as the proof (a site of its own at http://localhost, the same 30-second window).
  'passkey-step-up',
].map((name) => `**/${name}.spec.ts`);

/**
 * The axe runs of the specs that do touch the database: what axe judges (the markup, names, roles
 * and colours) is the same whichever database stored the page's data, and they were 41% of the
 * PostgreSQL run's test time (818 of 2,002 s on 2026-11-28). The behaviour those specs test still
 * runs on both; a test that both acts and runs axe ("…, and axe finds nothing") stays.
 */
const AXE_ONLY = /(?<!, and )axe finds nothing/;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/freshRun.ts',
  testIgnore: process.env.E2E_DATABASE_RUN ? DATABASE_INDEPENDENT : undefined,
  grepInvert: process.env.E2E_DATABASE_RUN ? AXE_ONLY : undefined,
  fullyParallel: true,
  // CI's machines are shared and run at a third of a quiet machine's pace at times (runs of
  // 2026-11-25 and 2026-11-26 took 36 and 37 minutes for what takes 11 to 12 on a quiet one): three
  // times the time before a test is failed, as a test of several full axe runs then needs a minute.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'off',
    // Debian's Chromium (Playwright cannot download browsers here), with the flags these machines need.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The built site (npm run build) on a database of its own: a fresh PGlite folder, or the
  // PostgreSQL database in DATABASE_URL when set.
  webServer: {
    command: 'rm -rf .tmp/e2e-data && node server/start.js',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      // Every test runs from 127.0.0.1 in parallel: the abuse limits are tested in the API tests,
      // so here they are out of reach.
      LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '100000',
      LIMIT_LOGIN_FAILURES_PER_ADDRESS: '100000',
      LIMIT_SIGNUPS_PER_ADDRESS: '100000',
      LIMIT_SIGNUP_ATTEMPTS_PER_ADDRESS: '100000',
      LIMIT_CONTACT_PER_ADDRESS: '100000',
      LIMIT_NEWSLETTER_PER_ADDRESS: '100000',
      LIMIT_PASSWORD_RESETS_PER_EMAIL: '100000',
      LIMIT_PASSWORD_RESETS_PER_ADDRESS: '100000',
      LIMIT_PASSKEY_SIGN_INS_PER_ADDRESS: '100000',
      // Creates the editor account of e2e/studio.spec.ts, the admin (reservations, the outbox) and the concierge (app/accounts/e2eEditor.ts).
      E2E_EDITOR_PASSWORD: e2eEditor.password,
    },
  },
});
