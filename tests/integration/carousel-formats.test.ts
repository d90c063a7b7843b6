import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DownloadResponse, TemplateDto } from '../../src/shared/carousels/api';
import { getSlideSize, type SlideFormat } from '../../src/shared/carousels/formats';
import { SAMPLE_CAROUSELS } from '../../src/shared/carousels/samples';
import { sampleSlidePath, TEMPLATE_ENDPOINTS } from '../../src/shared/templates/endpoints';
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
let user: TestUser;
let templates: TemplateDto[];
setUpAppKit({ worker: true }, (kit) => {
  ({ testApp, templates } = kit);
});
beforeAll(async () => {
  user = await createUser(testApp, { credits: 5 });
});

/** The carousel part of the last download answer readZip read. */
let lastDownload: DownloadResponse['carrossel'] | undefined;

async function readZip(carouselId: string, owner = user): Promise<Record<string, Uint8Array>> {
  const download = await testApp.app.inject({
    method: 'GET',
    url: `/api/carousels/${carouselId}/download`,
    headers: owner.headers,
  });
  const { arquivos, carrossel } = download.json() as DownloadResponse;
  lastDownload = carrossel;
  const zip = await testApp.app.inject({ method: 'GET', url: arquivos[0]?.url ?? '' });
  return unzipSync(new Uint8Array(zip.rawPayload));
}

