import type pg from 'pg';
import type { JobCount } from './metrics';

/** Jobs of every queue by state, straight from pg-boss's table (pg-boss archives finished jobs after a week). */
export async function countJobsByState(pool: pg.Pool): Promise<JobCount[]> {
  const { rows } = await pool.query<JobCount>(
    'select name as queue, state::text as state, count(*)::int as count from pgboss.job group by name, state',
  );
  return rows;
}
