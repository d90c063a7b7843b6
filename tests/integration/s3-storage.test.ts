import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/server/storage/create-storage';
import { UPLOAD_PART_BYTES } from '../../src/server/storage/s3-storage';
import type { ExportStatusResponse } from '../../src/shared/account/data-rights';
import type { AdminTemplate } from '../../src/shared/admin/templates';
import { getDefaultBrandKit } from '../../src/shared/brand-kit/schema';
import type { DownloadResponse } from '../../src/shared/carousels/api';
import { slugifyTitle } from '../../src/shared/carousels/download-name';
import type { CreatedShareLink, SharedCarousel } from '../../src/shared/share-links/schemas';
import {
  CONVENCER_FIELDS,
  createCarousel,
  listTemplates,
  makePng,
  uploadImage,
  waitForCarousel,
} from '../helpers/carousels';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, loginAdmin } from '../helpers/users';
import { makeImage, sendTemplateForm } from './admin-test-kit';

/**
 * The whole product path with STORAGE=s3 against a real S3 server speaking the S3 HTTP API (s3rver, in
 * process, on a free port): every object goes over HTTP with the SDK's signed requests, and every URL the
 * API hands out is fetched the way a browser would.
 */
const PREFIX = 'it-';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let directory: string;
let server: S3rver;
let endpoint: string;
let database: TestDatabase;
let testApp: TestApp;
let s3: S3Client;

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'carrossel-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [
      { name: `${PREFIX}medias`, configs: [] },
      { name: `${PREFIX}carrosseis`, configs: [] },
      { name: `${PREFIX}exportacoes`, configs: [] },
    ],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  database = await createTestDatabase();
  testApp = await startTestApp(
    database.url,
    {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_BUCKET_PREFIX: PREFIX,
      S3_SIGNED_URL_SECONDS: '900',
      RATE_LIMIT: 'off',
    },
    { worker: true },
  );
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
  s3?.destroy();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

async function listKeys(bucket: string, prefix: string): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: `${PREFIX}${bucket}`, Prefix: prefix }));
  return (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
}

