// Development server: Vite's middlewares (HMR, on-demand transforms) first, then the Hono app,
// reloaded through Vite on each request so server edits apply without a restart.
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { readConfig } from './config';

process.env.NODE_ENV = 'development';
const vite = await createViteServer({ server: { middlewareMode: true } });
type AppModule = typeof import('./app');
const { openSiteDatabase } = (await vite.ssrLoadModule('./server/app.ts')) as AppModule;
const config = readConfig(process.env);
const database = await openSiteDatabase(config);

createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    const { createSiteApp } = (await vite.ssrLoadModule('./server/app.ts')) as AppModule;
    await getRequestListener(createSiteApp(database, { security: { limits: config.limits, trustProxy: config.trustProxy } }).fetch)(req, res);
  });
}).listen(config.port, () => console.log(`dev server on http://localhost:${config.port}`));
