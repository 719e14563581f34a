import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { startBuiltSite } from '../../scripts/support/builtSite';

/**
 * A PGlite folder migrated and seeded once per run, which every site of its own copies: a first
 * start seeds the demo content (10 s on a quiet machine, three times that on CI's busiest minutes),
 * a start on a seeded folder takes 2.5 s, and nine specs start one. playwright.config.ts's global
 * setup (e2e/support/freshRun.ts) removes it before each run, so a run never copies an older build's.
 */
export const SEEDED_FOLDER = '.tmp/e2e-seeded';
const READY = `${SEEDED_FOLDER}.ready`;
const CLAIM = `${SEEDED_FOLDER}.claim`;
/** The port the seeding start listens on: past the ports the specs' own sites take (E2E_PORT + 1 to 9). */
const SEEDING_PORT = Number(process.env.E2E_PORT ?? 4173) + 19;

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

/** The seeded folder, made by the first worker that asks (a directory made atomically is its claim); the others wait for it. */
async function seededFolder(): Promise<void> {
  if (existsSync(READY)) return;
  let claimed = true;
  await mkdir(CLAIM, { recursive: false }).catch(() => (claimed = false));
  if (claimed) {
    await stop(await startBuiltSite({ port: SEEDING_PORT, dataDir: SEEDED_FOLDER, attempts: 1200 }));
    await writeFile(READY, '');
    return;
  }
  for (let waited = 0; !existsSync(READY); waited += 200) {
    if (waited > 140_000) throw new Error(`${SEEDED_FOLDER} was not seeded in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Inside a describe: the built site on a port and data folder of its own, started before the
 * describe's tests and stopped after them, with every language published unless `env` says
 * otherwise (PUBLISHED_LOCALES, docs/decisions/0030). What its tests write (accounts, posts,
 * bookings) stays out of the suite's own site, whose English pages other specs count on.
 */
export function useSiteOfItsOwn({ port, dataDir, env = {} }: { port: number; dataDir: string; env?: Record<string, string> }) {
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    // The first one seeds: as long as the suite's own server may take to start (playwright.config.ts).
    test.setTimeout(150_000);
    await seededFolder();
    await rm(dataDir, { recursive: true, force: true });
    await cp(SEEDED_FOLDER, dataDir, { recursive: true });
    server = await startBuiltSite({ port, dataDir, env: { PUBLISHED_LOCALES: 'all', ...env }, keepData: true, attempts: 1200 });
  });
  // Until it has exited (it drains first, ADR 0026): a retry's site listens on the same port.
  test.afterAll(async () => {
    if (server) await stop(server);
  });
}

/** For the global setup: a new run seeds afresh. */
export async function forgetSeededFolder() {
  await Promise.all([SEEDED_FOLDER, READY, CLAIM].map((path) => rm(path, { recursive: true, force: true })));
}
