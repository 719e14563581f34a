import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkPlanPlugin } from './scripts/support/chunkPlanPlugin.ts';
import { routeKindsPlugin } from './scripts/support/routeKindsPlugin.ts';

// The server build bundles the Hono app (server/app.ts), which mounts the API and React Router's
// request handler, so one bundle serves the whole site. See docs/decisions/0001-architecture.md.
// React Router 8's package exports give its production build unless the `development` condition is
// asked for, as Vite's production build does not: browsers get it without the alias React Router 7
// needed (app/lib/productionBuild.build.test.ts).
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // React's own hook for the copy that Lingui's binding imports (app/lib/syncExternalStore.ts).
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./app/lib/syncExternalStore.ts', import.meta.url)) }],
  },
  environments: {
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  ssr: {
    // Native/wasm and CommonJS database drivers stay external and load from node_modules at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2'],
  },
  // The browser build's files are planned by chunkPlanPlugin (docs/decisions/0039).
  plugins: [reactRouter(), chunkPlanPlugin(), routeKindsPlugin()],
});
