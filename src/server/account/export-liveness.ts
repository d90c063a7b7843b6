import type pg from 'pg';

/**
 * Whether a data export 'pendente' is still being made, told by its job's state (pg-boss) and, while the job
 * is 'active', by a lock its builder holds: a killed process (`kill -9`, a lost node) loses its database
 * session and, with it, the lock, at once. pg-boss alone would only notice at the job's expiry (15 minutes),
 * and meanwhile the export would answer 'preparando' and refuse a new request. The job's id is the export's id
 * (export-service.ts), so the two are read together.
 *
 * The lock is PostgreSQL's session advisory lock (EXPORT_LOCK_SPACE, hashtext(export id)): two 32-bit keys,
 * which pg_locks shows as classid, objid and objsubid 2.
 */
const EXPORT_LOCK_SPACE = 7_240_315;

/**
 * A job taken by a worker a moment ago may not hold its lock yet: within these seconds of its start an
 * 'active' job counts as alive without it.
 */
export const EXPORT_STARTING_SECONDS = 5;

/**
 * Runs `work` while holding the export's lock on a connection of its own, for the whole build. Answers
 * `undefined` without running `work` when another live builder holds it (a retry that started while an
 * earlier attempt still runs: the earlier one finishes the export).
 */
export async function whileBuildingExport<T>(
  pool: pg.Pool,
  exportId: string,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const session = await pool.connect();
  let broken: Error | undefined;
  // The session must outlive a database restart without taking the process down (its work then fails into
  // the job's retry, or finds the export settled by whoever saw it dead).
  const onError = (error: Error) => {
    broken = error;
  };
  session.on('error', onError);
  try {
    const { rows } = await session.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as locked',
      [EXPORT_LOCK_SPACE, exportId],
    );
    if (!rows[0]?.locked) return undefined;
    try {
      return await work();
    } finally {
      await session
        .query('select pg_advisory_unlock($1, hashtext($2))', [EXPORT_LOCK_SPACE, exportId])
        .catch((error: Error) => {
          broken ??= error;
        });
    }
  } finally {
    session.off('error', onError);
    // A broken session is closed, not handed back to the pool (nor with a lock still held).
    session.release(broken ?? false);
  }
}

/** Job states in which the export is still to be made by a worker: waiting for one, or after a failed try. */
const WAITING_STATES = new Set(['created', 'retry']);

/**
 * True when nothing will ever finish the export 'pendente' `exportId`: its job is active without a live
 * builder (killed), or it ended, or it is gone, while the export still waits. `jobName` is its queue.
 */
export async function isExportDead(
  db: Pick<pg.ClientBase, 'query'>,
  jobName: string,
  exportId: string,
): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean; state: string | null; starting: boolean | null }>(
    `select exists (select 1 from pg_locks l
                     where l.locktype = 'advisory' and l.granted and l.objsubid = 2
                       and l.database = (select oid from pg_database where datname = current_database())
                       and l.classid::bigint = $3 and l.objid::bigint = (hashtext($2::text)::bigint & 4294967295)
                   ) as held,
            j.state::text as state,
            j.started_on > now() - make_interval(secs => $4) as starting
       from (select 1) one
       left join pgboss.job j on j.name = $1 and j.id = $2::uuid`,
    [jobName, exportId, EXPORT_LOCK_SPACE, EXPORT_STARTING_SECONDS],
  );
  const found = rows[0];
  // A live builder holds the lock, whatever its job's state says (an attempt running past its expiry).
  if (!found || found.held) return false;
  if (found.state && WAITING_STATES.has(found.state)) return false;
  if (found.state === 'active') return !found.starting;
  // Ended (completed, failed, cancelled) or gone while the export still waits: nothing will finish it.
  return true;
}
