import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What PostgreSQL's lock file `postmaster.pid` says: line 1 the pid, line 2 the data directory, line 4 the port. */
export interface PostmasterLock {
  pid: number;
  dataDir: string;
  port: number | null;
}

export function readPostmasterLock(dataDir: string): PostmasterLock | null {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pidLine, dirLine, , portLine] = readFileSync(file, 'utf8').split('\n');
  const pid = Number.parseInt(pidLine ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const port = Number.parseInt(portLine ?? '', 10);
  return { pid, dataDir: (dirLine ?? '').trim(), port: Number.isInteger(port) ? port : null };
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` is a postgres server running on `dataDir`: its command line names the postgres binary and
 * `-D dataDir`. A pid from an old lock file may have been reused by an unrelated process, which we must never
 * signal. Where /proc is missing (macOS), a live pid is trusted as ours only if the lock names our directory.
 */
export function isOurPostmaster(pid: number, dataDir: string, lock: PostmasterLock): boolean {
  const cmdlineFile = `/proc/${pid}/cmdline`;
  if (!existsSync(cmdlineFile)) return path.resolve(lock.dataDir) === path.resolve(dataDir);
  try {
    const args = readFileSync(cmdlineFile, 'utf8').split('\0');
    const dirIndex = args.indexOf('-D');
    return (
      path.basename(args[0] ?? '') === 'postgres' &&
      dirIndex >= 0 &&
      path.resolve(args[dirIndex + 1] ?? '') === path.resolve(dataDir)
    );
  } catch {
    return false;
  }
}
