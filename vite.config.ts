import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { chunkPlanPlugin } from './scripts/support/chunkPlanPlugin.ts';
import { routeKindsPlugin } from './scripts/support/routeKindsPlugin.ts';

// react-router's package exports point every condition at its development build; the production
// build differs only in dropping developer warnings. Browsers get the production one.
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// The server build bundles the Hono app (server/app.ts), which mounts the API and React Router's
// request handler, so one bundle serves the whole site. See docs/decisions/0001-architecture.md.
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    tsconfigPaths: true,
    alias:
      command === 'build' && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    // The browser build's files are planned by chunkPlanPlugin (docs/decisions/0039).
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
  },
  ssr: {
    // Native/wasm and CommonJS database drivers stay external and load from node_modules at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2'],
  },
  plugins: [reactRouter(), chunkPlanPlugin(), routeKindsPlugin()],
}));
