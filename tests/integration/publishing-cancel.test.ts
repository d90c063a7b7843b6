import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_MESSAGES } from '../../src/shared/publishing/schema';
import { type FakeLinkedin, startFakeLinkedin } from '../fakes/fake-linkedin';
import { connectLinkedin, linkedinEnv } from '../helpers/linkedin';
import { finishedCarousel, type PublishingApp, publishTo, startPublishingApp } from '../helpers/publishing';
import { createUser, type TestUser } from '../helpers/users';

const JOB_META = { jobId: 'teste', attempt: 1, isLastAttempt: false };

/**
 * Cancelling a scheduled post (publishing/posts.ts, shared by both networks): only an `agendado` post, under
 * the lock its publisher holds, so a publish and a cancel of the same post never both win.
 */
describe('cancelling a scheduled post against its publisher', () => {
  let app: PublishingApp;
  let fake: FakeLinkedin;
  let user: TestUser;
  let carouselId: string;

  const schedule = async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const created = await publishTo(app.testApp, user, 'linkedin', carouselId, {
      legenda: 'x',
      agendar_para: later,
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const cancel = (postId: string) =>
    app.testApp.app.inject({
      method: 'POST',
      url: `/api/linkedin/posts/${postId}/cancel`,
      headers: user.headers,
    });
  const stateOf = async (postId: string) =>
    (await app.testApp.ctx.pool.query('select estado from linkedin_posts where id = $1', [postId])).rows[0]
      ?.estado as string;

  beforeAll(async () => {
    fake = await startFakeLinkedin();
    // Each post is scheduled an hour ahead: the test runs its publisher itself, at the moment it chooses.
    app = await startPublishingApp((url) => linkedinEnv(fake, url), { worker: true });
    user = await createUser(app.testApp, { credits: 1 });
    expect(await connectLinkedin(app.appUrl, user)).toBe('/conta?linkedin=conectado');
    carouselId = await finishedCarousel(app.testApp, user, 90_000);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('refuses while the publisher holds the post, and cancels once it lets go', async () => {
    const postId = await schedule();
    const lock = await app.testApp.ctx.pool.connect();
    try {
      await lock.query('select pg_advisory_lock(hashtext($1), hashtext($2))', ['linkedin-post', postId]);
      const busy = await cancel(postId);
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({ message: POST_MESSAGES.notCancellable });
      expect(await stateOf(postId)).toBe('agendado');
    } finally {
      await lock.query('select pg_advisory_unlock(hashtext($1), hashtext($2))', ['linkedin-post', postId]);
      lock.release();
    }
    expect((await cancel(postId)).json()).toMatchObject({ status: 'cancelado' });
    // Its job, when the time comes, publishes nothing.
    await app.testApp.jobs.publishLinkedin.handle({ postId }, JOB_META);
    expect(await stateOf(postId)).toBe('cancelado');
    expect(fake.postCalls).toBe(0);
    expect((await cancel(postId)).statusCode).toBe(409);
    expect((await cancel('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('a publish and a cancel at the same moment: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const postId = await schedule();
      const posted = fake.posts.length;
      const [published, cancelled] = await Promise.allSettled([
        app.testApp.jobs.publishLinkedin.handle({ postId }, JOB_META),
        cancel(postId),
      ]);
      const state = await stateOf(postId);
      const answer = cancelled.status === 'fulfilled' ? cancelled.value.statusCode : 0;
      if (state === 'cancelado') {
        expect(answer).toBe(200);
        expect(fake.posts.length).toBe(posted);
      } else {
        expect(state).toBe('publicado');
        expect(published.status).toBe('fulfilled');
        expect(answer).toBe(409);
        expect(fake.posts.length).toBe(posted + 1);
      }
    }
  });
});
