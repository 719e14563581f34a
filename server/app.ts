import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { ensureE2eStaff } from '~/accounts/e2eStaff.server';
import { findSessionAccountFresh, findSessionUserMemo, forgetSessionMemo, rememberedSessionUser } from '~/accounts/sessionMemo.server';
import type { User } from '~/accounts/user';
import { createApi } from './api';
import { clientAddress, defaultSecurity, rejectCrossSitePagePosts, type SecurityOptions } from '~/api/security.server';
import { rejectNulInPageForms } from '~/api/nulCharacters.server';
import { openDatabase, type DatabaseHandle } from '~/db/client.server';
import { watchAvailability } from '~/db/availabilityState.server';
import { DataFolderInUse } from '~/db/dataFolderLock.server';
import { watchContentVersion } from '~/db/contentState.server';
import { createVariantStore, keptVariantsInFrontOf, mediaFiles, type VariantStore } from '~/media/variants.server';
import { keepSearchCatalogue } from '~/reservations/searchCatalogue.server';
import { backfillSeededDemoItems, seedIfEmpty } from '~/db/seed/seed.server';
import { startDailyUpkeep } from './upkeep';
import type { AnsweringListener } from '~/lib/answeringListener.server';
import { logger } from '~/lib/logger.server';
import { createMailSettings, outboxOnly, type MailSettings } from '~/mail/mailer.server';
import { CURRENCY_COOKIE, displayCurrencyOf } from '~/lib/displayCurrency';
import { hasSessionCookie } from '~/lib/personalRequest';
import { createResponseCache, installResponseCache, type ResponseCache } from './cache';
import { readConfig, type ServerConfig } from './config';
import { renderNotingDataFailures } from './pageDataFailed';
import { createMetrics } from './metrics';
import { cspNonce, securityHeaders } from './securityHeaders';
import { createGracefulShutdown } from './shutdown';
import { keptAssetsInFrontOf, staticFiles } from './staticFiles';
import { discardUnreadBodies } from './unreadBodies';
import { loadContext } from '~/lib/loadContext.server';
import type { SignedInPagesOptions } from './signedInPages';

/**
 * A request's headers without Cookie and Authorization: the stand-in's render sees no visitor. Only
 * the display currency stays (validated; the kept page's key has it: docs/decisions/0019).
 */
function withoutCookies(headers: Headers): Headers {
  const copy = new Headers(headers);
  const currency = displayCurrencyOf(headers.get('cookie'));
  copy.delete('cookie');
  copy.delete('authorization');
  if (currency) copy.set('cookie', `${CURRENCY_COOKIE}=${currency}`);
  return copy;
}

type SiteEnv = { Variables: RequestIdVariables & SecureHeadersVariables };

/** How long an idle keep-alive connection stays open (docs/decisions/0026-graceful-shutdown.md). */
const KEEP_ALIVE_MS = 65_000;
/** Writes that touch neither sessions nor accounts: the saved and recently viewed hotels. */
const KEEPS_SESSIONS = /^\/(?:api\/account\/hotels\/|account\/saved(?:\.data)?$)/;

const logRequest: MiddlewareHandler<SiteEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  logger.debug(
    { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
    'request',
  );
};

/**
 * The whole site as one Hono app: the JSON API under /api, the built assets, and every other
 * request rendered by React Router. Vite bundles this module with the React Router server build.
 */
