// A photograph's variant beside a static file of the site of about its size (issue 33: a variant
// already made is served at least half as fast as a static asset of the same size). Both are
// answered by the same server, measured in turn and judged by their best rounds, as the first
// table's rows are; nginx and node:http sending the variant's bytes are in that table's row.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { measureSideBySide } from './baselines.mjs';

const ASSETS = 'build/client/assets';

/** The built file nearest in size to `bytes`, its precompressed twins aside (wrk asks for no encoding). */
function assetOfAboutSize(bytes) {
  let nearest;
  for (const name of readdirSync(ASSETS)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const size = statSync(path.join(ASSETS, name)).size;
    if (!nearest || Math.abs(size - bytes) < Math.abs(nearest.size - bytes)) nearest = { name, size };
  }
  return nearest;
}

export function benchVariantBesideAsset({ base, pid, variant, bytes, rounds, connections, duration }) {
  const asset = assetOfAboutSize(bytes);
  const assetPath = `/assets/${asset.name}`;
  const [v, a] = measureSideBySide(
    [
      { url: base + variant, pid },
      { url: base + assetPath, pid },
    ],
    { rounds, connections, duration },
  );
  return { variant, bytes, assetPath, assetBytes: asset.size, v, a };
}

export function printVariantBesideAsset(r) {
  const f = (n, d = 0) => n.toFixed(d);
  const short = (url) => (url.length > 40 ? `${url.slice(0, 37)}...` : url);
  console.log('\nA variant beside a static file of the site of about its size (the same server, in turn):\n');
  console.log('| URL | bytes | req/s | p50 ms | p99 ms | CPU µs |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [url, bytes, run] of [
    [r.variant, r.bytes, r.v],
    [r.assetPath, r.assetBytes, r.a],
  ]) {
    console.log(`| ${short(url)} | ${bytes} | ${f(run.rps)} | ${f(run.p50, 2)} | ${f(run.p99, 2)} | ${f(run.cpu, 1)} |`);
  }
  console.log(`\nvariant / static file: ${f(r.v.rps / r.a.rps, 2)} (issue 33 asks at least 0.5)`);
}
