import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTAGRAM_MESSAGES } from '../../src/shared/instagram/schema';
import { type FakeInstagram, startFakeInstagram } from '../fakes/fake-instagram';
import { connectInstagram, instagramEnv } from '../helpers/instagram';
import {
  finishedCarousel,
  type PublishingApp,
  publishTo,
  startPublishingApp,
  waitForPost as waitForPostOf,
} from '../helpers/publishing';
import { createTestDatabase, startTestApp, type TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

describe('publishing carousels to Instagram', () => {
  let app: PublishingApp;
  let testApp: TestApp;
  let fake: FakeInstagram;
  let appUrl: string;
  let user: TestUser;
  let carouselId: string;

  const publish = (body: Record<string, unknown>, id = carouselId, who = user) =>
    publishTo(testApp, who, 'instagram', id, body);

  const waitForPost = (postId: string, states: string[]) =>
    waitForPostOf(testApp, user, 'instagram', carouselId, { postId, states });

  async function logsOf(acao: string): Promise<Record<string, unknown>[]> {
    const { rows } = await testApp.ctx.pool.query('select detalhes from logs where acao = $1 order by id', [
      acao,
    ]);
    return rows.map((row) => row.detalhes as Record<string, unknown>);
  }

  beforeAll(async () => {
    fake = await startFakeInstagram();
    app = await startPublishingApp((url) => instagramEnv(fake, url), { worker: true });
    ({ testApp, appUrl } = app);
    user = await createUser(testApp, { credits: 2 });
    carouselId = await finishedCarousel(testApp, user, 60_000);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('connects only the browser that asked, keeps the token encrypted, and shows the account', async () => {
    // A callback without the browser's cookie (a link planted by someone else) connects nothing.
    expect(await connectInstagram(appUrl, user, { withCookie: false })).toBe(
      '/conta?instagram=erro&motivo=expirado',
    );
    fake.denyNextAuthorization();
    expect(await connectInstagram(appUrl, user)).toBe('/conta?instagram=erro&motivo=negado');
    expect((await testApp.ctx.pool.query('select 1 from instagram_contas')).rowCount).toBe(0);

    expect(await connectInstagram(appUrl, user)).toBe('/conta?instagram=conectado');
    const status = await testApp.app.inject({ method: 'GET', url: '/api/instagram', headers: user.headers });
    expect(status.json()).toMatchObject({
      disponivel: true,
      conta: { username: 'marca.teste', foto_url: fake.account.pictureUrl, precisa_reconectar: false },
    });
    const { rows } = await testApp.ctx.pool.query(
      'select token_cifrado, token_expira_em from instagram_contas',
    );
    expect(rows[0].token_cifrado).toMatch(/^v1\./);
    expect(rows[0].token_cifrado).not.toContain('IGAA');
    expect(new Date(rows[0].token_expira_em).getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    expect(await logsOf('instagram_conectado')).toEqual([{ username: 'marca.teste' }]);
  });

  it('publishes now: every JPEG slide as an item, the caption on the parent, the permalink back, no credit spent', async () => {
    const before = await testApp.ctx.pool.query('select saldo_atual from creditos where id_usuario = $1', [
      user.id,
    ]);
    const created = await publish({ legenda: 'Legenda editada #rotina', agendar_para: null });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ estado: 'agendado', username: 'marca.teste' });
    // A second click while it is on its way is refused.
    expect((await publish({ legenda: 'outra', agendar_para: null })).status).toBe(409);

    const done = await waitForPost(created.body.id, ['publicado', 'erro']);
    expect(done.erro).toBeNull();
    expect(done.estado).toBe('publicado');
    expect(fake.media).toHaveLength(1);
    expect(done.permalink).toBe(fake.media[0]?.permalink);
    const slides = await testApp.ctx.pool.query(
      `select count(*)::int as n from arquivos where id_carrossel = $1 and nome_arquivo like '%.jpg'`,
      [carouselId],
    );
    expect(fake.media[0]?.children).toHaveLength(slides.rows[0].n);
    expect(fake.media[0]?.caption).toBe('Legenda editada #rotina');
    // Instagram downloaded the slides from expiring app URLs, never the private storage paths.
    const firstItem = fake.containers.get(fake.media[0]?.children[0] ?? '');
    expect(firstItem?.imageUrl).toContain('/api/instagram/midia/');
    const after = await testApp.ctx.pool.query('select saldo_atual from creditos where id_usuario = $1', [
      user.id,
    ]);
    expect(after.rows[0].saldo_atual).toBe(before.rows[0].saldo_atual);
    expect((await logsOf('instagram_publicado')).at(-1)).toMatchObject({ permalink: done.permalink });
  });

  it('refuses a forged or altered media link', async () => {
    const url = fake.containers.get(fake.media[0]?.children[0] ?? '')?.imageUrl ?? '';
    const ok = await fetch(url);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');
    const tampered = url.replace(
      /(.)(\.jpg)$/,
      (_match, last: string, ext: string) => `${last === 'A' ? 'B' : 'A'}${ext}`,
    );
    expect((await fetch(tampered)).status).toBe(404);
  });

  it('cancels a scheduled post: its job then publishes nothing', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const created = await publish({ legenda: 'Mais tarde', agendar_para: at });
    expect(created.status).toBe(201);
    expect(created.body.agendado_para).toBe(at);
    const cancel = await testApp.app.inject({
      method: 'POST',
      url: `/api/instagram/posts/${created.body.id}/cancel`,
      headers: user.headers,
    });
    expect(cancel.json()).toMatchObject({ estado: 'cancelado' });
    // The scheduled job fires now, as if its time had come.
    const published = fake.publishCalls.length;
    const jobId = await testApp.ctx.jobs.send(testApp.jobs.publishInstagram, { postId: created.body.id });
    await expect
      .poll(
        async () =>
          (await testApp.ctx.jobs.boss.getJobById(testApp.jobs.publishInstagram.name, jobId ?? ''))?.state,
        {
          timeout: 15_000,
        },
      )
      .toBe('completed');
    expect(fake.publishCalls.length).toBe(published);
    expect((await waitForPost(created.body.id, ['cancelado'])).estado).toBe('cancelado');
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api/instagram/posts/${created.body.id}/cancel`,
      headers: user.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('stops at the daily limit and says when posting is possible again', async () => {
    fake.useQuota(50);
    try {
      const created = await publish({ legenda: 'Limite', agendar_para: null });
      const failed = await waitForPost(created.body.id, ['erro', 'publicado']);
      expect(failed.estado).toBe('erro');
      expect(failed.erro).toMatch(
        /limite do Instagram de 50 publicações em 24 horas\. Poderá publicar de novo a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
      );
    } finally {
      fake.useQuota(-50);
    }
  });

  it('asks to reconnect when Instagram refuses the token, and publishes again once reconnected', async () => {
    fake.invalidateTokens();
    const created = await publish({ legenda: 'Token', agendar_para: null });
    const failed = await waitForPost(created.body.id, ['erro', 'publicado']);
    expect(failed.erro).toBe(INSTAGRAM_MESSAGES.reconnect);
    const status = await testApp.app.inject({ method: 'GET', url: '/api/instagram', headers: user.headers });
    expect(status.json().conta.precisa_reconectar).toBe(true);
    const refused = await publish({ legenda: 'Token', agendar_para: null });
    expect(refused).toMatchObject({ status: 400, body: { message: INSTAGRAM_MESSAGES.reconnect } });

    expect(await connectInstagram(appUrl, user)).toBe('/conta?instagram=conectado');
    const again = await publish({ legenda: 'De novo', agendar_para: null });
    expect((await waitForPost(again.body.id, ['erro', 'publicado'])).estado).toBe('publicado');
  });

  it('refreshes a token in its last days and leaves a fresh one alone', async () => {
    const services = testApp.services.instagram;
    expect(await services.refreshDueTokens()).toBe(0);
    fake.ageTokens(55 * 86_400_000);
    await testApp.ctx.pool.query(
      `update instagram_contas set token_obtido_em = now() - interval '55 days', token_expira_em = now() + interval '5 days'`,
    );
    expect(await services.refreshDueTokens()).toBe(1);
    const { rows } = await testApp.ctx.pool.query('select token_expira_em from instagram_contas');
    expect(new Date(rows[0].token_expira_em).getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    expect(await logsOf('instagram_token_renovado')).toHaveLength(1);
  });

  it('refuses up front, changing nothing: stories, more than 10 slides, a past date, someone else', async () => {
    const posts = async () =>
      Number((await testApp.ctx.pool.query('select count(*) from instagram_posts')).rows[0].count);
    const before = await posts();
    await testApp.ctx.pool.query(`update carrosseis set formato = 'stories' where id = $1`, [carouselId]);
    expect(await publish({ legenda: 'x', agendar_para: null })).toMatchObject({
      status: 400,
      body: { message: INSTAGRAM_MESSAGES.storiesFormat },
    });
    await testApp.ctx.pool.query(`update carrosseis set formato = 'retrato' where id = $1`, [carouselId]);

    const { rows } = await testApp.ctx.pool.query(
      `select coalesce(versao_atual, 1) as versao from carrosseis where id = $1`,
      [carouselId],
    );
    const versao = rows[0].versao;
    const existing = await testApp.ctx.pool.query(
      `select count(*)::int as n from arquivos where id_carrossel = $1 and versao = $2 and nome_arquivo like '%.jpg'`,
      [carouselId, versao],
    );
    for (let index = existing.rows[0].n + 1; index <= 11; index++) {
      const name = `slide-${String(index).padStart(2, '0')}.jpg`;
      await testApp.ctx.pool.query(
        `insert into arquivos (id_carrossel, versao, nome_arquivo, url_arquivo, tipo, storage_path)
         values ($1, $2, $3::text, $3::text, 'image/jpeg', $3::text)`,
        [carouselId, versao, name],
      );
    }
    expect(await publish({ legenda: 'x', agendar_para: null })).toMatchObject({
      status: 400,
      body: { message: INSTAGRAM_MESSAGES.tooManySlides(11) },
    });
    await testApp.ctx.pool.query(
      `delete from arquivos where id_carrossel = $1 and versao = $2 and storage_path = nome_arquivo`,
      [carouselId, versao],
    );

    const past = await publish({ legenda: 'x', agendar_para: '2020-01-01T10:00:00-03:00' });
    expect(past).toMatchObject({ status: 400, body: { message: INSTAGRAM_MESSAGES.scheduleInPast } });
    const long = await publish({ legenda: 'a'.repeat(2201), agendar_para: null });
    expect(long.status).toBe(400);
    const stranger = await createUser(testApp);
    expect((await publish({ legenda: 'x', agendar_para: null }, carouselId, stranger)).status).toBe(404);
    expect(await posts()).toBe(before);
  });

  it('disconnects', async () => {
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/instagram',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(204);
    const status = await testApp.app.inject({ method: 'GET', url: '/api/instagram', headers: user.headers });
    expect(status.json()).toMatchObject({ disponivel: true, conta: null });
    expect(await publish({ legenda: 'x', agendar_para: null })).toMatchObject({
      status: 400,
      body: { message: INSTAGRAM_MESSAGES.notConnected },
    });
  });
});

describe('Instagram switched off', () => {
  it('hides the feature and answers a clear message', async () => {
    const database = await createTestDatabase();
    const testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' });
    try {
      const user = await createUser(testApp);
      const status = await testApp.app.inject({
        method: 'GET',
        url: '/api/instagram',
        headers: user.headers,
      });
      expect(status.json()).toEqual({ disponivel: false, conta: null, aviso_midia: null });
      const connect = await testApp.app.inject({
        method: 'POST',
        url: '/api/instagram/connect',
        headers: user.headers,
      });
      expect(connect.statusCode).toBe(503);
      expect(connect.json().message).toBe(INSTAGRAM_MESSAGES.unavailable);
    } finally {
      await testApp.close();
      await database.drop();
    }
  });
});