describe('carousel formats', () => {
  it('draws every slide, its JPEG and each PDF page at the chosen format’s size', async () => {
    const formats: SlideFormat[] = ['quadrado', 'stories'];
    const created = await Promise.all(
      formats.map((formato, position) =>
        createCarousel(testApp, user, {
          objetivo: 'convencer',
          template_visual: templates[position * 7]?.id,
          campos_personalizados: CONVENCER_FIELDS,
          formato,
        }),
      ),
    );
    for (const [position, formato] of formats.entries()) {
      const carousel = created[position];
      expect(carousel?.status).toBe(201);
      expect(carousel?.body.formato).toBe(formato);
      const done = await waitForCarousel(testApp, user, carousel?.body.id ?? '', 60_000);
      expect(done.status).toBe('concluido');
      const size = getSlideSize(formato);
      const entries = await readZip(done.id);
      expect(lastDownload).toMatchObject({ formato, marca: null });
      const slides = Object.keys(entries).filter((name) => /^slide-\d{2}\.(png|jpg)$/.test(name));
      expect(slides.length).toBe(done.slides.length * 2);
      for (const name of slides) {
        const { width, height, format } = await sharp(entries[name] as Uint8Array).metadata();
        expect({ name, width, height, format }).toEqual({
          name,
          ...size,
          format: name.endsWith('.png') ? 'png' : 'jpeg',
        });
      }
      const pdf = await PDFDocument.load(entries['carrossel.pdf'] as Uint8Array);
      expect(pdf.getPageCount()).toBe(done.slides.length);
      for (const page of pdf.getPages()) expect(page.getSize()).toEqual(size);
    }
  }, 120_000);

  it('reads a missing format as retrato and refuses an unknown one, in Portuguese, debiting nothing', async () => {
    const plain = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    expect(plain.status).toBe(201);
    expect(plain.body.formato).toBe('retrato');

    const before = await testApp.ctx.pool.query('select saldo_atual from creditos where id_usuario = $1', [
      user.id,
    ]);
    const wrong = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
      formato: 'paisagem',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Formato inválido. Escolha Retrato, Quadrado ou Stories.');
    const after = await testApp.ctx.pool.query('select saldo_atual from creditos where id_usuario = $1', [
      user.id,
    ]);
    expect(after.rows[0].saldo_atual).toBe(before.rows[0].saldo_atual);
  });

  it('serves a template’s sample cover in each format for the picker', async () => {
    const id = templates[3]?.id ?? '';
    for (const formato of ['quadrado', 'stories'] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/templates/${id}/preview/${formato}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const { width, height } = await sharp(response.rawPayload).metadata();
      const size = getSlideSize(formato);
      expect({ width, height }).toEqual({ width: 540, height: size.height / 2 });
    }
    const unknownFormat = await testApp.app.inject({
      method: 'GET',
      url: `/api/templates/${id}/preview/paisagem`,
    });
    expect(unknownFormat.statusCode).toBe(400);
    const unknownTemplate = await testApp.app.inject({
      method: 'GET',
      url: '/api/templates/00000000-0000-4000-8000-000000000000/preview/quadrado',
    });
    expect(unknownTemplate.statusCode).toBe(404);
  });

  it('serves each template’s sample at the size the picker shows it: WebP, 540 px wide, in the format’s shape', async () => {
    for (const template of templates.slice(0, 2)) {
      for (const formato of ['retrato', 'quadrado', 'stories'] as const) {
        const url = `/api/templates/${template.id}/miniatura/${formato}`;
        const response = await testApp.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        const { width, height, format } = await sharp(response.rawPayload).metadata();
        const size = getSlideSize(formato);
        expect({ format, width, height }).toEqual({ format: 'webp', width: 540, height: size.height / 2 });
        // Made once: the second ask answers the same bytes.
        const again = await testApp.app.inject({ method: 'GET', url });
        expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
      }
    }
    const unknownTemplate = await testApp.app.inject({
      method: 'GET',
      url: '/api/templates/00000000-0000-4000-8000-000000000000/miniatura/retrato',
    });
    expect(unknownTemplate.statusCode).toBe(404);
  });

  it('draws the /planos sample carousels for anyone: each slide a 540 px WebP, one template per sample', async () => {
    const listed = await testApp.app.inject({ method: 'GET', url: TEMPLATE_ENDPOINTS.samples.path });
    expect(listed.statusCode).toBe(200);
    const samples = listed.json() as TemplateDto[];
    expect(samples).toHaveLength(SAMPLE_CAROUSELS.length);
    const drawn: string[] = [];
    for (const [index, sample] of SAMPLE_CAROUSELS.entries()) {
      for (const slide of sample.slides.keys()) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: sampleSlidePath(samples[index]?.id ?? '', index, slide),
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        const { width, height, format } = await sharp(response.rawPayload).metadata();
        expect({ width, height, format }).toEqual({ width: 540, height: 675, format: 'webp' });
        drawn.push(response.rawPayload.toString('base64'));
      }
    }
    // Every slide is its own drawing (the words differ), and a second ask answers the same image.
    expect(new Set(drawn).size).toBe(drawn.length);
    const again = await testApp.app.inject({
      method: 'GET',
      url: sampleSlidePath(samples[0]?.id ?? '', 0, 0),
    });
    expect(again.rawPayload.toString('base64')).toBe(drawn[0]);

    const beyond = await testApp.app.inject({
      method: 'GET',
      url: sampleSlidePath(samples[0]?.id ?? '', 0, SAMPLE_CAROUSELS[0]?.slides.length ?? 0),
    });
    expect(beyond.statusCode).toBe(404);
    const noSample = await testApp.app.inject({
      method: 'GET',
      url: sampleSlidePath(samples[0]?.id ?? '', SAMPLE_CAROUSELS.length, 0),
    });
    expect(noSample.statusCode).toBe(400);
    const unknownTemplate = await testApp.app.inject({
      method: 'GET',
      url: sampleSlidePath('00000000-0000-4000-8000-000000000000', 0, 0),
    });
    expect(unknownTemplate.statusCode).toBe(404);
  }, 120_000);

  it('signs the cover of a square carousel with the saved brand, avatar included, in the strip below the text', async () => {
    const signer = await createUser(testApp, { credits: 1 });
    const avatar = await uploadImage(testApp, signer, await makePng(200, 200), 'avatar.png');
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/brand-kit',
      headers: signer.headers,
      payload: {
        nome: 'Ana Confeitaria',
        arroba: 'ana.doces',
        avatar_url: avatar.body.url,
        cor_primaria: null,
        cor_destaque: '#ff6b6b',
        fonte: null,
        mostrar_nome: true,
        mostrar_arroba: true,
        mostrar_avatar: true,
        onde: 'capa',
      },
    });
    expect(saved.statusCode).toBe(200);
    const request = {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
      formato: 'quadrado',
    };
    const [signed, plain] = await Promise.all([
      createCarousel(testApp, signer, request),
      createCarousel(testApp, user, request),
    ]);
    const bottomStrip = async (id: string, owner: TestUser) => {
      const done = await waitForCarousel(testApp, owner, id, 60_000);
      expect(done.status).toBe('concluido');
      const cover = (await readZip(id, owner))['slide-01.png'] as Uint8Array;
      return sharp(cover)
        .extract({ left: 96, top: 1080 - 72, width: 400, height: 60 })
        .raw()
        .toBuffer();
    };
    const signedStrip = await bottomStrip(signed.body.id, signer);
    // The download page learns who signs which slides, never the avatar's address.
    expect(lastDownload?.marca).toEqual({
      nome: 'Ana Confeitaria',
      arroba: 'ana.doces',
      mostrar_nome: true,
      mostrar_arroba: true,
      mostrar_avatar: true,
      onde: 'capa',
    });
    const plainStrip = await bottomStrip(plain.body.id, user);
    // The plain cover's strip is bare background; the signed one carries the avatar's colour (200, 90, 140).
    expect(signedStrip.equals(plainStrip)).toBe(false);
    const hasAvatarPixel = signedStrip.some(
      (_, at) =>
        at % 3 === 0 &&
        Math.abs((signedStrip[at] ?? 0) - 200) < 12 &&
        Math.abs((signedStrip[at + 1] ?? 0) - 90) < 12,
    );
    expect(hasAvatarPixel).toBe(true);
  }, 120_000);
});
