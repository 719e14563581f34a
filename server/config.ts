import path from 'node:path';
import { limitsFromEnv, type Limits } from '~/api/limits.server';

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
  /** Cache responses for anonymous visitors (server/cache.ts). */
  responseCache: boolean;
}

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
    responseCache: env.RESPONSE_CACHE !== 'false',
  };
}

function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be true, false or a number of proxies, got "${value}"`);
  return hops;
}
