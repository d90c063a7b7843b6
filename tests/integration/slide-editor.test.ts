import { isDeepStrictEqual } from 'node:util';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { carouselTargets, queueStorageDeletions } from '../../src/server/carousels/storage-deletions';
import { withTransaction } from '../../src/server/db/transaction';
import { createSweepCarouselsJob } from '../../src/server/generation/settle-jobs';
import type { CarouselSlides, DownloadResponse, TemplateDto } from '../../src/shared/carousels/api';
import type { CarouselVersions, SaveSlidesInput } from '../../src/shared/carousels/edit-slides';
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

async function createFinished(user: TestUser, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await createCarousel(testApp, user, {
    objetivo: 'convencer',
    template_visual: templates[0]?.id,
    campos_personalizados: { ...CONVENCER_FIELDS, ...extra },
  });
  expect(created.status).toBe(201);
  const done = await waitForCarousel(testApp, user, created.body.id);
  expect(done.status).toBe('concluido');
  return done.id;
}

async function call<T>(user: TestUser, method: 'GET' | 'PUT', url: string, payload?: unknown) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: user.headers,
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json() as T & { message?: string; code?: string } };
}

const putSlides = (user: TestUser, id: string, body: unknown) =>
  call<{ versao: number }>(user, 'PUT', `/api/carousels/${id}/slides`, body);
const getSlides = (user: TestUser, id: string) =>
  call<CarouselSlides>(user, 'GET', `/api/carousels/${id}/slides`);
const getVersions = (user: TestUser, id: string) =>
  call<CarouselVersions>(user, 'GET', `/api/carousels/${id}/versions`);
const getDownload = (user: TestUser, id: string) =>
  call<DownloadResponse>(user, 'GET', `/api/carousels/${id}/download`);
/** The carousel as the history list shows it, and as its own route shows it but for the slide list. */
async function readBothWays(user: TestUser, id: string) {
  // The card's Instagram figures, posts and who did what are the list's own fields (the download page reads each
  // post itself).
  const {
    metricas_instagram: _figures,
    publicacoes: _posts,
    autoria: _authorship,
    ...listed
  } = (
    await call<{ id: string; metricas_instagram?: unknown; publicacoes?: unknown; autoria?: unknown }[]>(
      user,
      'GET',
      '/api/carousels',
    )
  ).body.find((entry) => entry.id === id) ?? {};
  const {
    slides,
    miniaturas: _miniaturas,
    ...own
  } = (await call<{ slides: string[]; miniaturas: string[] }>(user, 'GET', `/api/carousels/${id}`)).body;
  return { listed, own, slides };
}

const sameBothWays = ({ listed, own }: Awaited<ReturnType<typeof readBothWays>>) =>
  isDeepStrictEqual(listed, own);

/** The served words as the editor would send them back. */
function toRequest(slides: CarouselSlides): SaveSlidesInput {
  return { slides: slides.slides, legenda: slides.legenda };
}

