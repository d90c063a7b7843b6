import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePngBomb } from '../../src/server/slide-engine/render/test-support';
import type { CarouselSlides, TemplateDto } from '../../src/shared/carousels/api';
import type { CarouselVersions } from '../../src/shared/carousels/edit-slides';
import { CAROUSEL_FAILURE_REASONS, describeCarouselFailure } from '../../src/shared/carousels/status';
import { LIMITS } from '../../src/shared/constants';
import { UPLOAD_MESSAGES } from '../../src/shared/uploads';
import { setUpAppKit } from '../helpers/app-kit';
import {
  CONVENCER_FIELDS,
  createCarousel,
  makePng,
  uploadImage,
  waitForCarousel,
} from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

let testApp: TestApp;
let admin: TestUser;
let templates: TemplateDto[];
let baseUrl: string;
setUpAppKit({ worker: true }, (kit) => {
  ({ testApp, admin, templates } = kit);
});

/** The bomb: a valid PNG of 30000x30000 pixels in ~109 KB. */
const bomb = makePngBomb(30_000, 30_000);
let png: Buffer;
/** A real PNG header, then a web page. */
let disguised: Buffer;

beforeAll(async () => {
  // Real HTTP: the multipart parser, the size limit and the answer as a browser gets them.
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  png = await makePng(300, 300);
  disguised = Buffer.concat([png.subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>')]);
});

async function send(url: string, user: TestUser, name: string, bytes: Buffer, filename = 'foto.png') {
  const form = new FormData();
  if (name === 'imagem') form.append('nome', 'Fundo enviado');
  form.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename);
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: user.headers,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message?: string; path?: string } };
}

async function countUploads(user: TestUser): Promise<number> {
  const { rows } = await testApp.ctx.pool.query<{ n: number }>(
    'select count(*)::int as n from uploads where id_usuario = $1',
    [user.id],
  );
  return rows[0]?.n ?? 0;
}

