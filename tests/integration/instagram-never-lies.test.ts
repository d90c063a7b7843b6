import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_FETCH_REASON, TEMPORARY_REASON } from '../../src/server/instagram/graph-errors';
import { INSTAGRAM_MESSAGES, type InstagramPost } from '../../src/shared/instagram/schema';
import { type FakeInstagram, startFakeInstagram } from '../fakes/fake-instagram';
import { connectInstagram, instagramEnv } from '../helpers/instagram';
import {
  finishedCarousel,
  type PublishingApp,
  postsOf,
  publishTo,
  startPublishingApp,
  waitForPost as waitForPostOf,
} from '../helpers/publishing';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

const JOB_META = { jobId: 'teste', attempt: 1, isLastAttempt: false };

/**
 * Publishing that never lies (docs/instagram.md): an unknown outcome is `verificando` until Instagram says,
 * Meta's try-again codes are retried, every refusal is a sentence, captions are checked before any call, and a
 * changed token key asks to reconnect.
 */
describe('Instagram publishing tells the truth about each post', () => {
  let app: PublishingApp;
  let testApp: TestApp;
  let fake: FakeInstagram;
  let appUrl: string;
  let env: Record<string, string>;
  let user: TestUser;
  let carouselId: string;

  const publish = (body: Record<string, unknown>) => publishTo(testApp, user, 'instagram', carouselId, body);

  const postsNow = () => postsOf(testApp, user, 'instagram', carouselId);

  const waitForPost = (postId: string, states: string[]) =>
    waitForPostOf(testApp, user, 'instagram', carouselId, { postId, states, timeoutMs: 60_000 });

  /** Publishes now with Instagram cut off right at media_publish: every attempt ends without an answer. */
  async function publishIntoOutage(when: 'before' | 'after'): Promise<InstagramPost> {
    fake.dropNextPublish(when, true);
    const created = await publish({ legenda: `Sem resposta (${when})`, agendar_para: null });
    expect(created.status).toBe(201);
    const post = await waitForPost(created.body.id, ['verificando', 'erro', 'publicado']);
    // The publisher records the state before it lets go of the post's lock; the tests look once it has.
    await vi.waitFor(
      async () => {
        // A session lock: taken and given back on one connection.
        const probe = await testApp.ctx.pool.connect();
        try {
          const { rows } = await probe.query<{ free: boolean }>(
            `select pg_try_advisory_lock(hashtext('instagram-post'), hashtext($1)) as free`,
            [post.id],
          );
          if (!rows[0]?.free) throw new Error('the publisher still holds the post');
          await probe.query(`select pg_advisory_unlock(hashtext('instagram-post'), hashtext($1))`, [post.id]);
        } finally {
          probe.release();
        }
      },
      { timeout: 30_000, interval: 100 },
    );
    return post;
  }

  async function queuedVerifications(postId: string): Promise<number> {
    const { rows } = await testApp.ctx.pool.query(
      `select count(*)::int as n from pgboss.job where name = 'instagram-publish-verify'
        and data->>'postId' = $1 and state::text = 'created'`,
      [postId],
    );
    return rows[0].n;
  }

  beforeAll(async () => {
    fake = await startFakeInstagram();
    app = await startPublishingApp((url) => instagramEnv(fake, url), {
      worker: true,
      overrides: {
        // Meta's pauses, shortened: the job's retries come a second apart, the 2207052 retry at once.
        INSTAGRAM_RETRY_DELAY_MS: '1000',
        // The verify job's next look waits an hour: the tests take each look themselves.
        INSTAGRAM_VERIFY_INTERVAL_SECONDS: '3600',
      },
    });
    ({ testApp, appUrl, env } = app);
    user = await createUser(testApp, { credits: 1 });
    carouselId = await finishedCarousel(testApp, user, 90_000);
  }, 180_000);
  afterAll(async () => {
    fake?.setOffline(false);
    await app?.close();
    await fake?.close();
  });

  it('explains at once a connection without the publishing permission, and warns that a local APP_URL cannot serve Instagram', async () => {
    fake.declineNextPermissions(['instagram_business_content_publish']);
    expect(await connectInstagram(appUrl, user)).toBe('/conta?instagram=erro&motivo=sem_permissao');
    expect((await testApp.ctx.pool.query('select 1 from instagram_contas')).rowCount).toBe(0);

    expect(await connectInstagram(appUrl, user)).toBe('/conta?instagram=conectado');
    const status = await testApp.app.inject({ method: 'GET', url: '/api/instagram', headers: user.headers });
    expect(status.json().aviso_midia).toContain(`este servidor está em ${appUrl}`);
    expect(status.json().aviso_midia).toContain('Configure APP_URL');
  });

  it('refuses a caption with 21 @ mentions before calling Instagram at all', async () => {
    const requests = fake.requests.length;
    const mentions = Array.from({ length: 21 }, (_, index) => `@perfil${index}`).join(' ');
    const refused = await publish({ legenda: `Obrigado ${mentions}`, agendar_para: null });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A legenda pode marcar no máximo 20 perfis com @ (tem 21).');
    expect(fake.requests.length).toBe(requests);
    expect((await testApp.ctx.pool.query('select 1 from instagram_posts')).rowCount).toBe(0);
  });

  it("retries Meta's try-again codes (2207001, 2207032, 2207008) and publishes once", async () => {
    fake.failNext(/\/media$/, { code: -1, subcode: 2207001, message: 'Server error' });
    fake.failNext(/\/media$/, { code: -2, subcode: 2207032, message: 'Create media failed' });
    fake.failNext(/\/media_publish$/, { code: -2, subcode: 2207008, message: 'Temporary error' });
    const media = fake.media.length;
    const created = await publish({ legenda: 'Na insistência', agendar_para: null });
    const done = await waitForPost(created.body.id, ['publicado', 'erro']);
    expect(done).toMatchObject({ estado: 'publicado', erro: null });
    expect(fake.media.length).toBe(media + 1);
    expect(done.permalink).toBe(fake.media.at(-1)?.permalink);
  });

  it('reads what a published post achieved at 1 h, 24 h and 7 days, and on demand', async () => {
    const [post] = (await postsNow()).filter((item) => item.estado === 'publicado');
    if (!post) throw new Error('no published post');
    const { rows: jobs } = await testApp.ctx.pool.query(
      `select extract(epoch from (start_after - created_on))::int as seconds from pgboss.job
        where name = 'instagram-insights' and data->>'postId' = $1 order by start_after`,
      [post.id],
    );
    expect(jobs.map((job) => Math.round(job.seconds / 60))).toEqual([60, 1440, 10_080]);
    expect(post.metricas).toBeNull();

    const { rows } = await testApp.ctx.pool.query('select media_id from instagram_posts where id = $1', [
      post.id,
    ]);
    const mediaId = rows[0].media_id as string;
    fake.setInsights(mediaId, {
      reach: 840,
      saved: 37,
      shares: 12,
      likes: 95,
      comments: 8,
      total_interactions: 152,
    });
    await testApp.jobs.instagramInsights.handle({ postId: post.id }, JOB_META);
    const read = (await postsNow()).find((item) => item.id === post.id);
    expect(read?.metricas).toEqual({
      alcance: 840,
      salvamentos: 37,
      compartilhamentos: 12,
      curtidas: 95,
      comentarios: 8,
      interacoes: 152,
    });

    fake.setInsights(mediaId, {
      reach: 900,
      saved: 40,
      shares: 13,
      likes: 99,
      comments: 9,
      total_interactions: 161,
    });
    const now = await testApp.app.inject({
      method: 'POST',
      url: `/api/instagram/posts/${post.id}/insights`,
      headers: user.headers,
    });
    expect(now.statusCode).toBe(200);
    expect(now.json().metricas).toMatchObject({ alcance: 900, salvamentos: 40, compartilhamentos: 13 });

    // An account connected without the insights permission: a clear sentence, the numbers kept.
    fake.declineNextPermissions(['instagram_business_manage_insights']);
    expect(await connectInstagram(appUrl, user)).toBe('/conta?instagram=conectado');
    const refused = await testApp.app.inject({
      method: 'POST',
      url: `/api/instagram/posts/${post.id}/insights`,
      headers: user.headers,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(INSTAGRAM_MESSAGES.insightsUnavailable);
    expect((await postsNow()).find((item) => item.id === post.id)?.metricas?.alcance).toBe(900);
    expect(await connectInstagram(appUrl, user)).toBe('/conta?instagram=conectado');
  });

  it('asks again once, after a pause, for a slide Instagram could not fetch (2207052); twice is an error that says what to check', async () => {
    fake.failNext(/\/media$/, { code: 9004, subcode: 2207052, message: 'Media could not be fetched' });
    const once = await publish({ legenda: 'Uma falha', agendar_para: null });
    expect((await waitForPost(once.body.id, ['publicado', 'erro'])).estado).toBe('publicado');

    const publishes = fake.publishCalls.length;
    fake.failNext(/\/media$/, { code: 9004, subcode: 2207052, message: 'Media could not be fetched' });
    fake.failNext(/\/media$/, { code: 9004, subcode: 2207052, message: 'Media could not be fetched' });
    const twice = await publish({ legenda: 'Duas falhas', agendar_para: null });
    const failed = await waitForPost(twice.body.id, ['publicado', 'erro']);
    expect(failed).toMatchObject({ estado: 'erro', erro: MEDIA_FETCH_REASON });
    expect(fake.publishCalls.length).toBe(publishes);
  });

  it('says any other refusal as a sentence, not as a bare code', async () => {
    fake.failNext(/\/media_publish$/, { code: -2, subcode: 2207051, message: 'Spam' });
    const created = await publish({ legenda: 'Bloqueada', agendar_para: null });
    const failed = await waitForPost(created.body.id, ['publicado', 'erro']);
    expect(failed.estado).toBe('erro');
    expect(failed.erro).toMatch(
      /^O Instagram bloqueou esta publicação por suspeita de atividade automatizada/,
    );
    expect(failed.erro).not.toMatch(/código/);
  });

  it('is verificando, not erro, when media_publish went out and no answer came back; the verify job then finds the post, only around the time it was sent', async () => {
    const publishes = fake.publishCalls.length;
    const post = await publishIntoOutage('after');
    expect(post.estado).toBe('verificando');
    expect(post.erro).toBeNull();
    expect(fake.publishCalls.length).toBe(publishes + 1);
    expect(await queuedVerifications(post.id)).toBe(1);
    const published = fake.media.at(-1);

    // An older post of the same account, never recorded by us, must not be taken for this one.
    const { rows } = await testApp.ctx.pool.query(
      'select publicacao_enviada_em from instagram_posts where id = $1',
      [post.id],
    );
    fake.media.push({
      ...(published as NonNullable<typeof published>),
      id: '17999000000000001',
      permalink: 'https://www.instagram.com/p/outro-post/',
      timestamp: new Date(new Date(rows[0].publicacao_enviada_em).getTime() - 3600_000).toISOString(),
    });
    // The check while Instagram is still away: unknown, and another check is queued.
    await testApp.jobs.verifyInstagram.handle({ postId: post.id }, JOB_META);
    expect((await waitForPost(post.id, ['verificando'])).estado).toBe('verificando');
    expect(await queuedVerifications(post.id)).toBe(2);

    fake.setOffline(false);
    await testApp.jobs.verifyInstagram.handle({ postId: post.id }, JOB_META);
    const resolved = await waitForPost(post.id, ['publicado']);
    expect(resolved.permalink).toBe(published?.permalink);
    expect(fake.publishCalls.length).toBe(publishes + 1);
    fake.media.pop();
  }, 90_000);

  it('a retry by the user while verificando looks first: refused while unknown, allowed once Instagram confirms nothing went out', async () => {
    const media = fake.media.length;
    const post = await publishIntoOutage('before');
    expect(post.estado).toBe('verificando');

    const whileAway = await publish({ legenda: 'De novo', agendar_para: null });
    expect(whileAway).toMatchObject({ status: 409, body: { message: INSTAGRAM_MESSAGES.stillVerifying } });

    fake.setOffline(false);
    const again = await publish({ legenda: 'De novo', agendar_para: null });
    expect(again.status).toBe(201);
    const earlier = (await postsNow()).find((item) => item.id === post.id);
    expect(earlier).toMatchObject({ estado: 'erro', erro: INSTAGRAM_MESSAGES.confirmedNotPublished });
    expect((await waitForPost(again.body.id, ['publicado', 'erro'])).estado).toBe('publicado');
    expect(fake.media.length).toBe(media + 1);
  }, 90_000);

  it('after 24 h unconfirmed it says so; a later retry finds the post published and does not post it again', async () => {
    const post = await publishIntoOutage('after');
    expect(post.estado).toBe('verificando');
    const publishes = fake.publishCalls.length;
    await testApp.ctx.pool.query(
      `update instagram_posts set publicacao_enviada_em = now() - interval '25 hours' where id = $1`,
      [post.id],
    );
    await testApp.jobs.verifyInstagram.handle({ postId: post.id }, JOB_META);
    expect(await waitForPost(post.id, ['erro'])).toMatchObject({ erro: INSTAGRAM_MESSAGES.unconfirmed });

    fake.setOffline(false);
    const retry = await publish({ legenda: 'Outra vez', agendar_para: null });
    expect(retry).toMatchObject({ status: 409, body: { message: INSTAGRAM_MESSAGES.alreadyPublished } });
    expect((await postsNow()).find((item) => item.id === post.id)?.estado).toBe('publicado');
    expect(fake.publishCalls.length).toBe(publishes);
  }, 90_000);

  it("the dead letter waits for the publisher's lock on the post", async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const created = await publish({ legenda: 'Trancada', agendar_para: at });
    expect(created.status).toBe(201);
    const holder = await testApp.ctx.pool.connect();
    try {
      await holder.query(`select pg_advisory_lock(hashtext('instagram-post'), hashtext($1))`, [
        created.body.id,
      ]);
      await expect(
        testApp.jobs.settleDeadInstagram.handle({ postId: created.body.id }, JOB_META),
      ).rejects.toThrow();
      expect((await postsNow()).find((item) => item.id === created.body.id)?.estado).toBe('agendado');
      await holder.query(`select pg_advisory_unlock(hashtext('instagram-post'), hashtext($1))`, [
        created.body.id,
      ]);
    } finally {
      holder.release();
    }
    await testApp.jobs.settleDeadInstagram.handle({ postId: created.body.id }, JOB_META);
    // Nothing was ever sent to Instagram: an error is the truth, and says nothing was published.
    expect((await postsNow()).find((item) => item.id === created.body.id)).toMatchObject({
      estado: 'erro',
      erro: TEMPORARY_REASON,
    });
  });

  it('a changed INSTAGRAM_TOKEN_KEY disconnects the account: it shows Reconectar and publishing asks to reconnect', async () => {
    const rotated = await startTestApp(app.database.url, {
      RATE_LIMIT: 'off',
      ...env,
      INSTAGRAM_TOKEN_KEY: randomBytes(32).toString('base64'),
    });
    try {
      const status = await rotated.app.inject({
        method: 'GET',
        url: '/api/instagram',
        headers: user.headers,
      });
      expect(status.json().conta).toMatchObject({ username: 'marca.teste', precisa_reconectar: true });
      const refused = await rotated.app.inject({
        method: 'POST',
        url: `/api/carousels/${carouselId}/instagram`,
        headers: user.headers,
        payload: { legenda: 'x', agendar_para: null },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(INSTAGRAM_MESSAGES.reconnect);
      const { rows } = await rotated.ctx.pool.query(
        `select detalhes from logs where acao = 'instagram_reconectar' order by id desc limit 1`,
      );
      expect(rows[0].detalhes).toEqual({ motivo: 'chave de criptografia dos tokens trocada' });
    } finally {
      await rotated.close();
    }
  });
});
