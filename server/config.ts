import path from 'node:path';
import { webauthnSettings } from '~/accounts/webauthnSettings';
import { limitsFromEnv, type Limits } from '~/api/limits.server';
import { APP_SECRET_MIN_LENGTH } from '~/db/appSecrets.server';
import { DEFAULT_MAIL_FROM } from '~/mail/mailer.server';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  /** PGlite's buffer cache (shared_buffers), for example '16MB'; unset: the default in app/db/client.server.ts. */
  pgliteSharedBuffers?: string;
  /** Load the demo content into an empty database at start. */
  seedDemo: boolean;
  /** Reverse proxies whose X-Forwarded-For entry is trusted (TRUST_PROXY: false/0, true/1, or a number). */
  trustProxy: number;
  /** Abuse limits (LIMIT_* variables override the maxima). */
  limits: Limits;
  /** When set, the e2e editor, admin and concierge accounts get this password at start (tests only). */
  e2eEditorPassword?: string;
  /** When set, the server makes sure the e2e admin account exists with this password (tests only). */
  /** SMTP server for outgoing mail (smtp:// or smtps:// URL); unset: mail stays in the outbox table. */
  smtpUrl?: string;
  /** The From header of outgoing mail. */
  mailFrom: string;
  /** The key signing links in mails (APP_SECRET); unset: generated once and kept in the database. */
  appSecret?: string;
  /** The key encrypting the authenticator apps' secrets (SECOND_FACTOR_KEY); unset: generated once and kept in the database. */
  secondFactorKey?: string;
  /** Seconds a proof of the account's owner lets sensitive actions through (STEP_UP_WINDOW_S, default 600). */
  stepUpWindowSeconds: number;
  /** The passkeys' relying party: PUBLIC_ORIGIN's host and origin, else localhost and http://localhost:PORT (docs/decisions/0054). */
  webauthn: { rpId: string; origin: string };
  /** Cache responses for anonymous visitors (server/cache.ts). */
  responseCache: boolean;
  /** After SIGTERM/SIGINT: serving while reporting not ready, then the bound on requests still running (docs/decisions/0026). */
  shutdown: { drainMs: number; timeoutMs: number };
  /** Prometheus metrics on a port of their own (unset: none). */
  metricsPort?: number;
  /** Prometheus metrics at /metrics on the site's port for `Authorization: Bearer <token>` (unset: none). */
  metricsToken?: string;
}

export const DEFAULT_SHUTDOWN_DRAIN_MS = 5000;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/** A token anyone could guess is no lock. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

/** Reads the server's settings from the environment (see README.md, "Configuration"). */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS || undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    limits: limitsFromEnv(env),
    e2eEditorPassword: env.E2E_EDITOR_PASSWORD || undefined,
    smtpUrl: parseSmtpUrl(env.SMTP_URL, env.PUBLIC_ORIGIN),
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    appSecret: parseAppSecret(env.APP_SECRET),
    secondFactorKey: parseSecondFactorKey(env.SECOND_FACTOR_KEY),
    stepUpWindowSeconds: parseStepUpWindow(env.STEP_UP_WINDOW_S),
    webauthn: webauthnSettings(env.PUBLIC_ORIGIN, port),
    responseCache: env.RESPONSE_CACHE !== 'false',
    shutdown: {
      drainMs: parseMilliseconds('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, DEFAULT_SHUTDOWN_DRAIN_MS),
      timeoutMs: parseMilliseconds('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS),
    },
    metricsPort: parseMetricsPort(env.METRICS_PORT, port),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
  };
}

function parseMilliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return ms;
}

function parseMetricsPort(value: string | undefined, sitePort: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`METRICS_PORT must be a port number, got "${value}"`);
  if (port === sitePort) throw new Error('METRICS_PORT must differ from PORT: the metrics are not for the public (use METRICS_TOKEN to serve them there)');
  return port;
}

function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < METRICS_TOKEN_MIN_LENGTH)
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -base64 32)`);
  return value;
}

function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be true, false or a number of proxies, got "${value}"`);
  return hops;
}

/**
 * Mail leaves the machine only with SMTP_URL, and then its links must not depend on the Host header
 * a client sends: PUBLIC_ORIGIN is required beside it (docs/decisions/0015).
 */
function parseSmtpUrl(value: string | undefined, publicOrigin: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be a URL like smtp://user:password@mail.example.com:587 or smtps://...');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}"`);
  if (!publicOrigin)
    throw new Error('SMTP_URL needs PUBLIC_ORIGIN (e.g. https://aurelia-resorts.example): links in mails must not take the host a request names');
  return value;
}

function parseSecondFactorKey(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < APP_SECRET_MIN_LENGTH)
    throw new Error(`SECOND_FACTOR_KEY must be at least ${APP_SECRET_MIN_LENGTH} characters (e.g. openssl rand -base64 32)`);
  return value;
}

/** The step-up window: 600 s unless STEP_UP_WINDOW_S says otherwise (30 s to a day). */
export const DEFAULT_STEP_UP_WINDOW_S = 600;
function parseStepUpWindow(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_STEP_UP_WINDOW_S;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 30 || seconds > 86_400)
    throw new Error(`STEP_UP_WINDOW_S must be a whole number of seconds from 30 to 86400, got "${value}"`);
  return seconds;
}

function parseAppSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < APP_SECRET_MIN_LENGTH) throw new Error(`APP_SECRET must be at least ${APP_SECRET_MIN_LENGTH} characters (e.g. openssl rand -base64 32)`);
  return value;
}
