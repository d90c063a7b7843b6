import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningDatabase, startEmbeddedPostgres } from '../../src/server/db/embedded';
import { readPostmasterLock } from '../../src/server/db/postmaster-pid';
import type { CarouselSlides, TemplateDto } from '../../src/shared/carousels/api';
import type { InstagramPost } from '../../src/shared/instagram/schema';
import { type FakeInstagram, startFakeInstagram } from '../fakes/fake-instagram';
import { type AppProcess, callApi, postCarousel, startAppProcess } from '../helpers/app-process';
import { listTemplates } from '../helpers/carousels';
import { connectInstagram, instagramEnv } from '../helpers/instagram';
import { killLeftoverPostgres } from '../helpers/postgres-process';
import { freePort } from '../helpers/publishing';
import { startTestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

const OUTAGES = 10;
const STARTING_CREDITS = 200;

/**
 * PostgreSQL stopped (`kill -INT`, a fast shutdown that terminates every backend) or killed (`kill -9`) ten
 * times while the app creates carousels, saves edits and answers list polls: pg-pool drops its own error
 * listener from a client it hands out, and an 'error' event with no listener ends the process. The app must
 * stay alive throughout, be ready again once PostgreSQL is back, and every accepted request must settle.
 */
describe('PostgreSQL restarting under load (WORKER=on)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-outage-load-'));
  const pgDir = path.join(dir, 'pg');
  const logger = pino({ level: 'silent' });
  const databases: RunningDatabase[] = [];
  let app: AppProcess;
  let fake: FakeInstagram;
  let user: TestUser;
  let templates: TemplateDto[];
  /** The carousel edited and posted over and over during the load. */
  let postsCarousel = '';

  beforeAll(async () => {
    const database = await startEmbeddedPostgres(pgDir, logger);
    databases.push(database);
    const api = await startTestApp(database.url, { RATE_LIMIT: 'off' }, { worker: false });
    user = await createUser(api, { credits: STARTING_CREDITS });
    templates = await listTemplates(api, user);
    await api.close();
    fake = await startFakeInstagram();
    const port = await freePort();
    app = await startAppProcess({
      ...instagramEnv(fake, `http://127.0.0.1:${port}`),
      // A publish cut by an outage is expired and resumed within seconds.
      INSTAGRAM_PUBLISH_TIMEOUT_SECONDS: '10',
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: dir,
      WORKER: 'on',
    });
    expect(await connectInstagram(app.url, user)).toBe('/conta?instagram=conectado');
  }, 240_000);
  afterAll(async () => {
    await app?.killHard();
    await fake?.close();
    for (const database of databases) await database.stop().catch(() => undefined);
    await killLeftoverPostgres(pgDir);
    rmSync(dir, { recursive: true, force: true });
  });

  /** /api/health/ready's status, once the app is known to be alive (a dead app is this test's failure). */
  async function readReadiness(): Promise<number> {
    if (app.child.exitCode !== null || app.child.signalCode !== null)
      throw new Error(`the app died:\n${app.lines.slice(-20).join('\n')}`);
    return (await fetch(`${app.url}/api/health/ready`)).status;
  }

  const readCarousel = async (id: string) =>
    (await callApi(app, 'GET', `/api/carousels/${id}`, { headers: user.headers })).body;

  async function waitSettled(id: string): Promise<string> {
    const settled = vi.waitFor(
      async () => {
        const status = String((await readCarousel(id)).status);
        if (status === 'pendente' || status === 'processando') throw new Error(`still ${status}`);
        return status;
      },
      { timeout: 120_000, interval: 250 },
    );
    return settled.catch(async (error: unknown) => {
      // What the queue holds for it says where it stopped.
      const client = new pg.Client({ connectionString: databases.at(-1)?.url });
      await client.connect();
      const { rows } = await client.query(
        `select name, state, retry_count, started_on, created_on, start_after from pgboss.job
          where data->>'carouselId' = $1`,
        [id],
      );
      await client.end();
      const notes = app.lines.filter((line) => !line.includes('"code":"57P03"')).slice(-15);
      throw new Error(
        `carousel ${id} did not settle (${String(error)}); jobs: ${JSON.stringify(rows)}\n${notes.join('\n')}`,
      );
    });
  }

  /** Waits until the post is published or failed (or, during the load, until the load stops). */
  async function waitPostSettled(id: string, keepWaiting: () => boolean = () => true): Promise<string> {
    return vi.waitFor(
      async () => {
        const list = await callApi(app, 'GET', `/api/carousels/${postsCarousel}/instagram`, {
          headers: user.headers,
        });
        const items = list.body as unknown as InstagramPost[];
        const estado = Array.isArray(items) ? items.find((post) => post.id === id)?.estado : undefined;
        if (keepWaiting() && (estado === undefined || ['agendado', 'publicando'].includes(estado)))
          throw new Error(`post ${id} still ${estado}`);
        return estado ?? 'desconhecido';
      },
      { timeout: 120_000, interval: 250 },
    );
  }

  /** Runs until stopped, swallowing the failures an outage causes (they are counted, not thrown). */
  function startLoad(editedId: string, editWords: CarouselSlides) {
    const created: string[] = [];
    const savedVersions: number[] = [];
    const posts: string[] = [];
    const statuses: number[] = [];
    let running = true;
    const guard = async (work: () => Promise<void>) => {
      while (running) await work().catch(() => statuses.push(0));
    };
    const loops = [
      guard(async () => {
        const response = await postCarousel(app, user.headers, templates[0]?.id);
        statuses.push(response.status);
        if (response.status === 201) created.push(String(response.body.id));
      }),
      guard(async () => {
        const slides = editWords.slides.map((slide, index) =>
          index === 0 ? { ...slide, title: `Versão ${savedVersions.length + 2}` } : slide,
        );
        const response = await callApi(app, 'PUT', `/api/carousels/${editedId}/slides`, {
          headers: user.headers,
          body: { slides, legenda: editWords.legenda },
        });
        statuses.push(response.status);
        if (response.status === 202) savedVersions.push(Number(response.body.versao));
      }),
      guard(async () => {
        const response = await callApi(app, 'GET', '/api/carousels', { headers: user.headers });
        statuses.push(response.status);
      }),
      // One post at a time (a carousel has one post in flight at most): publish, then wait for it to end.
      guard(async () => {
        const response = await callApi(app, 'POST', `/api/carousels/${editedId}/instagram`, {
          headers: user.headers,
          body: { legenda: `Post ${posts.length + 1}`, agendar_para: null },
        });
        statuses.push(response.status);
        if (response.status !== 201) return;
        posts.push(String(response.body.id));
        await waitPostSettled(String(response.body.id), () => running);
      }),
    ];
    return {
      created,
      savedVersions,
      posts,
      statuses,
      async stop() {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  it('stays alive through ten outages and settles every carousel, edit and post it accepted', async () => {
    const first = await postCarousel(app, user.headers, templates[0]?.id);
    expect(first.status).toBe(201);
    const editedId = String(first.body.id);
    postsCarousel = editedId;
    expect(await waitSettled(editedId)).toBe('concluido');
    const words = (await callApi(app, 'GET', `/api/carousels/${editedId}/slides`, { headers: user.headers }))
      .body as unknown as CarouselSlides;

    const load = startLoad(editedId, words);
    for (let outage = 0; outage < OUTAGES; outage++) {
      // Some work accepted since the last outage, so each outage lands on requests in flight.
      const acceptedBefore = load.created.length + load.savedVersions.length;
      await vi.waitFor(
        () => expect(load.created.length + load.savedVersions.length).toBeGreaterThan(acceptedBefore),
        { timeout: 60_000, interval: 50 },
      );
      const lock = readPostmasterLock(pgDir);
      if (!lock) throw new Error('no postmaster.pid');
      process.kill(lock.pid, outage % 2 === 0 ? 'SIGINT' : 'SIGKILL');
      await vi.waitFor(async () => expect(await readReadiness()).toBe(503), {
        timeout: 30_000,
        interval: 50,
      });
      expect(app.child.exitCode, app.lines.slice(-20).join('\n')).toBeNull();

      const restarted = await vi.waitFor(
        () => startEmbeddedPostgres(pgDir, logger, { port: lock.port ?? databases[0]?.port }),
        { timeout: 60_000, interval: 500 },
      );
      databases.push(restarted);
      await vi.waitFor(async () => expect(await readReadiness()).toBe(200), {
        timeout: 60_000,
        interval: 100,
      });
      expect(app.child.exitCode, app.lines.slice(-20).join('\n')).toBeNull();
    }
    await load.stop();
    console.info(
      `accepted: ${load.created.length} carousels, ${load.savedVersions.length} edits, ${load.posts.length} posts`,
    );
    expect(app.child.exitCode).toBeNull();
    expect(app.lines.join('\n')).not.toContain("Unhandled 'error' event");

    // Every carousel it answered 201 for finishes, and exactly one credit left for each carousel made.
    for (const id of load.created) expect(await waitSettled(id)).toBe('concluido');
    const me = await callApi(app, 'GET', '/api/me', { headers: user.headers });
    const made = 1 + load.created.length;
    const list = await callApi(app, 'GET', '/api/carousels', { headers: user.headers });
    expect((list.body as unknown as unknown[]).length).toBe(made);
    expect(me.body.credits).toBe(STARTING_CREDITS - made);

    // The last edit it accepted is the one served, drawn.
    const lastSaved = Math.max(...load.savedVersions);
    await vi.waitFor(
      async () => {
        const served = await callApi(app, 'GET', `/api/carousels/${editedId}/slides`, {
          headers: user.headers,
        });
        expect(served.body.versao).toBe(lastSaved);
        expect((await readCarousel(editedId)).status).toBe('concluido');
      },
      { timeout: 120_000, interval: 250 },
    );
    // Every post it accepted is published, each exactly once on Instagram.
    for (const id of load.posts) expect(await waitPostSettled(id)).toBe('publicado');
    expect(load.posts.length).toBeGreaterThan(0);
    expect(fake.publishCalls).toHaveLength(load.posts.length);

    // Outages answer 503 (or the connection fails); never a 500.
    expect(load.statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
  }, 600_000);
});
