import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  /** Load the demo content into an empty database at start. */
  seedDemo: boolean;
  /** Trust X-Forwarded-* headers (only behind a reverse proxy that sets them). */
  trustProxy: boolean;
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
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    responseCache: env.RESPONSE_CACHE !== 'false',
  };
}
