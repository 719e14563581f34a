// Production entry: serves the build made by `npm run build` (build/server bundles server/app.ts).
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

// Node 20 has had no security fixes since April 2026. The npm scripts run the Node 24 that
// package.json pins (docs/decisions/0048): a process started on an older one stops here, loudly.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `This site runs on Node 24 or newer; this is ${process.version} (${process.execPath}). Start it through npm (npm start, npm run serve), which runs the Node that package.json pins.`,
  );
  process.exit(1);
}

// PGlite is PostgreSQL compiled to a 9 MB WebAssembly module. V8 compiles its functions with the
// baseline compiler (Liftoff) and re-compiles the hot ones with the optimising one (TurboFan) in
// the background: that costs 30-60 MB of code and, on two busy cores, more CPU than it saves over
// hours (cached pages do not query the database). Liftoff only: about 15% slower queries once warm,
// faster start. Must be set before the module is compiled. docs/decisions/0009-memory.md
if (process.env.PGLITE_WASM_TIER_UP !== 'true') v8.setFlagsFromString('--liftoff-only');

// React (a dependency outside the bundle) picks its build by NODE_ENV: unset, every page would be
// rendered by React's development build, several times slower. `npm run dev` sets development.
process.env.NODE_ENV ??= 'production';

const { startServer } = await import('../build/server/index.js');
await startServer(fileURLToPath(new URL('../build/client', import.meta.url)));
