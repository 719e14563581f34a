// npm run lighthouse: Lighthouse (mobile, default simulated throttling) on every public route of
// the built site, with Debian's Chromium. Prints the four scores and LCP, CLS, TBT, bytes, the
// scripts' requests and transfer and the pictures' transfer per route; exits 1 when a route scores
// below 98 on performance (or below the floor CI sets, docs/decisions/0045) or below 100 on
// accessibility, best practices or SEO, when its largest
// contentful paint is above 1,200 ms (issue 23), when its first load makes more than 12 script
// requests or moves more than 130 KB of scripts (issue 34 asked 125; MAX_SCRIPT_KB), or more than 200 KB of
// pictures (issue 33, MAX_IMAGE_KB). Arguments narrow it to the routes containing one of them.
// Starts its own server on a fresh database, with every language published, unless LIGHTHOUSE_URL
// is given. The CPU slowdown is calibrated to the host, so every machine simulates the same phone
// (ADR 0033). Then the heaviest pages and each language's again on a slower phone (benchmark index
// 600), printed with the seconds it took; LIGHTHOUSE_SLOW_PHONE=every measures only that phone, on
// every route in every language.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LOCALES, localizedPath } from '../app/i18n/locales';
import { STATIC_PATHS } from '../app/seo/sitemap.server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltSite } from './support/builtSite';
import { judgedRun, type JudgedRun } from './support/lighthouseRuns';

/** The performance every route is built to: issue 23's bar, reported on every run. */
const PERFORMANCE_TARGET = 98;
/**
 * The performance a route fails below. By default the target itself; CI sets a floor under it
 * (LIGHTHOUSE_MIN_PERFORMANCE), because on its shared hosts the score measures the host as much as
 * the page, and the target is then reported, not judged (docs/decisions/0045).
 */
const THRESHOLDS = {
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? PERFORMANCE_TARGET),
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** The largest contentful paint a route may take (LIGHTHOUSE_MAX_LCP_MS moves it, for experiments). */
const MAX_LCP_MS = Number(process.env.LIGHTHOUSE_MAX_LCP_MS ?? 1200);
/**
 * The scripts of a first load, lazy parts included, as Lighthouse counts them over the site's own
 * HTTP/1.1: requests, and bytes with their response headers (issue 34; docs/decisions/0039).
 */
const MAX_SCRIPT_REQUESTS = 12;
/**
 * Issue 34's bar was 125 KB. The hotel page is the heaviest: 124.8 KB in CI's run of 2026-11-28 once
 * the chunk plan weighed its unneeded bytes (docs/performance.md), 124.2 KB once the head's inline
 * scripts left the bundle. React Router 8 adds about 4.2 KB on the wire to every page (the hotel page
 * 124.9 -> 129.1 KB, `/rooms` 120.8 -> 125.1; docs/decisions/0050): 130 until the shell sheds it.
 */
const MAX_SCRIPT_KB = 130;
/**
 * The pictures of a first mobile load (issue 33): the hotel page opens on its demo hero, a 4,000 px
 * photograph, of which the phone should get a variant its screen needs and nothing more.
 */
const MAX_IMAGE_KB = 200;
/** Pages in the other languages, Arabic and Chinese included (their fonts and right-to-left layout) and the casino in German. */
const TRANSLATED_PATHS = ['/fr/', '/ar/', '/zh/rooms', '/de/casino'];
/** The slow phone's pages: the heaviest first loads (the home, list, hotel, booking and sign-up pages) and each language's. */
const onTheSlowPhone = (path: string) => ['/', '/rooms', '/booking', '/signup'].includes(path) || path.startsWith('/rooms/') || TRANSLATED_PATHS.includes(path);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4290);
const externalUrl = process.env.LIGHTHOUSE_URL;
const base = externalUrl ?? `http://127.0.0.1:${port}`;

