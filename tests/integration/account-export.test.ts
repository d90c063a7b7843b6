import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_EXPORT_JOB } from '../../src/server/account/export-job';
import { EXPORT_STARTING_SECONDS } from '../../src/server/account/export-liveness';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import type { ExportStatusResponse } from '../../src/shared/account/data-rights';
import { type AppProcess, callApi, startAppProcess, TEST_JWT_SECRET } from '../helpers/app-process';
import { seedLargeAccount, sha256 } from '../helpers/large-account';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** Python's zipfile reads the file from disk and checks every entry's CRC-32: the names, or the first bad one. */
function checkZipFile(file: string): { bad: string; names: string[] } {
  const out = execFileSync('python3', [
    '-c',
    'import sys, json, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(json.dumps({"bad": str(z.testzip()), "names": z.namelist()}))',
    file,
  ]).toString();
  return JSON.parse(out) as { bad: string; names: string[] };
}

describe('the data export of a large account', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' }, { worker: true });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('streams every file byte for byte into a complete, valid ZIP whose size the status reports', async () => {
    const user = await createUser(testApp);
    // 240 files of 200 KB (48 MB), each different: many entries, each read from storage on its own.
    const account = await seedLargeAccount(testApp.ctx.pool, testApp.ctx.storage, user.id, {
      carousels: 30,
      filesPerCarousel: 8,
      fileBytes: 200_000,
    });

    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/export',
      headers: user.headers,
    });
    expect(asked.statusCode).toBe(202);
    const ready = await vi.waitFor(
      async () => {
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/api/account/export',
          headers: user.headers,
        });
        const status = response.json() as ExportStatusResponse;
        if (status.status !== 'pronta') throw new Error(`still ${status.status}`);
        return status;
      },
      { timeout: 60_000, interval: 250 },
    );

    const link = new URL(ready.url ?? '');
    const download = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    const zip = new Uint8Array(download.rawPayload);
    expect(ready.tamanho).toBe(zip.byteLength);
    expect(zip.byteLength).toBeGreaterThan(account.bytes);

    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(['dados.json', ...account.digests.keys()].sort());
    for (const [name, digest] of account.digests)
      expect(sha256(entries[name] as Uint8Array), name).toBe(digest);
    const data = JSON.parse(new TextDecoder().decode(entries['dados.json'])) as {
      carrosseis: unknown[];
      arquivos: string[];
    };
    expect(data.carrosseis).toHaveLength(30);
    expect(data.arquivos).toHaveLength(account.files);

    // The file on disk, checked by another reader (CRC-32 of every entry), and no temporary file left.
    const { rows } = await testApp.ctx.pool.query<{ storage_key: string }>(
      'select storage_key from exportacoes where id_usuario = $1',
      [user.id],
    );
    const stored = path.join(testApp.dataDir, 'storage', 'exportacoes', rows[0]?.storage_key ?? '');
    expect(checkZipFile(stored).bad).toBe('None');
    expect(readdirSync(path.dirname(stored))).toEqual([path.basename(stored)]);
  }, 120_000);
});

