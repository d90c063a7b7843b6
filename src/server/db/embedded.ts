import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { ensurePostgresUser, findPostgresBinaries, type PostgresBinaries } from './postgres-binaries';
import { isOurPostmaster, isProcessAlive, readPostmasterLock } from './postmaster-pid';

export interface RunningDatabase {
  url: string;
  port: number;
  /** Stops PostgreSQL (fast shutdown: open sessions are ended) and waits until it has exited. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Default: 54329 when free, else any free port. */
  port?: number;
  /** Restart PostgreSQL when it dies on its own (on the same port), up to this many times in a row. Default 0. */
  restartAttempts?: number;
}

export const EMBEDDED_USER = 'postgres';
/** The fixed password of clusters created before passwords were generated; replaced at their next start. */
const LEGACY_PASSWORD = 'carrossel-local';
const DEFAULT_PORT = 54329;
const STOP_TIMEOUT_MS = 30_000;
/** Messages are matched in English (readiness), whatever the machine's locale. */
const LOCALE_ENV = { LC_MESSAGES: 'C' };

/**
 * Runs a real PostgreSQL server under `dir` (created on first use, kept across restarts), on 127.0.0.1 only.
 * It behaves like a service: a server left running by an earlier crash of ours on the same directory is found
 * through postmaster.pid and stopped cleanly first; with `restartAttempts`, a server that dies while we run is
 * started again with backoff; `stop()` is the only thing that stops it (no exit hook races our shutdown), and a
 * last-resort hook on process exit asks it to stop so no path leaves it orphaned.
 */
export async function startEmbeddedPostgres(
  dir: string,
  logger: Logger,
  options: EmbeddedOptions = {},
): Promise<RunningDatabase> {
  const dataDir = path.resolve(dir);
  const binaries = await findPostgresBinaries();
  const owner = await ensurePostgresUser();
  mkdirSync(dataDir, { recursive: true });
  if (owner) {
    openParentsForPostgresUser(dataDir);
    chownSync(dataDir, owner.uid, owner.gid);
  }
  // One random superuser password per DATA_DIR: anyone on the machine can reach 127.0.0.1, so a fixed one
  // locks nothing. A cluster from before keeps its old password until it is up, then gets a generated one.
  let password = readEmbeddedPassword(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    logger.info({ dataDir }, 'creating the embedded PostgreSQL cluster');
    password ??= writePasswordFile(passwordFileOf(dataDir));
    await initCluster(binaries, dataDir, owner, password);
  }
  await stopLeftoverServer(dataDir, logger);

  const port = options.port ?? (await findFreePort(DEFAULT_PORT));
  const maxRestarts = options.restartAttempts ?? 0;
  let child = await spawnServer(binaries, dataDir, port, owner, logger);
  if (password === null) {
    try {
      password = await replaceLegacyPassword(dataDir, port);
    } catch (error) {
      await stopServer(child);
      throw error;
    }
    logger.info('embedded PostgreSQL: the old fixed password was replaced by a generated one');
  }
  let isStopping = false;
  let restarting: Promise<void> | null = null;
  logger.info({ port }, 'embedded PostgreSQL is up');

  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);

  const watch = (server: ChildProcess) => {
    server.once('exit', (code, signal) => {
      if (isStopping || server !== child) return;
      if (maxRestarts === 0) {
        logger.error({ code, signal }, 'embedded PostgreSQL exited unexpectedly');
        return;
      }
      logger.error({ code, signal }, 'embedded PostgreSQL exited unexpectedly; restarting it');
      restarting = restart().finally(() => {
        restarting = null;
      });
    });
  };

  async function restart(): Promise<void> {
    for (let attempt = 1; attempt <= maxRestarts && !isStopping; attempt++) {
      // Backends of a killed postmaster take a moment to notice and release the shared memory.
      await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** (attempt - 1), 8_000)));
      if (isStopping) return;
      try {
        await stopLeftoverServer(dataDir, logger);
        child = await spawnServer(binaries, dataDir, port, owner, logger);
        watch(child);
        logger.warn({ port, attempt }, 'embedded PostgreSQL restarted');
        return;
      } catch (error) {
        logger.warn({ err: error, attempt }, 'embedded PostgreSQL did not restart yet');
      }
    }
    if (!isStopping) {
      logger.fatal(
        { attempts: maxRestarts },
        'embedded PostgreSQL could not be restarted; the app answers 503',
      );
    }
  }

  watch(child);
  return {
    url: embeddedUrl(port, password),
    port,
    async stop() {
      isStopping = true;
      await restarting;
      process.off('exit', stopOnExit);
      await stopServer(child);
    },
  };
}

