import { execFileSync } from 'node:child_process';

/** fetch with three tries: after minutes of wrk, fetch's pooled keep-alive socket may have been closed by the server. */
export async function fetchWithRetry(url, init) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Signs up `count` bench accounts and answers their bearer tokens (no CSRF rule for them). */
export async function benchAccounts(base, prefix, count = 8) {
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const name = `${prefix}${process.pid}x${Date.now().toString(36)}${i}`;
    const res = await fetchWithRetry(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: name, email: `${name}@bench.example`, password: 'a bench passphrase of some length' }),
    });
    if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
    tokens.push((await res.json()).token);
  }
  return tokens;
}

/** wrk Lua that counts the answers by status in every thread and prints them at the end ("status 201 N"). */
export const STATUS_COUNTER_LUA = `function response(status)
  counts[status] = (counts[status] or 0) + 1
end
local threads = {}
function setup(thread) table.insert(threads, thread) end
function done()
  local all = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("counts")) do all[status] = (all[status] or 0) + count end
  end
  for status, count in pairs(all) do io.write(string.format("status %d %d\\n", status, count)) end
end
`;

/** One wrk run of a script with STATUS_COUNTER_LUA: req/s, p50 and p99 in ms, and the answers by status. */
export function wrkWithStatuses(script, url, { connections, duration }) {
  const out = execFileSync('/usr/bin/wrk', ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '-s', script, url], { encoding: 'utf8' });
  const ms = (label) => {
    const m = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const statuses = Object.fromEntries([...out.matchAll(/^status (\d+) (\d+)$/gm)].map((m) => [m[1], Number(m[2])]));
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]), p50: ms('50'), p99: ms('99'), statuses, out };
}
