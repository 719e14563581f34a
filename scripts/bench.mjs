// npm run bench [-- --hotels N --reviews M --database-url URL --duration 3 --connections 16 --port 3401 --baseline-port 3410 --search-only --venues-only]
// Loopback benchmark (wrk, 127.0.0.1 only, bounded in time): the built server against two baselines
// serving the very same response bytes: nginx from a static file (the machine's limit) and a
// minimal node:http server from memory (the runtime's limit). Prints req/s, p50/p99, the ratios,
// the server's peak memory (VmHWM) and its start-up time on an existing database. Reservations: an
// availability search across all hotels and the /booking results page for the same stay (in the
// table, with their baselines, and their ratios to /api/rooms and /rooms) and POST
// /api/reservations from a few accounts over varying dates (201 and 409 counted). With
// --database-url it also runs two server processes against that PostgreSQL database. Signed-in
// browsing: the same pages with session cookies, beside the anonymous figures, and /account. The
// hotel search: filtered and text searches, and the availability search for a new stay each request,
// all uncached (--search-only: those alone, after the database is ready). Tables and treatments: a
// restaurant's free times and POST /api/bookings (--venues-only: those alone).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { measureWithWrk, startBaselines } from './bench/baselines.mjs';
import { benchReservations } from './bench/reservations.mjs';
import { benchSignedIn, printSignedIn } from './bench/signedIn.mjs';
import { benchAvailability, benchSearch, printAvailability, printSearch } from './bench/search.mjs';
import { peakRss, stopChild, waitUntilServing } from './bench/processes.mjs';
import { benchVenues, printVenues } from './bench/venues.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const duration = Number(opt('duration', 3));
const connections = Number(opt('connections', 16));
const hotels = opt('hotels');
const reviews = opt('reviews', hotels ? String(Number(hotels) * 10) : undefined);
const databaseUrl = opt('database-url');
const searchOnly = args.includes('--search-only');
const venuesOnly = args.includes('--venues-only');
const port0 = Number(opt('port', 3401)); // the servers: +0, +1
const baselinePort = Number(opt('baseline-port', port0 + 9)); // nginx, and node:http at +1
const PORTS = { server: port0, server2: port0 + 1, nginx: baselinePort, node: baselinePort + 1 };
const root = path.resolve('.tmp', `bench-${hotels ?? 'demo'}`);
const dataDir = path.join(root, 'data');
const children = new Set();

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

if (!existsSync('build/server/index.js')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
await mkdir(root, { recursive: true });

const serverEnv = (port) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // The reservations bench signs up a few accounts at every run, from 127.0.0.1.
  LIMIT_SIGNUPS_PER_ADDRESS: '100000',
  LIMIT_SIGNUP_ATTEMPTS_PER_ADDRESS: '100000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
});

function startServer(port) {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/start.js'], { env: serverEnv(port), stdio: ['ignore', 'inherit', 'inherit'] });
  children.add(child);
  return { child, started };
}

// 1. A database: create (first start migrates and seeds the demo content), then fill it to scale.
{
  const { child, started } = startServer(PORTS.server);
  await waitUntilServing(PORTS.server, started, '/api/ready');
  await stopChild(children, child);
  if (hotels) {
    execFileSync('npx', ['tsx', 'scripts/db-seed-scale.ts', '--hotels', hotels, '--reviews', reviews, '--if-fewer'], {
      stdio: 'inherit',
      env: serverEnv(PORTS.server),
    });
  }
}

// 2. Start-up on the existing database: from spawn to the first response.
const startups = [];
for (let i = 0; i < 3; i++) {
  const { child, started } = startServer(PORTS.server);
  startups.push(await waitUntilServing(PORTS.server, started));
  await stopChild(children, child);
}

