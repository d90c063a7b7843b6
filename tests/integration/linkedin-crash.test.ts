import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKEDIN_MESSAGES, type LinkedinPost } from '../../src/shared/linkedin/schema';
import { type FakeLinkedin, startFakeLinkedin } from '../fakes/fake-linkedin';
import { CONVENCER_FIELDS, createCarousel, listTemplates, waitForCarousel } from '../helpers/carousels';
import { freePort } from '../helpers/instagram';
import { connectLinkedin, linkedinEnv } from '../helpers/linkedin';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** Short, so the killed attempt expires (and is retried) within seconds. */
const PUBLISH_TIMEOUT_SECONDS = '6';

describe('a worker killed between LinkedIn creating the post and the app recording it', () => {
  let database: TestDatabase;
  let api: TestApp;
  let fake: FakeLinkedin;
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
    fake = await startFakeLinkedin();
    database = await createTestDatabase();
    const port = await freePort();
    env = {
      ...linkedinEnv(fake, `http://127.0.0.1:${port}`),
      LINKEDIN_PUBLISH_TIMEOUT_SECONDS: PUBLISH_TIMEOUT_SECONDS,
    };
    // An API-only node; separate worker processes run the jobs.
    api = await startTestApp(database.url, { RATE_LIMIT: 'off', WORKER: 'off', ...env }, { worker: false });
    await api.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await api?.close();
    await fake?.close();
    await database?.drop();
  });

  it('never posts a second time: the post ends in an error that says to check the profile', async () => {
    const user = await createUser(api, { credits: 1 });
    expect(await connectLinkedin(api.config.APP_URL, user)).toBe('/conta?linkedin=conectado');
    const first = startWorker();
    const templates = await listTemplates(api, user);
    const created = await createCarousel(api, user, {
      objetivo: 'convencer',
      template_visual: templates[1]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    await waitForCarousel(api, user, created.body.id, 90_000);

    // LinkedIn creates the post, and the worker dies before it hears back.
    fake.hangAfterPost(true);
    const post = await api.app.inject({
      method: 'POST',
      url: `/api/carousels/${created.body.id}/linkedin`,
      headers: user.headers,
      payload: { legenda: 'Depois do tombo', agendar_para: null },
    });
    expect(post.statusCode).toBe(201);
    await expect.poll(() => fake.posts.length, { timeout: 60_000, interval: 20 }).toBe(1);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    fake.hangAfterPost(false);

    startWorker();
    let last: LinkedinPost | undefined;
    await expect
      .poll(
        async () => {
          const response = await api.app.inject({
            method: 'GET',
            url: `/api/carousels/${created.body.id}/linkedin`,
            headers: user.headers,
          });
          last = (response.json() as { items: LinkedinPost[] }).items[0];
          return last?.status;
        },
        { timeout: 90_000, interval: 100 },
      )
      .toBe('erro');
    expect(last?.erro).toBe(LINKEDIN_MESSAGES.unconfirmed);
    expect(fake.posts).toHaveLength(1);
    expect(fake.postCalls).toBe(1);
  }, 240_000);
});
