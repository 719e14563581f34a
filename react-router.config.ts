import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // Off: React Router 8 splits a route's client action (the account page's) into a file of its own
  // by default, which added files and bytes to first loads the chunk plan (ADR 0039) weighs (`/`
  // 131.2 -> 135.1 KB gzip, 10 -> 13 files).
  splitRouteModules: false,
} satisfies Config;
