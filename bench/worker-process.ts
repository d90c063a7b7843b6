import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../src/server/db/embedded';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 120_000;
/** What package.json's worker script runs. */
const WORKER_ENTRY = 'dist-server/worker-main.mjs';

/**
 * A worker node started exactly as an operator does, `npm run worker` (its memory settings included), and
 * measured from outside through /proc: the node process that npm starts, not npm itself.
 */
export interface WorkerProcess {
  /** Resident memory now, MB. */
  rssMb(): number;
  /** CPU time (user + system, every thread) used so far, ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** The node process under `parent` (at any depth) running `entry` (not the shell npm starts it with). */
function findDescendant(parent: number, entry: string): number | undefined {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(Number(name), 'stat');
    if (stat) parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  for (const pid of parents.keys()) {
    const argv = readProc(pid, 'cmdline').split('\0');
    if (!path.basename(argv[0] ?? '').startsWith('node') || !argv.includes(entry)) continue;
    for (let up = parents.get(pid); up !== undefined && up > 1; up = parents.get(up)) {
      if (up === parent) return pid;
    }
  }
  return undefined;
}

function readProc(pid: number | undefined, file: string): string {
  if (pid === undefined) return '';
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** Starts src/server/worker-main.ts on the bench's database and files; resolves once its metrics answer. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const metricsPort = await findFreePort(0);
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'worker'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      METRICS_PORT: String(metricsPort),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let pid: number | undefined;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      // A worker that has not ended after its shutdown grace is killed, so the bench never hangs on it.
      const hard = setTimeout(() => {
        if (pid !== undefined) process.kill(pid, 'SIGKILL');
        child.kill('SIGKILL');
      }, 30_000);
      child.once('exit', () => {
        clearTimeout(hard);
        resolve();
      });
      if (pid !== undefined) process.kill(pid, 'SIGTERM');
      else child.kill('SIGTERM');
    });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`worker exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
      .then((response) => response.ok)
      .catch(() => false);
    pid ??= child.pid === undefined ? undefined : findDescendant(child.pid, WORKER_ENTRY);
    if (ok && pid !== undefined) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `worker did not come up (metrics ${ok ? 'answered' : 'silent'}, process ${pid ?? 'not found'})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    rssMb() {
      const kb = /VmRSS:\s+(\d+)/.exec(readProc(pid, 'status'))?.[1];
      return kb ? Number(kb) / 1024 : 0;
    },
    cpuMs() {
      const stat = readProc(pid, 'stat');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, in clock ticks of 1/100 s on Linux.
      return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
    },
    stop,
  };
}
