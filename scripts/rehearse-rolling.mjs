// npm run rehearse:rolling [-- --retries off --database-url URL --port 4226 --seconds-between 3 --two-releases]
// A deployment rehearsal (README, "Deploying"): two server processes on one PostgreSQL database
// behind a local nginx, a steady mixed load through nginx (pages, API reads, sign-ups, contact
// writes, reservation requests), and a rolling restart: each process in turn gets SIGTERM, is taken
// out of nginx once it reports not ready, exits, starts again, and is put back once ready. Prints
// every answer by status, the writes answered 201 against the rows stored, and each process's exit
// code and drain time. Loopback only, bounded in time; installs nothing. `--retries off` sets
// nginx's proxy_next_upstream off, as a load balancer that never retries would behave.
// `--two-releases` (docs/decisions/0049) builds release A and release B (a real change between them,
// B carrying A's files) from this working tree in folders of their own, serves A on both processes
// and rolls them to B, while it also asks for pages and every script and style they name (through
// nginx and from each process) and opens pages in Chromium until they hydrate; after the roll it
// opens pages of A, kept from before, against B alone.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startMixedLoad } from './rehearse/mixedLoad.mjs';
import { assetsFrom, buildRelease, PAGES, startAssetChecks, startBrowser } from './rehearse/releases.mjs';
import { NGINX, nginxConfig } from './support/nginx.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const retries = opt('retries', 'on') !== 'off';
const databaseUrl = opt('database-url', process.env.REHEARSAL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aurelia_rehearsal');
const nginxPort = Number(opt('port', 4226));
const ports = [nginxPort + 1, nginxPort + 2];
const clients = Number(opt('clients', 16));
const secondsBetween = Number(opt('seconds-between', 3));
const twoReleases = args.includes('--two-releases');
const MAX_SECONDS = twoReleases ? 600 : 300; // the whole rehearsal, whatever happens
const root = path.resolve('.tmp', 'rehearse-rolling');

const missing = [];
if (!NGINX) missing.push('nginx (Debian: apt-get install nginx)');
if (!twoReleases && !existsSync('build/server/index.js')) missing.push('the built site (npm run build)');
if (missing.length) {
  console.error(`Missing: ${missing.join('; ')}. Nothing was started.`);
  process.exit(1);
}
const deadline = performance.now() + MAX_SECONDS * 1000;

// A fresh database for each rehearsal, dropped at the end.
const target = new URL(databaseUrl);
const dbName = target.pathname.slice(1);
const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).href });
try {
  await admin.connect();
} catch (error) {
  console.error(`Missing: a PostgreSQL server at ${target.host} (${error.message}). Nothing was started.`);
  process.exit(1);
}
await admin.query(`drop database if exists "${dbName}" with (force)`);
await admin.query(`create database "${dbName}"`);

await rm(root, { recursive: true, force: true });

