import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The server build bundles the Hono app (server/app.ts), which mounts the API and React Router's
// request handler, so one bundle serves the whole site. See docs/decisions/0001-architecture.md.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
  },
  ssr: {
    // Native/wasm and CommonJS database drivers stay external and load from node_modules at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2'],
  },
  plugins: [reactRouter()],
}));
