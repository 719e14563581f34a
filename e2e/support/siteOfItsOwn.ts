import type { ChildProcess } from 'node:child_process';
import { test } from '@playwright/test';
import { startBuiltSite } from '../../scripts/support/builtSite';

/**
 * Inside a describe: the built site on a port and data folder of its own, started before the
 * describe's tests and stopped after them, with every language published unless `env` says
 * otherwise (PUBLISHED_LOCALES, docs/decisions/0030). What its tests write (accounts, posts,
 * bookings) stays out of the suite's own site, whose English pages other specs count on.
 */
export function useSiteOfItsOwn({ port, dataDir, env = {} }: { port: number; dataDir: string; env?: Record<string, string> }) {
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    // A first start seeds the database: as long as the suite's own server may take (playwright.config.ts).
    test.setTimeout(150_000);
    server = await startBuiltSite({ port, dataDir, env: { PUBLISHED_LOCALES: 'all', ...env }, attempts: 1200 });
  });
  // Until it has exited (it drains first, ADR 0026): a retry's site listens on the same port.
  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill();
    await exited;
  });
}
