import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../../src/server/db/embedded';
import { isProcessAlive, readPostmasterLock } from '../../src/server/db/postmaster-pid';
import {
  type AppProcess,
  callApi,
  postCarousel,
  startAppProcess,
  waitForHealth,
} from '../helpers/app-process';
import { listTemplates } from '../helpers/carousels';
import { killLeftoverPostgres } from '../helpers/postgres-process';
import { startTestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

const ADMIN = { email: 'dona@carrossel.test', senha: 'senha-da-dona-123' };

/** `npm start` with no DATABASE_URL: the app runs its own PostgreSQL under DATA_DIR/pg. */
describe('the embedded PostgreSQL as a service', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-embedded-'));
  const pgDir = path.join(dataDir, 'pg');
  const apps: AppProcess[] = [];

  async function startApp(): Promise<AppProcess> {
    const app = await startAppProcess({
      DATA_DIR: dataDir,
      WORKER: 'on',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.senha,
    });
    apps.push(app);
    return app;
  }

  async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: runningEmbeddedUrl(pgDir) });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  async function signIn(app: AppProcess): Promise<number> {
    const response = await callApi(app, 'POST', '/api/auth/login', { body: ADMIN });
    return response.status;
  }

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.killHard()));
    // Whatever happened above, no postgres outlives the test.
    await killLeftoverPostgres(pgDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts again after kill -9 of the app: the orphaned PostgreSQL is stopped cleanly, data intact', async () => {
    const first = await startApp();
    expect(await signIn(first)).toBe(200);
    const [before] = await query<{ id: string }>('select id from profiles where email = $1', [ADMIN.email]);
    const orphan = readPostmasterLock(pgDir);
    if (!orphan) throw new Error('no postmaster.pid');

    await first.killHard();
    // Nothing stopped it: the server is still running, holding the directory.
    expect(isProcessAlive(orphan.pid)).toBe(true);

    const second = await startApp();
    expect(second.lines.some((line) => line.includes('left running by an earlier crash'))).toBe(true);
    expect(isProcessAlive(orphan.pid)).toBe(false);
    expect(await signIn(second)).toBe(200);
    const [after] = await query<{ id: string }>('select id from profiles where email = $1', [ADMIN.email]);
    expect(after?.id).toBe(before?.id);
  }, 180_000);

  it('restarts its PostgreSQL when it dies while the app runs', async () => {
    const app = apps.at(-1);
    if (!app) throw new Error('no running app');
    const lock = readPostmasterLock(pgDir);
    if (!lock) throw new Error('no postmaster.pid');
    process.kill(lock.pid, 'SIGKILL');

    await vi.waitFor(
      () => expect(app.lines.some((line) => line.includes('embedded PostgreSQL restarted'))).toBe(true),
      {
        timeout: 60_000,
        interval: 200,
      },
    );
    await waitForHealth(app, 200, 30_000);
    expect(readPostmasterLock(pgDir)?.pid).not.toBe(lock.pid);
    expect(await signIn(app)).toBe(200);
    expect(app.child.exitCode).toBeNull();
  }, 120_000);

  it('on SIGTERM lets a running generation finish, then stops in order with no error in the log', async () => {
    const running = apps.at(-1);
    if (!running) throw new Error('no running app');
    // A fresh process, so its log holds this shutdown only.
    await running.killHard();
    const app = await startApp();
    const api = await startTestApp(runningEmbeddedUrl(pgDir), { RATE_LIMIT: 'off' }, { worker: false });
    const user = await createUser(api, { credits: 1 });
    const templates = await listTemplates(api, user);
    await api.close();

    const created = await postCarousel(app, user.headers, templates[0]?.id);
    expect(created.status).toBe(201);
    await vi.waitFor(
      async () => {
        const read = await callApi(app, 'GET', `/api/carousels/${created.body.id}`, {
          headers: user.headers,
        });
        expect(read.body.status).toBe('processando');
      },
      { timeout: 60_000, interval: 50 },
    );

    app.child.kill('SIGTERM');
    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect(app.errorLines()).toEqual([]);
    // PostgreSQL was stopped by the app, last: nothing runs on the directory any more.
    const lock = readPostmasterLock(pgDir);
    expect(lock && isProcessAlive(lock.pid)).toBeFalsy();

    const database = await startEmbeddedPostgres(pgDir, pino({ level: 'silent' }));
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query(
        `select c.status, c.webhook_data->>'attempt' as attempt, j.state::text as job
           from carrosseis c join pgboss.job j on j.data->>'carouselId' = c.id::text where c.id = $1`,
        [created.body.id],
      );
      await client.end();
      // Finished within the grace period, on its first attempt, and pg-boss recorded it as done.
      expect(rows).toEqual([{ status: 'concluido', attempt: '1', job: 'completed' }]);
    } finally {
      await database.stop();
    }
  }, 180_000);
});