async function routes(): Promise<string[]> {
  const [hotels, posts] = await Promise.all([
    fetch(`${base}/api/rooms?limit=1`).then((r) => r.json() as Promise<Array<{ slug: string }>>),
    fetch(`${base}/api/blog`).then((r) => r.json() as Promise<Array<{ slug: string }>>),
  ]);
  const all = [...STATIC_PATHS, `/rooms/${hotels[0]!.slug}`, `/blog/${posts[0]!.slug}`, ...TRANSLATED_PATHS];
  // `npm run lighthouse -- / /contact royal`: only those paths, and those containing a word without a slash.
  const only = process.argv.slice(2);
  const wanted = (path: string) => only.some((word) => (word.startsWith('/') ? path === word : path.includes(word)));
  return only.length ? all.filter(wanted) : all;
}

const server = externalUrl ? null : await startBuiltSite({ port, dataDir: '.tmp/lighthouse-data', env: { PUBLISHED_LOCALES: 'all' } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});

type Category = keyof typeof THRESHOLDS;
const CATEGORIES = Object.keys(THRESHOLDS) as Category[];
/** Runs per route at most: until one meets the bar (Lighthouse CI's "optimistic" aggregation). */
const MAX_RUNS = 5;

/** A row of Lighthouse's network-requests audit (transferSize: body and headers). */
interface NetworkRequest {
  resourceType?: string;
  transferSize: number;
}

interface Run extends JudgedRun {
  scores: Record<Category, number>;
  row: string[];
}

/**
 * The benchmark score Chrome DevTools gives a mid-tier phone (a Pixel 5). Lighthouse's fixed 4x
 * slowdown only simulates it on a host scoring about 4000, as our machines do; a starved CI host
 * scoring 1000 simulated a phone four times slower than that (ADR 0033).
 */
const MID_TIER_PHONE_BENCHMARK = 1000;
/**
 * An affordable Android phone, slower than the gate's (issue 34): performance 98 and total blocking
 * time 150 ms are its bar, on the pages whose scripts weigh most and in every language. Its table
 * is printed but not judged yet (the home page's hydration still blocks longer than that), so each
 * page is measured once: a retry only looks for a passing run, which a report does not need, and
 * cost CI minutes. LIGHTHOUSE_SLOW_PHONE=gate judges it (three runs at most, until one passes),
 * =off skips it.
 */
const SLOW_PHONE_BENCHMARK = 600;
const slowPhoneMode = process.env.LIGHTHOUSE_SLOW_PHONE ?? 'report';
/** =every: the slow phone's survey alone, judged as =gate does, on every route in every language (108 pages, about 30 minutes). */
const everyRouteOnTheSlowPhone = slowPhoneMode === 'every';
const slowPhoneJudged = slowPhoneMode === 'gate' || everyRouteOnTheSlowPhone;
const SLOW_PHONE = { performance: 98, maxTbtMs: 150, maxRuns: slowPhoneJudged ? 3 : 1, judged: slowPhoneJudged, mode: slowPhoneMode };
/** The host's latest benchmark index (Lighthouse's `environment.benchmarkIndex`). */
let hostBenchmark = 0;
const cpuSlowdown = (phone = MID_TIER_PHONE_BENCHMARK) => Math.max(1, Math.round((hostBenchmark / phone) * 10) / 10);

/** Lighthouse measures the host's benchmark index at the start of every run; three runs on a small file give a first figure. */
async function calibrate() {
  const indexes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const result = await lighthouse(`${base}/robots.txt`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    indexes.push(result?.lhr.environment.benchmarkIndex ?? 0);
  }
  hostBenchmark = indexes.sort((a, b) => a - b)[1]!;
  console.log(`host benchmark index ${indexes.map(Math.round).join(', ')}: CPU slowdown ${cpuSlowdown()}x for a phone scoring ${MID_TIER_PHONE_BENCHMARK}`);
}

