import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite } from '../scripts/support/builtSite';

const BUILD = new URL('../build/server/index.js', import.meta.url);
const PORT = 4227;
const base = `http://127.0.0.1:${PORT}`;
const PROBE = path.resolve('.tmp/async-hooks-probe.cjs');
const REPORT = path.resolve('.tmp/async-hooks-probe.txt');

// Loaded into the server (NODE_OPTIONS): on SIGUSR2 it writes the trigger id a promise's callback
// runs with. Node gives promises ids only while async hooks are on: 0 means off.
const probe = `
const { triggerAsyncId } = require('node:async_hooks');
const { writeFileSync } = require('node:fs');
process.on('SIGUSR2', () => Promise.resolve().then(() => writeFileSync(${JSON.stringify(REPORT)}, String(triggerAsyncId()))));
`;

/**
 * Async hooks stay off once pages have been rendered (docs/decisions/0046): React's Node renderer
 * keeps an AsyncLocalStorage, which on Node 20 turns them on for the whole process, and every tick
 * and socket write of every answer, cached ones too, then pays a hook.
 */
describe.skipIf(!existsSync(BUILD))('async hooks in the built server (needs npm run build)', () => {
  let server: ChildProcess;

  beforeAll(async () => {
    await writeFile(PROBE, probe);
    await rm(REPORT, { force: true });
    server = await startBuiltSite({
      port: PORT,
      dataDir: '.tmp/async-hooks-test-data',
      env: { NODE_ENV: 'production', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${PROBE}` },
    });
  }, 180_000);
  afterAll(() => void server?.kill('SIGKILL'));

  it('stay off after pages are rendered', async () => {
    for (const page of ['/', '/rooms', '/rooms/celtic-fortune-casino-resort', '/fr/dining']) {
      const res = await fetch(`${base}${page}`);
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain('</html>');
    }
    server.kill('SIGUSR2');
    let report = '';
    for (let tries = 0; tries < 100 && !report; tries++) {
      await sleep(50);
      report = await readFile(REPORT, 'utf8').catch(() => '');
    }
    expect(report).toBe('0');
  });
});
