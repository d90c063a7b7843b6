import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadResponse } from '../../src/shared/carousels/api';
import {
  type CreatedShareLink,
  SHARE_LINK_MESSAGES,
  type SharedCarousel,
  type ShareLink,
} from '../../src/shared/share-links/schemas';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, loginAdmin, type TestUser } from '../helpers/users';
import { insertCarousel } from './admin-test-kit';
import { insertFinishedCarousel } from './share-links-kit';

let database: TestDatabase;
let testApp: TestApp;
let owner: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' });
  owner = await createUser(testApp, { nome: 'Dona do Carrossel' });
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
});

const finishedCarousel = (user: TestUser, status = 'concluido') =>
  insertFinishedCarousel(testApp, user.id, { status });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  testApp.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

const tokenOf = (created: CreatedShareLink) => created.url.split('/c/')[1] ?? '';

describe('share links', () => {
  it('the owner creates one; anyone with it sees the files and nothing of the owner; only the hash is stored', async () => {
    const id = await finishedCarousel(owner);
    const created = await call('POST', `/api/carousels/${id}/share-links`, owner, {});
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json() as CreatedShareLink;
    expect(body.url).toMatch(/^http:\/\/localhost:3000\/c\/[A-Za-z0-9_-]{43}$/);
    expect(body.link).toMatchObject({ expiraEm: null, revogadoEm: null, ativo: true });
    const token = tokenOf(body);

    const { rows } = await testApp.ctx.pool.query(
      'select token_hash from links_compartilhados where id = $1',
      [body.link.id],
    );
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);

    const opened = await call('GET', `/api/compartilhado/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const shared = opened.json() as SharedCarousel;
    expect(shared.tema).toBe('Como dobrei o faturamento');
    expect(shared.arquivos.map((file) => file.nome)).toEqual([
      'carrossel-como-dobrei-o-faturamento.zip',
      'slide-01.png',
    ]);
    for (const field of [owner.id, owner.email, owner.nome, id]) expect(opened.body).not.toContain(field);
    // Files come through the link itself, so a revoked link stops serving them too.
    const zipUrl = shared.arquivos[0]?.url ?? '';
    expect(zipUrl).toMatch(new RegExp(`^/api/compartilhado/${token}/arquivos/[0-9a-f-]{36}$`));
    const file = await testApp.app.inject({ method: 'GET', url: zipUrl });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('carrossel.zip');
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain(
      'filename="carrossel-como-dobrei-o-faturamento.zip"',
    );
    const slide = await testApp.app.inject({ method: 'GET', url: shared.arquivos[1]?.url ?? '' });
    expect(slide.headers['content-type']).toBe('image/png');
    expect(slide.headers['content-disposition']).toBeUndefined();
    // The page's strip shows the slide's small copy, through the link too, in the slides' shape.
    expect(shared.formato).toBe('retrato');
    expect(shared.arquivos.map((entry) => entry.miniatura)).toEqual([
      null,
      `${shared.arquivos[1]?.url}/miniatura`,
    ]);
    const small = await testApp.app.inject({ method: 'GET', url: shared.arquivos[1]?.miniatura ?? '' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.body).toBe('slide-01.540.webp');
    expect((await testApp.app.inject({ method: 'GET', url: `${zipUrl}/miniatura` })).statusCode).toBe(404);
    // Another carousel's file is not reachable through this token.
    const otherId = await finishedCarousel(owner);
    const { rows: otherFiles } = await testApp.ctx.pool.query<{ id: string }>(
      'select id from arquivos where id_carrossel = $1',
      [otherId],
    );
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/compartilhado/${token}/arquivos/${otherFiles[0]?.id}`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is the owner’s alone: another user and an admin hear 404, an unfinished carousel 409, bad input 400', async () => {
    const id = await finishedCarousel(owner);
    const stranger = await createUser(testApp);
    const admin = await loginAdmin(testApp);
    expect((await call('POST', `/api/carousels/${id}/share-links`, stranger, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/carousels/${id}/share-links`, admin, {})).statusCode).toBe(404);
    expect((await call('GET', `/api/carousels/${id}/share-links`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/api/carousels/${id}/share-links`, undefined, {})).statusCode).toBe(401);
    const pending = await insertCarousel(testApp, owner.id, { status: 'processando' });
    const unfinished = await call('POST', `/api/carousels/${pending}/share-links`, owner, {});
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().message).toBe(SHARE_LINK_MESSAGES.notReady);
    for (const validadeDias of [0, 400, 1.5, 'sete']) {
      const invalid = await call('POST', `/api/carousels/${id}/share-links`, owner, { validadeDias });
      expect(invalid.statusCode, String(validadeDias)).toBe(400);
      expect(invalid.body).toContain(SHARE_LINK_MESSAGES.invalidDays);
    }
    const { rows } = await testApp.ctx.pool.query(
      'select 1 from links_compartilhados where id_carrossel = $1',
      [id],
    );
    expect(rows).toEqual([]);
  });

  it('stops working once revoked or expired, and an unknown or malformed token answers the same 404', async () => {
    const id = await finishedCarousel(owner);
    const first = (
      await call('POST', `/api/carousels/${id}/share-links`, owner, {})
    ).json() as CreatedShareLink;
    const week = (
      await call('POST', `/api/carousels/${id}/share-links`, owner, { validadeDias: 7 })
    ).json() as CreatedShareLink;
    const inWeek = new Date(week.link.expiraEm ?? 0).getTime() - Date.now();
    expect(inWeek).toBeGreaterThan(6.99 * 86_400_000);

    const revoked = await call('DELETE', `/api/carousels/${id}/share-links/${first.link.id}`, owner);
    expect(revoked.statusCode).toBe(200);
    expect((revoked.json() as ShareLink).ativo).toBe(false);
    const { rows: files } = await testApp.ctx.pool.query<{ id: string }>(
      'select id from arquivos where id_carrossel = $1',
      [id],
    );
    expect(
      (await call('GET', `/api/compartilhado/${tokenOf(week)}/arquivos/${files[0]?.id}`)).statusCode,
    ).toBe(200);
    const revokedFile = await call('GET', `/api/compartilhado/${tokenOf(first)}/arquivos/${files[0]?.id}`);
    expect(revokedFile.statusCode).toBe(404);
    const gone = await call('GET', `/api/compartilhado/${tokenOf(first)}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(SHARE_LINK_MESSAGES.notFound);
    expect((await call('GET', `/api/compartilhado/${tokenOf(week)}`)).statusCode).toBe(200);

    await testApp.ctx.pool.query(
      `update links_compartilhados set expira_em = now() - interval '1 second' where id = $1`,
      [week.link.id],
    );
    expect((await call('GET', `/api/compartilhado/${tokenOf(week)}`)).statusCode).toBe(404);
    const listed = (await call('GET', `/api/carousels/${id}/share-links`, owner)).json() as {
      items: ShareLink[];
    };
    expect(listed.items.map((link) => link.ativo)).toEqual([false, false]);

    expect((await call('GET', `/api/compartilhado/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/compartilhado/curto')).statusCode).toBe(404);
    const stranger = await createUser(testApp);
    expect(
      (await call('DELETE', `/api/carousels/${id}/share-links/${week.link.id}`, stranger)).statusCode,
    ).toBe(404);
  });

  it('stops serving while an admin blocks the owner, page and files alike, and serves again once unblocked', async () => {
    const blockedOwner = await createUser(testApp, { nome: 'Conta Bloqueada' });
    const admin = await loginAdmin(testApp);
    const id = await finishedCarousel(blockedOwner);
    const kept = (
      await call('POST', `/api/carousels/${id}/share-links`, blockedOwner, {})
    ).json() as CreatedShareLink;
    const revokedMeanwhile = (
      await call('POST', `/api/carousels/${id}/share-links`, blockedOwner, {})
    ).json() as CreatedShareLink;
    const fileUrl = ((await call('GET', `/api/compartilhado/${tokenOf(kept)}`)).json() as SharedCarousel)
      .arquivos[0]?.url;
    expect(fileUrl).toBeDefined();
    expect((await call('GET', fileUrl ?? '')).statusCode).toBe(200);
    const setStatus = (status: 'ativo' | 'bloqueado') =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${blockedOwner.id}/status`,
        headers: admin.headers,
        payload: { status },
      });

    expect((await setStatus('bloqueado')).statusCode).toBe(200);
    const page = await call('GET', `/api/compartilhado/${tokenOf(kept)}`);
    expect(page.statusCode).toBe(404);
    // The same answer as a revoked link: a visitor learns nothing about the account.
    expect(page.json().message).toBe(SHARE_LINK_MESSAGES.notFound);
    expect(page.body).not.toContain('bloque');
    expect((await call('GET', fileUrl ?? '')).statusCode).toBe(404);
    // Nor does the page of /c/{token} carry the carousel in its HTML (src/server/http/spa.ts).
    expect(await testApp.services.shareLinks.openForPage(tokenOf(kept))).toBeNull();
    // A link revoked while blocked stays revoked afterwards (the block itself changes no link).
    await testApp.ctx.pool.query('update links_compartilhados set revogado_em = now() where id = $1', [
      revokedMeanwhile.link.id,
    ]);

    expect((await setStatus('ativo')).statusCode).toBe(200);
    const served = await call('GET', `/api/compartilhado/${tokenOf(kept)}`);
    expect(served.statusCode).toBe(200);
    expect(await testApp.services.shareLinks.openForPage(tokenOf(kept))).toEqual(served.json());
    const file = await call('GET', fileUrl ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('carrossel.zip');
    expect((await call('GET', `/api/compartilhado/${tokenOf(revokedMeanwhile)}`)).statusCode).toBe(404);
    expect(await testApp.services.shareLinks.openForPage(tokenOf(revokedMeanwhile))).toBeNull();
  });

  it('the private download page still needs the owner: signed out answers 401, not a missing carousel', async () => {
    const id = await finishedCarousel(owner);
    expect((await call('GET', `/api/carousels/${id}/download`)).statusCode).toBe(401);
    const mine = (await call('GET', `/api/carousels/${id}/download`, owner)).json() as DownloadResponse;
    expect(mine.arquivos).toHaveLength(2);
  });
});
