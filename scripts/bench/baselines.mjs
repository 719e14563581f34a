// The bench's baselines and its load generator: nginx serving the measured bytes from files (the
// machine's limit), a minimal node:http server sending them from memory with two headers (the
// runtime's limit), the same server sending the site's own headers too (the same bytes), and wrk
// on 127.0.0.1, bounded in time.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NGINX, nginxConfig } from '../support/nginx.mjs';

/** Node's own headers: it adds them to every answer, the baselines' too. */
const ADDED_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
/** A request id of the site's length, the same on every answer of the same-bytes baseline. */
const FIXED_REQUEST_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The headers the server answered `url` with, in its order, as a flat [name, value, ...] list:
 * without the ones Node adds itself, and with a fixed request id.
 */
export function sentHeaders(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'identity' } }, (res) => {
      res.resume();
      const list = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const name = res.rawHeaders[i];
        if (!ADDED_BY_NODE.has(name.toLowerCase())) list.push(name, name.toLowerCase() === 'x-request-id' ? FIXED_REQUEST_ID : res.rawHeaders[i + 1]);
      }
      res.on('end', () => resolve(list));
    }).on('error', reject);
  });
}

/**
 * Starts the baselines: nginx on ports.nginx, node:http with two headers on ports.node and with
 * the site's headers on ports.sameBytes (one process); `bodies` are {target, type, file, headers}
 * (`sentHeaders`). nginx matches a target by its path (a location has no query), so no two
 * targets may share a path.
 */
export async function startBaselines({ root, bodies, ports, children }) {
  const nginxConf = path.join(root, 'nginx.conf');
  const servers = bodies.map(
    (b, i) => `    location = ${b.target.split('?')[0]} { try_files /t${i} =404; }\n    location = /t${i} { internal; default_type "${b.type}"; }`,
  );
  await writeFile(
    nginxConf,
    await nginxConfig({
      root,
      http: `  sendfile on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${ports.nginx};
    root ${root}/static;
${servers.join('\n')}
  }`,
    }),
  );
  const nginx = spawn(NGINX, ['-c', nginxConf, '-p', root], { stdio: 'inherit' });
  children.add(nginx);

  // The runtime's limit, in a process of its own (this one blocks while wrk runs). The issue's
  // baseline sends two headers where the site sends a dozen or more, each validated and written
  // by Node on every answer: the second server sends the very bytes the site sends (but Date).
  const nodeBaselineSource = `
  const http = require('node:http');
  const fs = require('node:fs');
  const routes = new Map(JSON.parse(process.env.BODIES).map((b) => [b.target, { type: b.type, headers: b.headers, body: fs.readFileSync(b.file) }]));
  http.createServer((req, res) => {
    const b = routes.get(req.url);
    if (!b) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': b.type, 'content-length': b.body.byteLength });
    res.end(b.body);
  }).listen(${ports.node}, '127.0.0.1');
  http.createServer((req, res) => {
    const b = routes.get(req.url);
    if (!b) { res.writeHead(404).end(); return; }
    res.writeHead(200, b.headers);
    res.end(b.body);
  }).listen(${ports.sameBytes}, '127.0.0.1');`;
  const nodeBaseline = spawn(process.execPath, ['-e', nodeBaselineSource], {
    env: { ...process.env, BODIES: JSON.stringify(bodies.map(({ target, type, file, headers }) => ({ target, type, file, headers }))) },
    stdio: 'inherit',
  });
  children.add(nodeBaseline);
  await sleep(500);
  return { nginx, nodeBaseline };
}

/** The CPU time a process has used, in µs (user and system, from /proc). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * req/s, p50 and p99 (ms) of `duration` seconds of wrk with `connections` connections, and with the
 * server's `pid` the CPU time it spent per answer (µs): on a busy machine the throughput moves with
 * the other load, the CPU an answer costs much less.
 */
export function measureWithWrk(url, { connections, duration, pid }) {
  const cpuBefore = pid ? cpuMicros(pid) : 0;
  const out = execFileSync('/usr/bin/wrk', ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', url], { encoding: 'utf8' });
  const answers = Number(/(\d+) requests in/.exec(out)[1]);
  const cpu = pid ? (cpuMicros(pid) - cpuBefore) / answers : undefined;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]);
  const ms = (label) => {
    const m = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (errors) throw new Error(`${url}: ${errors[1]} error responses`);
  return { rps, p50: ms('50'), p99: ms('99'), cpu };
}

/**
 * The same measurement of each server in turn, `rounds` times, keeping each server's best round:
 * another process's burst slows a round, never speeds one up, so the best rounds of servers
 * measured side by side compare them, where single rounds on a shared machine did not.
 */
export function measureSideBySide(servers, { rounds, ...options }) {
  const best = servers.map(() => ({ run: null, cpu: Infinity }));
  for (let round = 0; round < rounds; round++) {
    servers.forEach(({ url, pid }, i) => {
      const run = measureWithWrk(url, { ...options, pid });
      if (!best[i].run || run.rps > best[i].run.rps) best[i].run = run;
      if (run.cpu !== undefined) best[i].cpu = Math.min(best[i].cpu, run.cpu);
    });
  }
  return best.map(({ run, cpu }) => ({ ...run, cpu: Number.isFinite(cpu) ? cpu : undefined }));
}