// ---- the releases: the working tree's build, or A and B built apart ---------------------------
let releases = { first: '.', next: '.' };
if (twoReleases) {
  const step0 = performance.now();
  const a = await buildRelease({ name: 'A', dir: path.join(root, 'releases', 'A') });
  const b = await buildRelease({ name: 'B', dir: path.join(root, 'releases', 'B'), previous: a.dir });
  const onlyA = [...a.assets].filter((name) => !b.assets.has(name)).length;
  const onlyB = [...b.assets].filter((name) => !a.assets.has(name)).length;
  console.log(
    `Built release A and release B in ${((performance.now() - step0) / 1000).toFixed(0)} s: ${onlyA} files of A's build are not in B's, ${onlyB} of B's not in A's`,
  );
  console.log(`  ${b.carried}`);
  releases = { first: a.dir, next: b.dir, onlyA, onlyB, carried: b.carried };
}
const children = new Set();
let nginx;
process.on('exit', () => {
  // SIGTERM to nginx's master, which stops its workers (a killed master leaves them listening).
  for (const child of children) if (child.exitCode === null) child.kill(child === nginx ? 'SIGTERM' : 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
const step = (text) => console.log(`[${(performance.now() / 1000).toFixed(1)} s] ${text}`);

// ---- nginx: keep-alive upstreams, passive health, retries as asked --------------------------
const nginxConf = path.join(root, 'nginx.conf');
async function writeNginxConf(down = new Set()) {
  await writeFile(
    nginxConf,
    await nginxConfig({
      root,
      workers: 1,
      http: `  upstream site {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s${down.has(p) ? ' down' : ''};`).join('\n')}
    keepalive 32;
    # Shorter than Node's keep-alive timeout (5 s): nginx, not the server, closes an idle connection.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream ${retries ? 'error timeout' : 'off'};
    }
    # A page of the next release may ask a process of the previous one for a file only the next
    # release has (404): another process may have it (docs/decisions/0049).
    location /assets/ {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_next_upstream ${retries ? 'error timeout http_404' : 'off'};
    }
  }`,
    }),
  );
}
// SIGHUP to the master (what `nginx -s reload` sends): new workers with the new configuration, the old ones finish what they serve.
const reloadNginx = () => nginx.kill('SIGHUP');

// ---- the server processes --------------------------------------------------------------------
const serverEnv = (port) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '1',
  // The whole load comes from one address.
  LIMIT_SIGNUPS_PER_ADDRESS: '1000000',
  LIMIT_SIGNUP_ATTEMPTS_PER_ADDRESS: '1000000',
  LIMIT_CONTACT_PER_ADDRESS: '1000000',
});
const ready = async (port) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/ready`)).status;
  } catch {
    return 0;
  }
};
async function startProcess(port, cwd = '.') {
  const child = spawn(process.execPath, ['server/start.js'], { cwd, env: serverEnv(port), stdio: ['ignore', 'inherit', 'inherit'] });
  children.add(child);
  const started = performance.now();
  while ((await ready(port)) !== 200) {
    if (child.exitCode !== null || performance.now() > deadline) throw new Error(`the server on ${port} did not become ready`);
    await sleep(50);
  }
  step(`process on :${port} ready`);
  return { child, readyMs: performance.now() - started };
}

// One process first (it migrates and seeds), then the second.
const processes = {};
processes[ports[0]] = (await startProcess(ports[0], releases.first)).child;
processes[ports[1]] = (await startProcess(ports[1], releases.first)).child;
const up = new Set(ports);
const releaseOn = new Map(ports.map((port) => [port, 'A'])); // which release each process serves
await writeNginxConf();
if (
  await fetch(`http://127.0.0.1:${nginxPort}/`).then(
    () => true,
    () => false,
  )
)
  throw new Error(`port ${nginxPort} is taken: stop what listens there`);
nginx = spawn(NGINX, ['-c', nginxConf, '-p', root], { stdio: 'inherit' });
children.add(nginx);
const base = `http://127.0.0.1:${nginxPort}`;
while ((await fetch(`${base}/api/health`).catch(() => null))?.status !== 200) {
  if (nginx.exitCode !== null || performance.now() > deadline) throw new Error('nginx did not start');
  await sleep(50);
}
step('nginx ready');

// ---- the load (scripts/rehearse/mixedLoad.mjs) ------------------------------------------------
const load = await startMixedLoad({ base, clients, deadline });
const { byStatus, written } = load;
step(`load started: ${clients} clients`);
// The pages of either release and what they ask for; Chromium opening pages until they hydrate.
const pagesSeen = new Map(); // "A /rooms" -> its HTML
const checks = twoReleases
  ? startAssetChecks({ base, upstreams: () => [...up].map((port) => ({ port, release: releaseOn.get(port) })), pagesSeen })
  : undefined;
const browser = twoReleases ? await startBrowser() : undefined;
browser?.start(base);

// Every page of A as a process of A renders it, kept to be opened against B alone after the roll.
if (twoReleases) for (const page of PAGES) pagesSeen.set(`A ${page}`, await (await fetch(`http://127.0.0.1:${ports[0]}${page}`)).text());