export function createSiteApp(
  database: DatabaseHandle,
  options: {
    staticRoot?: string;
    /** Abuse limits and proxy trust for the API. */
    security?: SecurityOptions;
    /** Enables the anonymous response cache (server/cache.ts). */
    cache?: ResponseCache;
    /** How mail leaves (SMTP or the outbox only, the default). */
    mail?: MailSettings;
    /** The photographs' variants this process makes and keeps (one store per database by default). */
    variants?: VariantStore;
  } = {},
) {
  const app = new Hono<SiteEnv>();
  // A failure no layer answered: logged at error level like any other fault of ours (ADR 0028),
  // never printed raw by the framework, and answered without a word of its cause.
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const requestId = c.get('requestId');
    logger.error({ err: error, requestId, method: c.req.method, path: c.req.path }, 'unexpected error');
    const message = 'Something went wrong on our side. Please try again.';
    return c.req.path.startsWith('/api/') ? c.json({ error: message, requestId }, 500) : c.text(message, 500);
  });
  const mail = options.mail ?? outboxOnly;
  // The security notices (new device, password changed...) leave the way every other mail does.
  const security: SecurityOptions = { ...(options.security ?? defaultSecurity), mail };
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const handleRequest = createRequestHandler(
    // Resolved by React Router's Vite plugin to the server build of app/.
    () => import('virtual:react-router/server-build') as Promise<ServerBuild>,
    mode,
  );
  const renderPage = (c: Context, request: Request, renderAs?: User) =>
    renderNotingDataFailures(c, (dataFailed) =>
      handleRequest(
        request,
        loadContext({
          db: database.db,
          nonce: cspNonce(c),
          security,
          clientAddress: clientAddress(c, security.trustProxy),
          mail,
          renderAs,
          dataFailed,
        }),
      ),
    );

  // Signed-in visitors' pages: kept per URL and role, rendered for a stand-in without the visitor's
  // cookies (nothing of theirs can reach the shared page), filled with their name (docs/decisions/0017).
  const signedInPages: SignedInPagesOptions = {
    sessionUser: (token) => findSessionUserMemo(database.db, token),
    rememberedUser: (token) => rememberedSessionUser(token),
    render: (c, standIn) => renderPage(c, new Request(c.req.url, { headers: withoutCookies(c.req.raw.headers) }), standIn),
  };
  app.use(discardUnreadBodies);
  // The built assets and public files, before the page layers: a script chunk or a picture carries
  // only the headers that apply to a file (server/staticFiles.ts), not a page's.
  if (options.staticRoot) app.use(staticFiles(options.staticRoot));
  // The photographs' variants, made from the database's originals and kept by this process (ADR 0044).
  app.use(mediaFiles(options.variants ?? createVariantStore(database.db)));
  installResponseCache(
    app,
    options.cache,
    [
      requestId(),
      securityHeaders({ trustProxy: (options.security?.trustProxy ?? 0) > 0 }),
      logRequest,
      // Responses the cache does not hold (forms, signed-in pages, API writes) are compressed as they
      // are sent; cached ones carry their stored brotli or gzip form and pass through untouched.
      compress(),
    ],
    // A guest's own pages: kept per session while the account's data version stands (docs/decisions/0022).
    { signedIn: signedInPages, personal: { sessionAccount: (token) => findSessionAccountFresh(database.db, token) } },
  );
  // Any write this process serves may end a session or change an account: page reads ask the database
  // again. Only the guest's hotel lists are known not to (a signed-in visit to each hotel page writes).
  app.use(async (c, next) => {
    await next();
    const write = c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS';
    if (write && !KEEPS_SESSIONS.test(c.req.path)) forgetSessionMemo();
  });

  app.route('/api', createApi({ db: database.db, ping: database.ping, security, mail }));
  // Hono does not run a mounted app's notFound: unknown API paths must not fall through to the pages.
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  // Forms posted to the pages (React Router actions) get the API's CSRF rule (ADR 0006).
  app.use('*', rejectCrossSitePagePosts);
  // And no field of a posted form may hold NUL (PostgreSQL cannot store it): 400 before any action.
  app.use('*', rejectNulInPageForms);

  app.all('*', async (c) => {
    const response = await renderPage(c, c.req.raw);
    // A page rendered for a signed-in visitor (their name in the header) is theirs alone.
    if (hasSessionCookie(c.req.header('cookie'))) response.headers.set('Cache-Control', 'private, no-store');
    return response;
  });
  return app;
}

/** Opens (and on first use migrates and seeds) the database. */
export async function openSiteDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers });
  // Before staff can delete a demo item: a database seeded before 0030 records what it holds (ADR 0040).
  if (!config.seedDemo) await backfillSeededDemoItems(database.db);
  else if (await seedIfEmpty(database.db)) logger.info('seeded the demo content');
  // Browser tests only (playwright.config.ts): editor, admin and concierge accounts whose password the tests know.
  if (config.e2eEditorPassword) await ensureE2eStaff(database.db, config.e2eEditorPassword);
  return database;
}

