import { spawn } from 'node:child_process';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { peakRss, stopChild, waitUntilServing } from './processes.mjs';

/**
 * Two server processes against one PostgreSQL. For each URL, one process alone (wrk -c16) and then
 * both at once (wrk -c8 against each, run together, summed), back to back so that both figures see
 * the same machine load. Then the visitors' view: both processes answer the same bytes, and a change
 * written to the database by anyone shows on both at once (NOTIFY).
 */
export async function benchTwoProcesses({ startServer, PORTS, children, connections, duration, databaseUrl, slug }) {
  const wrk = (url, conns) => wrkAsync(url, conns, duration);
  const a = startServer(PORTS.server);
  const b = startServer(PORTS.server2);
  await waitUntilServing(PORTS.server, a.started, '/api/ready');
  await waitUntilServing(PORTS.server2, b.started, '/api/ready');
  const ports = [PORTS.server, PORTS.server2];
  const multi = { rows: [], checks: [] };
  for (const target of ['/api/rooms', `/api/rooms/by-slug/${slug}`, '/rooms', `/rooms/${slug}`]) {
    for (const port of ports) await wrk(`http://127.0.0.1:${port}${target}`, connections); // warm-up
    // Best of two of each, alternating: the machine's load changes from second to second.
    let one = null;
    let both = null;
    for (let round = 0; round < 2; round++) {
      const o = await wrk(`http://127.0.0.1:${PORTS.server}${target}`, connections);
      const t = await Promise.all(ports.map((port) => wrk(`http://127.0.0.1:${port}${target}`, connections / 2)));
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
  multi.checks = await checkTwoProcesses(ports, slug, databaseUrl);
  await Promise.all([stopChild(children, a.child), stopChild(children, b.child)]);
  return multi;
}

/** Prints the two processes' table and checks; a failed check fails the run. */
export function printTwoProcesses(multi) {
  const f = (n, d = 0) => n.toFixed(d);
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

function wrkAsync(url, conns, duration) {
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

async function checkTwoProcesses(ports, slug, databaseUrl) {
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
