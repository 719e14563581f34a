import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.server';
import { DataFolderInUse, LOCK_FILE, lockDataFolder, type DataFolderLock } from './dataFolderLock.server';

const run = promisify(execFile);
const folders: string[] = [];
const locks: DataFolderLock[] = [];
afterEach(async () => {
  await Promise.all(locks.splice(0).map((l) => l.release()));
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

async function newFolder() {
  await mkdir('.tmp', { recursive: true });
  const folder = await mkdtemp(path.resolve('.tmp', 'lock-test-'));
  folders.push(folder);
  return folder;
}
async function lock(dataDir: string) {
  const held = await lockDataFolder(dataDir);
  locks.push(held);
  return held;
}
/** Every file under the folder with its size and last change, to tell whether anything was written. */
async function snapshot(folder: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return Object.fromEntries(await Promise.all(files.map(async (f) => [f, await stat(f).then((s) => `${s.size}:${s.mtimeMs}`)])));
}
const writeLock = (folder: string, holder: object) =>
  writeFile(path.join(folder, LOCK_FILE), JSON.stringify({ token: 'old', since: '2026-11-25T10:00:00.000Z', ...holder }));

describe('the PGlite data folder lock (ADR 0024)', () => {
  it('refuses user:create while another process has the folder open, says what to do, and writes nothing', async () => {
    const folder = await newFolder();
    await lock(folder); // as the running site holds it
    const before = await snapshot(folder);
    const refused = await run('npx', ['tsx', 'scripts/user-create.ts', '--email', 'late@example.com', '--username', 'LateAdmin', '--role', 'admin'], {
      env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '', USER_PASSWORD: 'a long admin passphrase' },
    }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused!.stderr).toContain(`The data folder ${folder} is in use by another process (process ${process.pid}`);
    expect(refused!.stderr).toContain('Stop the site (or the script) that has it open, then run this again');
    expect(await snapshot(folder)).toEqual(before); // the lock alone: no database was created beside it
  }, 60_000);

  it('openDatabase refuses a folder open in this process, before touching it, and lets it go at close', async () => {
    const folder = await newFolder();
    const first = await openDatabase({ dataDir: folder });
    try {
      const before = await snapshot(folder);
      await expect(openDatabase({ dataDir: folder })).rejects.toBeInstanceOf(DataFolderInUse);
      expect(await snapshot(folder)).toEqual(before);
    } finally {
      await first.close();
    }
    await expect(readFile(path.join(folder, LOCK_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
    await (await lock(folder)).release();
  }, 120_000);

  it('takes over a lock whose process is gone (killed with -9, say)', async () => {
    const folder = await newFolder();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    await writeLock(folder, { pid: gone, host: hostname() });
    const taken = await lock(folder);
    expect(JSON.parse(await readFile(taken.file, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('takes over a lock naming this very pid that this process does not hold (a container restarted as pid 1)', async () => {
    const folder = await newFolder();
    await writeLock(folder, { pid: process.pid, host: hostname() });
    const taken = await lock(folder);
    expect(JSON.parse(await readFile(taken.file, 'utf8'))).toMatchObject({ pid: process.pid, token: expect.not.stringMatching(/^old$/) });
    await expect(lockDataFolder(folder)).rejects.toBeInstanceOf(DataFolderInUse);
  });

  it('gives a stale lock to one of two openers taking it over at once', async () => {
    const folder = await newFolder();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    await writeLock(folder, { pid: gone, host: hostname() });
    const tries = await Promise.allSettled([lockDataFolder(folder), lockDataFolder(folder)]);
    for (const t of tries) if (t.status === 'fulfilled') locks.push(t.value);
    expect(tries.map((t) => t.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(tries.find((t) => t.status === 'rejected')).toMatchObject({ reason: expect.any(DataFolderInUse) });
  });

  it("refuses a lock held on another machine (its process can't be asked), naming the file to delete if it is gone", async () => {
    const folder = await newFolder();
    await writeLock(folder, { pid: 4242, host: 'elsewhere' });
    const refusal = await lockDataFolder(folder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFolderInUse);
    expect((refusal as Error).message).toContain('(process 4242 on elsewhere, since 2026-11-25T10:00:00.000Z)');
    expect((refusal as Error).message).toContain(`If no such process runs any more, delete ${path.join(folder, LOCK_FILE)}.`);
  });
});
