// The previous releases' fingerprinted files, carried into a new build (docs/decisions/0049): while
// a rolling deploy runs, a page rendered by the previous release asks the new one for its scripts,
// styles and fonts. Only `client/assets/*` files are carried (with their .br/.gz twins); no page,
// public file or manifest of an old release is served.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where a build keeps the files it carries, beside `client/` (never under it: nothing else serves them). */
export const PREVIOUS_ASSETS = 'previous-assets';
/** What a build says of its own files and of those it carries. */
export const RELEASE_FILE = 'release.json';

const listFiles = async (folder) => (existsSync(folder) ? (await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name) : []);

/** A release's name: a digest of its own files' names (fingerprints, so of their contents too). */
const releaseId = (names) =>
  createHash('sha256')
    .update([...names].sort().join('\n'))
    .digest('hex')
    .slice(0, 12);

/**
 * Reads what a build holds: its own files (`client/assets`) and the releases it carries. A build made
 * before this record existed is one release, its own files those of `client/assets`.
 */
export async function readRelease(buildDir) {
  const recorded = path.join(buildDir, RELEASE_FILE);
  if (existsSync(recorded)) return JSON.parse(await readFile(recorded, 'utf8'));
  const assets = await listFiles(path.join(buildDir, 'client', 'assets'));
  return { release: releaseId(assets), assets, previous: [] };
}

/**
 * Writes `buildDir/previous-assets` and `buildDir/release.json`: this build's own files, and the files
 * of up to `keep` releases before it, taken from `previousDir` (the previous release's build folder:
 * its own files and those it carried). A name in both builds must hold the same bytes (fingerprints
 * never collide); a file already this build's own is not carried again. Without `previousDir`, the
 * build carries nothing. Returns the record written.
 */
export async function carryAssets({ buildDir, previousDir, keep = 1 }) {
  const own = await listFiles(path.join(buildDir, 'client', 'assets'));
  const ownNames = new Set(own);
  const carriedDir = path.join(buildDir, PREVIOUS_ASSETS);
  await rm(carriedDir, { recursive: true, force: true });
  await mkdir(carriedDir, { recursive: true });
  const record = { release: releaseId(own), assets: own, previous: [] };
  // A folder with no build in it (the Dockerfile's default previous image): a first release.
  const hasBuild = (dir) => existsSync(path.join(dir, RELEASE_FILE)) || existsSync(path.join(dir, 'client', 'assets'));
  if (previousDir && hasBuild(previousDir)) {
    if (path.resolve(previousDir) === path.resolve(buildDir)) throw new Error('PREVIOUS_BUILD is this build: build each release in a folder of its own');
    const before = await readRelease(previousDir);
    const releases = [{ release: before.release, assets: before.assets, from: path.join(previousDir, 'client', 'assets') }];
    for (const older of before.previous ?? []) releases.push({ ...older, from: path.join(previousDir, PREVIOUS_ASSETS) });
    const carried = new Set();
    for (const { release, assets, from } of releases.slice(0, keep)) {
      const kept = [];
      for (const name of assets) {
        const source = path.join(from, name);
        if (!existsSync(source)) throw new Error(`${source} is missing: the previous build is incomplete`);
        if (ownNames.has(name)) {
          const [mine, theirs] = await Promise.all([readFile(path.join(buildDir, 'client', 'assets', name)), readFile(source)]);
          if (!mine.equals(theirs)) throw new Error(`assets/${name} differs between this build and release ${release}: a fingerprint collided`);
          continue;
        }
        if (!carried.has(name)) await copyFile(source, path.join(carriedDir, name));
        carried.add(name);
        kept.push(name);
      }
      record.previous.push({ release, assets: kept });
    }
  }
  await writeFile(path.join(buildDir, RELEASE_FILE), `${JSON.stringify(record, null, 1)}\n`);
  return record;
}
