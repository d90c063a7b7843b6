import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-app';

const DRIZZLE = path.resolve(import.meta.dirname, '../../drizzle');

/** The migrations folder as it was before `tag`, so a database migrated from it gets the old schema. */
function copyFolderBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-migrations-'));
  cpSync(DRIZZLE, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * The setup of a migration's test, for the whole file: an empty database migrated up to the migration named
 * `tag` (not included), for the file to fill with old-shape rows and then run the migrations on
 * (`runMigrations`). The database is dropped after the file's last test. `onReady` hands the pool over.
 */
export function setUpDatabaseBefore(tag: string, onReady: (pool: pg.Pool) => void): void {
  let database: TestDatabase | undefined;
  let pool: pg.Pool | undefined;
  let folder: string | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    folder = copyFolderBefore(tag);
    await migrate(drizzle(pool), { migrationsFolder: folder });
    onReady(pool);
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
}

/** A cliente's profile row written straight into a database of any schema so far, for old-shape rows to belong to. */
export async function insertProfile(pool: pg.Pool, email: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into profiles (nome, email, status, tipo, password_hash) values ('Ana', $1, 'ativo', 'cliente', 'x')
     returning id`,
    [email],
  );
  return rows[0]?.id ?? '';
}
