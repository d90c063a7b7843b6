import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKEDIN_MESSAGES } from '../../src/shared/linkedin/schema';
import { type FakeLinkedin, startFakeLinkedin } from '../fakes/fake-linkedin';
import { connectLinkedin, linkedinEnv } from '../helpers/linkedin';
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

describe('a worker killed between LinkedIn creating the post and the app recording it', () => {
  let api: PublishingApp;
  let fake: FakeLinkedin;
  const workers = workerProcesses(() => api);

  beforeAll(async () => {
    fake = await startFakeLinkedin();
    // An API-only node; separate worker processes run the jobs.
    api = await startPublishingApp((appUrl) => linkedinEnv(fake, appUrl), {
      worker: false,
      overrides: { LINKEDIN_PUBLISH_TIMEOUT_SECONDS: PUBLISH_TIMEOUT_SECONDS },
    });
  });
  afterAll(async () => {
    workers.killAll();
    await api?.close();
    await fake?.close();
  });

  it('never posts a second time: the post ends in an error that says to check the profile', async () => {
    const { testApp, appUrl } = api;
    const user = await createUser(testApp, { credits: 1 });
    expect(await connectLinkedin(appUrl, user)).toBe('/conta?linkedin=conectado');
    const first = workers.start();
    const carouselId = await finishedCarousel(testApp, user, 90_000, 1);

    // LinkedIn creates the post, and the worker dies before it hears back.
    fake.hangAfterPost(true);
    const post = await publishTo(testApp, user, 'linkedin', carouselId, {
      legenda: 'Depois do tombo',
      agendar_para: null,
    });
    expect(post.status).toBe(201);
    await expect.poll(() => fake.posts.length, { timeout: 60_000, interval: 20 }).toBe(1);
    await workers.crash(first);
    fake.hangAfterPost(false);

    workers.start();
    const last = await waitForPost(testApp, user, 'linkedin', carouselId, {
      states: ['erro'],
      timeoutMs: 90_000,
    });
    expect(last.status).toBe('erro');
    expect(last.erro).toBe(LINKEDIN_MESSAGES.unconfirmed);
    expect(fake.posts).toHaveLength(1);
    expect(fake.postCalls).toBe(1);
  }, 240_000);
});
