// npm run check:js-budget [-- --budget-kb=140]: the JavaScript a visitor downloads on the first load
// of each route, gzip-compressed, from React Router's build manifest (build/client/assets/
// manifest-*.js: the entry's modules, then root's and the route's own modules and imports, exactly
// what the server-rendered page modulepreloads), and the part of the manifest the page carries.
// With React Router's lazy route discovery (its default, react-router.config.ts sets no other) a
// page inlines the manifest of its own routes and never loads manifest-*.js, which lists every
// route of every language. Fails when a route goes above the budget, or when a client asset holds
// a server-only library.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const clientDir = path.resolve('build/client');
const budgetArg = process.argv.find((a) => a.startsWith('--budget-kb='));
// 140 since React Router 8 (docs/decisions/0050): its router grew by 4.6-4.7 KB gzip on every route;
// the 135 of ADR 0034 (issue 23) held every route of React Router 7.
const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : 140;

const assets = await readdir(path.join(clientDir, 'assets'));
const manifestFile = assets.find((f) => /^manifest-[\w-]+\.js$/.test(f));
if (!manifestFile) {
  console.error('js-budget: no build/client/assets/manifest-*.js; run npm run build first');
  process.exit(2);
}
const manifestSource = await readFile(path.join(clientDir, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(manifestSource.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''));

const sizes = new Map();
async function gzipSize(url) {
  if (!sizes.has(url)) {
    const data = await readFile(path.join(clientDir, url));
    sizes.set(url, { raw: data.byteLength, gzip: gzipSync(data, { level: 9 }).byteLength });
  }
  return sizes.get(url);
}

const routes = manifest.routes;
/** The manifest as a page of these routes inlines it: the entry and its own routes. */
const inlineManifestGzip = (chain) =>
  gzipSync(JSON.stringify({ entry: manifest.entry, routes: Object.fromEntries(chain.map((r) => [r.id, r])), url: manifest.url, version: manifest.version }), {
    level: 9,
  }).byteLength;
const chainOf = (id) => (id ? [...chainOf(routes[id].parentId), routes[id]] : []);
// Resource routes (sitemap, robots.txt) render no page and load no JavaScript.
const leaves = Object.values(routes).filter((r) => r.id !== 'root' && r.hasDefaultExport);
const rows = [];
for (const route of leaves) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chainOf(route.id)) {
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  let raw = 0;
  let gzip = inlineManifestGzip(chainOf(route.id));
  for (const file of files) {
    const s = await gzipSize(file);
    raw += s.raw;
    gzip += s.gzip;
  }
  const label = route.index ? '/' : `/${route.path ?? route.id}`;
  rows.push({ route: label, files: files.size, raw, gzip });
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const shared = [manifest.entry.module, ...manifest.entry.imports];
let sharedGzip = 0;
for (const f of shared) sharedGzip += (await gzipSize(f)).gzip;
console.log(`First-load JavaScript per route (gzip -9), budget ${budgetKb} KB`);
console.log('route                      files  minified KB    gzip KB');
for (const r of rows)
  console.log(`${r.route.padEnd(26)} ${String(r.files).padStart(5)} ${kb(r.raw)}      ${kb(r.gzip)}${r.gzip > budgetKb * 1024 ? '  OVER' : ''}`);
console.log(`\nof which every route loads (entry, react-dom, react-router): ${kb(sharedGzip)} KB gzip`);
const largest = [...sizes.entries()].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 4);
for (const [file, s] of largest) console.log(`  ${file.padEnd(44)} ${kb(s.gzip)} KB gzip`);
// Server-only libraries never belong in the browser: a page importing a constant from a table
// module once shipped drizzle's column classes (10 KB gzip) to a venue page.
const SERVER_ONLY = [
  ['drizzle-orm', 'drizzle:entityKind'],
  ['pg', 'pg-protocol'],
  ['@electric-sql/pglite', 'PGlite'],
  ['nodemailer', 'nodemailer'],
];
const leaks = [];
for (const file of assets.filter((f) => f.endsWith('.js'))) {
  const source = await readFile(path.join(clientDir, 'assets', file), 'utf8');
  for (const [library, marker] of SERVER_ONLY) if (source.includes(marker)) leaks.push(`${file} holds ${library}`);
}
if (leaks.length) {
  console.error(`\njs-budget: server-only code in the browser's bundle:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
const over = rows.filter((r) => r.gzip > budgetKb * 1024);
if (over.length) {
  console.error(`\njs-budget: ${over.length} route(s) above ${budgetKb} KB gzip: ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}
console.log(`\njs-budget: every route within ${budgetKb} KB gzip`);
