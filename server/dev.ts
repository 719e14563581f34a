// Development server: Vite's middlewares (HMR, on-demand transforms) first, then the Hono app,
// reloaded through Vite on each request so server edits apply without a restart.
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { readConfig } from './config';

process.env.NODE_ENV = 'development';
const vite = await createViteServer({ server: { middlewareMode: true } });
type AppModule = typeof import('./app');
const { openSiteDatabase, mailSettingsOf } = (await vite.ssrLoadModule('./server/app.ts')) as AppModule;
const config = readConfig(process.env);
const database = await openSiteDatabase(config);
// One SMTP transport for the process (the app itself is rebuilt on every request).
const mail = mailSettingsOf(config);

createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    const { createSiteApp, securityOf } = (await vite.ssrLoadModule('./server/app.ts')) as AppModule;
    await getRequestListener(createSiteApp(database, { security: securityOf(config), mail }).fetch)(req, res);
  });
}).listen(config.port, () => console.log(`dev server on http://localhost:${config.port}`));
