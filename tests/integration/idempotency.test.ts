import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TemplateDto } from '../../src/shared/carousels/api';
import { IDEMPOTENCY_MESSAGES } from '../../src/shared/idempotency';
import { setUpAppKit } from '../helpers/app-kit';
import { CONVENCER_FIELDS, waitForCarousel } from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

let testApp: TestApp;
let templates: TemplateDto[];
setUpAppKit({ worker: true }, (kit) => {
  ({ testApp, templates } = kit);
});

const carouselBody = (fields: Record<string, string> = CONVENCER_FIELDS) => ({
  objetivo: 'convencer',
  template_visual: templates[0]?.id,
  campos_personalizados: fields,
});

async function send(
  user: TestUser,
  method: 'POST' | 'PUT',
  url: string,
  payload: object | undefined,
  key?: string,
) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    body: response.body,
    replayed: response.headers['idempotent-replayed'] === 'true',
  };
}

async function countRows(sql: string, userId: string): Promise<number> {
  const { rows } = await testApp.ctx.pool.query<{ n: number }>(sql, [userId]);
  return rows[0]?.n ?? 0;
}

const carouselsOf = (user: TestUser) =>
  countRows('select count(*)::int as n from carrosseis where id_usuario = $1', user.id);
const balanceOf = (user: TestUser) =>
  countRows('select saldo_atual as n from creditos where id_usuario = $1', user.id);

describe('Idempotency-Key on POST /api/carousels', () => {
  it('makes one carousel and spends one credit for a double tap (concurrent requests, one key)', async () => {
    const user = await createUser(testApp, { credits: 5 });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(user, 'POST', '/api/carousels', carouselBody(), key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    // Every tap sees the same carousel, byte for byte; all but the one that made it are replays.
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed)).toHaveLength(3);
    expect(await carouselsOf(user)).toBe(1);
    expect(await balanceOf(user)).toBe(4);
  });

  it('answers a later repeat with the first answer, even after the balance ran out', async () => {
    const user = await createUser(testApp, { credits: 1 });
    const key = randomUUID();
    const first = await send(user, 'POST', '/api/carousels', carouselBody(), key);
    expect(first.status).toBe(201);
    const id = (JSON.parse(first.body) as { id: string }).id;
    await waitForCarousel(testApp, user, id);
    const again = await send(user, 'POST', '/api/carousels', carouselBody(), key);
    expect(again).toEqual({ status: 201, body: first.body, replayed: true });
    expect(await carouselsOf(user)).toBe(1);
    expect(await balanceOf(user)).toBe(0);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const user = await createUser(testApp, { credits: 3 });
    const key = randomUUID();
    expect((await send(user, 'POST', '/api/carousels', carouselBody(), key)).status).toBe(201);
    const other = await send(
      user,
      'POST',
      '/api/carousels',
      carouselBody({ ...CONVENCER_FIELDS, mito: 'Outro mito, outro pedido.' }),
      key,
    );
    expect(other.status).toBe(422);
    expect(JSON.parse(other.body)).toMatchObject({
      code: 'idempotency_key_reused',
      message: IDEMPOTENCY_MESSAGES.keyReused,
    });
    expect(await carouselsOf(user)).toBe(1);
    expect(await balanceOf(user)).toBe(2);
  });

  it('lets a refused request be tried again with its key once the cause is fixed', async () => {
    const user = await createUser(testApp, { credits: 0 });
    const key = randomUUID();
    expect((await send(user, 'POST', '/api/carousels', carouselBody(), key)).status).toBe(402);
    await testApp.ctx.pool.query('update creditos set saldo_atual = 1 where id_usuario = $1', [user.id]);
    expect((await send(user, 'POST', '/api/carousels', carouselBody(), key)).status).toBe(201);
    expect(await carouselsOf(user)).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    const user = await createUser(testApp, { credits: 3 });
    const key = randomUUID();
    expect((await send(user, 'POST', '/api/carousels', carouselBody(), key)).status).toBe(201);
    await testApp.ctx.pool.query(
      `update chaves_idempotencia set created_at = now() - interval '25 hours' where id_usuario = $1`,
      [user.id],
    );
    const later = await send(user, 'POST', '/api/carousels', carouselBody(), key);
    expect(later).toMatchObject({ status: 201, replayed: false });
    expect(await carouselsOf(user)).toBe(2);
  });

  it("keeps users' keys apart and refuses a malformed key", async () => {
    const [ana, bia] = [await createUser(testApp, { credits: 2 }), await createUser(testApp, { credits: 2 })];
    const key = randomUUID();
    expect((await send(ana, 'POST', '/api/carousels', carouselBody(), key)).status).toBe(201);
    expect(await send(bia, 'POST', '/api/carousels', carouselBody(), key)).toMatchObject({
      status: 201,
      replayed: false,
    });
    const bad = await send(ana, 'POST', '/api/carousels', carouselBody(), 'chave com espaços');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    expect(await carouselsOf(ana)).toBe(1);
  });

  it('without a key, two requests are two carousels as before', async () => {
    const user = await createUser(testApp, { credits: 2 });
    await Promise.all([
      send(user, 'POST', '/api/carousels', carouselBody()),
      send(user, 'POST', '/api/carousels', carouselBody()),
    ]);
    expect(await carouselsOf(user)).toBe(2);
  });
});

