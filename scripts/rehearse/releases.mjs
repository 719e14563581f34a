// Two releases for `npm run rehearse:rolling -- --two-releases` (docs/decisions/0049): release A and
// release B, each a copy of this working tree built in a folder of its own (B carrying A's files,
// PREVIOUS_BUILD), with a real change between them; what the pages of each ask for, fetched through
// the balancer and from each process; and pages opened in Chromium until they hydrate.
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/builtSite.ts';

/** Pages whose first loads differ most: the home page, the list, a hotel, the booking search, a language. */
export const PAGES = ['/', '/rooms', '/booking', '/blog', '/fr/', '/casino'];

/**
 * The change between the releases: each release marks its pages (`<html data-release>`), so that a
 * page tells which release rendered it; the root's module, and so its file and the build's manifest,
 * differ between the two builds.
 */
const MARK = { file: 'app/root.tsx', from: '<html lang={tag}', to: (name) => `<html data-release="${name}" lang={tag}` };

const run = (command, args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${out.slice(-2000)}`))));
  });

/** Copies the working tree (what git tracks or would, node_modules linked) into `dir`, marks it, and builds it. */
export async function buildRelease({ name, dir, previous }) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  await mkdir(dir, { recursive: true });
  for (const file of files)
    await cp(file, path.join(dir, file), { force: true }).catch((error) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
  await symlink(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  const marked = path.join(dir, MARK.file);
  const source = await readFile(marked, 'utf8');
  if (!source.includes(MARK.from)) throw new Error(`${MARK.file} no longer holds "${MARK.from}": update scripts/rehearse/releases.mjs`);
  await writeFile(marked, source.replace(MARK.from, MARK.to(name)));
  const env = { ...process.env, PREVIOUS_BUILD: previous ? path.join(previous, 'build') : '' };
  const out = await run('npm', ['run', 'build'], { cwd: dir, env });
  return { name, dir, carried: out.match(/carry-assets: .*/)?.[0] ?? '', assets: new Set(await readdir(path.join(dir, 'build', 'client', 'assets'))) };
}

/**
 * The scripts, styles, fonts and the manifest a page's HTML names (its own origin's `/assets/*`): in
 * preload links and in the inline script that starts the scripts after the hero's paint (ADR 0011).
 */
export const assetsOf = (html) => [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|woff2)\b/g) ?? [])];
export const releaseOf = (html) => /<html[^>]* data-release="([^"]+)"/.exec(html)?.[1] ?? '?';

// A connection per request, as the mixed load does: an nginx reload closes its idle client
// keep-alive connections, which a browser retries on a new one and a load generator would count.
// Pages as identity (their HTML is read), assets as browsers ask for them (the twins are served).
export const get = (url, headers = { 'accept-encoding': 'br, gzip' }) =>
  new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
      res.on('error', (error) => resolve({ status: error.code ?? error.message, text: '' }));
    });
    req.on('error', (error) => resolve({ status: error.code ?? error.message, text: '' }));
  });

/**
 * Asks, in a loop until stopped, for a page through the balancer and for every asset it names: once
 * through the balancer and once from each process that is up (`upstreams()`: port and release), so
 * that a page of one release is asked of a process of the other. Counts by the page's release and
 * status.
 */
export function startAssetChecks({ base, upstreams, pagesSeen }) {
  const counts = new Map(); // "A asset via nginx 200" -> n
  const failures = [];
  const assetsAsked = new Map(); // release -> Set of asset paths
  const count = (key) => counts.set(key, (counts.get(key) ?? 0) + 1);
  let running = true;
  const loop = async () => {
    let i = 0;
    while (running) {
      const page = PAGES[i++ % PAGES.length];
      const { status: pageStatus, text: html } = await get(`${base}${page}`, {});
      count(`${releaseOf(html)} page ${pageStatus}`);
      if (pageStatus !== 200) {
        failures.push(`page ${page} ${pageStatus}`);
        continue;
      }
      const release = releaseOf(html);
      pagesSeen.set(`${release} ${page}`, html);
      const asked = assetsAsked.get(release) ?? new Set();
      assetsAsked.set(release, asked);
      for (const asset of assetsOf(html)) {
        asked.add(asset);
        // Through nginx, and from each process: a process of the page's release or a later one must
        // have the file; one of an earlier release cannot have a later one's (nginx retries its 404).
        const via = await get(`${base}${asset}`);
        count(`${release} asset via nginx ${via.status}`);
        if (via.status !== 200) failures.push(`${release} page ${page}: ${asset} via nginx ${via.status}`);
        for (const upstream of upstreams()) {
          const { status } = await get(`http://127.0.0.1:${upstream.port}${asset}`);
          const older = upstream.release < release;
          count(`${release} asset from a process of ${upstream.release} ${status}`);
          if (status !== 200 && !(older && status === 404))
            failures.push(`${release} page ${page}: ${asset} from :${upstream.port} (${upstream.release}) ${status}`);
        }
      }
    }
  };
  const loops = [loop(), loop()];
  return {
    counts,
    failures,
    assetsAsked,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * Every asset the kept pages name, asked of each process in `ports` (after the roll: all of release
 * B): counts by status, and the failures.
 */
export async function assetsFrom(pages, ports) {
  const counts = new Map();
  const failures = [];
  for (const [key, html] of pages) {
    for (const asset of assetsOf(html)) {
      for (const port of ports) {
        const { status } = await get(`http://127.0.0.1:${port}${asset}`);
        counts.set(status, (counts.get(status) ?? 0) + 1);
        if (status !== 200) failures.push(`${key}: ${asset} from :${port} ${status}`);
      }
    }
  }
  return { counts, failures };
}

/**
 * Opens pages in Chromium, one new context each, until stopped: each counts as hydrated once the
 * root marks `<html data-hydrated>` (app/lib/hydration.ts), within 20 s. `document(url)` may give the
 * HTML to show instead of asking the balancer (a page of the previous release, kept from earlier):
 * its scripts and data still come from the balancer.
 */
export async function startBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = new Map(); // "A hydrated" -> n
  const failures = [];
  const count = (key) => results.set(key, (results.get(key) ?? 0) + 1);
  async function visit(url, html) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bad = [];
    page.on('response', (res) => {
      if (res.status() >= 400) bad.push(`${new URL(res.url()).pathname} ${res.status()}`);
    });
    page.on('requestfailed', (req) => bad.push(`${new URL(req.url()).pathname} ${req.failure()?.errorText}`));
    if (html) await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    let release = '?';
    try {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 20_000 });
      release = (await page.getAttribute('html', 'data-release')) ?? '?';
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
      count(`${release}${html ? ' (kept HTML)' : ''} hydrated`);
    } catch (error) {
      count(`${release}${html ? ' (kept HTML)' : ''} not hydrated`);
      failures.push(`${url} (${release}): ${error.message.split('\n')[0]}`);
    }
    if (bad.length) failures.push(`${url} (${release}): ${bad.join(', ')}`);
    await context.close();
  }
  let running = false;
  let loop = Promise.resolve();
  return {
    results,
    failures,
    visit,
    /** Visits the pages through `base` in turn until `stop`. */
    start(base) {
      running = true;
      loop = (async () => {
        for (let i = 0; running; i++) await visit(`${base}${PAGES[i % PAGES.length]}`);
      })();
    },
    async stop() {
      running = false;
      await loop;
    },
    close: () => browser.close(),
  };
}
