import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';

describe('foundation', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await startTestApp(database.url);
  });
  afterAll(async () => {
    await testApp.close();
    await database.drop();
  });

  it('answers health 200 with the database up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends security headers with a CSP', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('seeds the first admin once', async () => {
    const { rows } = await testApp.ctx.pool.query(
      "select email, tipo, status from profiles where tipo = 'admin'",
    );
    expect(rows).toEqual([{ email: 'admin@carrossel.test', tipo: 'admin', status: 'ativo' }]);
  });

  it('has every table, foreign key with cascade, and check of the schema', async () => {
    const { pool } = testApp.ctx;
    const tables = await pool.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by 1",
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'profiles',
        'creditos',
        'carrosseis',
        'arquivos',
        'pagamentos',
        'notificacoes',
        'logs',
        'support_tickets',
        'templates',
        'credit_ledger',
        'auth_sessions',
        'auth_tokens',
      ]),
    );

    const foreignKeys = await pool.query<{ child: string; parent: string; on_delete: string }>(`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
             case c.confdeltype when 'c' then 'cascade' when 'n' then 'set null' else c.confdeltype::text end as on_delete
      from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
    const cascadesToProfiles = foreignKeys.rows
      .filter((fk) => fk.parent === 'profiles' && fk.on_delete === 'cascade')
      .map((fk) => fk.child);
    expect(cascadesToProfiles).toEqual(
      expect.arrayContaining([
        'creditos',
        'carrosseis',
        'pagamentos',
        'notificacoes',
        'logs',
        'support_tickets',
        'credit_ledger',
        'auth_sessions',
        'auth_tokens',
      ]),
    );
    expect(foreignKeys.rows).toContainEqual({
      child: 'arquivos',
      parent: 'carrosseis',
      on_delete: 'cascade',
    });

    const checks = await pool.query<{ name: string; definition: string }>(`
      select conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`);
    const byName = new Map(checks.rows.map((row) => [row.name, row.definition]));
    expect(byName.get('creditos_saldo_nao_negativo')).toContain('saldo_atual >= 0');
    expect(byName.get('credit_ledger_saldo_check')).toContain('saldo_apos >= 0');
    expect(byName.get('templates_ordem_check')).toContain('ordem >= 0');
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining([
        'profiles_tipo_check',
        'profiles_status_check',
        'pagamentos_status_check',
        'carrosseis_objetivo_check',
      ]),
    );
  });

  it('applies the length caps of docs/product-rules.md §9', async () => {
    const { rows } = await testApp.ctx.pool.query<{ table_name: string; column_name: string; len: number }>(`
      select table_name, column_name, character_maximum_length as len from information_schema.columns
      where table_schema = 'public' and character_maximum_length is not null`);
    const cap = (table: string, column: string) =>
      rows.find((row) => row.table_name === table && row.column_name === column)?.len;
    expect(cap('carrosseis', 'tipo_carrossel')).toBe(50);
    expect(cap('carrosseis', 'status')).toBe(50);
    expect(cap('carrosseis', 'template_visual')).toBe(255);
    expect(cap('arquivos', 'nome_arquivo')).toBe(255);
    expect(cap('arquivos', 'tipo')).toBe(50);
    expect(cap('pagamentos', 'plano')).toBe(100);
    expect(cap('logs', 'acao')).toBe(100);
    expect(cap('logs', 'ip')).toBe(45);
  });

  it('refuses a negative balance at the database level', async () => {
    const { pool } = testApp.ctx;
    await expect(pool.query('update creditos set saldo_atual = -1')).rejects.toThrow(
      /creditos_saldo_nao_negativo/,
    );
  });
});

describe('two nodes starting together', () => {
  it('both come up and the migrations are applied once', async () => {
    const database = await createTestDatabase();
    // The template already holds the migrations: start from an empty schema to race the real work.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      'drop schema public cascade; create schema public; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade',
    );
    await client.end();

    const [first, second] = await Promise.all([startTestApp(database.url), startTestApp(database.url)]);
    try {
      for (const node of [first, second]) {
        const response = await node.app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(200);
      }
      const applied = await first.ctx.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const files = (await import('node:fs'))
        .readdirSync(path.resolve('drizzle'))
        .filter((name) => name.endsWith('.sql'));
      expect(applied.rows[0].n).toBe(files.length);
      const admins = await first.ctx.pool.query(
        "select count(*)::int as n from profiles where tipo = 'admin'",
      );
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await database.drop();
    }
  });
});

describe('embedded PostgreSQL', () => {
  it('keeps data across a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-restart-'));
    const logger = pino({ level: 'silent' });
    try {
      const first = await startEmbeddedPostgres(path.join(dir, 'pg'), logger);
      const writer = new pg.Client({ connectionString: first.url });
      await writer.connect();
      await writer.query('create table lembrete (texto text)');
      await writer.query("insert into lembrete values ('continua aqui')");
      await writer.end();
      await first.stop();

      const second = await startEmbeddedPostgres(path.join(dir, 'pg'), logger);
      const reader = new pg.Client({ connectionString: second.url });
      await reader.connect();
      const { rows } = await reader.query('select texto from lembrete');
      await reader.end();
      await second.stop();
      expect(rows).toEqual([{ texto: 'continua aqui' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
