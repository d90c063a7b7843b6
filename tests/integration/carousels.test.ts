import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { writeLocalPlan } from '../../src/server/writer/local-writer';
import {
  type CarouselSlides,
  carouselListItemSchema,
  type DownloadResponse,
  type TemplateDto,
} from '../../src/shared/carousels/api';
import { slugifyTitle } from '../../src/shared/carousels/download-name';
import { setUpAppKit } from '../helpers/app-kit';
import {
  CONVENCER_FIELDS,
  createCarousel,
  makePng,
  uploadImage,
  waitForCarousel,
} from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, loginAdmin, type TestUser } from '../helpers/users';

let testApp: TestApp;
let templates: TemplateDto[];
setUpAppKit({ worker: true }, (kit) => {
  ({ testApp, templates } = kit);
});

function readPngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('templates', () => {
  it('seeds 18 active templates, 6 of each type, each with a stored preview', async () => {
    expect(templates).toHaveLength(18);
    for (const tipo of ['emocional', 'investigativo', 'manifesto']) {
      expect(templates.filter((template) => template.tipo === tipo)).toHaveLength(6);
    }
    expect(new Set(templates.map((template) => template.nome)).size).toBe(18);
    const preview = await testApp.app.inject({ method: 'GET', url: templates[0]?.imagem_url ?? '' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('creating a carousel', () => {
  it('checks the template first, then the missing fields by label, then the credits', async () => {
    const broke = await createUser(testApp, { credits: 0 });
    const noTemplate = await createCarousel(testApp, broke, {
      objetivo: 'convencer',
      campos_personalizados: {},
    });
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.body).toMatchObject({
      title: 'Template visual não selecionado',
      message: 'Por favor, escolha um estilo visual para o seu carrossel.',
    });

    const missing = await createCarousel(testApp, broke, {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: { objetivo: 'Algo', mito: '  ' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      title: 'Preencha os campos obrigatórios',
      message: 'Faltando: Mito, Verdade, Mecanismo/Prova, Novo Caminho, CTA da legenda',
    });

    const conectar = await createCarousel(testApp, broke, {
      objetivo: 'conectar',
      template_visual: templates[0]?.id,
      campos_personalizados: { historiaDeQue: 'x' },
    });
    expect(conectar.body.message).toBe(
      'Faltando: Desafio, O que fez de diferente, Resultado, Moral da história',
    );

    const investigar = await createCarousel(testApp, broke, {
      objetivo: 'investigar',
      template_visual: templates[0]?.id,
      campos_personalizados: {},
    });
    expect(investigar.body.message).toBe('Faltando: Assunto, Localização, Data');

    const noCredits = await createCarousel(testApp, broke, {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    expect(noCredits.status).toBe(402);
    expect(noCredits.body).toMatchObject({
      title: 'Créditos insuficientes',
      message: 'Você precisa de pelo menos 1 crédito.',
    });
    const { rows } = await testApp.ctx.pool.query(
      'select count(*)::int as n from carrosseis where id_usuario = $1',
      [broke.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('validates educar with its own messages', async () => {
    const user = await createUser(testApp);
    const base = { objetivo: 'educar', template_visual: templates[0]?.id };
    const cases: [Record<string, unknown>, string][] = [
      [{ introducao: 'Intro', pontos: [{ titulo: 'a', descricao: 'b' }] }, 'O título é obrigatório.'],
      [{ titulo: 'T', pontos: [{ titulo: 'a', descricao: 'b' }] }, 'A introdução é obrigatória.'],
      [{ titulo: 'T', introducao: 'Intro', pontos: [] }, 'É necessário pelo menos um ponto ou passo.'],
      [
        {
          titulo: 'T',
          introducao: 'Intro',
          pontos: [{ titulo: 'a', descricao: 'b', imagemUrl: 'não é url' }],
        },
        'URL da imagem inválida.',
      ],
    ];
    for (const [campos, message] of cases) {
      const response = await createCarousel(testApp, user, { ...base, campos_personalizados: campos });
      expect(response.status).toBe(400);
      // Point errors name the point ('Imagem do ponto 1: URL da imagem inválida.'): the spec's text, located.
      expect(response.body.message).toContain(message);
    }
  });

  it('rejects an unknown or inactive template and a cover that is not our upload', async () => {
    const user = await createUser(testApp);
    const unknown = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: '00000000-0000-4000-8000-000000000000',
      campos_personalizados: CONVENCER_FIELDS,
    });
    expect(unknown.status).toBe(400);

    const inactive = templates[17];
    await testApp.ctx.pool.query('update templates set ativo = false where id = $1', [inactive?.id]);
    const refused = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: inactive?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    expect(refused.status).toBe(400);
    await testApp.ctx.pool.query('update templates set ativo = true where id = $1', [inactive?.id]);

    for (const imagemUrl of [
      'https://exemplo.com/foto.png',
      'http://169.254.169.254/latest/meta-data',
      '/storage/medias/public/outro-123.png',
    ]) {
      const foreign = await createCarousel(testApp, user, {
        objetivo: 'convencer',
        template_visual: templates[0]?.id,
        campos_personalizados: { ...CONVENCER_FIELDS, imagemUrl },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toMatch(/imagem enviada pelo Carrossel/);
    }
    const { rows } = await testApp.ctx.pool.query('select saldo_atual from creditos where id_usuario = $1', [
      user.id,
    ]);
    expect(rows[0].saldo_atual).toBe(2);
  });

  it('creates exactly 2 carousels from 20 concurrent requests with 2 credits, with a consistent ledger', async () => {
    const user = await createUser(testApp, { credits: 2 });
    const body = {
      objetivo: 'convencer',
      template_visual: templates[1]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => createCarousel(testApp, user, body)));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 402)).toHaveLength(18);

    const { rows: balance } = await testApp.ctx.pool.query(
      'select saldo_atual from creditos where id_usuario = $1',
      [user.id],
    );
    expect(balance[0].saldo_atual).toBe(0);
    const { rows: ledger } = await testApp.ctx.pool.query(
      'select kind, delta, saldo_apos from credit_ledger where id_usuario = $1 order by id',
      [user.id],
    );
    expect(ledger.map((row) => row.delta)).toEqual([2, -1, -1]);
    expect(ledger.map((row) => row.saldo_apos)).toEqual([2, 1, 0]);
    const { rows: carousels } = await testApp.ctx.pool.query(
      'select count(*)::int as n from carrosseis where id_usuario = $1',
      [user.id],
    );
    expect(carousels[0].n).toBe(2);
    const { rows: logs } = await testApp.ctx.pool.query(
      "select count(*)::int as n from logs where id_usuario = $1 and acao = 'criar_carrossel'",
      [user.id],
    );
    expect(logs[0].n).toBe(2);
  });
});

describe('generation', () => {
  it('e-mails "seu carrossel está pronto" with the download link, only to owners who kept the preference on', async () => {
    const wants = await createUser(testApp);
    const declined = await createUser(testApp);
    const off = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: declined.headers,
      payload: { carrossel_pronto: false, novidades: false },
    });
    expect(off.statusCode).toBe(200);
    const ids: Record<string, string> = {};
    for (const user of [wants, declined]) {
      const created = await createCarousel(testApp, user, {
        objetivo: 'convencer',
        template_visual: templates[0]?.id,
        campos_personalizados: CONVENCER_FIELDS,
      });
      expect(created.status).toBe(201);
      ids[user.id] = created.body.id;
      expect((await waitForCarousel(testApp, user, created.body.id)).status).toBe('concluido');
    }
    const mailsTo = async (to: string) =>
      (
        await testApp.ctx.pool.query(
          `select data from pgboss.job where name = 'email-send' and data->>'to' = $1 and data->>'subject' = 'Seu carrossel está pronto'`,
          [to],
        )
      ).rows.map((row) => row.data as { text: string; html: string });
    const [mail] = await mailsTo(wants.email);
    expect(mail?.text).toContain(`/download/${ids[wants.id]}`);
    expect(mail?.html).toContain(`/download/${ids[wants.id]}`);
    expect(await mailsTo(declined.email)).toEqual([]);
  });

  it('finishes a carousel with a cover: N slides of 1080x1350 as PNG and JPEG, legenda.txt and an N-page PDF in the ZIP', async () => {
    const user = await createUser(testApp);
    const upload = await uploadImage(testApp, user, await makePng(1000, 1000));
    expect(upload.status).toBe(201);
    expect(upload.body.path).toMatch(new RegExp(`^public/${user.id}-[0-9a-f-]{36}\\.png$`));

    const created = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates[2]?.id,
      campos_personalizados: { ...CONVENCER_FIELDS, imagemUrl: upload.body.url },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pendente');
    const done = await waitForCarousel(testApp, user, created.body.id);
    expect(done.status).toBe('concluido');
    expect(done.data_finalizacao).not.toBeNull();
    expect(done.tema?.length).toBeGreaterThan(0);
    expect(done.slides.length).toBeGreaterThanOrEqual(5);

    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/carousels/${done.id}/download`,
      headers: user.headers,
    });
    expect(download.statusCode).toBe(200);
    const { carrossel, arquivos } = download.json() as DownloadResponse;
    expect(carrossel.id).toBe(done.id);
    // Downloaded under the tema's name, so several downloads do not pile up as 'carrossel (1).zip'.
    expect(arquivos[0]?.nome).toBe(`carrossel-${slugifyTitle(done.tema)}.zip`);
    expect(arquivos[1]?.nome).toBe(`carrossel-${slugifyTitle(done.tema)}.pdf`);
    expect(arquivos[0]?.nome).toMatch(/^carrossel-[a-z0-9]+(-[a-z0-9]+)*\.zip$/);
    expect(arquivos.filter((file) => file.nome.endsWith('.png'))).toHaveLength(done.slides.length);
    // Instagram's publishing API takes JPEG only: every slide is there as JPEG too.
    expect(arquivos.filter((file) => file.nome.endsWith('.jpg'))).toHaveLength(done.slides.length);

    const zipResponse = await testApp.app.inject({ method: 'GET', url: arquivos[0]?.url ?? '' });
    expect(zipResponse.statusCode).toBe(200);
    expect(arquivos[0]?.tamanho).toBe(zipResponse.rawPayload.byteLength);
    const entries = unzipSync(new Uint8Array(zipResponse.rawPayload));
    const pngs = Object.keys(entries)
      .filter((name) => /^slide-\d{2}\.png$/.test(name))
      .sort();
    expect(pngs).toHaveLength(done.slides.length);
    expect(pngs[0]).toBe('slide-01.png');
    for (const name of pngs)
      expect(readPngSize(entries[name] as Uint8Array)).toEqual({ width: 1080, height: 1350 });
    for (const name of pngs) {
      const jpeg = entries[name.replace('.png', '.jpg')] as Uint8Array;
      expect([jpeg[0], jpeg[1], jpeg.byteLength < 8 * 1024 * 1024]).toEqual([0xff, 0xd8, true]);
    }
    const caption = new TextDecoder().decode(entries['legenda.txt']);
    expect(caption).toContain('#');
    const pdf = await PDFDocument.load(entries['carrossel.pdf'] as Uint8Array);
    expect(pdf.getPageCount()).toBe(pngs.length);

    const { rows } = await testApp.ctx.pool.query('select webhook_data from carrosseis where id = $1', [
      done.id,
    ]);
    expect(rows[0].webhook_data).toMatchObject({ writer: { writer: 'local' }, slides: pngs.length });
    // The files are listed in arquivos only, never again in the trace.
    expect(rows[0].webhook_data).not.toHaveProperty('files');
  });

  it('stores the cover and each educar point’s photo as their keys and answers them as addresses that work', async () => {
    const user = await createUser(testApp);
    const cover = await uploadImage(testApp, user, await makePng(900, 900));
    const point = await uploadImage(testApp, user, await makePng(700, 700));
    const created = await createCarousel(testApp, user, {
      objetivo: 'educar',
      template_visual: templates[1]?.id,
      campos_personalizados: {
        titulo: 'Como precificar',
        introducao: 'Três passos para não pagar para trabalhar.',
        imagemUrl: cover.body.url,
        pontos: [
          { titulo: 'Custos', descricao: 'Some tudo o que gasta.', imagemUrl: point.body.url },
          { titulo: 'Margem', descricao: 'Defina quanto quer ganhar.', imagemUrl: '' },
          { titulo: 'Preço', descricao: 'Arredonde para cima.' },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    // Stored: the keys in medias, never an address (docs/decisions/0011-web-mirrors-server.md).
    const { rows } = await testApp.ctx.pool.query(
      'select campos_personalizados from carrosseis where id = $1',
      [created.body.id],
    );
    expect(rows[0].campos_personalizados).toEqual({
      titulo: 'Como precificar',
      introducao: 'Três passos para não pagar para trabalhar.',
      imagemChave: cover.body.path,
      pontos: [
        { titulo: 'Custos', descricao: 'Some tudo o que gasta.', imagemChave: point.body.path },
        { titulo: 'Margem', descricao: 'Defina quanto quer ganhar.' },
        { titulo: 'Preço', descricao: 'Arredonde para cima.' },
      ],
    });

    // Answered: addresses a browser reads now, the same in the answer to the creation, the carousel and the list.
    const expected = {
      titulo: 'Como precificar',
      introducao: 'Três passos para não pagar para trabalhar.',
      imagemUrl: testApp.ctx.storage.publicUrl('medias', cover.body.path),
      pontos: [
        {
          titulo: 'Custos',
          descricao: 'Some tudo o que gasta.',
          imagemUrl: testApp.ctx.storage.publicUrl('medias', point.body.path),
        },
        { titulo: 'Margem', descricao: 'Defina quanto quer ganhar.' },
        { titulo: 'Preço', descricao: 'Arredonde para cima.' },
      ],
    };
    expect(created.body.campos_personalizados).toEqual(expected);
    const done = await waitForCarousel(testApp, user, created.body.id);
    expect(done.status).toBe('concluido');
    expect(done.campos_personalizados).toEqual(expected);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/carousels', headers: user.headers });
    const listed = (list.json() as { id: string; campos_personalizados: unknown }[]).find(
      (item) => item.id === done.id,
    );
    expect(listed?.campos_personalizados).toEqual(expected);
    expect(carouselListItemSchema.strict().safeParse(listed).error).toBeUndefined();
    for (const url of [expected.imagemUrl, expected.pontos[0]?.imagemUrl ?? '']) {
      const image = await testApp.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }

    // The writer placed the keys on the slides; the slide editor's API shows them as the same addresses.
    const { rows: versions } = await testApp.ctx.pool.query(
      'select slides from carrossel_textos where id_carrossel = $1',
      [done.id],
    );
    const stored = (versions[0].slides as { imageRef?: string }[]).flatMap((slide) =>
      slide.imageRef ? [slide.imageRef] : [],
    );
    expect(stored).toEqual([cover.body.path, point.body.path]);
    const slides = (await getSlides(user, done.id)).json() as CarouselSlides;
    expect(slides.slides.flatMap((slide) => (slide.image ? [slide.image] : []))).toEqual([
      expected.imagemUrl,
      expected.pontos[0]?.imagemUrl,
    ]);

    // The admin record answers the same fields.
    const admin = await loginAdmin(testApp);
    const record = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/carousels/${done.id}`,
      headers: admin.headers,
    });
    expect(record.statusCode).toBe(200);
    expect((record.json() as { campos_personalizados: unknown }).campos_personalizados).toEqual(expected);
  });

  it('ends in erro with the credit refunded when the generation keeps failing', async () => {
    const user = await createUser(testApp, { credits: 1 });
    const upload = await uploadImage(testApp, user, await makePng(900, 900));
    // The upload disappears before the worker runs: every attempt fails the same way.
    await testApp.ctx.storage.delete('medias', upload.body.path);
    const created = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates[3]?.id,
      campos_personalizados: { ...CONVENCER_FIELDS, imagemUrl: upload.body.url },
    });
    expect(created.status).toBe(201);
    const failed = await waitForCarousel(testApp, user, created.body.id, 60_000);
    expect(failed.status).toBe('erro: a imagem enviada não foi encontrada');
    expect(failed.motivo_erro).toBe('a imagem enviada não foi encontrada');
    const { rows } = await testApp.ctx.pool.query(
      'select kind, delta from credit_ledger where id_usuario = $1 order by id',
      [user.id],
    );
    expect(rows).toEqual([
      { kind: 'bonus_cadastro', delta: 1 },
      { kind: 'carrossel', delta: -1 },
      { kind: 'reembolso', delta: 1 },
    ]);
    const { rows: balance } = await testApp.ctx.pool.query(
      'select saldo_atual from creditos where id_usuario = $1',
      [user.id],
    );
    expect(balance[0].saldo_atual).toBe(1);
  }, 90_000);
});

describe('reading carousels', () => {
  it('lists only the caller’s own, newest first, and answers 404 for another user’s', async () => {
    const owner = await createUser(testApp, { credits: 5 });
    const other = await createUser(testApp);
    const body = {
      objetivo: 'convencer',
      template_visual: templates[4]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    };
    const first = await createCarousel(testApp, owner, body);
    const second = await createCarousel(testApp, owner, body);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/carousels', headers: owner.headers });
    expect((list.json() as { id: string }[]).map((item) => item.id)).toEqual([second.body.id, first.body.id]);
    // The list is written by PostgreSQL, not by zod: the answer must still be the contract, key by key.
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    for (const item of list.json() as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(carouselListItemSchema.shape).sort());
      expect(carouselListItemSchema.strict().safeParse(item).error).toBeUndefined();
    }
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/carousels', headers: other.headers })).json(),
    ).toEqual([]);

    for (const url of [`/api/carousels/${first.body.id}`, `/api/carousels/${first.body.id}/download`]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: other.headers });
      expect(response.statusCode).toBe(404);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/carousels' })).statusCode).toBe(401);
  });

  it('answers every change of a listed carousel, wherever it is made (rows are remembered by version)', async () => {
    const owner = await createUser(testApp, { credits: 5 });
    const body = {
      objetivo: 'convencer',
      template_visual: templates[4]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    };
    const kept = await createCarousel(testApp, owner, body);
    const gone = await createCarousel(testApp, owner, body);
    type Item = {
      id: string;
      status: string;
      tema: string | null;
      capa: string | null;
      total_slides: number;
    };
    const list = async () =>
      (
        await testApp.app.inject({ method: 'GET', url: '/api/carousels', headers: owner.headers })
      ).json() as Item[];
    expect((await list()).map((item) => item.id)).toEqual([gone.body.id, kept.body.id]);

    // The worker finishes it: status, cover and count come with the list once PostgreSQL says so.
    await waitForCarousel(testApp, owner, kept.body.id);
    await waitForCarousel(testApp, owner, gone.body.id);
    await expect
      .poll(async () => (await list()).map((item) => item.status))
      .toEqual(['concluido', 'concluido']);
    const finished = (await list()).find((item) => item.id === kept.body.id);
    expect(finished).toMatchObject({ status: 'concluido' });
    expect(finished?.capa).toEqual(expect.any(String));
    expect(finished?.total_slides).toBeGreaterThan(0);

    // Unchanged, the next read answers the very same text (remembered, not rewritten).
    const text = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/api/carousels', headers: owner.headers })).body;
    const unchanged = await text();
    expect(await text()).toBe(unchanged);

    // A change made anywhere (another node, a script) is read too, and a deleted one leaves the list, once
    // PostgreSQL's notification of it arrives (docs/decisions/0025-list-cache.md).
    await testApp.ctx.pool.query('update carrosseis set tema = $2 where id = $1', [
      kept.body.id,
      'Tema novo',
    ]);
    await testApp.ctx.pool.query('delete from carrosseis where id = $1', [gone.body.id]);
    await expect
      .poll(async () => (await list()).map(({ id, tema }) => ({ id, tema })))
      .toEqual([{ id: kept.body.id, tema: 'Tema novo' }]);
  });
});

