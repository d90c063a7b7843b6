import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKEDIN_MESSAGES } from '../../src/shared/linkedin/schema';
import { SCHEDULE_MESSAGES } from '../../src/shared/publishing/schema';
import { type FakeLinkedin, startFakeLinkedin } from '../fakes/fake-linkedin';
import { connectLinkedin, linkedinEnv } from '../helpers/linkedin';
import {
  finishedCarousel,
  type PublishingApp,
  publishTo,
  startPublishingApp,
  waitForPost as waitForPostOf,
} from '../helpers/publishing';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

describe('publishing carousels to LinkedIn as document posts', () => {
  let app: PublishingApp;
  let testApp: TestApp;
  let fake: FakeLinkedin;
  let appUrl: string;
  let user: TestUser;
  let carouselId: string;

  const publish = (body: Record<string, unknown>, id = carouselId, who = user) =>
    publishTo(testApp, who, 'linkedin', id, body);

  const waitForPost = (postId: string, states: string[]) =>
    waitForPostOf(testApp, user, 'linkedin', carouselId, { postId, states });

  async function status() {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/linkedin', headers: user.headers });
    return response.json() as {
      disponivel: boolean;
      conta: { nome: string; precisa_reconectar: boolean } | null;
    };
  }

  beforeAll(async () => {
    fake = await startFakeLinkedin();
    app = await startPublishingApp((url) => linkedinEnv(fake, url), { worker: true });
    ({ testApp, appUrl } = app);
    user = await createUser(testApp, { credits: 2 });
    carouselId = await finishedCarousel(testApp, user, 60_000);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('connects only the browser that asked, with a genuine state, and keeps the token encrypted', async () => {
    // A callback without the browser's cookie (a link planted by someone else) connects nothing.
    expect(await connectLinkedin(appUrl, user, { withCookie: false })).toBe(
      '/conta?linkedin=erro&motivo=expirado',
    );
    // A state that is not the one issued (altered on the way) is refused, even with the right cookie.
    const start = await fetch(`${appUrl}/api/linkedin/connect`, { method: 'POST', headers: user.headers });
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { url } = (await start.json()) as { url: string };
    expect(new URL(url).searchParams.get('scope')).toBe('openid profile w_member_social');
    const callback = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '');
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const forged = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(forged.headers.get('location')).toBe('/conta?linkedin=erro&motivo=expirado');
    fake.denyNextAuthorization();
    expect(await connectLinkedin(appUrl, user)).toBe('/conta?linkedin=erro&motivo=negado');
    // The app without "Share on LinkedIn": LinkedIn refuses the scope.
    fake.productScopes.delete('w_member_social');
    expect(await connectLinkedin(appUrl, user)).toBe('/conta?linkedin=erro&motivo=sem_permissao');
    fake.productScopes.add('w_member_social');
    expect((await testApp.ctx.pool.query('select 1 from linkedin_contas')).rowCount).toBe(0);

    expect(await connectLinkedin(appUrl, user)).toBe('/conta?linkedin=conectado');
    expect(await status()).toMatchObject({
      disponivel: true,
      conta: { nome: 'Marina Teste', precisa_reconectar: false },
    });
    const { rows } = await testApp.ctx.pool.query(
      'select member_id, token_cifrado, token_expira_em from linkedin_contas',
    );
    expect(rows[0].member_id).toBe(fake.member.sub);
    expect(rows[0].token_cifrado).toMatch(/^v1\./);
    expect(rows[0].token_cifrado).not.toContain('AQV');
    expect(new Date(rows[0].token_expira_em).getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
  });

  it('publishes now: the PDF uploaded, processed, then one document post with the caption and its link', async () => {
    const created = await publish({
      legenda: 'Três ideias (com parênteses) #produtividade',
      agendar_para: null,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'agendado', nome: 'Marina Teste', url: null });
    // A second click while it is on its way is refused.
    expect((await publish({ legenda: 'outra' })).status).toBe(409);

    const done = await waitForPost(created.body.id, ['publicado', 'erro']);
    expect(done.erro).toBeNull();
    expect(done.status).toBe('publicado');
    expect(fake.posts).toHaveLength(1);
    const post = fake.posts[0];
    expect(done.url).toBe(`https://www.linkedin.com/feed/update/${post?.urn}/`);
    expect(post?.author).toBe(`urn:li:person:${fake.member.sub}`);
    expect(post?.commentary).toBe('Três ideias \\(com parênteses\\) #produtividade');
    expect(post?.title).toMatch(/\.pdf$/);
    expect(post?.body).toMatchObject({
      visibility: 'PUBLIC',
      lifecycleState: 'PUBLISHED',
      distribution: { feedDistribution: 'MAIN_FEED' },
    });
    // The document went through PROCESSING before it could be posted, and every REST call named its version.
    expect(fake.documents.get(post?.documentUrn ?? '')?.status).toBe('AVAILABLE');
    expect(
      fake.requests
        .filter((entry) => entry.path.startsWith('/rest/'))
        .every((entry) => /^\d{6}$/.test(entry.version ?? '')),
    ).toBe(true);
    const { rows } = await testApp.ctx.pool.query(
      'select documento_urn, post_urn from linkedin_posts where id = $1',
      [created.body.id],
    );
    expect(rows[0]).toEqual({ documento_urn: post?.documentUrn, post_urn: post?.urn });
  });

  it('refuses before any call: a caption over 3,000 characters, a past date, a carousel of someone else', async () => {
    const calls = fake.postCalls;
    const long = await publish({ legenda: 'a'.repeat(3001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('3.000');
    const past = await publish({ legenda: 'x', agendar_para: new Date(Date.now() - 3600_000).toISOString() });
    expect(past).toMatchObject({ status: 400, body: { message: SCHEDULE_MESSAGES.inPast } });
    const stranger = await createUser(testApp, { credits: 0 });
    expect((await publish({ legenda: 'x' }, carouselId, stranger)).status).toBe(404);
    expect(fake.postCalls).toBe(calls);
  });

  it('schedules: nothing is sent before the time, a cancelled post never goes, a due one does', async () => {
    const later = await publish({
      legenda: 'Para amanhã',
      agendar_para: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(later.status).toBe(201);
    const cancel = await testApp.app.inject({
      method: 'POST',
      url: `/api/linkedin/posts/${later.body.id}/cancel`,
      headers: user.headers,
    });
    expect(cancel.json()).toMatchObject({ status: 'cancelado' });

    const before = fake.posts.length;
    const soon = await publish({
      legenda: 'Daqui a pouco',
      agendar_para: new Date(Date.now() + 3000).toISOString(),
    });
    expect(soon.body.status).toBe('agendado');
    expect(fake.posts.length).toBe(before);
    const done = await waitForPost(soon.body.id, ['publicado', 'erro']);
    expect(done.status).toBe('publicado');
    expect(fake.posts.length).toBe(before + 1);
    expect(fake.posts.at(-1)?.commentary).toBe('Daqui a pouco');
  });

  it.each([
    [403, LINKEDIN_MESSAGES.forbidden],
    [422, LINKEDIN_MESSAGES.invalidContent],
    [429, LINKEDIN_MESSAGES.throttled],
  ])('says in Portuguese what LinkedIn refused with %i, and posts nothing', async (code, message) => {
    const before = fake.posts.length;
    fake.failNext(/^\/rest\/posts$/, code);
    const created = await publish({ legenda: `Recusado ${code}` });
    const done = await waitForPost(created.body.id, ['publicado', 'erro']);
    expect(done).toMatchObject({ status: 'erro', erro: message, url: null });
    expect(fake.posts.length).toBe(before);
  });

  it('asks to reconnect when LinkedIn refuses the token (401), and publishes again once reconnected', async () => {
    fake.invalidateTokens();
    const created = await publish({ legenda: 'Token vencido' });
    const done = await waitForPost(created.body.id, ['publicado', 'erro']);
    expect(done).toMatchObject({ status: 'erro', erro: LINKEDIN_MESSAGES.unauthorized });
    expect((await status()).conta?.precisa_reconectar).toBe(true);
    expect(await publish({ legenda: 'ainda não' })).toMatchObject({
      status: 400,
      body: { message: LINKEDIN_MESSAGES.reconnect },
    });

    expect(await connectLinkedin(appUrl, user)).toBe('/conta?linkedin=conectado');
    const again = await publish({ legenda: 'Reconectado' });
    expect((await waitForPost(again.body.id, ['publicado', 'erro'])).status).toBe('publicado');
  });

  it('disconnects, and a server without the variables hides the feature with a clear message', async () => {
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/linkedin',
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await status()).conta).toBeNull();
    expect(await publish({ legenda: 'x' })).toMatchObject({
      status: 400,
      body: { message: LINKEDIN_MESSAGES.notConnected },
    });

    const off = await startTestApp(app.database.url, { RATE_LIMIT: 'off' }, { worker: false });
    try {
      const answer = await off.app.inject({ method: 'GET', url: '/api/linkedin', headers: user.headers });
      expect(answer.json()).toEqual({ disponivel: false, conta: null });
      const refused = await off.app.inject({
        method: 'POST',
        url: `/api/carousels/${carouselId}/linkedin`,
        headers: user.headers,
        payload: {},
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ message: LINKEDIN_MESSAGES.unavailable });
    } finally {
      await off.close();
    }
  });
});