const { child: server, started } = startServer(PORTS.server);
await waitUntilServing(PORTS.server, started, '/api/ready');
const base = `http://127.0.0.1:${PORTS.server}`;
const hotelCount = (await fetch(`${base}/api/rooms?limit=1`)).headers.get('x-total-count');
if (venuesOnly) {
  printVenues(await benchVenues({ base, root, connections, duration }));
  await stopChild(children, server);
  process.exit(0);
}
if (searchOnly) {
  printSearch(await benchSearch({ base, root, connections, duration }), hotelCount);
  printAvailability(await benchAvailability({ base, root, duration }), hotelCount);
  await stopChild(children, server);
  process.exit(0);
}
const [firstHotel] = await (await fetch(`${base}/api/rooms?limit=1`)).json();
const [firstPost] = await (await fetch(`${base}/api/blog`)).json();
// A stay about two months ahead, as the run's day makes it (check-in must be within a year).
const dayAhead = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const stayQuery = `checkIn=${dayAhead(60)}&checkOut=${dayAhead(62)}&guests=2`;
const availabilityTarget = `/api/availability?${stayQuery}`;
// The /booking results page for the same stay: with the availability search, the booking path.
const bookingTarget = `/booking?${stayQuery}`;
const targets = [
  '/api/rooms',
  `/api/rooms/by-slug/${firstHotel.slug}`,
  `/api/blog/${firstPost.slug}`,
  '/',
  '/rooms',
  `/rooms/${firstHotel.slug}`,
  `/blog/${firstPost.slug}`,
  availabilityTarget,
  bookingTarget,
];

