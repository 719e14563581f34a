import { defineConfig } from 'vitest/config';
import { routeKindsPlugin } from './scripts/support/routeKindsPlugin.ts';

/**
 * Test files that replace a module with `vi.mock` (pino, react-router): they need modules of their
 * own, so they run isolated. Every other file shares its worker's modules with the files before it.
 */
const MOCKING = ['server/pageOrigin.test.ts', 'server/staticFiles.test.ts', 'server/pagePosts.test.ts'];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [routeKindsPlugin()],
  test: {
    environment: 'node',
    // Migrates and seeds one database per run, which each test file's database copies.
    globalSetup: ['app/db/testDatabaseTemplates.server.ts'],
    // Each API test file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    // One test file per core: Vitest's default leaves one core of two idle, and these files spend
    // their time in PGlite's WebAssembly, not waiting.
    maxWorkers: '100%',
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: MOCKING,
          // Re-importing the server's modules and PGlite's WebAssembly for each of 140 files took
          // 526 of the run's seconds (summed over workers): each worker imports them once. The
          // files keep no state in modules they share (each opens its own database); a file that
          // must have fresh modules belongs in MOCKING.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
