import { describe, expect, it } from 'vitest';
import { cleanupUnusedUploads } from '../../src/server/uploads/cleanup-uploads';
import { BRAND_KITS_MAX, BRAND_KITS_MESSAGES, type BrandKitItem } from '../../src/shared/brand-kit/kits';
import type { BrandKitResponse } from '../../src/shared/brand-kit/schema';
import type { TemplateDto } from '../../src/shared/carousels/api';
import { WORKSPACE_HEADER, type WorkspaceRole } from '../../src/shared/workspaces/roles';
import { setUpAppKit } from '../helpers/app-kit';
import { CONVENCER_FIELDS, createCarousel, makePng, uploadImage } from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

/*
 * Several brand kits per workspace (docs/workspaces.md, "Marcas"): /api/brand-kits in the active workspace
 * (X-Workspace-Id), one default, and carousel creation signed with the chosen kit.
 */

let testApp: TestApp;
let templates: TemplateDto[];

setUpAppKit({}, (kit) => {
  ({ testApp, templates } = kit);
});

const KIT = {
  nome: 'Doceria da Ana',
  arroba: 'doceria.ana',
  avatar_url: null,
  cor_primaria: '#1a1a2e',
  cor_destaque: '#ff6b6b',
  fonte: 'editorial',
  mostrar_nome: true,
  mostrar_arroba: true,
  mostrar_avatar: false,
  onde: 'todos',
};

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

async function call(user: TestUser, { method, url, payload }: Call, workspaceId?: string) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { ...user.headers, ...(workspaceId ? { [WORKSPACE_HEADER]: workspaceId } : {}) },
    ...(payload ? { payload } : {}),
  });
  const body = response.body ? (response.json() as Record<string, unknown>) : {};
  return { status: response.statusCode, body };
}

const createKit = (user: TestUser, payload: Record<string, unknown>, workspaceId?: string) =>
  call(user, { method: 'POST', url: '/api/brand-kits', payload }, workspaceId);
const updateKit = (user: TestUser, id: string, payload: Record<string, unknown>, workspaceId?: string) =>
  call(user, { method: 'PUT', url: `/api/brand-kits/${id}`, payload }, workspaceId);
const listKits = async (user: TestUser, workspaceId?: string) =>
  (await call(user, { method: 'GET', url: '/api/brand-kits' }, workspaceId)).body.items as BrandKitItem[];

/** A team workspace with its owner and members, written straight in the database (its routes are tested apart). */
async function createTeam(owner: TestUser, members: [TestUser, WorkspaceRole][] = []): Promise<string> {
  const { rows } = await testApp.ctx.pool.query<{ id: string }>(
    `insert into workspaces (nome) values ('Agência Doce') returning id`,
  );
  const id = rows[0]?.id ?? '';
  for (const [user, papel] of [[owner, 'dono'] as const, ...members]) {
    await testApp.ctx.pool.query(
      `insert into workspace_membros (id_workspace, id_usuario, papel) values ($1, $2, $3)`,
      [id, user.id, papel],
    );
  }
  return id;
}

