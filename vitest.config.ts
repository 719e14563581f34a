import { defineConfig } from 'vitest/config';
import { routeKindsPlugin } from './scripts/support/routeKindsPlugin.ts';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [routeKindsPlugin()],
  test: {
    include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Each API test file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
