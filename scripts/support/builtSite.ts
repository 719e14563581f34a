// The built site on a fresh database, and Debian's Chromium with the flags these machines need
// (docs/product/stack.md): shared by the Playwright config, Lighthouse and measure:first-tap.
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts `node server/start.js` (after `npm run build`) on 127.0.0.1:port with an empty PGlite folder
 * (or the folder as it is, with `keepData`) and any more variables in `env`; resolves once it is ready.
 */
export async function startBuiltSite({
  port,
  dataDir,
  env = {},
  keepData = false,
  attempts = 600,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  keepData?: boolean;
  /** Readiness checks, 100 ms apart. */
  attempts?: number;
}): Promise<ChildProcess> {
  if (!keepData) await rm(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['server/start.js'], {
    // Its own PGlite folder even where the suite runs on PostgreSQL (DATABASE_URL): the tests that
    // start a site of their own check the process (shutdown, metrics), not the database server.
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return child;
    } catch (error) {
      if (i % 50 === 49) console.log(String((error as Error).cause ?? error));
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}