/** A new user's finished carousel and the words it is served with: what an edit or a restore starts from. */
async function finishedCarousel() {
  const user = await createUser(testApp, { credits: 1 });
  const created = await send(user, 'POST', '/api/carousels', carouselBody());
  const id = (JSON.parse(created.body) as { id: string }).id;
  expect((await waitForCarousel(testApp, user, id, 60_000)).status).toBe('concluido');
  const words = (
    await testApp.app.inject({ method: 'GET', url: `/api/carousels/${id}/slides`, headers: user.headers })
  ).json() as { slides: { title: string }[]; legenda: string };
  return { user, id, words };
}

describe('Idempotency-Key on the other spending routes', () => {
  it('saves an edit once (PUT /api/carousels/:id/slides)', async () => {
    const { user, id, words } = await finishedCarousel();
    const edit = {
      slides: words.slides.map((slide, index) => (index === 0 ? { ...slide, title: 'Título novo' } : slide)),
      legenda: words.legenda,
    };
    const key = randomUUID();
    const answers = await Promise.all([
      send(user, 'PUT', `/api/carousels/${id}/slides`, edit, key),
      send(user, 'PUT', `/api/carousels/${id}/slides`, edit, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(JSON.parse(answers[0]?.body ?? '{}')).toEqual({ versao: 2 });
    const versions = await countRows(
      'select count(*)::int as n from carrossel_textos t join carrosseis c on c.id = t.id_carrossel where c.id_usuario = $1',
      user.id,
    );
    expect(versions).toBe(2);
    // The same key on another carousel is another request.
    const elsewhere = await send(user, 'PUT', `/api/carousels/${randomUUID()}/slides`, edit, key);
    expect(elsewhere.status).toBe(422);
  });

  it('restores a version once (POST /api/carousels/:id/versions/:versao/restore)', async () => {
    const { user, id, words } = await finishedCarousel();
    const edit = { slides: words.slides, legenda: 'Outra legenda' };
    expect((await send(user, 'PUT', `/api/carousels/${id}/slides`, edit)).status).toBe(202);
    await expect
      .poll(
        async () =>
          (
            await testApp.app.inject({
              method: 'GET',
              url: `/api/carousels/${id}/versions`,
              headers: user.headers,
            })
          ).json<{ versoes: { versao: number; atual: boolean }[] }>().versoes[0],
        { timeout: 60_000, interval: 100 },
      )
      .toEqual(expect.objectContaining({ versao: 2, atual: true }));

    const key = randomUUID();
    const url = `/api/carousels/${id}/versions/1/restore`;
    const answers = await Promise.all([
      send(user, 'POST', url, undefined, key),
      send(user, 'POST', url, undefined, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers.map((answer) => JSON.parse(answer.body))).toEqual([{ versao: 3 }, { versao: 3 }]);
    // A late repeat (the answer was lost) gets the same answer, not a fourth version.
    expect(await send(user, 'POST', url, undefined, key)).toMatchObject({ status: 202, replayed: true });
    const versions = await countRows(
      'select count(*)::int as n from carrossel_textos t join carrosseis c on c.id = t.id_carrossel where c.id_usuario = $1',
      user.id,
    );
    expect(versions).toBe(3);
  }, 120_000);

  it('opens one PIX charge for a double tap on a pack (POST /api/create-pix-payment)', async () => {
    const user = await createUser(testApp, { credits: 0 });
    const key = randomUUID();
    const answers = await Promise.all([
      send(user, 'POST', '/api/create-pix-payment', { packageId: 'starter' }, key),
      send(user, 'POST', '/api/create-pix-payment', { packageId: 'starter' }, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(await countRows('select count(*)::int as n from pagamentos where id_usuario = $1', user.id)).toBe(
      1,
    );
    const paymentId = (JSON.parse(answers[0]?.body ?? '{}') as { paymentId: string }).paymentId;

    // Paying twice with one key credits once.
    const pay = () => send(user, 'POST', `/api/pix-payment/${paymentId}/simulate`, undefined, `${key}-pagar`);
    const paid = await Promise.all([pay(), pay()]);
    expect(paid.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await balanceOf(user)).toBe(10);
  });
});
