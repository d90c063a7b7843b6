import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { type BuildOptions, type BuiltApp, buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { TEMPLATE_DATABASE, withDatabase } from '../integration/global-setup';
import { TEST_JWT_SECRET } from './app-process';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A fresh database cloned from the run's migrated template; `empty` gives one with nothing in it (a migration
 * test brings it to an older schema itself).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const clusterUrl = inject('clusterUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(
      options.empty ? `create database ${name}` : `create database ${name} template ${TEMPLATE_DATABASE}`,
    );
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(clusterUrl, name),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp extends BuiltApp {
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** Builds the real app (real PostgreSQL, real pg-boss) on `databaseUrl`; HTTP through app.inject(). */
export async function startTestApp(
  databaseUrl: string,
  overrides: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'admin@carrossel.test',
    ADMIN_PASSWORD: 'admin-secret-123',
    JWT_SECRET: TEST_JWT_SECRET,
    APP_URL: 'http://localhost:3000',
    WORKER: 'off',
    ...overrides,
  });
  const built = await buildApp(config, { logger: pino({ level: 'silent' }), serveWeb: false, ...options });
  await built.app.ready();
  return {
    ...built,
    config,
    dataDir,
    async close() {
      await built.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