describe('uploads are decoded before they are kept', () => {
  it('refuses the 30000x30000 bomb with the pixel limit named, and a PNG header hiding a page, storing nothing', async () => {
    expect(bomb.byteLength).toBeLessThan(120_000);
    expect(30_000 * 30_000).toBeGreaterThan(LIMITS.uploadMaxPixels);
    const user = await createUser(testApp);

    const tooBig = await send('/api/uploads', user, 'file', bomb);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(
      'Esta imagem tem 30.000 × 30.000 pixels, acima do limite de 100 megapixels (por exemplo, 10.000 × 10.000 pixels). Reduza a imagem e envie de novo.',
    );
    expect(tooBig.body.message).toContain(UPLOAD_MESSAGES.pixelLimit);

    const fake = await send('/api/uploads', user, 'file', disguised);
    expect(fake.status).toBe(415);
    expect(fake.body.message).toMatch(/^Não conseguimos abrir este arquivo como imagem PNG/);
    // Cut short: the header is whole, the pixels are not.
    const truncated = await send('/api/uploads', user, 'file', png.subarray(0, png.length - 40));
    expect(truncated.status).toBe(415);

    // The row comes before the file (uploads/routes.ts): no row, no file.
    expect(await countUploads(user)).toBe(0);

    const fine = await send('/api/uploads', user, 'file', png);
    expect(fine.status).toBe(201);
    expect(await countUploads(user)).toBe(1);
  });

  it('refuses them as a template background too (admins), and keeps no template', async () => {
    const tooBig = await send('/api/admin/templates', admin, 'imagem', bomb);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toContain(UPLOAD_MESSAGES.pixelLimit);
    const fake = await send('/api/admin/templates', admin, 'imagem', disguised);
    expect(fake.status).toBe(415);
    expect(fake.body.message).toMatch(/^Não conseguimos abrir este arquivo como imagem PNG/);
    const { rows } = await testApp.ctx.pool.query<{ n: number }>(
      `select count(*)::int as n from templates where nome = 'Fundo enviado'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a brand avatar whose stored file is over the limit (an upload kept from before the check)', async () => {
    const user = await createUser(testApp);
    const upload = await uploadImage(testApp, user, png);
    await testApp.ctx.storage.put('medias', upload.body.path, bomb, 'image/png');
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/brand-kit',
      headers: user.headers,
      payload: {
        nome: 'Ana Confeitaria',
        arroba: '@ana',
        avatar_url: upload.body.url,
        cor_primaria: null,
        cor_destaque: null,
        fonte: null,
        mostrar_nome: true,
        mostrar_arroba: true,
        mostrar_avatar: true,
        onde: 'todos',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(UPLOAD_MESSAGES.pixelLimit);
    const { rows } = await testApp.ctx.pool.query('select 1 from marcas where id_usuario = $1', [user.id]);
    expect(rows).toEqual([]);
  });
});

describe('a carousel never ends without an image the user gave', () => {
  it('fails at once with its reason and the credit back when its cover cannot be drawn', async () => {
    const user = await createUser(testApp, { credits: 1 });
    const upload = await uploadImage(testApp, user, png);
    // Kept from before uploads were decoded: the stored cover is the bomb.
    await testApp.ctx.storage.put('medias', upload.body.path, bomb, 'image/png');
    const template = templates.find((item) => item.nome === 'Lua Cheia');
    const created = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: template?.id,
      campos_personalizados: { ...CONVENCER_FIELDS, imagemUrl: upload.body.url },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const failed = await waitForCarousel(testApp, user, created.body.id, 60_000);
    expect(failed.status).toBe(`erro: ${CAROUSEL_FAILURE_REASONS.imageUnreadable}`);
    expect(describeCarouselFailure(failed.motivo_erro)).toMatch(
      /^Uma das imagens enviadas não pôde ser usada/,
    );
    const { rows: ledger } = await testApp.ctx.pool.query(
      'select kind, delta from credit_ledger where id_usuario = $1 order by id',
      [user.id],
    );
    expect(ledger).toEqual([
      { kind: 'bonus_cadastro', delta: 1 },
      { kind: 'carrossel', delta: -1 },
      { kind: 'reembolso', delta: 1 },
    ]);
    const { rows: files } = await testApp.ctx.pool.query('select 1 from arquivos where id_carrossel = $1', [
      created.body.id,
    ]);
    expect(files).toEqual([]);
    // Not retried: another attempt would fail the same way.
    const { rows: jobs } = await testApp.ctx.pool.query<{ retry_count: number }>(
      `select retry_count from pgboss.job where name = 'carousel-generate' and data->>'carouselId' = $1`,
      [created.body.id],
    );
    expect(jobs.map((job) => job.retry_count)).toEqual([0]);
  });
  it('a saved edit whose photo cannot be drawn fails and keeps the version served before', async () => {
    const user = await createUser(testApp, { credits: 1 });
    const upload = await uploadImage(testApp, user, png);
    const created = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates.find((item) => item.nome === 'Lua Cheia')?.id,
      campos_personalizados: { ...CONVENCER_FIELDS, imagemUrl: upload.body.url },
    });
    const id = created.body.id;
    expect((await waitForCarousel(testApp, user, id)).status).toBe('concluido');
    const read = (url: string) => testApp.app.inject({ method: 'GET', url, headers: user.headers });
    const served = (await read(`/api/carousels/${id}/slides`)).json() as CarouselSlides;
    const filesBefore = (await read(`/api/carousels/${id}/download`)).json();

    await testApp.ctx.storage.put('medias', upload.body.path, bomb, 'image/png');
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/carousels/${id}/slides`,
      headers: user.headers,
      payload: { slides: served.slides, legenda: 'Com a capa quebrada' },
    });
    expect(saved.statusCode).toBe(202);
    await expect
      .poll(async () => ((await read(`/api/carousels/${id}/versions`)).json() as CarouselVersions).falhou, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe(2);
    expect((await read(`/api/carousels/${id}`)).json()).toMatchObject({
      status: 'concluido',
      edicao_falhou: 2,
    });
    expect((await read(`/api/carousels/${id}/download`)).json()).toEqual(filesBefore);
  });
});
