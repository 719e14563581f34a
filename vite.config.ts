import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { routeKindsPlugin } from './scripts/support/routeKindsPlugin.ts';

// react-router's package exports point every condition at its development build; the production
// build differs only in dropping developer warnings. Browsers get the production one.
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

const ROOT_MODULE = fileURLToPath(new URL('./app/root.tsx', import.meta.url));

/**
 * The site's own modules that every page loads (app/root.tsx and what it imports, statically),
 * found once the browser build's graph is known. Grouped into one chunk instead of thirty: each small
 * chunk is a request and compresses on its own, and apart they cost every page about 5.5 KB gzip more
 * (issue 23's budget, docs/decisions/0034). Libraries keep their own chunks.
 */
function shellModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'aurelia:shell-modules',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const visit = (id: string) => {
        if (shell.has(id) || id.includes('/node_modules/')) return;
        shell.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      const root = [...this.getModuleIds()].find((id) => id.split('?')[0] === ROOT_MODULE);
      if (root) for (const imported of this.getModuleInfo(root)?.importedIds ?? []) visit(imported);
    },
  };
  return { plugin, has: (id) => shell.has(id) };
}
const shell = shellModules();

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
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : { output: { codeSplitting: { groups: [{ name: 'shell', test: shell.has }] } } },
  },
  ssr: {
    // Native/wasm and CommonJS database drivers stay external and load from node_modules at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2'],
  },
  plugins: [reactRouter(), shell.plugin, routeKindsPlugin()],
}));
