import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { chunkPlanPlugin } from './scripts/support/chunkPlanPlugin.ts';
import { routeKindsPlugin } from './scripts/support/routeKindsPlugin.ts';

// react-router's package exports point every condition at its development build; the production
// build differs only in dropping developer warnings. Browsers get the production one; the server
// keeps the package as it is (external, one copy shared with @react-router/node).
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const PRODUCTION_FILES: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
function reactRouterProductionInBrowsers(): Plugin {
  return {
    name: 'react-router-production-in-browsers',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (PRODUCTION_FILES[id] ? reactRouterProduction(PRODUCTION_FILES[id]) : undefined),
  };
}

// The server build bundles the Hono app (server/app.ts), which mounts the API and React Router's
// request handler, so one bundle serves the whole site. See docs/decisions/0001-architecture.md.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    // The browser build's files are planned by chunkPlanPlugin (docs/decisions/0039).
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  ssr: {
    // Native/wasm and CommonJS database drivers stay external and load from node_modules at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2'],
  },
  plugins: [reactRouterProductionInBrowsers(), reactRouter(), chunkPlanPlugin(), routeKindsPlugin()],
});