async function measure(path: string, phone = MID_TIER_PHONE_BENCHMARK): Promise<Run> {
  const throttling = { cpuSlowdownMultiplier: cpuSlowdown(phone) };
  const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', throttling });
  if (!result) throw new Error(`no result for ${path}`);
  const { categories, audits, runtimeError } = result.lhr;
  // The next run (a retry, or the next route) follows the host as it is now.
  if (result.lhr.environment.benchmarkIndex > 0) hostBenchmark = result.lhr.environment.benchmarkIndex;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
  const problems = runtimeError ? [`${runtimeError.code} ${runtimeError.message}`] : [];
  const tbt = audits['total-blocking-time']?.numericValue ?? 0;
  if (phone === SLOW_PHONE_BENCHMARK) {
    if (scores.performance < SLOW_PHONE.performance) problems.push(`performance ${scores.performance} < ${SLOW_PHONE.performance} on the slow phone`);
    if (!runtimeError && tbt > SLOW_PHONE.maxTbtMs) problems.push(`total blocking time ${Math.round(tbt)} ms > ${SLOW_PHONE.maxTbtMs} ms on the slow phone`);
    const row = [
      path,
      String(scores.performance),
      `${Math.round(tbt)} ms`,
      `${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
      `${throttling.cpuSlowdownMultiplier}x`,
    ];
    return { failedToMeasure: Boolean(runtimeError), scores, problems, row };
  }
  for (const id of CATEGORIES) {
    if (scores[id] < THRESHOLDS[id]) {
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && categories[id]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
        .map((a) => a.id);
      problems.push(`${id} ${scores[id]} < ${THRESHOLDS[id]} (${failing.join(', ')})`);
    }
  }
  const lcp = audits['largest-contentful-paint']?.numericValue ?? Infinity;
  if (!runtimeError && lcp > MAX_LCP_MS) problems.push(`largest contentful paint ${Math.round(lcp)} ms > ${MAX_LCP_MS} ms`);
  const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const scriptKb = scripts.reduce((sum, r) => sum + r.transferSize, 0) / 1024;
  if (!runtimeError && scripts.length > MAX_SCRIPT_REQUESTS) problems.push(`${scripts.length} script requests > ${MAX_SCRIPT_REQUESTS}`);
  if (!runtimeError && scriptKb > MAX_SCRIPT_KB) problems.push(`scripts ${scriptKb.toFixed(1)} KB on the wire > ${MAX_SCRIPT_KB} KB`);
  const imageKb = requests.filter((r) => r.resourceType === 'Image').reduce((sum, r) => sum + r.transferSize, 0) / 1024;
  if (!runtimeError && imageKb > MAX_IMAGE_KB) problems.push(`images ${imageKb.toFixed(1)} KB on the wire > ${MAX_IMAGE_KB} KB`);
  const row = [
    path,
    ...CATEGORIES.map((id) => String(scores[id])),
    `${Math.round(lcp === Infinity ? 0 : lcp)} ms`,
    (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    `${Math.round(tbt)} ms`,
    `${Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024)} KB`,
    `${scripts.length} / ${scriptKb.toFixed(1)} KB`,
    `${imageKb.toFixed(1)} KB`,
    `${throttling.cpuSlowdownMultiplier}x`,
  ];
  return { failedToMeasure: Boolean(runtimeError), scores, problems, row };
}

/** Measures `path` until a run meets the bar, `maxRuns` times at most: the runs, and the one the route is judged by. */
async function measureUntilPassing(path: string, maxRuns: number, phone?: number) {
  const runs = [await measure(path, phone)];
  while (runs.at(-1)!.problems.length > 0 && runs.length < maxRuns) runs.push(await measure(path, phone));
  return { runs, best: judgedRun(runs) };
}

/**
 * Simulated throttling multiplies the CPU time the page really took by 4: builds or tests still
 * winding down (in CI, the suite that just ran) inflate it. Waits up to three minutes for the
 * one-minute load average to fall below one.
 */
async function quietMachine() {
  const started = Date.now();
  while (loadavg()[0]! >= 1 && Date.now() - started < 180_000) await new Promise((r) => setTimeout(r, 5000));
  console.log(`load average ${loadavg()[0]!.toFixed(2)} after ${Math.round((Date.now() - started) / 1000)} s of waiting`);
}

const rows: string[][] = [];
const slowRows: string[][] = [];
const failures: string[] = [];
const belowTarget: string[] = [];
let slowPhoneSeconds = 0;
await quietMachine();
try {
  await calibrate();
  const paths = await routes();
  for (const path of everyRouteOnTheSlowPhone ? [] : paths) {
    // Simulated throttling replays one observed page load and scales its CPU time; on this 2-core
    // machine the same page scores within about 5 points from run to run. A route is measured
    // until a run meets the bar, five times at most, and judged by that run, or by its best when
    // none does (Lighthouse CI's "optimistic" aggregation); the table also shows the median, the
    // typical score.
    const { runs, best } = await measureUntilPassing(path, MAX_RUNS);
    const performances = runs
      .filter((r) => !r.failedToMeasure)
      .map((r) => r.scores.performance)
      .sort((a, b) => a - b);
    failures.push(...best.problems.map((problem) => `${path}: ${problem}`));
    if (!best.failedToMeasure && best.scores.performance < PERFORMANCE_TARGET && best.scores.performance >= THRESHOLDS.performance) {
      belowTarget.push(`${path}: performance ${best.scores.performance} (TBT ${best.row[7]})`);
    }
    rows.push([...best.row, String(runs.length), String(performances[Math.floor(performances.length / 2)] ?? '-')]);
    const perRun = runs.map((r) => (r.failedToMeasure ? r.problems[0]!.split(' ')[0] : `${r.scores.performance} (TBT ${r.row[7]})`));
    console.log(`measured ${path}${runs.length > 1 ? ` (${runs.length} runs: ${perRun.join(', ')})` : ''}`);
  }
  const started = performance.now();
  const slowPhonePaths = everyRouteOnTheSlowPhone
    ? LOCALES.flatMap((locale) => paths.filter((path) => !TRANSLATED_PATHS.includes(path)).map((path) => localizedPath(locale, path)))
    : paths.filter(onTheSlowPhone);
  for (const path of SLOW_PHONE.mode === 'off' ? [] : slowPhonePaths) {
    const { runs, best } = await measureUntilPassing(path, SLOW_PHONE.maxRuns, SLOW_PHONE_BENCHMARK);
    if (SLOW_PHONE.judged) failures.push(...best.problems.map((problem) => `${path}: ${problem}`));
    slowRows.push([...best.row, String(runs.length)]);
    console.log(
      `measured ${path} on the slow phone${runs.length > 1 ? ` (${runs.length} runs: ${runs.map((r) => `${r.row[1]}, TBT ${r.row[2]}`).join('; ')})` : ''}`,
    );
  }
  slowPhoneSeconds = (performance.now() - started) / 1000;
} finally {
  await chrome.kill();
  server?.kill();
}

const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'bytes', 'scripts', 'images', 'CPU', 'runs', 'median perf'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
if (rows.length) console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
if (slowRows.length) {
  const slowHeader = ['route', 'perf', 'TBT', 'LCP', 'CPU', 'runs'];
  const slowWidths = slowHeader.map((h, i) => Math.max(h.length, ...slowRows.map((r) => r[i]!.length)));
  const slowLine = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(slowWidths[i]!)).join(' | ')} |`;
  console.log(
    `\nThe slow phone (benchmark index ${SLOW_PHONE_BENCHMARK}; performance ${SLOW_PHONE.performance}, TBT ${SLOW_PHONE.maxTbtMs} ms${SLOW_PHONE.judged ? '' : ', not judged'}): ${Math.round(slowPhoneSeconds)} s\n`,
  );
  console.log([slowLine(slowHeader), slowLine(slowWidths.map((w) => '-'.repeat(w))), ...slowRows.map(slowLine)].join('\n'));
}
if (belowTarget.length) {
  console.log(`\nBelow the target of ${PERFORMANCE_TARGET}, above the floor of ${THRESHOLDS.performance} (reported, not judged):\n${belowTarget.join('\n')}`);
}
if (failures.length) {
  console.error(`\nBelow the bar:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery route meets the bar.');
