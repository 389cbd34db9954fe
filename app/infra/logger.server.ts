import pino from 'pino';

/**
 * The process's one logger (pino, one JSON line per event): request logs (server/request-log.ts),
 * the server's start and stop, the seed, and the app's loaders and actions all write here.
 * The server bundle holds this module once (docs/decisions/0140), so they share one stream.
 *
 * Level: LOG_LEVEL when set; otherwise `info`, and `silent` when NODE_ENV is `test`, as under
 * vitest (a test that wants to see a log spies on `logger`).
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
});
