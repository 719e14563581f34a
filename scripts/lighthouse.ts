// npm run lighthouse: Lighthouse (mobile, default simulated throttling) on every public route of
// the built site, with Debian's Chromium. Prints the four scores and LCP, CLS, TBT and bytes per
// route; exits 1 when a route scores below 95 on performance or below 100 on accessibility, best
// practices or SEO. Starts its own server on a fresh database unless LIGHTHOUSE_URL is given.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { STATIC_PATHS } from '../app/seo/sitemap.server';

const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4290);
const externalUrl = process.env.LIGHTHOUSE_URL;
const base = externalUrl ?? `http://127.0.0.1:${port}`;

async function startServer() {
  const dataDir = '.tmp/lighthouse-data';
  await rm(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['server/start.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return child;
    } catch (error) {
      if (i % 50 === 49) console.log(String((error as Error).cause ?? error));
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

async function routes(): Promise<string[]> {
  const [hotels, posts] = await Promise.all([
    fetch(`${base}/api/rooms?limit=1`).then((r) => r.json() as Promise<Array<{ slug: string }>>),
    fetch(`${base}/api/blog`).then((r) => r.json() as Promise<Array<{ slug: string }>>),
  ]);
  return [...STATIC_PATHS, `/rooms/${hotels[0]!.slug}`, `/blog/${posts[0]!.slug}`];
}

const server = externalUrl ? null : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const rows: string[][] = [];
const failures: string[] = [];
try {
  for (const path of await routes()) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`no result for ${path}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) failures.push(`${path}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: keyof typeof THRESHOLDS) => Math.round((categories[id]?.score ?? 0) * 100);
    for (const id of Object.keys(THRESHOLDS) as Array<keyof typeof THRESHOLDS>) {
      if (score(id) < THRESHOLDS[id]) {
        const failing = Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && categories[id]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
          .map((a) => a.id);
        failures.push(`${path}: ${id} ${score(id)} < ${THRESHOLDS[id]} (${failing.join(', ')})`);
      }
    }
    rows.push([
      path,
      String(score('performance')),
      String(score('accessibility')),
      String(score('best-practices')),
      String(score('seo')),
      `${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
      (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`,
      `${Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024)} KB`,
    ]);
    console.log(`measured ${path}`);
  }
} finally {
  await chrome.kill();
  server?.kill();
}

const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'bytes'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
if (failures.length) {
  console.error(`\nBelow the bar:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery route meets the bar.');