// 3. The same bytes for the baselines.
const bodies = [];
for (const [i, target] of targets.entries()) {
  const res = await fetch(base + target, { headers: { 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`${target}: ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const file = path.join(root, 'static', `t${i}`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  bodies.push({ target, body, type: res.headers.get('content-type'), file });
}

const { nginx, nodeBaseline } = await startBaselines({ root, bodies, ports: PORTS, children });
const wrk = (url) => measureWithWrk(url, { connections, duration });

const byPath = new Map(bodies.map((b) => [b.target, b]));
// 4. Measure.
const rows = [];
for (const target of targets) {
  wrk(`${base}${target}`); // warm-up (and fill the cache) before measuring
  const s = wrk(`${base}${target}`);
  const ng = wrk(`http://127.0.0.1:${PORTS.nginx}${target}`);
  const nd = wrk(`http://127.0.0.1:${PORTS.node}${target}`);
  rows.push({ target, bytes: byPath.get(target).body.byteLength, s, ng, nd });
}
const signedInRows = await benchSignedIn({ base, root, connections, duration, hotelSlug: firstHotel.slug });
const reservationsRun = await benchReservations({ base, root, connections, duration, dayAhead });
const searchRows = await benchSearch({ base, root, connections, duration });
const availabilityRow = await benchAvailability({ base, root, duration });
const venuesRun = await benchVenues({ base, root, connections, duration });
const rss = await peakRss(server.pid);
await stopChild(children, server);

// 5. Two server processes against one PostgreSQL. For each URL, one process alone (wrk -c16)
// and then both at once (wrk -c8 against each, run together, summed), back to back so that both
// figures see the same machine load. Then the visitors' view: both processes answer the same
// bytes, and a change written to the database by anyone shows on both at once (NOTIFY).
let multi = null;
if (databaseUrl) {
  const a = startServer(PORTS.server);
  const b = startServer(PORTS.server2);
  await waitUntilServing(PORTS.server, a.started, '/api/ready');
  await waitUntilServing(PORTS.server2, b.started, '/api/ready');
  const ports = [PORTS.server, PORTS.server2];
  multi = { rows: [], checks: [] };
  for (const target of ['/api/rooms', `/api/rooms/by-slug/${firstHotel.slug}`, '/rooms', `/rooms/${firstHotel.slug}`]) {
    for (const port of ports) await wrkAsync(`http://127.0.0.1:${port}${target}`, connections); // warm-up
    // Best of two of each, alternating: the machine's load changes from second to second.
    let one = null;
    let both = null;
    for (let round = 0; round < 2; round++) {
      const o = await wrkAsync(`http://127.0.0.1:${PORTS.server}${target}`, connections);
      const t = await Promise.all(ports.map((port) => wrkAsync(`http://127.0.0.1:${port}${target}`, connections / 2)));
      if (!one || o.rps > one.rps) one = o;
      if (!both || t[0].rps + t[1].rps > both[0].rps + both[1].rps) both = t;
    }
    multi.rows.push({
      target,
      one,
      each: both.map((r) => r.rps),
      rps: both[0].rps + both[1].rps,
      p50: Math.max(...both.map((r) => r.p50)),
      p99: Math.max(...both.map((r) => r.p99)),
    });
  }
  multi.rss = [await peakRss(a.child.pid), await peakRss(b.child.pid)];
  multi.checks = await checkTwoProcesses(ports, firstHotel.slug);
  await Promise.all([stopChild(children, a.child), stopChild(children, b.child)]);
}

function wrkAsync(url, conns) {
  return new Promise((resolve, reject) => {
    const c = spawn('/usr/bin/wrk', ['-t1', `-c${conns}`, `-d${duration}s`, '--latency', url]);
    let out = '';
    c.stdout.on('data', (d) => (out += d));
    c.on('close', () => {
      const m = /Requests\/sec:\s+([\d.]+)/.exec(out);
      const ms = (label) => {
        const x = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
        return Number(x[1]) * { us: 0.001, ms: 1, s: 1000 }[x[2]];
      };
      const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out);
      if (!m || errors) reject(new Error(`${url}: ${errors?.[0] ?? out}`));
      const socketErrors = /Socket errors: .*/.exec(out);
      if (socketErrors) console.warn(`${url}: ${socketErrors[0]}`);
      else resolve({ rps: Number(m[1]), p50: ms('50'), p99: ms('99') });
    });
  });
}

async function checkTwoProcesses(ports, slug) {
  // One Host for both, as behind a load balancer (pages name their canonical URL after it).
  const get = (port, target) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: target, headers: { host: 'www.aurelia-resorts.example', 'accept-encoding': 'identity' } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode, etag: res.headers.etag, body }));
        })
        .on('error', reject);
    });
  const checks = [];
  for (const target of ['/api/rooms', `/api/rooms/by-slug/${slug}`, '/rooms', `/rooms/${slug}`, '/api/blog']) {
    const [x, y] = await Promise.all(ports.map((port) => get(port, target)));
    // Pages carry a per-response CSP nonce, the canonical URL after the Host of the request that
    // filled the cache (wrk's 127.0.0.1:port above) and the moment they were rendered ("today"):
    // compare them without these.
    const strip = (s) =>
      s
        .replace(/nonce="[^"]*"/g, '')
        .replace(/https?:\/\/(?:127\.0\.0\.1:\d+|www\.aurelia-resorts\.example)/g, '')
        .replace(/(\d{4}-\d\d-\d\d)T\d\d:\d\d:\d\d\.\d{3}Z/g, '$1');
    checks.push({ what: `same response from both: ${target}`, ok: x.status === 200 && y.status === 200 && strip(x.body) === strip(y.body) });
  }
  // A write from outside both processes (as another process or an operator would make it).
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select name from hotels where slug = $1', [slug]);
    const original = rows[0].name;
    const renamed = `${original} (bench ${process.pid})`;
    for (const port of ports) await get(port, `/api/rooms/by-slug/${slug}`); // cached on both
    await client.query('update hotels set name = $1 where slug = $2', [renamed, slug]);
    await sleep(50); // NOTIFY delivery
    const after = await Promise.all(ports.map((port) => get(port, `/api/rooms/by-slug/${slug}`)));
    checks.push({ what: 'a database write shows on both processes within 50 ms', ok: after.every((r) => JSON.parse(r.body).name === renamed) });
    await client.query('update hotels set name = $1 where slug = $2', [original, slug]);
    await sleep(50);
    const restored = await Promise.all(ports.map((port) => get(port, `/rooms/${slug}`)));
    checks.push({ what: 'and its undoing, on the pages too', ok: restored.every((r) => r.body.includes(original) && !r.body.includes(renamed)) });
  } finally {
    await client.end();
  }
  return checks;
}

await stopChild(children, nodeBaseline);
await stopChild(children, nginx);

