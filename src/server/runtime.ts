import path from 'node:path';
import type { Logger } from 'pino';
import { type Config, ConfigError, loadConfig } from './config';
import { type RunningDatabase, startEmbeddedPostgres } from './db/embedded';
import { isDatabaseUnavailable } from './db/errors';
import { createLogger } from './logs/logger';

export interface Runtime {
  config: Config;
  logger: Logger;
  database: RunningDatabase | null;
}

/** Reads the configuration (exiting with one line on a bad value) and makes sure a database is reachable. */
export async function prepareRuntime(): Promise<Runtime> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Readable lines for a person at a terminal; JSON (one object a line) for log collectors otherwise.
  const logger = createLogger(config, { pretty: process.stdout.isTTY });
  survivePromisesCutByOutages(logger);
  let database: RunningDatabase | null = null;
  if (!config.DATABASE_URL) {
    database = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'pg'), logger, {
      restartAttempts: EMBEDDED_RESTART_ATTEMPTS,
    });
    config = { ...config, DATABASE_URL: database.url };
  }
  return { config, logger, database };
}

/** A dead embedded PostgreSQL is started again this many times in a row (backoff from 0.5 s to 8 s). */
const EMBEDDED_RESTART_ATTEMPTS = 6;

/**
 * pg-boss reports a finished job without awaiting the query (complete/fail), so during a database outage
 * those promises reject with nobody to catch them, and Node ends the process on an unhandled rejection. Such a
 * rejection is harmless (the job stays active and is expired and retried once the database is back): log it
 * and carry on. Any other unhandled rejection is a bug and still ends the process, as Node would.
 */
function survivePromisesCutByOutages(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      logger.warn({ err: reason }, 'database unavailable (unawaited query)');
      return;
    }
    logger.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });
}

/** Runs `stop` once on SIGTERM/SIGINT; a second signal forces the exit. */
export function onShutdownSignal(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
