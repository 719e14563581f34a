// npm run bench [-- --hotels N --reviews M --database-url URL --duration 3 --connections 16]
// Loopback benchmark (wrk, 127.0.0.1 only, bounded in time): the built server against two baselines
// serving the very same response bytes: nginx from a static file (the machine's limit) and a
// minimal node:http server from memory (the runtime's limit). Prints req/s, p50/p99, the ratios,
// the server's peak memory (VmHWM) and its start-up time on an existing database. With
// --database-url it also runs two server processes against that PostgreSQL database.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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
const PORTS = { server: 3401, server2: 3402, nginx: 3410, node: 3411 };
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
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
});

function startServer(port) {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/start.js'], { env: serverEnv(port), stdio: ['ignore', 'inherit', 'inherit'] });
  children.add(child);
  return { child, started };
}

async function waitUntilServing(port, started, path_ = '/api/health', timeoutMs = 600_000) {
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path_}`);
      if (res.ok) return performance.now() - started;
    } catch {}
    await sleep(5);
  }
  throw new Error(`server on ${port} did not answer`);
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  children.delete(child);
}

const peakRss = async (pid) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024;
};

// 1. A database: create (first start migrates and seeds the demo content), then fill it to scale.
{
  const { child, started } = startServer(PORTS.server);
  await waitUntilServing(PORTS.server, started, '/api/ready');
  await stop(child);
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
  await stop(child);
}

const { child: server, started } = startServer(PORTS.server);
await waitUntilServing(PORTS.server, started, '/api/ready');
const base = `http://127.0.0.1:${PORTS.server}`;
const hotelCount = (await fetch(`${base}/api/rooms?limit=1`)).headers.get('x-total-count');
const [firstHotel] = await (await fetch(`${base}/api/rooms?limit=1`)).json();
const [firstPost] = await (await fetch(`${base}/api/blog`)).json();
const targets = [
  '/api/rooms',
  `/api/rooms/by-slug/${firstHotel.slug}`,
  `/api/blog/${firstPost.slug}`,
  '/',
  '/rooms',
  `/rooms/${firstHotel.slug}`,
  `/blog/${firstPost.slug}`,
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

const nginxConf = path.join(root, 'nginx.conf');
await writeFile(
  nginxConf,
  `worker_processes auto;
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/nginx-tmp;
  proxy_temp_path ${root}/nginx-tmp;
  fastcgi_temp_path ${root}/nginx-tmp;
  uwsgi_temp_path ${root}/nginx-tmp;
  scgi_temp_path ${root}/nginx-tmp;
  sendfile on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${PORTS.nginx};
    root ${root}/static;
${bodies.map((b, i) => `    location = ${b.target} { try_files /t${i} =404; }\n    location = /t${i} { internal; default_type "${b.type}"; }`).join('\n')}
  }
}
`,
);
await mkdir(path.join(root, 'nginx-tmp'), { recursive: true });
const nginx = spawn('/usr/sbin/nginx', ['-c', nginxConf, '-p', root], { stdio: 'inherit' });
children.add(nginx);

const byPath = new Map(bodies.map((b) => [b.target, b]));
// The runtime's limit, in a process of its own (this one blocks while wrk runs).
const nodeBaselineSource = `
const http = require('node:http');
const fs = require('node:fs');
const routes = new Map(JSON.parse(process.env.BODIES).map((b) => [b.target, { type: b.type, body: fs.readFileSync(b.file) }]));
http.createServer((req, res) => {
  const b = routes.get(req.url);
  if (!b) { res.writeHead(404).end(); return; }
  res.writeHead(200, { 'content-type': b.type, 'content-length': b.body.byteLength });
  res.end(b.body);
}).listen(${PORTS.node}, '127.0.0.1');`;
const nodeBaseline = spawn(process.execPath, ['-e', nodeBaselineSource], {
  env: { ...process.env, BODIES: JSON.stringify(bodies.map(({ target, type, file }) => ({ target, type, file }))) },
  stdio: 'inherit',
});
children.add(nodeBaseline);
await sleep(500);

function wrk(url) {
  const out = execFileSync('/usr/bin/wrk', ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', url], { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]);
  const ms = (label) => {
    const m = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (errors) throw new Error(`${url}: ${errors[1]} error responses`);
  return { rps, p50: ms('50'), p99: ms('99') };
}

// 4. Measure.
const rows = [];
for (const target of targets) {
  wrk(`${base}${target}`); // warm-up (and fill the cache) before measuring
  const s = wrk(`${base}${target}`);
  const ng = wrk(`http://127.0.0.1:${PORTS.nginx}${target}`);
  const nd = wrk(`http://127.0.0.1:${PORTS.node}${target}`);
  rows.push({ target, bytes: byPath.get(target).body.byteLength, s, ng, nd });
}
const rss = await peakRss(server.pid);
await stop(server);

// 5. Two server processes against one PostgreSQL, measured together.
let multi = null;
if (databaseUrl) {
  const a = startServer(PORTS.server);
  const b = startServer(PORTS.server2);
  await waitUntilServing(PORTS.server, a.started, '/api/ready');
  await waitUntilServing(PORTS.server2, b.started, '/api/ready');
  multi = [];
  for (const target of ['/api/rooms', `/rooms/${firstHotel.slug}`]) {
    for (const port of [PORTS.server, PORTS.server2]) wrk(`http://127.0.0.1:${port}${target}`);
    const both = await Promise.all(
      [PORTS.server, PORTS.server2].map(
        (port) =>
          new Promise((resolve, reject) => {
            const c = spawn('/usr/bin/wrk', ['-t1', `-c${connections / 2}`, `-d${duration}s`, '--latency', `http://127.0.0.1:${port}${target}`]);
            let out = '';
            c.stdout.on('data', (d) => (out += d));
            c.on('exit', () => {
              const m = /Requests\/sec:\s+([\d.]+)/.exec(out);
              const p = /\s50%\s+([\d.]+)(us|ms|s)/.exec(out);
              if (!m || !p) reject(new Error(out));
              else resolve({ rps: Number(m[1]), p50: Number(p[1]) * { us: 0.001, ms: 1, s: 1000 }[p[2]] });
            });
          }),
      ),
    );
    multi.push({ target, rps: both[0].rps + both[1].rps, p50: Math.max(both[0].p50, both[1].p50) });
  }
  multi.rss = [await peakRss(a.child.pid), await peakRss(b.child.pid)];
  await Promise.all([stop(a.child), stop(b.child)]);
}

await stop(nodeBaseline);
await stop(nginx);

// 6. Report.
const cpu = /model name\s*:\s*(.*)/.exec(await readFile('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown';
const f = (n, d = 0) => n.toFixed(d);
console.log(`\nMachine: ${execFileSync('nproc').toString().trim()} cores, ${cpu}, Node ${process.version}; wrk -t1 -c${connections} -d${duration}s on 127.0.0.1`);
console.log(`Database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${hotelCount} hotels; response cache ${process.env.RESPONSE_CACHE === 'false' ? 'off' : 'on'}`);
console.log(`Start-up on the existing database (spawn to first response): ${startups.map((s) => f(s)).join(', ')} ms`);
console.log(`Server peak memory (VmHWM): ${f(rss)} MB\n`);
console.log('| URL | bytes | server req/s | p50 ms | p99 ms | nginx req/s | node:http req/s | server/nginx | server/node |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.target.length > 40 ? `${r.target.slice(0, 37)}...` : r.target} | ${r.bytes} | ${f(r.s.rps)} | ${f(r.s.p50, 2)} | ${f(r.s.p99, 2)} | ${f(r.ng.rps)} | ${f(r.nd.rps)} | ${f(r.s.rps / r.ng.rps, 2)} | ${f(r.s.rps / r.nd.rps, 2)} |`,
  );
}
if (multi) {
  console.log(`\nTwo server processes on one PostgreSQL (wrk -c${connections / 2} against each, summed); peak memory ${multi.rss.map((m) => f(m)).join(' + ')} MB`);
  for (const m of multi) console.log(`  ${m.target}: ${f(m.rps)} req/s, p50 ${f(m.p50, 2)} ms`);
}
process.exit(0);
