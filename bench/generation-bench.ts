import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { USER_EVENTS_CHANNEL } from '../src/server/realtime/channel';
import { BENCH_CONVENCER_FIELDS } from './fields';
import { type BenchRow, ms, percentile } from './table';

const RUNS = 15;

/**
 * Submit to `concluido` through the real API and worker: POST /api/carousels, then wait for the worker's
 * completion NOTIFY (no polling, no sleeping). One app process with its worker, embedded PostgreSQL.
 */
export async function benchGeneration(): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-bench-'));
  const { chmodSync } = await import('node:fs');
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
  const { app, ctx } = await buildApp(config, { logger, worker: true, serveWeb: false });
  const listener = new pg.Client({ connectionString: database.url });
  try {
    await app.ready();
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

    await listener.connect();
    await listener.query(`listen ${USER_EVENTS_CHANNEL}`);
    const waiters = new Map<string, () => void>();
    listener.on('notification', async (message) => {
      const event = JSON.parse(message.payload ?? '{}') as { type?: string; id?: string };
      if (event.type !== 'carousel' || !event.id) return;
      const resolve = waiters.get(event.id);
      if (!resolve) return;
      const { rows } = await ctx.pool.query('select status from carrosseis where id = $1', [event.id]);
      if (rows[0]?.status === 'concluido') resolve();
    });

    const durations: number[] = [];
    for (let run = 0; run < RUNS + 2; run++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/carousels',
        headers,
        payload: {
          objetivo: 'convencer',
          template_visual: templates[run % templates.length]?.id,
          campos_personalizados: BENCH_CONVENCER_FIELDS,
        },
      });
      const id = (response.json() as { id: string }).id;
      await new Promise<void>((resolve) => waiters.set(id, resolve));
      // The first two warm up fonts, templates and connections.
      if (run >= 2) durations.push(performance.now() - started);
    }
    const p50 = percentile(durations, 50);
    return [
      {
        metric: `enviar → concluído, p50 (${RUNS} carrosséis, API + worker reais)`,
        value: ms(p50),
        budget: '≤ 2000 ms',
        ok: p50 <= 2000,
      },
      { metric: 'enviar → concluído, p95', value: ms(percentile(durations, 95)) },
    ];
  } finally {
    await listener.end().catch(() => undefined);
    await app.close();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