async function waitForVersion(user: TestUser, id: string, versao: number): Promise<CarouselVersions> {
  let versions: CarouselVersions | undefined;
  await expect
    .poll(
      async () => {
        // The snapshot kept must itself show the version served: the words of a saved version can be read
        // (getSlides) a moment before the switch that serves its files.
        versions = (await getVersions(user, id)).body;
        const served = versions.versoes.find((entry) => entry.atual)?.versao;
        if (versions.pendente !== null || served !== versao) return served;
        return (await getSlides(user, id)).body.versao;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(versao);
  return versions as CarouselVersions;
}

async function readLedger(userId: string) {
  const { rows } = await testApp.ctx.pool.query(
    `select l.kind, l.delta, c.saldo_atual from credit_ledger l join creditos c using (id_usuario)
      where l.id_usuario = $1 order by l.id`,
    [userId],
  );
  return rows;
}

async function fetchZip(download: DownloadResponse) {
  const zip = download.arquivos.find((file) => file.nome.endsWith('.zip'));
  const response = await testApp.app.inject({ method: 'GET', url: zip?.url ?? '' });
  expect(response.statusCode).toBe(200);
  return unzipSync(new Uint8Array(response.rawPayload));
}

describe('PUT /api/carousels/:id/slides', () => {
  it('is the owner’s only, refuses what the renderer or Instagram cannot take with pt-BR messages, and 409s an unfinished carousel', async () => {
    const owner = await createUser(testApp);
    const id = await createFinished(owner);
    const served = (await getSlides(owner, id)).body;
    const valid = toRequest(served);

    for (const other of [await createUser(testApp), await loginAdmin(testApp)]) {
      const denied = await putSlides(other, id, valid);
      expect(denied.status).toBe(404);
      expect(denied.body.code).toBe('not_found');
      expect((await getVersions(other, id)).status).toBe(404);
    }
    const anonymous = await testApp.app.inject({
      method: 'PUT',
      url: `/api/carousels/${id}/slides`,
      payload: valid,
    });
    expect(anonymous.statusCode).toBe(401);

    const content = { kind: 'content', eyebrow: null, title: 'Uma ideia', body: null };
    const cover = valid.slides[0];
    const cases: [unknown, string][] = [
      [{ ...valid, slides: valid.slides.slice(0, 2) }, 'O carrossel precisa de pelo menos 3 slides.'],
      [
        { ...valid, slides: [cover, ...Array(12).fill(content)] },
        'O carrossel pode ter no máximo 12 slides.',
      ],
      [
        { ...valid, slides: [cover, { ...content, title: 'a'.repeat(201) }, content] },
        'O título: no máximo 200 caracteres.',
      ],
      [{ ...valid, slides: [cover, { ...content, title: '   ' }, content] }, 'O título é obrigatório.'],
      [
        { ...valid, slides: [cover, { ...content, eyebrow: 'e'.repeat(41) }, content] },
        'A chamada: no máximo 40 caracteres.',
      ],
      [
        { ...valid, slides: [cover, { ...content, body: 'b'.repeat(601) }, content] },
        'O texto: no máximo 600 caracteres.',
      ],
      [{ ...valid, slides: [content, cover, content] }, 'O primeiro slide deve ser a capa.'],
      [{ ...valid, legenda: 'x'.repeat(2201) }, 'A legenda pode ter no máximo 2.200 caracteres.'],
      [
        { ...valid, legenda: Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(' ') },
        'A legenda pode ter no máximo 30 hashtags (tem 31).',
      ],
      [
        { ...valid, slides: [{ ...cover, image: 'http://169.254.169.254/latest' }, content, content] },
        'Use apenas imagens que já estão neste carrossel.',
      ],
      [
        { ...valid, template_visual: '00000000-0000-4000-8000-000000000000' },
        'Este estilo visual não está mais disponível. Escolha outro.',
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await putSlides(owner, id, body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }

    // Not finished: the first generation waiting, a failed one, a cancelled one.
    for (const [status, versao] of [
      ['pendente', null],
      ['erro: falhou', null],
      ['cancelado', 1],
    ] as const) {
      await testApp.ctx.pool.query('update carrosseis set status = $2, versao_atual = $3 where id = $1', [
        id,
        status,
        versao,
      ]);
      const conflict = await putSlides(owner, id, valid);
      expect({ status: conflict.status, message: conflict.body.message }).toEqual({
        status: 409,
        message: 'Só é possível editar um carrossel concluído.',
      });
    }
    await testApp.ctx.pool.query(
      "update carrosseis set status = 'concluido', versao_atual = 1 where id = $1",
      [id],
    );
    // Nothing refused left a trace.
    const { rows } = await testApp.ctx.pool.query(
      'select versao from carrossel_textos where id_carrossel = $1',
      [id],
    );
    expect(rows).toEqual([{ versao: 1 }]);
  });

  it('draws the edit without a credit: new words, new template, new files; the old version stays listed', async () => {
    const owner = await createUser(testApp, { credits: 1 });
    const id = await createFinished(owner);
    const ledgerBefore = await readLedger(owner.id);
    const v1 = (await getSlides(owner, id)).body;
    const v1Download = (await getDownload(owner, id)).body;

    // Edit a title, drop the second slide, swap the next two, keep the closing; a new caption and template.
    const [cover, , a, b, ...rest] = v1.slides;
    const slides = [{ ...cover, title: 'Título corrigido pelo editor' }, b, a, ...rest];
    const legenda = 'Legenda nova.\n\n#carrossel #editado';
    const saved = await putSlides(owner, id, { slides, legenda, template_visual: templates[5]?.id });
    expect(saved).toEqual({ status: 202, body: { versao: 2 } });

    const versions = await waitForVersion(owner, id, 2);
    const carousel = (
      await call<{ status: string; template_visual: string }>(owner, 'GET', `/api/carousels/${id}`)
    ).body;
    expect(carousel).toMatchObject({ status: 'concluido', template_visual: templates[5]?.id });
    const v2 = (await getSlides(owner, id)).body;
    expect(v2.slides.map((slide) => slide.title)).toEqual(slides.map((slide) => slide?.title));
    expect(v2.legenda).toBe(legenda);

    // The download serves version 2 only, under other storage keys than version 1.
    const download = (await getDownload(owner, id)).body;
    expect(download.arquivos.filter((file) => file.nome.endsWith('.png'))).toHaveLength(slides.length);
    const entries = await fetchZip(download);
    expect(Object.keys(entries).filter((name) => name.endsWith('.png'))).toHaveLength(slides.length);
    expect(new TextDecoder().decode(entries['legenda.txt'])).toContain('#editado');
    expect((await PDFDocument.load(entries['carrossel.pdf'] as Uint8Array)).getPageCount()).toBe(
      slides.length,
    );
    // The page's caption and "Finalizado em" are the served version's.
    expect(v1Download.legenda).toBe(v1.legenda);
    expect(download.legenda).toBe(legenda);
    expect(Date.parse(download.carrossel.dataFinalizacao ?? '')).toBeGreaterThan(
      Date.parse(v1Download.carrossel.dataFinalizacao ?? ''),
    );
    const v1Urls = new Set(v1Download.arquivos.map((file) => file.url));
    expect(download.arquivos.some((file) => v1Urls.has(file.url))).toBe(false);

    expect(versions.versoes.map(({ versao, atual }) => ({ versao, atual }))).toEqual([
      { versao: 2, atual: true },
      { versao: 1, atual: false },
    ]);
    const old = versions.versoes[1];
    expect(old?.arquivos.filter((file) => file.nome.endsWith('.png'))).toHaveLength(v1.slides.length);
    const oldZip = await testApp.app.inject({ method: 'GET', url: old?.arquivos[0]?.url ?? '' });
    expect(oldZip.statusCode).toBe(200);
    // Each version's strip shows its slides' small copies (WebP), in the order of its PNGs.
    expect(versions.versoes.map((version) => version.miniaturas.length)).toEqual([
      slides.length,
      v1.slides.length,
    ]);
    const smallCopy = await testApp.app.inject({ method: 'GET', url: old?.miniaturas[0] ?? '' });
    expect(smallCopy.statusCode).toBe(200);
    expect(smallCopy.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await sharp(smallCopy.rawPayload).metadata()).width).toBe(540);

    expect(await readLedger(owner.id)).toEqual(ledgerBefore);
  }, 90_000);

  it('keeps the previous version served and refunds nothing when an edit cannot be drawn', async () => {
    const owner = await createUser(testApp, { credits: 1 });
    const upload = await uploadImage(testApp, owner, await makePng(800, 800));
    const id = await createFinished(owner, { imagemUrl: upload.body.url });
    const ledgerBefore = await readLedger(owner.id);
    const before = (await getDownload(owner, id)).body;
    const served = (await getSlides(owner, id)).body;
    expect(served.slides[0]?.image).toBe(upload.body.url);

    // The cover photo vanishes from storage: every attempt at drawing version 2 fails.
    await testApp.ctx.storage.delete('medias', upload.body.path);
    const saved = await putSlides(owner, id, { ...toRequest(served), legenda: 'Nunca desenhada' });
    expect(saved.status).toBe(202);
    // The editor sent the address it was shown; the saved version keeps the upload's key, as version 1 does.
    const { rows: kept } = await testApp.ctx.pool.query(
      'select versao, slides -> 0 ->> $2 as image from carrossel_textos where id_carrossel = $1 order by versao',
      [id, 'imageRef'],
    );
    expect(kept).toEqual([
      { versao: 1, image: upload.body.path },
      { versao: 2, image: upload.body.path },
    ]);
    await expect
      .poll(async () => (await getVersions(owner, id)).body.falhou, { timeout: 60_000, interval: 200 })
      .toBe(2);

    const carousel = (
      await call<{ status: string; edicao_falhou: number | null; slides: string[] }>(
        owner,
        'GET',
        `/api/carousels/${id}`,
      )
    ).body;
    expect(carousel.status).toBe('concluido');
    // The history card says so until a later save is served; the history list answers as the carousel's own route.
    expect(carousel.edicao_falhou).toBe(2);
    // The worker's last write reaches the list once PostgreSQL's notification arrives (0025-list-cache.md).
    await expect.poll(async () => sameBothWays(await readBothWays(owner, id))).toBe(true);
    const failed = await readBothWays(owner, id);
    expect(failed.listed).toEqual(failed.own);
    expect((await getDownload(owner, id)).body.arquivos).toEqual(before.arquivos);
    expect((await getSlides(owner, id)).body.versao).toBe(1);
    expect(await readLedger(owner.id)).toEqual(ledgerBefore);

    // The next save, without the vanished photo, is served and the failure is no longer reported.
    const request = toRequest(served);
    const withoutPhoto = {
      ...request,
      slides: request.slides.map((slide) => ({ ...slide, image: undefined })),
    };
    expect((await putSlides(owner, id, withoutPhoto)).status).toBe(202);
    await expect
      .poll(async () => (await getSlides(owner, id)).body.versao, { timeout: 60_000, interval: 200 })
      .toBe(3);
    const fixed = (
      await call<{ edicao_falhou: number | null; slides: string[]; miniaturas: string[] }>(
        owner,
        'GET',
        `/api/carousels/${id}`,
      )
    ).body;
    expect(fixed.edicao_falhou).toBeNull();
    // The list's cover and count are version 3's, not version 1's.
    await expect.poll(async () => sameBothWays(await readBothWays(owner, id))).toBe(true);
    const served3 = await readBothWays(owner, id);
    expect(served3.listed).toEqual(served3.own);
    expect(served3.own).toMatchObject({ capa: fixed.miniaturas[0], total_slides: fixed.slides.length });
    expect(fixed.slides[0]).not.toBe(carousel.slides[0]);
  }, 90_000);

  it('lets the last of concurrent saves win, never serving a half-written version, and keeps five versions', async () => {
    const owner = await createUser(testApp);
    const id = await createFinished(owner);
    const base = toRequest((await getSlides(owner, id)).body);
    const short = { ...base, slides: [base.slides[0], base.slides[1], base.slides.at(-1)] };

    const saves = await Promise.all(
      [1, 2, 3].map((n) => putSlides(owner, id, { ...short, legenda: `Salvamento ${n}` })),
    );
    expect(saves.map((save) => save.status)).toEqual([202, 202, 202]);
    const numbers = saves.map((save) => save.body.versao).sort();
    expect(numbers).toEqual([2, 3, 4]);
    const last = saves.find((save) => save.body.versao === 4);

    // While the three are drawn, every download is one whole version: one folder, every file of it.
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const files = (await getDownload(owner, id)).body.arquivos;
          const folders = new Set(
            files.map((file) => new URL(file.url, 'http://x').pathname.split('/').slice(0, -1).join('/')),
          );
          expect(folders.size).toBe(1);
          const pngs = files.filter((file) => file.nome.endsWith('.png')).length;
          expect(files).toHaveLength(2 + 2 * pngs);
          seen.add([...folders][0] ?? '');
          return (await getVersions(owner, id)).body.pendente;
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBeNull();
    expect(seen.size).toBeGreaterThanOrEqual(1);
    const served = (await getSlides(owner, id)).body;
    expect(served.versao).toBe(4);
    expect(served.legenda).toBe(`Salvamento ${saves.indexOf(last as (typeof saves)[number]) + 1}`);
    const entries = await fetchZip((await getDownload(owner, id)).body);
    expect(new TextDecoder().decode(entries['legenda.txt'])).toBe(served.legenda);

    // Versions 5 to 7, one after the other: only the newest five keep files, the rest leave storage.
    const before = (await getVersions(owner, id)).body.versoes;
    for (const versao of [5, 6, 7]) {
      expect((await putSlides(owner, id, { ...short, legenda: `Versão ${versao}` })).body.versao).toBe(
        versao,
      );
      await waitForVersion(owner, id, versao);
    }
    const versions = (await getVersions(owner, id)).body;
    const kept = versions.versoes.map((version) => version.versao);
    expect(kept).toHaveLength(5);
    expect(kept[0]).toBe(7);
    const { rows } = await testApp.ctx.pool.query(
      'select distinct versao from arquivos where id_carrossel = $1 order by versao desc',
      [id],
    );
    expect(rows.map((row) => row.versao)).toEqual(kept);
    for (const gone of before.filter((version) => !kept.includes(version.versao))) {
      for (const file of gone.arquivos) {
        const response = await testApp.app.inject({ method: 'GET', url: file.url });
        expect(response.statusCode).toBe(404);
      }
    }
  }, 120_000);
});

describe('POST /api/carousels/:id/versions/:versao/restore', () => {
  const restore = async (user: TestUser, id: string, versao: number | string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/carousels/${id}/versions/${versao}/restore`,
      headers: user.headers,
    });
    return { status: response.statusCode, body: response.json() as { versao?: number; message?: string } };
  };

  it('serves an earlier version again as a new one, with its words, caption and template, without a credit', async () => {
    const owner = await createUser(testApp, { credits: 1 });
    const id = await createFinished(owner);
    const v1 = (await getSlides(owner, id)).body;
    const ledgerBefore = await readLedger(owner.id);

    const [cover, ...rest] = v1.slides;
    const edited = { ...toRequest(v1), slides: [{ ...cover, title: 'Outra capa' }, ...rest] };
    const saved = await putSlides(owner, id, {
      ...edited,
      legenda: 'Outra legenda',
      template_visual: templates[3]?.id,
    });
    expect(saved.status).toBe(202);
    await waitForVersion(owner, id, 2);

    expect(await restore(owner, id, 1)).toEqual({ status: 202, body: { versao: 3 } });
    const versions = await waitForVersion(owner, id, 3);
    const v3 = (await getSlides(owner, id)).body;
    expect(v3.slides).toEqual(v1.slides);
    expect(v3.legenda).toBe(v1.legenda);
    const carousel = (await call<{ template_visual: string }>(owner, 'GET', `/api/carousels/${id}`)).body;
    expect(carousel.template_visual).toBe(templates[0]?.id);
    expect(versions.versoes.map(({ versao, atual }) => ({ versao, atual }))).toEqual([
      { versao: 3, atual: true },
      { versao: 2, atual: false },
      { versao: 1, atual: false },
    ]);
    expect(await readLedger(owner.id)).toEqual(ledgerBefore);

    // Version 2 comes back with the template it chose.
    expect(await restore(owner, id, 2)).toEqual({ status: 202, body: { versao: 4 } });
    await waitForVersion(owner, id, 4);
    const again = (await call<{ template_visual: string }>(owner, 'GET', `/api/carousels/${id}`)).body;
    expect(again.template_visual).toBe(templates[3]?.id);
    expect((await getSlides(owner, id)).body.slides[0]?.title).toBe('Outra capa');
    expect(await readLedger(owner.id)).toEqual(ledgerBefore);
  }, 120_000);

  it('refuses the served version, an unknown one, a bad number and another user’s carousel, changing nothing', async () => {
    const owner = await createUser(testApp, { credits: 1 });
    const stranger = await createUser(testApp, { credits: 0 });
    const id = await createFinished(owner);

    expect(await restore(owner, id, 1)).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'Esta já é a versão atual.' }),
    });
    expect(await restore(owner, id, 7)).toEqual({
      status: 404,
      body: expect.objectContaining({ message: 'Versão não encontrada.' }),
    });
    expect((await restore(owner, id, 'abc')).status).toBe(400);
    expect((await restore(owner, id, 'abc')).body.message).toContain('Versão não encontrada.');
    expect(await restore(stranger, id, 1)).toEqual({
      status: 404,
      body: expect.objectContaining({ message: 'Carrossel não encontrado.' }),
    });
    const versions = (await getVersions(owner, id)).body;
    expect(versions.pendente).toBeNull();
    expect(versions.versoes.map((version) => version.versao)).toEqual([1]);
  }, 90_000);
});

describe('POST /api/carousels/:id/preview', () => {
  it('draws one slide as the owner types it, in the carousel’s template or the one being tried', async () => {
    const owner = await createUser(testApp);
    const id = await createFinished(owner);
    const cover = (await getSlides(owner, id)).body.slides[0];
    const preview = (body: unknown, user = owner) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/carousels/${id}/preview`,
        headers: user.headers,
        payload: body as object,
      });

    const first = await preview({ slide: cover, index: 0, total: 6 });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 540,
      height: 675,
    });

    const typed = await preview({
      slide: { ...cover, title: 'Outro título, digitado agora' },
      index: 0,
      total: 6,
    });
    const otherTemplate = await preview({
      slide: cover,
      index: 0,
      total: 6,
      template_visual: templates[7]?.id,
    });
    const stats = async (bytes: Buffer) =>
      (await sharp(bytes).stats()).channels.map((c) => Math.round(c.mean));
    expect(await stats(typed.rawPayload)).not.toEqual(await stats(first.rawPayload));
    expect(await stats(otherTemplate.rawPayload)).not.toEqual(await stats(first.rawPayload));

    expect((await preview({ slide: cover, index: 6, total: 6 })).json()).toMatchObject({
      message: 'A posição do slide está fora do carrossel.',
    });
    expect(
      (
        await preview({ slide: { ...cover, image: '/storage/medias/public/alheia.png' }, index: 0, total: 6 })
      ).json(),
    ).toMatchObject({
      message: 'Use apenas imagens que já estão neste carrossel.',
    });
    expect((await preview({ slide: cover, index: 0, total: 6 }, await createUser(testApp))).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/carousels/:id', () => {
  it('removes the owner’s carousel and every stored version, keeps the ledger, and waits for a first generation', async () => {
    const owner = await createUser(testApp, { credits: 2 });
    const id = await createFinished(owner);
    const served = (await getSlides(owner, id)).body;
    expect((await putSlides(owner, id, toRequest(served))).status).toBe(202);
    await waitForVersion(owner, id, 2);
    const urls = (await getVersions(owner, id)).body.versoes.flatMap((version) =>
      version.arquivos.map((f) => f.url),
    );
    expect(urls.length).toBeGreaterThan(4);
    const ledgerBefore = await readLedger(owner.id);

    const remove = (user: TestUser, target: string) =>
      testApp.app.inject({ method: 'DELETE', url: `/api/carousels/${target}`, headers: user.headers });
    expect((await remove(await createUser(testApp), id)).statusCode).toBe(404);
    expect((await remove(owner, id)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/carousels/${id}`)).status).toBe(404);
    for (const url of urls) expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await readLedger(owner.id)).toEqual(ledgerBefore);
    const { rows } = await testApp.ctx.pool.query(
      "select id_carrossel from credit_ledger where id_usuario = $1 and kind = 'carrossel'",
      [owner.id],
    );
    expect(rows).toEqual([{ id_carrossel: null }]);

    // A carousel still waiting for its first generation stays until that ends.
    const waiting = await createFinished(owner);
    await testApp.ctx.pool.query(
      "update carrosseis set status = 'pendente', versao_atual = null where id = $1",
      [waiting],
    );
    const refused = await remove(owner, waiting);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 409,
      message: 'Aguarde a geração terminar para excluir este carrossel.',
    });
    await testApp.ctx.pool.query(
      "update carrosseis set status = 'concluido', versao_atual = 1 where id = $1",
      [waiting],
    );
  }, 90_000);

  it('leaves no file behind when the process stops between serving a change and deleting the old files', async () => {
    const owner = await createUser(testApp, { credits: 2 });
    const edited = await createFinished(owner);
    expect((await putSlides(owner, edited, toRequest((await getSlides(owner, edited)).body))).status).toBe(
      202,
    );
    await waitForVersion(owner, edited, 2);
    const keysOf = async (id: string, versao?: number) =>
      (
        await testApp.ctx.pool.query<{ key: string }>(
          'select storage_path as key from arquivos where id_carrossel = $1 and ($2::int is null or versao = $2)',
          [id, versao ?? null],
        )
      ).rows.map((row) => row.key);
    const stored = async (keys: string[]) =>
      (await Promise.all(keys.map((key) => testApp.ctx.storage.get('carrosseis', key)))).filter(Boolean)
        .length;
    const v1 = await keysOf(edited, 1);
    const v2 = await keysOf(edited, 2);
    expect(v1.length).toBeGreaterThan(4);

    // The switch's transaction pruned version 1 (rows gone, keys queued) and the process died before storage
    // was touched: exactly what that transaction commits.
    await withTransaction(testApp.ctx.pool, async ({ db: tx, client }) => {
      await client.query('delete from arquivos where id_carrossel = $1 and versao = 1', [edited]);
      await queueStorageDeletions(tx, carouselTargets(v1));
    });

    // A deletion whose storage calls never happen (a crash right after the commit): the row is gone, the files stay.
    const deleted = await createFinished(owner);
    const deletedKeys = await keysOf(deleted);
    const { storage } = testApp.ctx;
    const [realDelete, realDeletePrefix] = [storage.delete, storage.deletePrefix];
    storage.delete = storage.deletePrefix = async () => {
      throw new Error('process stopped');
    };
    try {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/carousels/${deleted}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(204);
    } finally {
      storage.delete = realDelete;
      storage.deletePrefix = realDeletePrefix;
    }
    expect(await stored(v1)).toBe(v1.length);
    expect(await stored(deletedKeys)).toBe(deletedKeys.length);

    // The minute sweep, once the queue is older than a writer could still be working on it.
    await testApp.ctx.pool.query('update arquivos_a_remover set remove_after = now()');
    const sweep = createSweepCarouselsJob(testApp.ctx, testApp.jobs.generateCarousel, 60);
    await sweep.handle({}, { jobId: 'test', attempt: 1, isLastAttempt: true });
    expect(await stored(v1)).toBe(0);
    expect(await stored(deletedKeys)).toBe(0);
    expect(await stored(v2)).toBe(v2.length);
    const zip = (await getDownload(owner, edited)).body.arquivos[0]?.url ?? '';
    expect((await testApp.app.inject({ method: 'GET', url: zip })).statusCode).toBe(200);
    const { rows } = await testApp.ctx.pool.query('select key from arquivos_a_remover');
    expect(rows).toEqual([]);

    // Running it again finds nothing to do and breaks nothing.
    await sweep.handle({}, { jobId: 'test', attempt: 1, isLastAttempt: true });
    expect(await stored(v2)).toBe(v2.length);
  }, 120_000);
});