describe('a data export whose process is killed with kill -9 while it streams', () => {
  let api: TestApp;
  let dataDir: string;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    // In-process, API only: creates the user and reads the database; the child processes do the work.
    api = await startTestApp(database.url, { RATE_LIMIT: 'off', WORKER: 'off' }, { worker: false });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-export-crash-'));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.killHard()));
    await api?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function startApp(): Promise<AppProcess> {
    const app = await startAppProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, WORKER: 'on' });
    apps.push(app);
    return app;
  }

  it('is not taken for dead while its job waits for a worker: it answers preparando, and a repeat is the same one', async () => {
    const user = await createUser(api);
    const call = (method: 'GET' | 'POST') =>
      api.app.inject({ method, url: '/api/account/export', headers: user.headers });
    const asked = (await call('POST')).json() as ExportStatusResponse;
    expect(asked.status).toBe('preparando');
    // No worker runs here: the job stays queued, and nothing holds its lock.
    expect((await call('GET')).json()).toEqual({ status: 'preparando', pedidaEm: asked.pedidaEm });
    expect((await call('POST')).json()).toEqual({ status: 'preparando', pedidaEm: asked.pedidaEm });
    const { rows } = await api.ctx.pool.query<{ state: string }>(
      `select j.state::text as state from exportacoes e join pgboss.job j on j.id = e.id and j.name = $2
        where e.id_usuario = $1`,
      [user.id, ACCOUNT_EXPORT_JOB],
    );
    expect(rows).toEqual([{ state: 'created' }]);
    // Cancelled with nothing left to run it: the next read finds it dead.
    await api.ctx.jobs.boss.cancel(ACCOUNT_EXPORT_JOB, await exportIdOf(user.id));
    expect((await call('GET')).json()).toEqual({ status: 'erro', pedidaEm: asked.pedidaEm });
  });

  async function exportIdOf(userId: string): Promise<string> {
    const { rows } = await api.ctx.pool.query<{ id: string }>(
      'select id from exportacoes where id_usuario = $1',
      [userId],
    );
    return rows[0]?.id ?? '';
  }

  it('is seen dead at once (erro, not preparando), and a new request builds a fresh export that completes', async () => {
    const user = await createUser(api);
    // The child's own storage folder: 300 files of 1 MB, long enough to stream that the kill lands mid-write.
    const storage = createLocalStorage(path.join(dataDir, 'storage'), 'http://localhost', TEST_JWT_SECRET);
    const account = await seedLargeAccount(api.ctx.pool, storage, user.id, {
      carousels: 60,
      filesPerCarousel: 5,
      fileBytes: 1_000_000,
    });
    const folder = path.join(dataDir, 'storage', 'exportacoes', user.id);
    const writing = () => existsSync(folder) && readdirSync(folder).some((name) => name.endsWith('.tmp'));

    let app = await startApp();
    const first = await callApi(app, 'POST', '/api/account/export', { headers: user.headers });
    expect(first.body.status).toBe('preparando');
    await vi.waitFor(() => expect(writing()).toBe(true), { timeout: 60_000, interval: 10 });
    // While it streams, the export is alive: asking again answers the same one.
    const during = await callApi(app, 'POST', '/api/account/export', { headers: user.headers });
    expect(during).toMatchObject({
      status: 202,
      body: { status: 'preparando', pedidaEm: first.body.pedidaEm },
    });
    await app.killHard();

    app = await startApp();
    // Read past the moment a job just taken counts as alive without its lock (export-liveness.ts, seconds, not
    // the job's 15 minutes): on a fast machine the restart took less than that, and the read fell in that grace.
    const exportId = await exportIdOf(user.id);
    await vi.waitFor(
      async () => {
        const { rows } = await api.ctx.pool.query<{ past: boolean }>(
          `select started_on < now() - make_interval(secs => $3) as past from pgboss.job where name = $1 and id = $2`,
          [ACCOUNT_EXPORT_JOB, exportId, EXPORT_STARTING_SECONDS],
        );
        expect(rows[0]?.past).toBe(true);
      },
      { timeout: 30_000, interval: 200 },
    );
    // The first read after the restart already knows: no 15 minutes of 'preparando'.
    const seen = await callApi(app, 'GET', '/api/account/export', { headers: user.headers });
    expect(seen.body).toEqual({ status: 'erro', pedidaEm: first.body.pedidaEm });
    const { rows: killed } = await api.ctx.pool.query<{ id: string; status: string; state: string }>(
      `select e.id, e.status, j.state::text as state
         from exportacoes e join pgboss.job j on j.id = e.id and j.name = $2
        where e.id_usuario = $1`,
      [user.id, ACCOUNT_EXPORT_JOB],
    );
    // Its job is cancelled, so pg-boss does not run it again once it would have expired.
    expect(killed).toEqual([expect.objectContaining({ status: 'erro', state: 'cancelled' })]);
    // What the killed build had written is gone.
    expect(writing()).toBe(false);

    const fresh = await callApi(app, 'POST', '/api/account/export', { headers: user.headers });
    expect(fresh.status).toBe(202);
    expect(fresh.body.status).toMatch(/preparando|pronta/);
    const ready = await vi.waitFor(
      async () => {
        const read = await callApi(app, 'GET', '/api/account/export', { headers: user.headers });
        if (read.body.status !== 'pronta') throw new Error(`still ${String(read.body.status)}`);
        return read.body as ExportStatusResponse;
      },
      { timeout: 120_000, interval: 500 },
    );
    expect(ready.pedidaEm).not.toBe(first.body.pedidaEm);

    // The link serves the whole file, and the file holds every entry with a good CRC-32.
    const link = new URL(ready.url ?? '');
    const download = await fetch(`${app.url}${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(Number(download.headers.get('content-length'))).toBe(ready.tamanho);
    await download.body?.cancel();
    const { rows } = await api.ctx.pool.query<{ status: string; storage_key: string | null }>(
      'select status, storage_key from exportacoes where id_usuario = $1 order by created_at',
      [user.id],
    );
    expect(rows.map((row) => row.status)).toEqual(['erro', 'pronto']);
    const checked = checkZipFile(path.join(dataDir, 'storage', 'exportacoes', rows[1]?.storage_key ?? ''));
    expect(checked.bad).toBe('None');
    expect(checked.names.sort()).toEqual(['dados.json', ...account.digests.keys()].sort());
    expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(app.errorLines()).toEqual([]);
  }, 300_000);
});
