import { randomBytes } from 'node:crypto';
import { linkSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process at a time opens a PGlite data folder: a second one would work on its own copy of
 * the database in memory and overwrite the first one's files (docs/decisions/0024-data-folder-lock.md).
 * The lock is a file in the folder naming its process; a lock whose process is gone (killed, say)
 * is taken over.
 */
export const LOCK_FILE = 'aurelia.lock';

export interface DataFolderLock {
  readonly file: string;
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  host: string;
  token: string;
  since: string;
}

/** Refused: another process holds the folder. The message says what to do. */
export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    const who = holder.host === hostname() ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;
    super(
      `The data folder ${dataDir} is in use by another process (${who}, since ${holder.since}): only one process can open it at a time. ` +
        'Stop the site (or the script) that has it open, then run this again; or set DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server, which many processes can share. ' +
        `If no such process runs any more, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataFolderInUse';
  }
}

// Locks this process holds: a lock naming this pid that is not among them was left by an earlier
// process that had the same pid (a container's pid 1 after a restart).
const held = new Set<string>();
process.on('exit', () => {
  for (const file of held) {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  }
});

/** Takes the folder's lock (creating the folder), or throws DataFolderInUse. */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.resolve(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), token: randomBytes(8).toString('hex'), since: new Date().toISOString() };
  // Written whole beside it, then linked into place (fails if the lock exists): a lock is never seen half-written.
  const draft = `${file}.${process.pid}.${me.token}`;
  await writeFile(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(draft, file);
        held.add(file);
        return {
          file,
          release: async () => {
            if (!held.delete(file)) return;
            await unlink(file).catch(() => {});
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readHolder(file);
      if (holder && !isGone(holder, file)) throw new DataFolderInUse(dataDir, holder);
      await takeAway(file, holder);
    }
    throw new Error(`Could not lock the data folder ${dataDir}: other processes keep taking it.`);
  } finally {
    await unlink(draft).catch(() => {});
  }
}

async function readHolder(file: string): Promise<Holder | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Holder;
  } catch {
    return null; // gone meanwhile, or cut short by a crash while being written
  }
}

function isGone(holder: Holder, file: string): boolean {
  if (holder.host !== hostname()) return false; // another machine's process: it cannot be asked
  if (holder.pid === process.pid) return !held.has(file);
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes a stale lock. Renamed first, then checked: when two processes take over the same stale
 * lock at once, the later one may have moved the earlier one's fresh lock, and puts it back.
 */
async function takeAway(file: string, stale: Holder | null) {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await rename(file, aside);
  } catch {
    return; // someone else moved it: try again
  }
  const moved = await readHolder(aside);
  if (stale && moved && moved.token !== stale.token) {
    try {
      linkSync(aside, file);
    } catch {
      // a third process locked meanwhile: its lock stands
    }
  }
  await unlink(aside).catch(() => {});
}
