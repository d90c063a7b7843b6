import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { type BuiltApp, buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { startEmbeddedPostgres } from '../src/server/db/embedded';

export interface BenchApp extends BuiltApp {
  databaseUrl: string;
  /** A signed-in user with 1,000 credits. */
  headers: { authorization: string };
  templates: { id: string }[];
  close(): Promise<void>;
}

/**
 * The real app on its own embedded PostgreSQL (API, and the worker unless told not to, in this process; no
 * rate limits) with one signed-in user, signed up through the API like anyone else. `close` removes everything.
 */
export async function startBenchApp(
  options: { listen?: boolean; worker?: boolean } = {},
): Promise<BenchApp & { url: string; dataDir: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-bench-'));
  chmodSync(dir, 0o755);
  const logger = pino({ level: 'silent' });
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'), logger);
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    ADMIN_EMAIL: 'admin@bench.local',
    ADMIN_PASSWORD: 'bench-admin-123',
  });
  const built = await buildApp(config, { logger, worker: options.worker ?? true, serveWeb: false });
  const { app, ctx } = built;
  const close = async () => {
    await app.close();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await app.ready();
    const url = options.listen ? await app.listen({ host: '127.0.0.1', port: 0 }) : '';
    const email = 'bench@exemplo.com';
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { nome: 'Bench', email, senha: 'bench-senha-123' },
    });
    await ctx.pool.query("update profiles set status = 'ativo', email_verified_at = now() where email = $1", [
      email,
    ]);
    await ctx.pool.query(
      'update creditos set saldo_atual = 1000 where id_usuario = (select id from profiles where email = $1)',
      [email],
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, senha: 'bench-senha-123' },
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const templates = (await app.inject({ method: 'GET', url: '/api/templates', headers })).json() as {
      id: string;
    }[];
    return { ...built, databaseUrl: database.url, dataDir: dir, url, headers, templates, close };
  } catch (error) {
    await close();
    throw error;
  }
}
