// npm run measure:first-tap: how long a visitor on a slow phone (e2e/support/slowPhone.ts: 390 px,
// 4x CPU slowdown, 1.6 Mbps, 150 ms round trip, nothing cached) looks at a painted page before
// React has hydrated it. Prints first contentful paint, hydration and the gap between them per
// route (median of RUNS). Starts the built server on a fresh database unless FIRST_TAP_URL is given.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { readPaintAndHydration, recordHydrationTime, throttleLikeASlowPhone } from '../e2e/support/slowPhone';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 3);
const port = Number(process.env.FIRST_TAP_PORT ?? 4295);
const externalUrl = process.env.FIRST_TAP_URL;
const base = externalUrl ?? `http://127.0.0.1:${port}`;

async function startServer() {
  const dataDir = '.tmp/first-tap-data';
  await rm(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['server/start.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/api/ready`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = externalUrl ? null : await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const [hotel] = (await fetch(`${base}/api/rooms?limit=1`).then((r) => r.json())) as Array<{ slug: string }>;
  const routes = ['/', '/casino', '/spa', `/rooms/${hotel!.slug}`, '/signup', '/contact'];
  console.log('| route | first paint ms | hydrated ms | gap ms |\n|---|---:|---:|---:|');
  for (const route of routes) {
    const paints: number[] = [];
    const hydrations: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await throttleLikeASlowPhone(page);
      await recordHydrationTime(page);
      await page.goto(`${base}${route}`, { waitUntil: 'commit' });
      const { firstPaintMs, hydratedMs } = await readPaintAndHydration(page);
      paints.push(firstPaintMs);
      hydrations.push(hydratedMs ?? Number.NaN);
      await context.close();
    }
    const paint = median(paints);
    const hydrated = median(hydrations);
    console.log(`| ${route} | ${paint} | ${hydrated} | ${hydrated - paint} |`);
  }
} finally {
  await browser.close();
  server?.kill();
}
