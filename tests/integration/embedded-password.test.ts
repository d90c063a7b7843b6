import { mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';

const LEGACY_PASSWORD = 'carrossel-local';
const logger = pino({ level: 'silent' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-pgpass-'));
const pgDir = path.join(dataDir, 'pg');
const passwordFile = path.join(dataDir, 'pg-password');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function run<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withPassword(url: string, password: string): string {
  const next = new URL(url);
  next.password = encodeURIComponent(password);
  return next.toString();
}

async function expectRefused(url: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: withPassword(url, password) });
  await expect(client.connect()).rejects.toThrow(/password authentication failed/);
  await client.end().catch(() => undefined);
}

/** A cluster as the app made it before passwords were generated: the fixed password and no password file. */
async function makeLegacy(url: string): Promise<void> {
  await run(url, (client) => client.query(`alter role postgres password '${LEGACY_PASSWORD}'`));
  unlinkSync(passwordFile);
}

describe('embedded PostgreSQL password', () => {
  it('the test cluster itself runs on a generated password', async () => {
    if (process.env.TEST_DATABASE_URL) return; // an external server: not ours to judge
    const url = inject('clusterUrl');
    expect(decodeURIComponent(new URL(url).password)).not.toBe(LEGACY_PASSWORD);
    await expectRefused(url, LEGACY_PASSWORD);
  });

  it('is generated per DATA_DIR into a 0600 file, and a cluster from before gets one at its next start, data intact', async () => {
    const fresh = await startEmbeddedPostgres(pgDir, logger);
    try {
      const password = readFileSync(passwordFile, 'utf8').trim();
      expect(password.length).toBeGreaterThanOrEqual(32);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(decodeURIComponent(new URL(fresh.url).password)).toBe(password);
      await expectRefused(fresh.url, LEGACY_PASSWORD);
      await run(fresh.url, async (client) => {
        await client.query('create table lembrete (texto text)');
        await client.query("insert into lembrete values ('continua aqui')");
      });
      await makeLegacy(fresh.url);
    } finally {
      await fresh.stop();
    }

    // The data dir from before still starts; its fixed password is replaced by a generated one.
    const upgraded = await startEmbeddedPostgres(pgDir, logger);
    let upgradedPassword = '';
    try {
      upgradedPassword = readFileSync(passwordFile, 'utf8').trim();
      expect(upgradedPassword.length).toBeGreaterThanOrEqual(32);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(decodeURIComponent(new URL(upgraded.url).password)).toBe(upgradedPassword);
      const rows = await run(
        upgraded.url,
        async (client) => (await client.query('select texto from lembrete')).rows,
      );
      expect(rows).toEqual([{ texto: 'continua aqui' }]);
      await expectRefused(upgraded.url, LEGACY_PASSWORD);

      // A crash after PostgreSQL took the new password but before its file was in place: the pending one wins.
      await makeLegacy(upgraded.url);
      await run(upgraded.url.replace(encodeURIComponent(upgradedPassword), LEGACY_PASSWORD), (client) =>
        client.query("alter role postgres password 'senha-pendente-de-um-crash-0123456789'"),
      );
      writeFileSync(`${passwordFile}.pending`, 'senha-pendente-de-um-crash-0123456789\n', { mode: 0o600 });
    } finally {
      await upgraded.stop();
    }
    const healed = await startEmbeddedPostgres(pgDir, logger);
    try {
      expect(readFileSync(passwordFile, 'utf8').trim()).toBe('senha-pendente-de-um-crash-0123456789');
      const rows = await run(
        healed.url,
        async (client) => (await client.query('select texto from lembrete')).rows,
      );
      expect(rows).toEqual([{ texto: 'continua aqui' }]);
    } finally {
      await healed.stop();
    }
  });
});