/** The API's and the pages' abuse limits, proxy trust and signing key, from the configuration. */
export const securityOf = (config: ServerConfig): SecurityOptions => ({
  limits: config.limits,
  trustProxy: config.trustProxy,
  appSecret: config.appSecret,
  secondFactorKey: config.secondFactorKey,
  stepUpWindowSeconds: config.stepUpWindowSeconds,
  webauthn: config.webauthn,
});

/** SMTP when SMTP_URL is set, else the outbox only (docs/decisions/0015). */
export const mailSettingsOf = (config: ServerConfig): MailSettings => createMailSettings({ smtpUrl: config.smtpUrl, from: config.mailFrom });

/** Starts the production server: `node server/start.js` after `npm run build`. */
export async function startServer(staticRoot: string) {
  const config = readConfig(process.env);
  const database = await openSiteDatabase(config).catch((error: unknown) => {
    if (!(error instanceof DataFolderInUse)) throw error;
    logger.fatal({ dataDir: config.dataDir, holder: error.holder }, 'the data folder is in use by another process');
    console.error(error.message);
    process.exit(1);
  });
  const version = config.responseCache ? await watchContentVersion(database) : undefined;
  const cache = version ? createResponseCache({ version, availability: await watchAvailability(database) }) : undefined;
  // The search's hotels, room types and rates are kept at the same content version (docs/decisions/0041).
  if (version) keepSearchCatalogue(database.db, version);
  // The first turn before listening: the hotels' "From" prices are the day's from the first answer.
  // Its mails (the invitations to review) link to PUBLIC_ORIGIN, else this server's own address.
  const upkeep = startDailyUpkeep(database.db, {
    notify: { origin: process.env.PUBLIC_ORIGIN ? new URL(process.env.PUBLIC_ORIGIN).origin : `http://localhost:${config.port}`, mail: mailSettingsOf(config) },
  });
  await upkeep.ran();
  const trustProxy = { trustProxy: config.trustProxy > 0 };
  const variants = createVariantStore(database.db);
  const app = createSiteApp(database, {
    staticRoot,
    security: securityOf(config),
    cache,
    mail: mailSettingsOf(config),
    variants,
  });
  const appListener = getRequestListener(app.fetch, { hostname: config.host });
  // A page or API read the cache holds, a photograph's variant this process keeps and the build's
  // fingerprinted files are answered before the framework sees the request.
  const appAnswersLater: AnsweringListener = (req, res) => {
    void appListener(req, res);
    return false;
  };
  const cached = keptAssetsInFrontOf(staticRoot, keptVariantsInFrontOf(variants, cache ? cache.inFrontOf(appListener, trustProxy) : appAnswersLater));
  const metrics = createMetrics({ apiPaths: app.routes.map((r) => r.path).filter((p) => p.startsWith('/api/')), cache, token: config.metricsToken });
  const server = createServer();
  // An idle keep-alive connection must be closed by the client first: one the server closes as the
  // client sends on it ends that request with ECONNRESET. Node's 5 s was shorter than the idle
  // timeouts of common balancers (60 s) and of clients that keep no timer of their own.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Above it, so that the limit on a request's headers is never the shorter of the two.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  const shutdown = createGracefulShutdown(server, config.shutdown);
  server.on('request', shutdown.inFrontOf(metrics.inFrontOf(cached)));
  server.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, database: database.kind, node: process.version, startupMs: Math.round(performance.now()) },
      `listening on http://localhost:${config.port}`,
    );
  });
  const metricsServer = config.metricsPort === undefined ? undefined : createServer(metrics.listener).listen(config.metricsPort, config.host);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    const started = performance.now();
    logger.info({ signal, drainMs: config.shutdown.drainMs }, 'shutting down: not ready, draining (a second signal exits at once)');
    const finished = await shutdown.stop();
    if (!finished) logger.warn({ timeoutMs: config.shutdown.timeoutMs }, 'shutting down: requests still running at the timeout were cut');
    metricsServer?.closeAllConnections();
    metricsServer?.close();
    upkeep.stop();
    await upkeep.ran();
    const closed = await database.close().then(
      () => true,
      (error: unknown) => void logger.error({ err: error }, 'shutting down: closing the database failed'),
    );
    logger.info({ ms: Math.round(performance.now() - started) }, 'stopped');
    process.exit(finished && closed ? 0 : 1);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
