// npm run measure:first-tap: how long a visitor on a slow phone (e2e/support/slowPhone.ts: 390 px,
// 4x CPU slowdown, 1.6 Mbps, 150 ms round trip, nothing cached) looks at a painted page before
// React has hydrated it. Prints first contentful paint, hydration and the gap between them per
// route (median of RUNS). Starts the built server on a fresh database unless FIRST_TAP_URL is given.
import { chromium } from '@playwright/test';
import { readPaintAndHydration, recordHydrationTime, throttleLikeASlowPhone } from '../e2e/support/slowPhone';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltSite } from './support/builtSite';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 3);
const port = Number(process.env.FIRST_TAP_PORT ?? 4295);
const externalUrl = process.env.FIRST_TAP_URL;
const base = externalUrl ?? `http://127.0.0.1:${port}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = externalUrl ? null : await startBuiltSite({ port, dataDir: '.tmp/first-tap-data' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
