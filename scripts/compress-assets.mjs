// Runs after `react-router build`: writes a .br and a .gz file beside every text file of the client
// build, so the server sends compressed assets without compressing per request (serveStatic's
// `precompressed` option picks them by Accept-Encoding).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'build/client');
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  if (file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const data = await readFile(file);
  if (data.byteLength < 512) continue;
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength } });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  files++;
  before += data.byteLength;
  after += br.byteLength;
}
console.log(`compress-assets: ${files} files, ${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB brotli`);
