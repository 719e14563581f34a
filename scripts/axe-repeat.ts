// The home page's axe run, repeated in the dark theme on a slowed CPU (the flaky contrast result of
// issue 24: the cookie notice caught mid-fade, docs/decisions/0028). After `npm run build`:
//   npx tsx scripts/axe-repeat.ts [--runs 20] [--path /] [--width 390] [--rate 4] [--port 4239]
// Starts the built site on a fresh PGlite folder, loads the page in a new context each run as a
// first-time visitor (motion allowed, so the notice's entrance runs), waits for the cookie notice
// and runs axe (WCAG 2.2 AA). Prints each run's violations and the count of clean runs; exits 1
// if any run was not clean.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltSite } from './support/builtSite';
import { runAxe, WCAG_AA } from '../e2e/support/axe';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    path: { type: 'string', default: '/' },
    width: { type: 'string', default: '390' },
    rate: { type: 'string', default: '4' },
    port: { type: 'string', default: '4239' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const site = await startBuiltSite({ port, dataDir: '.tmp/axe-repeat-data' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let clean = 0;
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: { width: Number(values.width), height: 900 }, colorScheme: 'dark', reducedMotion: 'no-preference' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.rate) });
    await page.goto(`http://127.0.0.1:${port}${values.path}`);
    await page.getByRole('region', { name: 'Cookie notice' }).waitFor({ state: 'visible', timeout: 120_000 });
    const results = await runAxe(page, { tags: WCAG_AA });
    const found = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
    if (found.length === 0) clean++;
    console.log(`run ${run}: ${found.length === 0 ? 'clean' : found.join(', ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  site.kill();
}
console.log(`${values.path} at ${values.width} px, dark, CPU slowed ${values.rate}x: ${clean} of ${runs} runs clean`);
process.exit(clean === runs ? 0 : 1);
