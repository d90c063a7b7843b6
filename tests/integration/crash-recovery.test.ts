import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TemplateDto } from '../../src/shared/carousels/api';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/openai-server';
import { RECORDED_INPUT, RECORDED_MODEL, RECORDED_RESPONSE } from '../fixtures/llm/convencer-procrastinacao';
import { type AppProcess, callApi, startAppProcess } from '../helpers/app-process';
import { listTemplates } from '../helpers/carousels';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

/**
 * The generation timeout travels with the job (set by the node that sends it). Short where every attempt hangs,
 * so a killed attempt is noticed (expired) within seconds; long enough for a whole generation on a busy CI
 * machine where an attempt must succeed (an attempt that runs past it fails).
 */
const HANGING_TIMEOUT_SECONDS = '3';
const WORKING_TIMEOUT_SECONDS = '15';

describe('a generation whose process is killed with kill -9 during its attempts', () => {
  let database: TestDatabase;
  let api: TestApp;
  let llm: FakeOpenAiServer;
  let templates: TemplateDto[];
  let dataDir: string;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    llm = await startFakeOpenAiServer(() => ({ kind: 'hang' }));
    database = await createTestDatabase();
    // In-process, API only: creates users (straight in the database) and reads results.
    api = await startTestApp(database.url, { RATE_LIMIT: 'off', WORKER: 'off' }, { worker: false });
    templates = await listTemplates(api, await createUser(api));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-crash-'));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.killHard()));
    await api?.close();
    await database?.drop();
    await llm?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The app with its worker on, an LLM writer that never answers on its own, on the same data every time. */
  async function startApp(timeoutSeconds: string): Promise<AppProcess> {
    const app = await startAppProcess({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      WORKER: 'on',
      GENERATION_TIMEOUT_SECONDS: timeoutSeconds,
      AI_PROVIDER: 'llm',
      AI_BASE_URL: llm.baseUrl,
      AI_MODEL: RECORDED_MODEL,
      AI_TIMEOUT_MS: '600000',
    });
    apps.push(app);
    return app;
  }

  async function createCarousel(app: AppProcess, user: TestUser): Promise<string> {
    const created = await callApi(app, 'POST', '/api/carousels', {
      headers: user.headers,
      body: {
        objetivo: 'convencer',
        template_visual: templates[0]?.id,
        campos_personalizados: RECORDED_INPUT.campos,
      },
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  }

  async function readOutcome(userId: string, carouselId: string) {
    const pool = api.ctx.pool;
    const { rows: carousel } = await pool.query('select status from carrosseis where id = $1', [carouselId]);
    const { rows: moves } = await pool.query(
      'select kind, delta from credit_ledger where id_carrossel = $1 order by id',
      [carouselId],
    );
    const { rows: totals } = await pool.query(
      `select c.saldo_atual as saldo, (select sum(delta)::int from credit_ledger l where l.id_usuario = c.id_usuario) as ledger
         from creditos c where c.id_usuario = $1`,
      [userId],
    );
    return { status: carousel[0]?.status as string, moves, saldo: totals[0].saldo, ledger: totals[0].ledger };
  }

  async function waitForFinalStatus(carouselId: string): Promise<string> {
    return vi.waitFor(
      async () => {
        const { rows } = await api.ctx.pool.query('select status from carrosseis where id = $1', [
          carouselId,
        ]);
        const status = rows[0]?.status as string;
        if (status === 'pendente' || status === 'processando') throw new Error(`still ${status}`);
        return status;
      },
      { timeout: 90_000, interval: 250 },
    );
  }

  it('ends erro with the credit back once every attempt was killed, and the ledger matches the balance', async () => {
    llm.respondWith(() => ({ kind: 'hang' }));
    const user = await createUser(api, { credits: 2 });
    let app = await startApp(HANGING_TIMEOUT_SECONDS);
    const requestsBefore = llm.requests.length;
    const carouselId = await createCarousel(app, user);

    // Three attempts (retryLimit 2): each one reaches the writer, which hangs, and dies there with its process.
    for (let attempt = 1; attempt <= 3; attempt++) {
      await vi.waitFor(() => expect(llm.requests.length - requestsBefore).toBeGreaterThanOrEqual(attempt), {
        timeout: 60_000,
        interval: 100,
      });
      await app.killHard();
      app = await startApp(HANGING_TIMEOUT_SECONDS);
    }

    const status = await waitForFinalStatus(carouselId);
    expect(status).toBe('erro: geração interrompida; crédito devolvido');
    const outcome = await readOutcome(user.id, carouselId);
    expect(outcome.moves).toEqual([
      { kind: 'carrossel', delta: -1 },
      { kind: 'reembolso', delta: 1 },
    ]);
    expect(outcome.saldo).toBe(2);
    expect(outcome.ledger).toBe(outcome.saldo);
    // No fourth attempt: the job failed for good and was settled, not retried.
    expect(llm.requests.length - requestsBefore).toBe(3);
    const { rows: jobs } = await api.ctx.pool.query(
      "select state::text from pgboss.job where name = 'carousel-generate' and data->>'carouselId' = $1",
      [carouselId],
    );
    expect(jobs).toEqual([{ state: 'failed' }]);

    // The user reads it through the API like any other failure.
    const read = await callApi(app, 'GET', `/api/carousels/${carouselId}`, { headers: user.headers });
    expect(read.body.status).toBe('erro: geração interrompida; crédito devolvido');
    const balance = await callApi(app, 'GET', '/api/credits', { headers: user.headers });
    expect(balance.body.saldo).toBe(2);
    await app.killHard();
  }, 240_000);

  it('charges once and finishes when one attempt is killed and the next one succeeds', async () => {
    const requestsBefore = llm.requests.length;
    llm.respondWith((_request, index) =>
      index === requestsBefore ? { kind: 'hang' } : { kind: 'body', body: RECORDED_RESPONSE },
    );
    const user = await createUser(api, { credits: 2 });
    let app = await startApp(WORKING_TIMEOUT_SECONDS);
    const carouselId = await createCarousel(app, user);

    await vi.waitFor(() => expect(llm.requests.length).toBeGreaterThan(requestsBefore), {
      timeout: 60_000,
      interval: 100,
    });
    await app.killHard();
    app = await startApp(WORKING_TIMEOUT_SECONDS);

    expect(await waitForFinalStatus(carouselId)).toBe('concluido');
    const outcome = await readOutcome(user.id, carouselId);
    expect(outcome.moves).toEqual([{ kind: 'carrossel', delta: -1 }]);
    expect(outcome.saldo).toBe(1);
    expect(outcome.ledger).toBe(outcome.saldo);
    const { rows: files } = await api.ctx.pool.query(
      'select count(*)::int as n, count(distinct nome_arquivo)::int as names from arquivos where id_carrossel = $1',
      [carouselId],
    );
    expect(files[0].n).toBeGreaterThan(2);
    expect(files[0].n).toBe(files[0].names);
    await app.killHard();
  }, 180_000);
});