describe('uploads', () => {
  it('checks the type by content and the size, with clear messages', async () => {
    const user = await createUser(testApp);
    const fake = await uploadImage(
      testApp,
      user,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'foto.png',
      'image/png',
    );
    expect(fake.status).toBe(415);
    expect(fake.body.message).toMatch(/PNG, JPEG ou WebP/);
    const huge = await uploadImage(
      testApp,
      user,
      Buffer.concat([await makePng(10, 10), Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/10 MB/);
  });
});

const investigarCampos = {
  assunto: 'Obras da ponte do Limoeiro estão paradas há oito meses. Moradores relatam alagamentos.',
  localizacao: 'Recife (PE)',
  data: 'março de 2025',
};

function getSlides(user: TestUser, id: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/carousels/${id}/slides`, headers: user.headers });
}

describe('GET /api/carousels/:id/slides', () => {
  it('gives the owner every slide’s words and the caption the writer produced, as version 1', async () => {
    const owner = await createUser(testApp);
    const created = await createCarousel(testApp, owner, {
      objetivo: 'investigar',
      template_visual: templates[0]?.id,
      campos_personalizados: investigarCampos,
    });
    expect(created.status).toBe(201);
    const done = await waitForCarousel(testApp, owner, created.body.id);
    expect(done.status).toBe('concluido');

    const response = await getSlides(owner, created.body.id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CarouselSlides;
    const plan = writeLocalPlan({ objetivo: 'investigar', campos: investigarCampos });
    expect(body).toEqual({
      versao: 1,
      slides: plan.slides.map((slide) => ({
        kind: slide.kind,
        eyebrow: slide.eyebrow ?? null,
        title: slide.title,
        body: slide.body ?? null,
        image: slide.imageRef ?? null,
        variant: slide.variant ?? null,
      })),
      legenda: plan.caption,
    });
    // One slide image per stored slide: the words read back are the ones drawn.
    expect(done.slides).toHaveLength(body.slides.length);

    const { rows } = await testApp.ctx.pool.query(
      'select escritor, modelo from escritas_carrossel where id_carrossel = $1',
      [created.body.id],
    );
    expect(rows).toEqual([{ escritor: 'local', modelo: null }]);

    // Anyone else, an admin included, gets the same answer as for a carousel that does not exist.
    for (const other of [await createUser(testApp), await loginAdmin(testApp)]) {
      const denied = await getSlides(other, created.body.id);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toMatchObject({ code: 'not_found' });
    }
    const missing = await getSlides(owner, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `/api/carousels/${created.body.id}/slides`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
