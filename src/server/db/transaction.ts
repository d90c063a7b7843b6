import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client';
import { getPgErrorCode } from './errors';
import { writeIdempotencyKey } from './idempotency-claim';
import * as schema from './schema';

export interface Transaction {
  /** Drizzle bound to the transaction's connection. */
  db: Database;
  /** The raw connection, for SQL that Drizzle does not express (pg-boss inserts, pg_notify). */
  client: pg.PoolClient;
}

/**
 * Runs `work` in one database transaction on one connection, so Drizzle queries, pg-boss job inserts and
 * NOTIFYs commit or roll back together. Serialization failures and deadlocks are retried a few times.
 * Within a request that sent an `Idempotency-Key`, the first transaction also writes that key, first, so the
 * key and the effect commit together (idempotency-claim.ts).
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (tx: Transaction) => Promise<T>,
  options: { isolation?: 'read committed' | 'repeatable read' | 'serializable'; retries?: number } = {},
): Promise<T> {
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query(`begin isolation level ${options.isolation ?? 'read committed'}`);
      const claim = await writeIdempotencyKey(client);
      const result = await work({ db: drizzle(client, { schema }), client });
      await client.query('commit');
      if (claim) claim.committed = true;
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      const code = getPgErrorCode(error);
      if ((code === '40001' || code === '40P01') && attempt < retries) continue;
      throw error;
    } finally {
      client.release();
    }
  }
}

/**
 * Inside a transaction: waits for, then holds until it ends, the lock named `name` (e.g. `api-keys:{userId}`),
 * so the transactions that take one name run one at a time: a count checked under it (a limit of keys, endpoints,
 * teams) cannot be passed by requests that arrive together.
 */
export async function lockTransactionOn(client: pg.PoolClient, name: string): Promise<void> {
  await client.query('select pg_advisory_xact_lock(hashtextextended($1, 7))', [name]);
}
