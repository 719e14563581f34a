// npm run bench [-- --hotels N --reviews M --database-url URL --duration 3 --connections 16 --rounds 3 --port 3401 --baseline-port 3410 --search-only --venues-only --cache-only --members N --loyalty-only]
// Loopback benchmark (wrk, 127.0.0.1 only, bounded in time): the built server against two baselines
// serving the very same response bodies: nginx from a static file (the machine's limit) and a
// minimal node:http server from memory with two headers (the runtime's limit), and beside them the
// same node:http server sending the site's own headers too (the same bytes: what the server
// does beyond sending them). Prints req/s, p50/p99, the ratios,
// the server's peak memory (VmHWM) and its start-up time on an existing database. Reservations: an
// availability search across all hotels and the /booking results page for the same stay (in the
// table, with their baselines, and their ratios to /api/rooms and /rooms), the first hotel's hero
// photograph as a phone's AVIF variant (a static file's bytes at nginx, issue 33; then beside the
// site's own static file of about its size, scripts/bench/variant.mjs) and POST
// /api/reservations from a few accounts over varying dates (201 and 409 counted). With
// --database-url it also runs two server processes against that PostgreSQL database. Signed-in
// browsing: the same pages with session cookies, beside the anonymous figures, and /account. The
// hotel search: filtered and text searches, and the availability search for a new stay each request,
// all uncached (--search-only: those alone, after the database is ready). Tables and treatments: a
// restaurant's free times and POST /api/bookings (--venues-only: those alone). Prices: a member's /booking
// results beside the anonymous ones, and one hotel's 60-day price calendar, uncached. --cache-only: the
// first table alone (the cached reads beside their baselines), to repeat it quickly. --members N
// (with --hotels): the Aurelia Circle at scale, N generated members with 100 ledger entries each and
// 10,000 stays due (db:seed:scale --members): GET /api/account/rewards for random members and the
// daily completion job's wall time (scripts/bench/loyalty.mjs); --loyalty-only: those alone.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { measureSideBySide, measureWithWrk, sentHeaders, startBaselines } from './bench/baselines.mjs';
import { benchReservations } from './bench/reservations.mjs';
import { benchSignedIn, printSignedIn } from './bench/signedIn.mjs';
import { benchAvailability, benchSearch, printAvailability, printSearch } from './bench/search.mjs';
import { peakRss, stopChild, waitUntilServing } from './bench/processes.mjs';
import { benchTwoProcesses, printTwoProcesses } from './bench/twoProcesses.mjs';
import { benchVenues, printVenues } from './bench/venues.mjs';
import { benchCalendar, printCalendar } from './bench/calendar.mjs';
import { benchVariantBesideAsset, printVariantBesideAsset } from './bench/variant.mjs';
import { benchLoyalty, completionJob, loyaltySessions, printLoyalty } from './bench/loyalty.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const duration = Number(opt('duration', 3));
const connections = Number(opt('connections', 16));
const rounds = Number(opt('rounds', 3));
const hotels = opt('hotels');
const reviews = opt('reviews', hotels ? String(Number(hotels) * 10) : undefined);
const databaseUrl = opt('database-url');
const searchOnly = args.includes('--search-only');
const venuesOnly = args.includes('--venues-only');
const cacheOnly = args.includes('--cache-only');
const members = opt('members');
const loyaltyOnly = args.includes('--loyalty-only');
const port0 = Number(opt('port', 3401)); // the servers: +0, +1
const baselinePort = Number(opt('baseline-port', port0 + 9)); // nginx, and node:http at +1 (two headers) and +2 (the site's)
const PORTS = { server: port0, server2: port0 + 1, nginx: baselinePort, node: baselinePort + 1, sameBytes: baselinePort + 2 };
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
    execFileSync(
      'npx',
      ['tsx', 'scripts/db-seed-scale.ts', '--hotels', hotels, '--reviews', reviews, '--if-fewer', ...(members ? ['--members', members] : [])],
      {
        stdio: 'inherit',
        env: serverEnv(PORTS.server),
      },
    );
  }
}

