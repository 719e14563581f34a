// The bench's baselines and its load generator: nginx serving the measured bytes from files (the
// machine's limit), a minimal node:http server sending them from memory (the runtime's limit), and
// wrk on 127.0.0.1, bounded in time.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NGINX, nginxConfig } from '../support/nginx.mjs';

/**
 * Starts both baselines on ports.nginx and ports.node; `bodies` are {target, type, file}. nginx
 * matches a target by its path (a location has no query), so no two targets may share a path.
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
  }).listen(${ports.node}, '127.0.0.1');`;
  const nodeBaseline = spawn(process.execPath, ['-e', nodeBaselineSource], {
    env: { ...process.env, BODIES: JSON.stringify(bodies.map(({ target, type, file }) => ({ target, type, file }))) },
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
