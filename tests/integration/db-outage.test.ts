import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningDatabase, startEmbeddedPostgres } from '../../src/server/db/embedded';
import { readPostmasterLock } from '../../src/server/db/postmaster-pid';
import type { TemplateDto } from '../../src/shared/carousels/api';
import {
  type AppProcess,
  callApi,
  postCarousel,
  startAppProcess,
  waitForHealth,
} from '../helpers/app-process';
import { listTemplates } from '../helpers/carousels';
import { killLeftoverPostgres } from '../helpers/postgres-process';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

/**
 * Its own PostgreSQL server (the run's shared cluster must not go down under other test files), killed with
 * kill -9 under a running app with its worker on, then started again on the same port and data.
 */
describe('a PostgreSQL outage under a running app (WORKER=on)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-outage-'));
  const pgDir = path.join(dir, 'pg');
  const logger = pino({ level: 'silent' });
  const databases: RunningDatabase[] = [];
  let api: TestApp | undefined;
  let app: AppProcess | undefined;
  let user: TestUser;
  let templates: TemplateDto[];

  beforeAll(async () => {
    const database = await startEmbeddedPostgres(pgDir, logger);
    databases.push(database);
    app = await startAppProcess({ DATABASE_URL: database.url, DATA_DIR: dir, WORKER: 'on' });
    // In-process and API only, to create the user straight in the database; closed before the outage.
    api = await startTestApp(database.url, { RATE_LIMIT: 'off' }, { worker: false });
    user = await createUser(api, { credits: 3 });
    templates = await listTemplates(api, user);
    await api.close();
    api = undefined;
  });
  afterAll(async () => {
    await app?.killHard();
    await api?.close();
    for (const database of databases) await database.stop();
    await killLeftoverPostgres(pgDir);
    rmSync(dir, { recursive: true, force: true });
  });

  async function createAndFinish(): Promise<{ status: number; finalStatus: string }> {
    if (!app) throw new Error('no app');
    const created = await postCarousel(app, user.headers, templates[0]?.id);
    if (created.status !== 201) return { status: created.status, finalStatus: '' };
    const current = app;
    const finalStatus = await vi.waitFor(
      async () => {
        const read = await callApi(current, 'GET', `/api/carousels/${created.body.id}`, {
          headers: user.headers,
        });
        const status = String(read.body.status);
        if (status === 'pendente' || status === 'processando') throw new Error(`still ${status}`);
        return status;
      },
      { timeout: 60_000, interval: 200 },
    );
    return { status: created.status, finalStatus };
  }

  it('stays up answering 503, and works again without a restart once PostgreSQL is back', async () => {
    if (!app) throw new Error('no app');
    expect(await createAndFinish()).toEqual({ status: 201, finalStatus: 'concluido' });
    const events = await fetch(`${app.url}/api/events?access_token=${user.session.access_token}`);
    expect(events.status).toBe(200);
    const stream = readStream(events);

    const lock = readPostmasterLock(pgDir);
    if (!lock) throw new Error('no postmaster.pid');
    process.kill(lock.pid, 'SIGKILL');

    await waitForHealth(app, 503, 30_000);
    const health = await callApi(app, 'GET', '/api/health');
    expect(health.body.code).toBe('DB_UNAVAILABLE');
    const list = await callApi(app, 'GET', '/api/carousels', { headers: user.headers });
    expect(list).toEqual({
      status: 503,
      body: {
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
        code: 'DB_UNAVAILABLE',
      },
    });
    expect(app.child.exitCode).toBeNull();

    // Back on the same port and data; the old server's backends may need a moment to let go of its memory.
    const port = lock.port ?? databases[0]?.port;
    const restarted = await vi.waitFor(() => startEmbeddedPostgres(pgDir, logger, { port }), {
      timeout: 60_000,
      interval: 500,
    });
    databases.push(restarted);

    await waitForHealth(app, 200, 30_000);
    await vi.waitFor(() => expect(stream.text()).toContain('event: resync'), {
      timeout: 30_000,
      interval: 200,
    });
    expect(await createAndFinish()).toEqual({ status: 201, finalStatus: 'concluido' });
    expect(app.child.exitCode).toBeNull();
    stream.cancel();
  }, 180_000);
});

/** Collects an SSE response's text as it arrives. */
function readStream(response: Response): { text(): string; cancel(): void } {
  let text = '';
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const pump = async () => {
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
    }
  };
  pump().catch(() => undefined);
  return { text: () => text, cancel: () => void reader?.cancel().catch(() => undefined) };
}
