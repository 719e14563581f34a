import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves with the milliseconds from `started` to the first OK answer on `path_`. */
export async function waitUntilServing(port, started, path_ = '/api/health', timeoutMs = 600_000) {
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path_}`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  throw new Error(`server on ${port} did not answer`);
}

/** Stops a server process and waits for it to exit. */
export async function stopChild(children, child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  children.delete(child);
}

/** A process's peak resident memory (VmHWM), in MB. */
export const peakRss = async (pid) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024;
};
