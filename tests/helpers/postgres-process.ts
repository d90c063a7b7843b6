import { isOurPostmaster, isProcessAlive, readPostmasterLock } from '../../src/server/db/postmaster-pid';

/**
 * Stops a PostgreSQL server still running on `dataDir` (one a killed app left behind), so a test never leaves
 * an orphan, even when it failed halfway: SIGINT first (fast shutdown), SIGKILL if it lingers.
 */
export async function killLeftoverPostgres(dataDir: string): Promise<void> {
  const lock = readPostmasterLock(dataDir);
  if (!lock || !isProcessAlive(lock.pid) || !isOurPostmaster(lock.pid, dataDir, lock)) return;
  process.kill(lock.pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isProcessAlive(lock.pid)) {
    if (Date.now() > deadline) {
      process.kill(lock.pid, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
