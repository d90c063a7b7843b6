import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { runMigrations } from '../../src/server/db/migrate';

export const TEMPLATE_DATABASE = 'carrossel_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL of the run's one PostgreSQL cluster (database name to be replaced). */
    clusterUrl: string;
  }
}

/**
 * One embedded PostgreSQL cluster per test run, with one migrated template database (our migrations and
 * pg-boss's schema). Each test file clones it (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-it-'));
  const logger = pino({ level: 'warn' });
  const database = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: async () => undefined }
    : await startEmbeddedPostgres(path.join(dir, 'pg'), logger);

  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = withDatabase(database.url, TEMPLATE_DATABASE);
  const pool = new pg.Pool({ connectionString: templateUrl, max: 2 });
  await runMigrations(pool);
  await pool.end();
  const boss = new PgBoss({
    connectionString: templateUrl,
    schema: 'pgboss',
    max: 2,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });

  project.provide('clusterUrl', database.url);
  return async () => {
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
