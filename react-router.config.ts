import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  future: {
    v8_middleware: true,
    // Off: splitting a route's client action into a file of its own added files and bytes to the
    // first loads the chunk plan (ADR 0039) weighs (`/` 131.2 -> 135.1 KB gzip, 10 -> 13 files).
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