/** What a browser gets for an absolute URL handed out by the API. */
async function browserFetch(url: string) {
  expect(url.startsWith(`${endpoint}/`), url).toBe(true);
  const response = await fetch(url);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    disposition: response.headers.get('content-disposition'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

function expectPresigned(url: string, seconds: number) {
  const query = new URL(url).searchParams;
  expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
  expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  expect(Number(query.get('X-Amz-Expires'))).toBe(seconds);
}

describe('STORAGE=s3 against a real S3 server', () => {
  it('serves the seeded template previews as public objects with their type and cache rule', async () => {
    const user = await createUser(testApp);
    const [template] = await listTemplates(testApp, user);
    const preview = await browserFetch(template?.imagem_url ?? '');
    expect(preview.status).toBe(200);
    expect(preview.contentType).toBe('image/png');
    expect(preview.cacheControl).toBe('public, max-age=86400');
    expect(await listKeys('medias', 'templates/previews/')).toHaveLength(18);
  });

  it('uploads, template image, slides, ZIP, PDF and download links, then deleting the user empties both buckets', async () => {
    const admin = await loginAdmin(testApp);
    const form = await sendTemplateForm(testApp, admin, 'POST', '/api/admin/templates', {
      fields: { nome: 'Fundo no S3', descricao: 'Imagem de fundo guardada no S3' },
      image: { bytes: await makeImage('jpeg'), filename: 'fundo.jpg', contentType: 'image/jpeg' },
    });
    expect(form.statusCode, form.body).toBe(201);
    const template = form.json() as AdminTemplate;
    const templatePreview = await browserFetch(template.imagem_url ?? '');
    expect(templatePreview.contentType).toBe('image/png');
    const [background] = (await listKeys('medias', 'templates/')).filter((key) => key.endsWith('.jpg'));
    expect(background).toBeDefined();

    const user = await createUser(testApp);
    const upload = await uploadImage(testApp, user, await makePng(900, 900));
    expect(upload.status).toBe(201);
    const uploaded = await browserFetch(upload.body.url);
    expect(uploaded).toMatchObject({
      status: 200,
      contentType: 'image/png',
      cacheControl: 'public, max-age=86400',
    });

    const created = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: template.id,
      campos_personalizados: { ...CONVENCER_FIELDS, imagemUrl: upload.body.url },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const done = await waitForCarousel(testApp, user, created.body.id);
    expect(done.status).toBe('concluido');

    // The cover is stored as its key, never the address it was sent as; the API answers the address a browser
    // reads now (medias is public: the stable address) and the renderer drew it from the key.
    const { rows } = await testApp.ctx.pool.query(
      'select campos_personalizados from carrosseis where id = $1',
      [done.id],
    );
    expect(rows[0].campos_personalizados).toEqual({ ...CONVENCER_FIELDS, imagemChave: upload.body.path });
    const coverUrl = await testApp.ctx.storage.readUrl('medias', upload.body.path);
    expect(done.campos_personalizados).toEqual({ ...CONVENCER_FIELDS, imagemUrl: coverUrl });
    expect(coverUrl.startsWith(`${endpoint}/${PREFIX}medias/`)).toBe(true);
    expect(await browserFetch(String(done.campos_personalizados.imagemUrl))).toMatchObject({
      status: 200,
      contentType: 'image/png',
    });

    // Slide thumbnails: private objects, so presigned URLs (valid for two 900 s windows), never the bare key.
    expect(done.slides.length).toBeGreaterThanOrEqual(5);
    for (const url of done.slides) expectPresigned(url, 1800);
    const slide = await browserFetch(done.slides[0] ?? '');
    expect(slide).toMatchObject({
      status: 200,
      contentType: 'image/png',
      cacheControl: 'private, max-age=60',
    });
    expect(slide.disposition).toBeNull();
    // Each slide's small copy (what the history shows): a WebP at most 540 px wide, private like the slide.
    expect(done.miniaturas).toHaveLength(done.slides.length);
    for (const url of done.miniaturas) expectPresigned(url, 1800);
    const small = await browserFetch(done.miniaturas[0] ?? '');
    expect(small).toMatchObject({
      status: 200,
      contentType: 'image/webp',
      cacheControl: 'private, max-age=60',
    });
    expect((await sharp(small.bytes).metadata()).width).toBe(540);
    // The history list's cover is the first slide's small copy, the same link within the window: the browser's
    // cached thumbnail stays valid from one poll to the next.
    const history = await testApp.app.inject({ method: 'GET', url: '/api/carousels', headers: user.headers });
    expect(
      history.json<{ id: string; capa: string }[]>().find((entry) => entry.id === done.id),
    ).toMatchObject({
      capa: done.miniaturas[0],
      total_slides: done.slides.length,
      campos_personalizados: done.campos_personalizados,
    });

    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/carousels/${done.id}/download`,
      headers: user.headers,
    });
    expect(download.statusCode).toBe(200);
    const { arquivos } = download.json() as DownloadResponse;
    const [zipFile, pdfFile] = arquivos;
    const slug = slugifyTitle(done.tema);
    expect(zipFile?.nome).toBe(`carrossel-${slug}.zip`);
    expect(pdfFile?.nome).toBe(`carrossel-${slug}.pdf`);
    for (const file of arquivos) expectPresigned(file.url, 1800);

    const zip = await browserFetch(zipFile?.url ?? '');
    expect(zip).toMatchObject({
      status: 200,
      contentType: 'application/zip',
      cacheControl: 'private, max-age=60',
    });
    expect(zip.disposition).toContain(`attachment; filename="carrossel-${slug}.zip"`);
    expect(zip.bytes.byteLength).toBe(zipFile?.tamanho);
    const entries = unzipSync(zip.bytes);
    expect(Object.keys(entries).filter((name) => name.endsWith('.png'))).toHaveLength(done.slides.length);

    const pdf = await browserFetch(pdfFile?.url ?? '');
    expect(pdf.contentType).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(done.slides.length);

    // Every listed file, plus each slide's small copy.
    expect(await listKeys('carrosseis', `${user.id}/`)).toHaveLength(
      arquivos.length + done.miniaturas.length,
    );
    expect(await listKeys('medias', `public/${user.id}-`)).toHaveLength(1);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await listKeys('carrosseis', `${user.id}/`)).toEqual([]);
    expect(await listKeys('medias', `public/${user.id}-`)).toEqual([]);
    // The template's background stays: other carousels' designs point at it.
    expect(await listKeys('medias', background ?? '')).toEqual([background]);
  });

  it('share links, the data export (private, presigned for 24 h) and a self-deleted account all work on S3', async () => {
    const user = await createUser(testApp);
    const upload = await uploadImage(testApp, user, await makePng(900, 900));
    const [template] = await listTemplates(testApp, user);
    const created = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: template?.id,
      campos_personalizados: { ...CONVENCER_FIELDS, imagemUrl: upload.body.url },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const done = await waitForCarousel(testApp, user, created.body.id);
    expect(done.status).toBe('concluido');

    // A share link serves the files from S3 through the link itself.
    const shared = await testApp.app.inject({
      method: 'POST',
      url: `/api/carousels/${done.id}/share-links`,
      headers: user.headers,
      payload: { validadeDias: 7 },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const token = (shared.json() as CreatedShareLink).url.split('/c/')[1];
    const page = (
      await testApp.app.inject({ method: 'GET', url: `/api/compartilhado/${token}` })
    ).json() as SharedCarousel;
    const zipEntry = page.arquivos.find((file) => file.nome.endsWith('.zip'));
    const sharedZip = await testApp.app.inject({ method: 'GET', url: zipEntry?.url ?? '' });
    expect(sharedZip.statusCode).toBe(200);
    expect(sharedZip.headers['content-type']).toBe('application/zip');
    expect(sharedZip.rawPayload.byteLength).toBe(zipEntry?.tamanho);

    // The export is a private object: a presigned URL valid for the 24 hours, never a public address.
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/account/export', headers: user.headers }))
        .statusCode,
    ).toBe(202);
    const readStatus = async () =>
      (
        await testApp.app.inject({ method: 'GET', url: '/api/account/export', headers: user.headers })
      ).json() as ExportStatusResponse;
    await expect.poll(async () => (await readStatus()).status, { timeout: 30_000 }).toBe('pronta');
    const ready = await readStatus();
    const signed = new URL(ready.url ?? '').searchParams;
    expect(signed.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(signed.get('X-Amz-Expires'));
    expect(expires).toBeGreaterThan(24 * 3600 - 60);
    expect(expires).toBeLessThanOrEqual(24 * 3600);
    const exported = await browserFetch(ready.url ?? '');
    expect(exported).toMatchObject({
      status: 200,
      contentType: 'application/zip',
      cacheControl: 'private, max-age=60',
    });
    expect(exported.disposition).toContain('attachment; filename="carrossel-meus-dados-');
    const entries = unzipSync(exported.bytes);
    expect(Object.keys(entries).filter((name) => name.endsWith('.png')).length).toBeGreaterThan(
      done.slides.length,
    );
    const [exportKey] = await listKeys('exportacoes', `${user.id}/`);
    expect(exportKey).toBeDefined();
    // (s3rver does not enforce bucket permissions, so an unsigned read is not refused here: see decision 0009.)
    expect(exportKey?.endsWith('.zip')).toBe(true);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: user.headers,
      payload: { senha: user.senha },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await listKeys('carrosseis', `${user.id}/`)).toEqual([]);
    expect(await listKeys('medias', `public/${user.id}-`)).toEqual([]);
    expect(await listKeys('exportacoes', `${user.id}/`)).toEqual([]);
  });

  it('stores the brand kit’s avatar as its key, answers the address a browser reads and draws it from S3', async () => {
    const user = await createUser(testApp);
    const upload = await uploadImage(testApp, user, await makePng(200, 200), 'avatar.png');
    expect(upload.status).toBe(201);
    const kit = { ...getDefaultBrandKit('Ana Doces'), arroba: 'ana.doces', avatar_url: upload.body.url };
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/brand-kit',
      headers: user.headers,
      payload: kit,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const { rows } = await testApp.ctx.pool.query('select avatar_chave from marcas where id_usuario = $1', [
      user.id,
    ]);
    expect(rows).toEqual([{ avatar_chave: upload.body.path }]);
    const avatarUrl = await testApp.ctx.storage.readUrl('medias', upload.body.path);
    expect(avatarUrl.startsWith(`${endpoint}/${PREFIX}medias/`)).toBe(true);
    const read = await testApp.app.inject({ method: 'GET', url: '/api/brand-kit', headers: user.headers });
    expect(read.json()).toMatchObject({ avatar_url: avatarUrl, salvo: true });
    expect(saved.json()).toMatchObject({ avatar_url: avatarUrl });
    expect(await browserFetch(avatarUrl)).toMatchObject({ status: 200, contentType: 'image/png' });

    // The preview reads the avatar's bytes from S3 by its key: with it, the sample slide is not the one without.
    const [template] = await listTemplates(testApp, user);
    const preview = async (avatar_url: string | null) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/brand-kit/preview',
        headers: user.headers,
        payload: { marca: { ...kit, avatar_url }, template_visual: template?.id },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ imagem: string }>().imagem;
    };
    expect(await preview(avatarUrl)).not.toBe(await preview(null));
  });

  it("deletes a prefix but the kept keys and folders (a deleted member's team work)", async () => {
    const { storage } = testApp.ctx;
    const bytes = new Uint8Array([1, 2, 3]);
    for (const key of ['k1/c1/v1/a.png', 'k1/c1/v2/a.png', 'k1/c2/v1/a.png', 'k1/c3/a.pdf'])
      await storage.put('carrosseis', key, bytes, 'image/png');
    await storage.deletePrefix('carrosseis', 'k1/', ['k1/c1/', 'k1/c3/a.pdf']);
    expect((await listKeys('carrosseis', 'k1/')).sort()).toEqual([
      'k1/c1/v1/a.png',
      'k1/c1/v2/a.png',
      'k1/c3/a.pdf',
    ]);
    await storage.put('medias', 'public/k1-1.png', bytes, 'image/png');
    await storage.put('medias', 'public/k1-2.png', bytes, 'image/png');
    await storage.deletePrefix('medias', 'public/k1-', ['public/k1-2.png']);
    expect(await listKeys('medias', 'public/k1-')).toEqual(['public/k1-2.png']);
  });

  it('streams an object larger than a part as a multipart upload, and leaves nothing when the stream fails', async () => {
    const { storage } = testApp.ctx;
    // Two and a half parts, in chunks of 1 MB: the object is never whole in memory on our side.
    const chunk = (index: number) => Buffer.alloc(1024 * 1024, index);
    const count = Math.ceil((2.5 * UPLOAD_PART_BYTES) / (1024 * 1024));
    async function* chunks() {
      for (let index = 0; index < count; index++) yield chunk(index);
    }
    const size = await storage.putStream('exportacoes', 'fluxo/grande.zip', chunks(), 'application/zip');
    expect(size).toBe(count * 1024 * 1024);
    const stored = await storage.get('exportacoes', 'fluxo/grande.zip');
    expect(stored?.byteLength).toBe(size);
    expect(
      Buffer.from(stored ?? []).equals(Buffer.concat(Array.from({ length: count }, (_, i) => chunk(i)))),
    ).toBe(true);

    async function* failing() {
      yield chunk(1);
      yield Buffer.alloc(UPLOAD_PART_BYTES, 2);
      throw new Error('processo interrompido');
    }
    await expect(
      storage.putStream('exportacoes', 'fluxo/quebrado.zip', failing(), 'application/zip'),
    ).rejects.toThrow('processo interrompido');
    // Nothing under the name. (The upload is also aborted; s3rver implements neither aborting nor listing
    // uploads, so that part is left to S3's contract and docs/account-data.md's lifecycle rule.)
    expect(await storage.get('exportacoes', 'fluxo/quebrado.zip')).toBeNull();
  });

  it('its readiness check passes with the buckets and fails when one is missing', async () => {
    await expect(testApp.ctx.storage.check()).resolves.toBeUndefined();
    const elsewhere = createStorage({ ...testApp.config, S3_BUCKET_PREFIX: 'ausente-' });
    await expect(elsewhere.check()).rejects.toThrow();
  });
});