describe('brand kits of a workspace', () => {
  it('lists the default first; the first kit is the default, and /api/brand-kit reads and writes it', async () => {
    const user = await createUser(testApp, { nome: 'Ana Souza' });
    expect(await listKits(user)).toEqual([]);

    const first = await createKit(user, KIT);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ...KIT, padrao: true, avatar_forma: 'circulo' });
    const second = await createKit(user, { ...KIT, nome: 'Bolos da Ana', arroba: 'bolos.ana' });
    expect(second.body).toMatchObject({ nome: 'Bolos da Ana', padrao: false });

    expect((await call(user, { method: 'GET', url: '/api/brand-kit' })).body).toMatchObject({
      nome: 'Doceria da Ana',
      salvo: true,
    });
    // Making the second the default: it comes first, and the old single-kit route now means it.
    const marked = await updateKit(user, String(second.body.id), {
      ...KIT,
      nome: 'Bolos da Ana',
      padrao: true,
    });
    expect(marked).toMatchObject({ status: 200, body: { padrao: true } });
    expect((await listKits(user)).map((kit) => [kit.nome, kit.padrao])).toEqual([
      ['Bolos da Ana', true],
      ['Doceria da Ana', false],
    ]);
    const saved = await call(user, {
      method: 'PUT',
      url: '/api/brand-kit',
      payload: { ...KIT, nome: 'Bolos 2' },
    });
    expect(saved.body as BrandKitResponse).toMatchObject({ nome: 'Bolos 2', salvo: true });
    expect((await listKits(user)).map((kit) => kit.nome)).toEqual(['Bolos 2', 'Doceria da Ana']);
  });

  it('makes the oldest remaining kit the default when the default is deleted', async () => {
    const user = await createUser(testApp);
    const a = await createKit(user, { ...KIT, nome: 'A' });
    const b = await createKit(user, { ...KIT, nome: 'B' });
    await createKit(user, { ...KIT, nome: 'C' });

    expect((await call(user, { method: 'DELETE', url: `/api/brand-kits/${a.body.id}` })).status).toBe(204);
    expect((await listKits(user)).map((kit) => [kit.nome, kit.padrao])).toEqual([
      ['B', true],
      ['C', false],
    ]);
    expect((await call(user, { method: 'DELETE', url: `/api/brand-kits/${a.body.id}` })).status).toBe(404);
    await call(user, { method: 'DELETE', url: `/api/brand-kits/${b.body.id}` });
    const last = await listKits(user);
    await call(user, { method: 'DELETE', url: `/api/brand-kits/${last[0]?.id}` });
    // No kit left: the old route answers the defaults again, and new carousels carry no signature.
    expect((await call(user, { method: 'GET', url: '/api/brand-kit' })).body).toMatchObject({ salvo: false });
  });

  it('ends with exactly one default when two members make different kits the default at once', async () => {
    const owner = await createUser(testApp);
    const editor = await createUser(testApp);
    const team = await createTeam(owner, [[editor, 'editor']]);
    await createKit(owner, { ...KIT, nome: 'Primeira' }, team);
    const b = await createKit(owner, { ...KIT, nome: 'Segunda' }, team);
    const c = await createKit(owner, { ...KIT, nome: 'Terceira' }, team);

    const answers = await Promise.all([
      updateKit(owner, String(b.body.id), { ...KIT, nome: 'Segunda', padrao: true }, team),
      updateKit(editor, String(c.body.id), { ...KIT, nome: 'Terceira', padrao: true }, team),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const kits = await listKits(owner, team);
    expect(kits.filter((kit) => kit.padrao)).toHaveLength(1);
    expect(['Segunda', 'Terceira']).toContain(kits[0]?.nome);
  });

  it(`keeps at most ${BRAND_KITS_MAX} kits a workspace, even when the last places are asked for at once`, async () => {
    const user = await createUser(testApp);
    const { rows } = await testApp.ctx.pool.query<{ id: string }>(
      `select id from workspaces where id_usuario_pessoal = $1`,
      [user.id],
    );
    await testApp.ctx.pool.query(
      `insert into marcas (id_workspace, id_usuario, nome, padrao)
       select $1, $2, 'Marca ' || n, n = 1 from generate_series(1, $3::int - 1) n`,
      [rows[0]?.id, user.id, BRAND_KITS_MAX],
    );
    const answers = await Promise.all([createKit(user, KIT), createKit(user, KIT)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.message).toBe(BRAND_KITS_MESSAGES.full);
    expect(await listKits(user)).toHaveLength(BRAND_KITS_MAX);
  });

  it('answers 404 for another workspace’s kit and changes nothing; refuses a bad kit in Portuguese', async () => {
    const ana = await createUser(testApp);
    const bia = await createUser(testApp);
    const anas = await createKit(ana, KIT);
    const id = String(anas.body.id);

    for (const answer of [
      await updateKit(bia, id, { ...KIT, nome: 'Roubada' }),
      await call(bia, { method: 'DELETE', url: `/api/brand-kits/${id}` }),
      await updateKit(bia, 'nao-e-um-id', KIT),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { message: BRAND_KITS_MESSAGES.notFound } });
    }
    const invalid = await updateKit(ana, id, { ...KIT, cor_primaria: 'azul' });
    expect(invalid).toMatchObject({
      status: 400,
      body: { message: 'Use uma cor em hexadecimal, como #7C3AED.' },
    });
    expect(await listKits(ana)).toEqual([anas.body]);
  });

  it('keeps a kit’s avatar uploaded by another member when an editor saves it, and the editor’s own, never an outsider’s', async () => {
    const owner = await createUser(testApp);
    const editor = await createUser(testApp);
    const outsider = await createUser(testApp);
    const team = await createTeam(owner, [[editor, 'editor']]);
    const avatar = await uploadImage(testApp, owner, await makePng(64, 64), 'logo.png');
    const kit = await createKit(owner, { ...KIT, avatar_url: avatar.body.url }, team);
    const [listed] = await listKits(editor, team);

    const kept = await updateKit(
      editor,
      String(kit.body.id),
      { ...KIT, avatar_url: listed?.avatar_url, nome: 'X' },
      team,
    );
    expect(kept).toMatchObject({ status: 200, body: { nome: 'X', avatar_url: avatar.body.url } });
    // The editor's own new avatar on the owner's kit: the daily cleanup keeps it (any kit's avatar counts).
    const own = await uploadImage(testApp, editor, await makePng(64, 64), 'meu.png');
    expect(
      (await updateKit(editor, String(kit.body.id), { ...KIT, avatar_url: own.body.url }, team)).status,
    ).toBe(200);
    await testApp.ctx.pool.query(`update uploads set created_at = now() - interval '2 days' where key = $1`, [
      own.body.path,
    ]);
    await cleanupUnusedUploads(testApp.ctx);
    expect(await testApp.ctx.storage.get('medias', own.body.path)).not.toBeNull();
    const foreign = await uploadImage(testApp, outsider, await makePng(64, 64), 'outro.png');
    const refused = await updateKit(
      editor,
      String(kit.body.id),
      { ...KIT, avatar_url: foreign.body.url },
      team,
    );
    expect(refused.status).toBe(400);
  });

  it('lets a leitor read, an editor and the dono change, and a non-member nothing (the role matrix)', async () => {
    const owner = await createUser(testApp);
    const editor = await createUser(testApp);
    const reader = await createUser(testApp);
    const outsider = await createUser(testApp);
    const team = await createTeam(owner, [
      [editor, 'editor'],
      [reader, 'leitor'],
    ]);
    const seed = await createKit(owner, KIT, team);
    const id = String(seed.body.id);

    const scenario = async (user: TestUser) => {
      const extra = await createKit(user, { ...KIT, nome: 'Extra' }, team);
      const extraId = String(extra.body.id ?? id);
      return [
        (await call(user, { method: 'GET', url: '/api/brand-kits' }, team)).status,
        (await call(user, { method: 'GET', url: '/api/brand-kit' }, team)).status,
        extra.status,
        (await updateKit(user, id, KIT, team)).status,
        (await call(user, { method: 'PUT', url: '/api/brand-kit', payload: KIT }, team)).status,
        (await call(user, { method: 'DELETE', url: `/api/brand-kits/${extraId}` }, team)).status,
      ];
    };
    expect(await scenario(owner)).toEqual([200, 200, 201, 200, 200, 204]);
    expect(await scenario(editor)).toEqual([200, 200, 201, 200, 200, 204]);
    expect(await scenario(reader)).toEqual([200, 200, 403, 403, 403, 403]);
    expect(await scenario(outsider)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await listKits(owner, team)).map((kit) => kit.id)).toEqual([id]);
  });
});

