import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: services accept either so they compose inside one transaction. */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

// Postgres bigint (count(*)) arrives as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * A request during a database outage must fail fast (and answer 503), not wait for a TCP timeout: connecting
 * gives up after 5 s, and keepAlive notices a silently dropped connection.
 *
 * A connection that PostgreSQL ends (a restart, `pg_terminate_backend`) emits 'error'; an 'error' event
 * without a listener kills the process. pg-pool listens only while a client is idle and drops its listener
 * when the client is checked out (a transaction, a job's advisory lock, a publish holding its lock), so
 * every client gets one listener of ours for its whole life, from the moment it connects. The work it was
 * doing then fails with the query's own error, into the caller's normal retry path, and pg-pool discards
 * the broken client when it is released.
 */
export function createPool(
  url: string,
  max = 10,
  onError: (error: Error) => void = () => undefined,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'carrossel',
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}

export { schema };
