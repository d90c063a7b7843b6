import path from 'node:path';
import pino, { type Logger } from 'pino';
import { type Config, ConfigError, loadConfig } from './config';
import { type RunningDatabase, startEmbeddedPostgres } from './db/embedded';

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
  const logger = pino({
    level: config.LOG_LEVEL,
    // Readable lines for a person at a terminal; JSON (one object a line) for log collectors otherwise.
    ...(process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'SYS:HH:MM:ss',
              // "GET /api/me 200 3.1ms user=… req=…" on one line; other fields follow as usual.
              messageFormat:
                '{msg}{if method} {method} {url} {status} {ms}ms{end}{if userId} user={userId}{end}{if reqId} req={reqId}{end}',
              ignore: 'pid,hostname,reqId,method,url,status,ms,userId',
            },
          },
        }
      : {}),
  });
  let database: RunningDatabase | null = null;
  if (!config.DATABASE_URL) {
    database = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'pg'), logger);
    config = { ...config, DATABASE_URL: database.url };
  }
  return { config, logger, database };
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
