import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { findProjectRoot } from '../project-root';

const MIGRATIONS_FOLDER = path.join(findProjectRoot(import.meta.url), 'drizzle');
/** Arbitrary constant shared by every node: whoever holds it migrates, the others wait then find nothing to do. */
const MIGRATION_LOCK_KEY = 7_240_311;

export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Migrations in the folder that the database has not recorded (drizzle compares by creation time too). */
export async function countPendingMigrations(pool: pg.Pool): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const { rows } = await pool.query<{ last: string | null }>(
    'select max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const last = Number(rows[0]?.last ?? 0);
  return files.filter((file) => file.folderMillis > last).length;
}