// 6. Report.
const cpu = /model name\s*:\s*(.*)/.exec(await readFile('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown';
const f = (n, d = 0) => n.toFixed(d);
console.log(
  `\nMachine: ${execFileSync('nproc').toString().trim()} cores, ${cpu}, Node ${process.version}; wrk -t1 -c${connections} -d${duration}s on 127.0.0.1`,
);
console.log(
  `Database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${hotelCount} hotels; response cache ${process.env.RESPONSE_CACHE === 'false' ? 'off' : 'on'}`,
);
console.log(`Start-up on the existing database (spawn to first response): ${startups.map((s) => f(s)).join(', ')} ms`);
console.log(`Server peak memory (VmHWM): ${f(rss)} MB\n`);
console.log('| URL | bytes | server req/s | p50 ms | p99 ms | nginx req/s | node:http req/s | server/nginx | server/node |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.target.length > 40 ? `${r.target.slice(0, 37)}...` : r.target} | ${r.bytes} | ${f(r.s.rps)} | ${f(r.s.p50, 2)} | ${f(r.s.p99, 2)} | ${f(r.ng.rps)} | ${f(r.nd.rps)} | ${f(r.s.rps / r.ng.rps, 2)} | ${f(r.s.rps / r.nd.rps, 2)} |`,
  );
}
{
  // The booking path against the catalogue it stands beside, same run (docs/decisions/0023).
  const rps = new Map(rows.map((r) => [r.target, r.s.rps]));
  const ratio = (path, peer) => `${f(rps.get(path))} / ${f(rps.get(peer))} = ${f(rps.get(path) / rps.get(peer), 3)}`;
  console.log('\nThe booking path beside the catalogue (req/s, same run):');
  console.log(`- GET /api/availability / GET /api/rooms: ${ratio(availabilityTarget, '/api/rooms')}`);
  console.log(`- /booking results / /rooms: ${ratio(bookingTarget, '/rooms')}`);
}
printSignedIn(signedInRows, new Map(rows.map((r) => [r.target, r.s.rps])));
{
  const r = reservationsRun;
  const { 201: created = 0, 409: full = 0, ...other } = r.run.statuses;
  const others = Object.entries(other).map(([status, count]) => `${count} × ${status}`);
  console.log(`\nPOST /api/reservations: 8 accounts, the ${r.roomType} of ${r.hotel} (${r.inventory} rooms), 1-3 nights from 1-360 days ahead\n`);
  console.log('| URL | server req/s | p50 ms | p99 ms | 201 created | 409 full | other |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  console.log(`| POST /api/reservations | ${f(r.run.rps)} | ${f(r.run.p50, 2)} | ${f(r.run.p99, 2)} | ${created} | ${full} | ${others.join(', ') || '0'} |`);
  if (others.length) process.exitCode = 1;
}
printSearch(searchRows, hotelCount);
printAvailability(availabilityRow, hotelCount);
printVenues(venuesRun);
if (multi) {
  console.log(`\nTwo server processes on one PostgreSQL; peak memory ${multi.rss.map((m) => f(m)).join(' + ')} MB`);
  console.log('one process: wrk -c16; two processes: wrk -c8 against each at the same time, summed; best of two rounds each, alternating\n');
  console.log('| URL | one process req/s | p50 ms | two processes req/s | each | p50 ms | p99 ms | two/one |');
  console.log('|---|---:|---:|---:|---|---:|---:|---:|');
  for (const m of multi.rows) {
    console.log(
      `| ${m.target.length > 40 ? `${m.target.slice(0, 37)}...` : m.target} | ${f(m.one.rps)} | ${f(m.one.p50, 2)} | ${f(m.rps)} | ${m.each.map((r) => f(r)).join(' + ')} | ${f(m.p50, 2)} | ${f(m.p99, 2)} | ${f(m.rps / m.one.rps, 2)} |`,
    );
  }
  console.log('');
  for (const c of multi.checks) console.log(`- ${c.ok ? 'ok' : 'FAILED'}: ${c.what}`);
  if (multi.checks.some((c) => !c.ok)) process.exitCode = 1;
}
process.exit(process.exitCode ?? 0);
