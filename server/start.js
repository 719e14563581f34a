// Production entry: serves the build made by `npm run build` (build/server bundles server/app.ts).
import { fileURLToPath } from 'node:url';

const { startServer } = await import('../build/server/index.js');
await startServer(fileURLToPath(new URL('../build/client', import.meta.url)));