describe('carousel creation with a chosen brand kit', () => {
  const create = (user: TestUser, extra: Record<string, unknown>) =>
    createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
      ...extra,
    });
  const traceBrand = async (id: string) =>
    (
      await testApp.ctx.pool.query<{ brand: { nome: string } | null }>(
        `select webhook_data->'brand' as brand from carrosseis where id = $1`,
        [id],
      )
    ).rows[0]?.brand;

  it('signs with the chosen kit, or the default without a choice', async () => {
    const user = await createUser(testApp, { credits: 2 });
    await createKit(user, { ...KIT, nome: 'Padrão' });
    const other = await createKit(user, { ...KIT, nome: 'Cliente B' });

    const chosen = await create(user, { id_marca: other.body.id });
    const fallback = await create(user, {});
    expect([chosen.status, fallback.status]).toEqual([201, 201]);
    expect(await traceBrand(chosen.body.id)).toMatchObject({ nome: 'Cliente B' });
    expect(await traceBrand(fallback.body.id)).toMatchObject({ nome: 'Padrão' });
  });

  it('refuses another workspace’s kit in Portuguese, creating and debiting nothing', async () => {
    const user = await createUser(testApp, { credits: 1 });
    const stranger = await createUser(testApp);
    const theirs = await createKit(stranger, KIT);

    const refused = await create(user, { id_marca: theirs.body.id });
    expect(refused).toMatchObject({ status: 400, body: { message: BRAND_KITS_MESSAGES.notFound } });
    const { rows } = await testApp.ctx.pool.query(
      `select (select count(*)::int from carrosseis where id_usuario = $1) as carrosseis,
              (select saldo_atual from creditos where id_usuario = $1) as saldo`,
      [user.id],
    );
    expect(rows[0]).toEqual({ carrosseis: 0, saldo: 1 });
  });
});
