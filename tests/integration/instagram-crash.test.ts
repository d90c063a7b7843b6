import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeInstagram, startFakeInstagram } from '../fakes/fake-instagram';
import { connectInstagram, instagramEnv } from '../helpers/instagram';
import {
  finishedCarousel,
  type PublishingApp,
  publishTo,
  startPublishingApp,
  waitForPost,
  workerProcesses,
} from '../helpers/publishing';
import { createUser } from '../helpers/users';

/** Short, so the killed attempt expires (and is retried) within seconds. */
const PUBLISH_TIMEOUT_SECONDS = '6';

describe('a worker killed between creating the containers and recording the publish', () => {
  let api: PublishingApp;
  let fake: FakeInstagram;
  const workers = workerProcesses(() => api);

  beforeAll(async () => {
    fake = await startFakeInstagram();
    // An API-only node (it serves the slides Instagram downloads); separate worker processes run the jobs.
    api = await startPublishingApp((appUrl) => instagramEnv(fake, appUrl), {
      worker: false,
      overrides: { INSTAGRAM_PUBLISH_TIMEOUT_SECONDS: PUBLISH_TIMEOUT_SECONDS },
    });
  });
  afterAll(async () => {
    workers.killAll();
    await api?.close();
    await fake?.close();
  });

  it('finds the post published on Instagram and records it, never publishing twice', async () => {
    const { testApp, appUrl } = api;
    const user = await createUser(testApp, { credits: 1 });
    expect(await connectInstagram(appUrl, user)).toBe('/conta?instagram=conectado');
    const first = workers.start();
    const carouselId = await finishedCarousel(testApp, user, 90_000, 1);

    // Instagram publishes, and the worker dies before it hears back.
    fake.hangAfterPublish(true);
    const post = await publishTo(testApp, user, 'instagram', carouselId, {
      legenda: 'Depois do tombo',
      agendar_para: null,
    });
    expect(post.status).toBe(201);
    await expect.poll(() => fake.publishCalls.length, { timeout: 60_000, interval: 20 }).toBe(1);
    await workers.crash(first);
    fake.hangAfterPublish(false);
    const { rows } = await testApp.ctx.pool.query(
      'select estado, container_id from instagram_posts where id = $1',
      [post.body.id],
    );
    expect(rows[0]).toMatchObject({ estado: 'publicando' });
    expect(rows[0].container_id).not.toBeNull();

    workers.start();
    const last = await waitForPost(testApp, user, 'instagram', carouselId, {
      states: ['publicado'],
      timeoutMs: 90_000,
    });
    expect(last.estado).toBe('publicado');
    expect(fake.media).toHaveLength(1);
    expect(fake.publishCalls).toHaveLength(1);
    expect(last.permalink).toBe(fake.media[0]?.permalink);
  }, 240_000);
});
