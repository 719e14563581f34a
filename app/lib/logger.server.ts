import pino from 'pino';

/** JSON lines on stdout; LOG_LEVEL picks the threshold (default info, silent in tests). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: undefined,
});

export type Logger = typeof logger;
