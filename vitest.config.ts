import { defineConfig } from 'vitest/config';
import { routeKindsPlugin } from './scripts/support/routeKindsPlugin.ts';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [routeKindsPlugin()],
  test: {
    include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds one database per run, which each test file's database copies.
    globalSetup: ['app/db/testDatabaseTemplates.server.ts'],
    // Each API test file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    // One test file per core: Vitest's default leaves one core of two idle, and these files spend
    // their time in PGlite's WebAssembly, not waiting.
    maxWorkers: '100%',
    hookTimeout: 60_000,
  },
});
