import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { hashPassword } from '../src/server/auth/password';
import { findFreePort, type RunningDatabase, startEmbeddedPostgres } from '../src/server/db/embedded';
import { readPostmasterLock } from '../src/server/db/postmaster-pid';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 120_000;

export interface BenchUser {
  id: string;
  email: string;
  token: string;
}

/**
 * One PostgreSQL, API nodes (`WORKER=off`) and worker processes, each a real `node` process started the way an
 * operator would (the compiled dist-server/main.mjs and dist-server/worker-main.mjs), sharing DATA_DIR as a shared disk and one
 * JWT secret. Everything listens on 127.0.0.1 only.
 */
export interface Cluster {
  apis: string[];
  pool: pg.Pool;
  createUsers(count: number, credits: number): Promise<BenchUser[]>;
  adminToken(): Promise<string>;
  /**
   * CPU seconds (user + system) used so far by the first API node and by PostgreSQL (the postmaster, every
   * backend alive and those that ended), from /proc; null where there is none. Read before and after a phase, it
   * gives the CPU a request costs each side, a figure the neighbours' load moves far less than requests per second.
   */
  cpuSeconds(): { api: number; postgres: number } | null;
  stop(): Promise<void>;
}

/** Linux's USER_HZ: /proc/PID/stat counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

/** A process's parent and CPU ticks (its own, and its waited-for children's), or null once it is gone. */
function readStat(pid: number): { ppid: number; own: number; children: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state ppid ... utime(14) stime(15) cutime(16) cstime(17), counted from 1.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const at = (field: number) => fields[field - 3] ?? 0;
    return { ppid: at(4), own: at(14) + at(15), children: at(16) + at(17) };
  } catch {
    return null;
  }
}

function buildServer(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build:server saiu com ${code}`)),
    );
  });
}

/** Polls until `url` answers 200 (start-up only: the nodes have no other way to say they are up). */
async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

export async function startCluster(options: { apiNodes: number; workers: number }): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-scale-'));
  const logger = pino({ level: 'warn' });
  const database: RunningDatabase = await startEmbeddedPostgres(path.join(dir, 'pg'), logger);
  const children: ChildProcess[] = [];
  const baseEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATA_DIR: path.join(dir, 'data'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: 'admin@scale.local',
    ADMIN_PASSWORD: 'scale-admin-123',
    // The load comes from a handful of users on one address: the per-user and per-IP limits would answer 429.
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'info',
    // Production refuses to start without an explicit PIX provider; the bench pays nothing.
    PIX_PROVIDER: 'sandbox',
  };
  // The compiled server with npm start's memory settings (package.json), as an operator runs it
  // (scripts/build-server.ts).
  await buildServer();
  // BENCH_CPU_PROF=DIR: the first API node (the one the single-process phase reads) writes a V8 CPU profile there
  // as it stops, to see where its time goes (chrome://inspect or any .cpuprofile reader).
  const profileDir = process.env.BENCH_CPU_PROF;
  const spawnNode = (entry: string, env: Record<string, string>) => {
    const profile =
      profileDir && entry.endsWith('main.mjs') && !entry.includes('worker') && children.length === 0
        ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`]
        : [];
    const child = spawn(process.execPath, ['--max-semi-space-size=4', ...profile, entry], {
      cwd: ROOT,
      env: { ...baseEnv, MALLOC_ARENA_MAX: '1', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };

  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await pool.end().catch(() => undefined);
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  };

  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const apis: string[] = [];
  try {
    // The first API node migrates and seeds alone; the others then start together.
    for (let index = 0; index < options.apiNodes; index++) {
      const port = await findFreePort(0);
      const url = `http://127.0.0.1:${port}`;
      const child = spawnNode('dist-server/main.mjs', { PORT: String(port), APP_URL: url, WORKER: 'off' });
      apis.push(url);
      if (index === 0) await waitFor(`${url}/api/health/ready`, child);
      else void waitFor(`${url}/api/health/ready`, child);
    }
    await Promise.all(
      apis.map((url, index) => waitFor(`${url}/api/health/ready`, children[index] as ChildProcess)),
    );
    for (let index = 0; index < options.workers; index++) {
      const metricsPort = await findFreePort(0);
      const child = spawnNode('dist-server/worker-main.mjs', { METRICS_PORT: String(metricsPort) });
      await waitFor(`http://127.0.0.1:${metricsPort}/metrics`, child);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const login = async (email: string, senha: string) => {
    const response = await fetch(`${apis[0]}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, senha }),
    });
    if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
    return ((await response.json()) as { access_token: string }).access_token;
  };

  return {
    apis,
    pool,
    async createUsers(count, credits) {
      const senha = 'scale-senha-123';
      const hash = await hashPassword(senha);
      const users: BenchUser[] = [];
      for (let index = 0; index < count; index++) {
        const email = `u${index}-${randomBytes(3).toString('hex')}@scale.local`;
        const { rows } = await pool.query<{ id: string }>(
          `insert into profiles (nome, email, tipo, status, password_hash, email_verified_at)
           values ($1, $2, 'cliente', 'ativo', $3, now()) returning id`,
          [`Criador ${index}`, email, hash],
        );
        const id = rows[0]?.id ?? '';
        // The balance was made empty with the personal workspace (migration 0029's trigger).
        await pool.query('update creditos set saldo_atual = $2 where id_usuario = $1', [id, credits]);
        users.push({ id, email, token: await login(email, senha) });
      }
      return users;
    },
    adminToken: () => login(baseEnv.ADMIN_EMAIL, baseEnv.ADMIN_PASSWORD),
    cpuSeconds() {
      const apiPid = children[0]?.pid;
      const postmaster = readPostmasterLock(path.join(dir, 'pg'))?.pid;
      const api = apiPid ? readStat(apiPid) : null;
      const main = postmaster ? readStat(postmaster) : null;
      if (!api || !main || !postmaster) return null;
      let postgres = main.own + main.children;
      for (const name of readdirSync('/proc')) {
        const pid = Number(name);
        if (!Number.isInteger(pid)) continue;
        const stat = readStat(pid);
        if (stat?.ppid === postmaster) postgres += stat.own;
      }
      return { api: api.own / TICKS_PER_SECOND, postgres: postgres / TICKS_PER_SECOND };
    },
    stop,
  };
}