// The programme: the daily completion job over the stays due, before any server starts (each runs
// it at start: server/upkeep.ts), then members signed in (the database free of the server: PGlite
// has one process).
const loyaltyJob = members ? completionJob(serverEnv(PORTS.server)) : null;
const loyaltyTokens = members ? loyaltySessions(serverEnv(PORTS.server)) : null;

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
if (loyaltyOnly && loyaltyTokens) {
  const rows = await benchLoyalty({ base, root, tokens: loyaltyTokens, connections, duration });
  await stopChild(children, server);
  printLoyalty({ rows, job: loyaltyJob, members: Number(members), entries: loyaltyJob.entries, tokens: loyaltyTokens.length });
  process.exit(0);
}
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
// A photograph's variant as a phone's hero asks for it (issue 33: at least half a static file's pace),
// made by the warm-up request below and then kept by the process.
const heroVariant = (await (await fetch(`${base}/api/rooms/by-slug/${firstHotel.slug}`)).json()).media
  ?.find((m) => m.role === 'hero')
  ?.sources.find((s) => s.format === 'avif' && s.width >= 640)?.url;
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
  ...(heroVariant ? [heroVariant] : []),
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
  bodies.push({ target, body, type: res.headers.get('content-type'), file, headers: await sentHeaders(base + target) });
}

const { nginx, nodeBaseline } = await startBaselines({ root, bodies, ports: PORTS, children });

const byPath = new Map(bodies.map((b) => [b.target, b]));
// 4. Measure: the server and its baselines in turn, `rounds` times, each judged by its best round.
const rows = [];
for (const target of targets) {
  measureWithWrk(`${base}${target}`, { connections, duration }); // warm-up (and fill the cache) before measuring
  const [s, ng, nd, sb] = measureSideBySide(
    [
      { url: `${base}${target}`, pid: server.pid },
      { url: `http://127.0.0.1:${PORTS.nginx}${target}` },
      { url: `http://127.0.0.1:${PORTS.node}${target}`, pid: nodeBaseline.pid },
      { url: `http://127.0.0.1:${PORTS.sameBytes}${target}`, pid: nodeBaseline.pid },
    ],
    { rounds, connections, duration },
  );
  rows.push({ target, bytes: byPath.get(target).body.byteLength, headers: byPath.get(target).headers.length / 2, s, ng, nd, sb });
}
const variantRun =
  heroVariant &&
  benchVariantBesideAsset({ base, pid: server.pid, variant: heroVariant, bytes: byPath.get(heroVariant).body.byteLength, rounds, connections, duration });
const more = !cacheOnly;
const signedInRows = more && (await benchSignedIn({ base, root, connections, duration, hotelSlug: firstHotel.slug, bookingTarget }));
const calendarRows = more && (await benchCalendar({ base, root, duration, hotelSlug: firstHotel.slug }));
const reservationsRun = more && (await benchReservations({ base, root, connections, duration, dayAhead }));
const searchRows = more && (await benchSearch({ base, root, connections, duration }));
const availabilityRow = more && (await benchAvailability({ base, root, duration }));
const venuesRun = more && (await benchVenues({ base, root, connections, duration }));
const loyaltyRows = more && loyaltyTokens && (await benchLoyalty({ base, root, tokens: loyaltyTokens, connections, duration }));
const rss = await peakRss(server.pid);
await stopChild(children, server);

// 5. Two server processes against one PostgreSQL (scripts/bench/twoProcesses.mjs).
const multi = databaseUrl && more ? await benchTwoProcesses({ startServer, PORTS, children, connections, duration, databaseUrl, slug: firstHotel.slug }) : null;

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
console.log(`Each figure: the best of ${rounds} rounds, the server and its baselines in turn; CPU: the least a round spent per answer\n`);
console.log(
  'node:http: two headers (content-type, content-length); same bytes: node:http sending the headers the site sent (n, Date aside, a fixed request id)\n',
);
console.log(
  '| URL | bytes | server req/s | p50 ms | p99 ms | nginx req/s | node:http req/s | same bytes req/s (n) | server/nginx | server/node | server/same bytes | server CPU µs | node:http CPU µs | same bytes CPU µs |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.target.length > 40 ? `${r.target.slice(0, 37)}...` : r.target} | ${r.bytes} | ${f(r.s.rps)} | ${f(r.s.p50, 2)} | ${f(r.s.p99, 2)} | ${f(r.ng.rps)} | ${f(r.nd.rps)} | ${f(r.sb.rps)} (${r.headers}) | ${f(r.s.rps / r.ng.rps, 2)} | ${f(r.s.rps / r.nd.rps, 2)} | ${f(r.s.rps / r.sb.rps, 2)} | ${f(r.s.cpu, 1)} | ${f(r.nd.cpu, 1)} | ${f(r.sb.cpu, 1)} |`,
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
if (variantRun) printVariantBesideAsset(variantRun);
if (cacheOnly) process.exit(0);
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
printCalendar(calendarRows, firstHotel.name);
if (multi) printTwoProcesses(multi);
if (loyaltyRows) printLoyalty({ rows: loyaltyRows, job: loyaltyJob, members: Number(members), entries: loyaltyJob.entries, tokens: loyaltyTokens.length });
process.exit(process.exitCode ?? 0);