function embeddedUrl(port: number, password: string): string {
  return `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** DATA_DIR/pg-password beside the cluster directory DATA_DIR/pg: readable by the app's user only. */
function passwordFileOf(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'pg-password');
}

/**
 * The superuser password of the embedded cluster in `dataDir` (the directory given to startEmbeddedPostgres),
 * or null before its first start. Tests and tools that reach the embedded server directly read it here.
 */
export function readEmbeddedPassword(dataDir: string): string | null {
  const file = passwordFileOf(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

/**
 * The connection URL of the embedded server running on `dataDir` (port from its postmaster.pid, the generated
 * password), for tests and tools that reach it from outside the app.
 */
export function runningEmbeddedUrl(dataDir: string): string {
  const lock = readPostmasterLock(dataDir);
  const password = readEmbeddedPassword(dataDir);
  if (!lock?.port || !password) throw new Error(`nenhum PostgreSQL embutido rodando em ${dataDir}`);
  return embeddedUrl(lock.port, password);
}

/** A new random password written to `file` (mode 0600); returns it. */
function writePasswordFile(file: string): string {
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Gives a cluster made with the old fixed password a generated one. The new password is written to a pending
 * file first and renamed into place once PostgreSQL took it, so a crash in between is healed at the next start
 * (the pending password is then tried too).
 */
async function replaceLegacyPassword(dataDir: string, port: number): Promise<string> {
  const file = passwordFileOf(dataDir);
  const pendingFile = `${file}.pending`;
  const pending = existsSync(pendingFile) ? readFileSync(pendingFile, 'utf8').trim() : '';
  const password = pending || writePasswordFile(pendingFile);
  let client: pg.Client | null = null;
  for (const candidate of [LEGACY_PASSWORD, password]) {
    const attempt = new pg.Client({ connectionString: embeddedUrl(port, candidate) });
    try {
      await attempt.connect();
      client = attempt;
      break;
    } catch (error) {
      await attempt.end().catch(() => undefined);
      if ((error as { code?: string }).code !== '28P01') throw error;
    }
  }
  if (!client) {
    throw new Error(
      `o PostgreSQL embutido recusou a senha antiga e a gerada; restaure ${file} ou recrie ${dataDir}`,
    );
  }
  try {
    await client.query(`alter role ${EMBEDDED_USER} password ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  renameSync(pendingFile, file);
  return password;
}

async function initCluster(
  binaries: PostgresBinaries,
  dataDir: string,
  owner: { uid: number; gid: number } | null,
  password: string,
): Promise<void> {
  // initdb runs as the postgres user when we are root, so this copy must be readable by it; it lives a moment.
  const passwordFile = path.join(os.tmpdir(), `carrossel-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) chownSync(passwordFile, owner.uid, owner.gid);
  try {
    await runToEnd(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        `--username=${EMBEDDED_USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--lc-messages=C',
      ],
      owner,
    );
  } catch (error) {
    // A half-made cluster would be taken for a real one at the next start.
    rmSync(path.join(dataDir, 'PG_VERSION'), { force: true });
    throw error;
  } finally {
    unlinkSync(passwordFile);
  }
}

/**
 * A postgres still running on our directory (the app was killed with kill -9, so nothing stopped it) holds the
 * directory and its port: stop it the way `stop()` would (SIGINT, a fast shutdown that finishes cleanly) and wait.
 * A lock file whose pid is gone is PostgreSQL's own business (it replaces it); one whose pid now belongs to an
 * unrelated process would make PostgreSQL refuse to start, so it is removed.
 */
async function stopLeftoverServer(dataDir: string, logger: Logger): Promise<void> {
  const lock = readPostmasterLock(dataDir);
  if (!lock || !isProcessAlive(lock.pid)) return;
  if (!isOurPostmaster(lock.pid, dataDir, lock)) {
    logger.warn(
      { pid: lock.pid },
      'postmaster.pid names a process that is not our PostgreSQL: removing the stale lock',
    );
    rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
    return;
  }
  logger.warn(
    { pid: lock.pid, port: lock.port },
    'found the embedded PostgreSQL left running by an earlier crash: stopping it cleanly before starting',
  );
  process.kill(lock.pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isProcessAlive(lock.pid)) {
    if (Date.now() > deadline) {
      throw new Error(
        `o PostgreSQL deixado rodando (pid ${lock.pid}) não parou em ${STOP_TIMEOUT_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the server and resolves once it accepts connections; rejects with its own last words if it exits. */
function spawnServer(
  binaries: PostgresBinaries,
  dataDir: string,
  port: number,
  owner: { uid: number; gid: number } | null,
  logger: Logger,
): Promise<ChildProcess> {
  const server = spawn(
    binaries.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      // TCP on loopback only: no unix socket in a directory the postgres user may not own.
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...(owner ?? {}), env: { ...process.env, ...LOCALE_ENV }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    const lastLines: string[] = [];
    let isReady = false;
    server.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        logger.debug({ pg: line }, 'postgres');
        lastLines.push(line);
        if (lastLines.length > 10) lastLines.shift();
        if (!isReady && line.includes('database system is ready to accept connections')) {
          isReady = true;
          resolve(server);
        }
      }
    });
    server.once('error', reject);
    server.once('exit', (code, signal) => {
      if (!isReady) {
        reject(new Error(`o PostgreSQL embutido não iniciou (${code ?? signal}): ${lastLines.join(' | ')}`));
      }
    });
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGINT');
  const timer = setTimeout(() => server.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function runToEnd(file: string, args: string[], owner: { uid: number; gid: number } | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...(owner ?? {}),
      env: { ...process.env, ...LOCALE_ENV },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb falhou (${code}): ${output.slice(-500)}`)),
    );
  });
}

/**
 * The postgres OS user must be able to walk down to the data directory, so every parent gets the search bit
 * (mkdtemp makes 0700 directories, so tests need this too).
 */
function openParentsForPostgresUser(target: string): void {
  let current = path.dirname(target);
  while (current !== path.dirname(current)) {
    try {
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
