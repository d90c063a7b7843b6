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
 */
export function createPool(url: string, max = 10): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max,
    application_name: 'carrossel',
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}

export { schema };
