// Runs last in `npm run build`: carries the fingerprinted files of the previous release(s) into
// build/previous-assets, which the server answers beside its own (docs/decisions/0049), so that a page
// of the previous release keeps its scripts while a rolling deploy runs. PREVIOUS_BUILD: the previous
// release's build folder (unset: nothing is carried); KEEP_RELEASES: how many releases back (1).
import { carryAssets } from './support/carryAssets.mjs';

const previousDir = process.env.PREVIOUS_BUILD || undefined;
const keep = Number(process.env.KEEP_RELEASES ?? 1);
if (!Number.isInteger(keep) || keep < 1) throw new Error(`KEEP_RELEASES must be 1 or more, got "${process.env.KEEP_RELEASES}"`);
const record = await carryAssets({ buildDir: 'build', previousDir, keep });
const carried = record.previous.reduce((sum, release) => sum + release.assets.length, 0);
console.log(
  record.previous.length
    ? `carry-assets: release ${record.release}, ${record.assets.length} files of its own; ${carried} carried from ${record.previous.map((r) => r.release).join(', ')}`
    : `carry-assets: release ${record.release}, ${record.assets.length} files; no previous build${previousDir ? ` in ${previousDir}` : ' (PREVIOUS_BUILD)'}, nothing carried`,
);
