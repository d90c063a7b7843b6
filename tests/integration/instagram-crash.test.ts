import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstagramPost } from '../../src/shared/instagram/schema';
import { type FakeInstagram, startFakeInstagram } from '../fakes/fake-instagram';
import { CONVENCER_FIELDS, createCarousel, listTemplates, waitForCarousel } from '../helpers/carousels';
import { connectInstagram, freePort, instagramEnv } from '../helpers/instagram';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** Short, so the killed attempt expires (and is retried) within seconds. */
const PUBLISH_TIMEOUT_SECONDS = '6';

describe('a worker killed between creating the containers and recording the publish', () => {
  let database: TestDatabase;
  let api: TestApp;
  let fake: FakeInstagram;
  let env: Record<string, string>;
  const workers: ChildProcess[] = [];

  function startWorker(): ChildProcess {
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker-main.ts'], {
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: api.config.DATABASE_URL,
        DATA_DIR: api.dataDir,
        JWT_SECRET: api.config.JWT_SECRET,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
      stdio: 'ignore',
    });
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    fake = await startFakeInstagram();
    database = await createTestDatabase();
    const port = await freePort();
    env = {
      ...instagramEnv(fake, `http://127.0.0.1:${port}`),
      INSTAGRAM_PUBLISH_TIMEOUT_SECONDS: PUBLISH_TIMEOUT_SECONDS,
    };
    // An API-only node (it serves the slides Instagram downloads); separate worker processes run the jobs.
    api = await startTestApp(database.url, { RATE_LIMIT: 'off', WORKER: 'off', ...env }, { worker: false });
    await api.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await api?.close();
    await fake?.close();
    await database?.drop();
  });

  it('finds the post published on Instagram and records it, never publishing twice', async () => {
    const user = await createUser(api, { credits: 1 });
    const appUrl = api.config.APP_URL;
    expect(await connectInstagram(appUrl, user)).toBe('/conta?instagram=conectado');
    const first = startWorker();
    const templates = await listTemplates(api, user);
    const created = await createCarousel(api, user, {
      objetivo: 'convencer',
      template_visual: templates[1]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    await waitForCarousel(api, user, created.body.id, 90_000);

    // Instagram publishes, and the worker dies before it hears back.
    fake.hangAfterPublish(true);
    const post = await api.app.inject({
      method: 'POST',
      url: `/api/carousels/${created.body.id}/instagram`,
      headers: user.headers,
      payload: { legenda: 'Depois do tombo', agendar_para: null },
    });
    expect(post.statusCode).toBe(201);
    const postId = (post.json() as InstagramPost).id;
    await expect.poll(() => fake.publishCalls.length, { timeout: 60_000, interval: 20 }).toBe(1);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    fake.hangAfterPublish(false);
    const { rows } = await api.ctx.pool.query(
      'select estado, container_id from instagram_posts where id = $1',
      [postId],
    );
    expect(rows[0]).toMatchObject({ estado: 'publicando' });
    expect(rows[0].container_id).not.toBeNull();

    startWorker();
    let last: InstagramPost | undefined;
    await expect
      .poll(
        async () => {
          const response = await api.app.inject({
            method: 'GET',
            url: `/api/carousels/${created.body.id}/instagram`,
            headers: user.headers,
          });
          last = (response.json() as InstagramPost[])[0];
          return last?.estado;
        },
        { timeout: 90_000, interval: 100 },
      )
      .toBe('publicado');
    expect(fake.media).toHaveLength(1);
    expect(fake.publishCalls).toHaveLength(1);
    expect(last?.permalink).toBe(fake.media[0]?.permalink);
  }, 240_000);
});