// ---- the rolling restart ----------------------------------------------------------------------
const restarts = [];
await sleep(secondsBetween * 1000);
for (const port of ports) {
  const old = processes[port];
  const exited = new Promise((resolve) => old.once('exit', (code) => resolve(code)));
  const signalled = performance.now();
  old.kill('SIGTERM');
  step(`SIGTERM to :${port}`);
  // The balancer's health check: once the process says it is not ready, it gets no new requests.
  while ((await ready(port)) === 200 && performance.now() < deadline) await sleep(100);
  const down = new Set([port]);
  await writeNginxConf(down);
  reloadNginx();
  step(`:${port} not ready: taken out of nginx`);
  up.delete(port);
  const code = await exited;
  step(`:${port} exited ${code}`);
  const drainMs = performance.now() - signalled;
  const { child, readyMs } = await startProcess(port, releases.next);
  processes[port] = child;
  releaseOn.set(port, 'B');
  up.add(port);
  await writeNginxConf();
  reloadNginx();
  step(`:${port} back in nginx`);
  restarts.push({ port, code, drainMs, readyMs });
  await sleep(secondsBetween * 1000);
}
await load.stop();
await checks?.stop();
await browser?.stop();
// Every process now serves B: the pages of A kept from before the roll, opened against B alone.
const keptA = [...pagesSeen].filter(([key]) => key.startsWith('A '));
const keptAAssets = twoReleases ? await assetsFrom(keptA, ports) : undefined;
if (browser) {
  for (const [key, html] of keptA) await browser.visit(`${base}${key.slice(2)}`, html);
  await browser.close();
}

// ---- the report -------------------------------------------------------------------------------
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const stored = async (table, ids) => (ids.length ? (await db.query(`select count(*)::int as n from ${table} where id = any($1::uuid[])`, [ids])).rows[0].n : 0);
const rows = {
  'sign-up': await stored('users', written['sign-up']),
  contact: await stored('contact_messages', written.contact),
  reservation: await stored('reservations', written.reservation),
};
await db.end();

const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
const failures = [...byStatus].filter(([key]) => !/ 20[01]$/.test(key)).reduce((sum, [, n]) => sum + n, 0);
console.log(`\nRolling restart of 2 processes behind nginx (proxy_next_upstream ${retries ? 'error timeout' : 'off'}), ${clients} clients`);
console.log(`Answers: ${total}, other than 200/201: ${failures}`);
for (const [key, n] of [...byStatus].sort()) console.log(`  ${key.padEnd(22)} ${n}`);
console.log('Writes answered 201 / rows stored:');
for (const kind of Object.keys(written)) console.log(`  ${kind.padEnd(12)} ${written[kind].length} / ${rows[kind]}`);
console.log('Processes:');
for (const r of restarts)
  console.log(`  :${r.port}  exit code ${r.code}, SIGTERM to exit ${Math.round(r.drainMs)} ms, new process ready in ${Math.round(r.readyMs)} ms`);
if (twoReleases) {
  console.log(`Two releases: ${releases.onlyA} files only A's build has, ${releases.onlyB} only B's; ${releases.carried}`);
  console.log(`Pages and the assets they name (pages ${PAGES.join(', ')}; every asset through nginx and from each process up):`);
  for (const [key, n] of [...checks.counts].sort()) console.log(`  ${key.padEnd(34)} ${n}`);
  for (const [release, asked] of [...checks.assetsAsked].sort()) console.log(`  distinct assets named by pages of ${release}: ${asked.size}`);
  console.log('Pages opened in Chromium (hydrated: <html data-hydrated> within 20 s):');
  for (const [key, n] of [...browser.results].sort()) console.log(`  ${key.padEnd(34)} ${n}`);
  console.log(`  pages of A kept and opened against B alone after the roll: ${keptA.length}`);
  console.log(`After the roll, every asset those ${keptA.length} pages of A name, asked of each process (both B):`);
  for (const [status, n] of keptAAssets.counts) console.log(`  ${String(status).padEnd(34)} ${n}`);
  for (const failure of [...checks.failures, ...browser.failures, ...keptAAssets.failures].slice(0, 20)) console.log(`  FAILED ${failure}`);
}

for (const child of Object.values(processes)) child.kill('SIGTERM');
await Promise.all(Object.values(processes).map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))));
nginx.kill('SIGQUIT');
await new Promise((resolve) => (nginx.exitCode !== null ? resolve() : nginx.once('exit', resolve)));
await admin.query(`drop database if exists "${dbName}" with (force)`);
await admin.end();
const lost = Object.keys(written).some((kind) => written[kind].length !== rows[kind]);
const releaseFailures = twoReleases ? checks.failures.length + browser.failures.length + keptAAssets.failures.length + (keptA.length ? 0 : 1) : 0;
process.exit(failures || lost || releaseFailures || restarts.some((r) => r.code !== 0) ? 1 : 0);
