import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADMIN_LOG_ACTIONS, ADMIN_MESSAGES } from '../../src/shared/admin/messages';
import type { AdminTemplate } from '../../src/shared/admin/templates';
import { setUpAppKit } from '../helpers/app-kit';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { insertCarousel, makeImage, sendTemplateForm, type TemplateFormInput } from './admin-test-kit';

let testApp: TestApp;
let admin: TestUser;

setUpAppKit({}, (kit) => {
  ({ testApp, admin } = kit);
});

async function createTemplate(fields: Record<string, string>, image?: TemplateFormInput['image']) {
  return sendTemplateForm(testApp, admin, 'POST', '/api/admin/templates', {
    fields,
    image: image ?? { bytes: await makeImage() },
  });
}

async function createOk(fields: Record<string, string>): Promise<AdminTemplate> {
  const response = await createTemplate(fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminTemplate;
}

async function listTemplates(): Promise<AdminTemplate[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/admin/templates',
    headers: admin.headers,
  });
  return response.json() as AdminTemplate[];
}

async function readStored(url: string | null): Promise<Uint8Array | null> {
  const location = url ? testApp.ctx.storage.parsePublicUrl(url) : null;
  return location ? testApp.ctx.storage.get(location.bucket, location.key) : null;
}

describe('POST /api/admin/templates', () => {
  it('stores the image, renders a preview with it and offers the template on the create screen', async () => {
    const response = await createTemplate(
      { nome: '  Pôr do sol ', descricao: 'Fundo quente', imagem_url: 'https://evil.example/x.png', id: 'x' },
      { bytes: await makeImage('jpeg'), filename: 'foto.jpg', contentType: 'image/jpeg' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const template = response.json() as AdminTemplate;
    expect(template).toMatchObject({
      nome: 'Pôr do sol',
      tipo: 'universal',
      descricao: 'Fundo quente',
      ordem: 0,
      ativo: true,
    });
    // The server owns imagem_url: the preview it rendered, in our storage.
    expect(template.imagem_url).toMatch(/^\/storage\/medias\/templates\/previews\/.+\.png$/);
    const preview = await readStored(template.imagem_url);
    expect(preview).not.toBeNull();
    const metadata = await sharp(preview as Uint8Array).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 540, height: 675 });

    const { rows } = await testApp.ctx.pool.query('select design from templates where id = $1', [
      template.id,
    ]);
    const background = rows[0].design.background;
    expect(background).toMatchObject({
      kind: 'image',
      source: expect.stringMatching(/^medias\/templates\/.+\.jpg$/),
    });
    const [bucket, ...key] = background.source.split('/');
    expect(bucket).toBe('medias');
    expect(await testApp.ctx.storage.get('medias', key.join('/'))).not.toBeNull();

    const cliente = await createUser(testApp);
    const offered = await testApp.app.inject({
      method: 'GET',
      url: '/api/templates',
      headers: cliente.headers,
    });
    if (offered.statusCode !== 404) {
      // Registered by the carousels feature; when it is there, the new template must be in it.
      expect(offered.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: template.id })]));
    }

    const log = await testApp.ctx.pool.query(`select id_usuario, detalhes from logs where acao = $1`, [
      ADMIN_LOG_ACTIONS.createTemplate,
    ]);
    expect(log.rows).toContainEqual({
      id_usuario: admin.id,
      detalhes: { alvo: template.id, nome: 'Pôr do sol', tipo: 'universal', ordem: 0, ativo: true },
    });
  });

  it('requires an image, checked by its content and not by its name', async () => {
    const missing = await sendTemplateForm(testApp, admin, 'POST', '/api/admin/templates', {
      fields: { nome: 'Sem imagem' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ADMIN_MESSAGES.templateImageRequired);

    const disguised = await createTemplate(
      { nome: 'Disfarçado' },
      { bytes: Buffer.from('isto não é uma imagem'), filename: 'foto.png', contentType: 'image/png' },
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe(ADMIN_MESSAGES.templateImageInvalid);

    const truncated = (await makeImage('png')).subarray(0, 200);
    const broken = await createTemplate({ nome: 'Quebrado' }, { bytes: truncated });
    expect(broken.statusCode).toBe(415);

    const webp = await createTemplate(
      { nome: 'WebP' },
      { bytes: await makeImage('webp'), contentType: 'image/webp' },
    );
    expect(webp.statusCode).toBe(201);
    const names = (await listTemplates()).map((template) => template.nome);
    expect(names).not.toContain('Disfarçado');
    expect(names).not.toContain('Quebrado');
  });

  it('answers the form rules: nome required, tipo not blank, ordem an integer >= 0, ativo true|false', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ nome: '   ' }, ADMIN_MESSAGES.templateNameRequired],
      [{ nome: 'Ok', tipo: '  ' }, ADMIN_MESSAGES.templateTypeRequired],
      [{ nome: 'Ok', ordem: '-1' }, ADMIN_MESSAGES.templateOrderInvalid],
      [{ nome: 'Ok', ordem: '1.5' }, ADMIN_MESSAGES.templateOrderInvalid],
      [{ nome: 'Ok', ordem: 'abc' }, ADMIN_MESSAGES.templateOrderInvalid],
      [{ nome: 'Ok', ativo: 'talvez' }, ADMIN_MESSAGES.templateActiveInvalid],
    ];
    for (const [fields, message] of cases) {
      const response = await createTemplate(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('PUT /api/admin/templates/{id}', () => {
  it('edits the fields and keeps the image when none is sent; a missing ativo keeps the current value', async () => {
    const template = await createOk({ nome: 'Editável', tipo: 'emocional', ativo: 'false', ordem: '4' });
    const edited = await sendTemplateForm(testApp, admin, 'PUT', `/api/admin/templates/${template.id}`, {
      fields: {
        nome: 'Editado',
        tipo: 'manifesto',
        descricao: '',
        ordem: '2',
        imagem_url: template.imagem_url ?? '',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: template.id,
      nome: 'Editado',
      tipo: 'manifesto',
      descricao: null,
      ordem: 2,
      ativo: false,
      imagem_url: template.imagem_url,
    });
  });

  it('a new image replaces the design and the preview; the old preview is removed', async () => {
    const template = await createOk({ nome: 'Troca de imagem' });
    const before = await testApp.ctx.pool.query('select design from templates where id = $1', [template.id]);
    const edited = await sendTemplateForm(testApp, admin, 'PUT', `/api/admin/templates/${template.id}`, {
      fields: { nome: 'Troca de imagem', ativo: 'true' },
      image: { bytes: await makeImage('png', 900, 900) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const updated = edited.json() as AdminTemplate;
    expect(updated.imagem_url).not.toBe(template.imagem_url);
    expect(await readStored(updated.imagem_url)).not.toBeNull();
    expect(await readStored(template.imagem_url)).toBeNull();
    const after = await testApp.ctx.pool.query('select design from templates where id = $1', [template.id]);
    expect(after.rows[0].design.background.source).not.toBe(before.rows[0].design.background.source);
    // The old background stays: carousels created with the old design may still need it.
    const oldSource: string = before.rows[0].design.background.source;
    expect(await testApp.ctx.storage.get('medias', oldSource.replace(/^medias\//, ''))).not.toBeNull();
  });

  it('answers 404 for an unknown template without storing anything', async () => {
    const response = await sendTemplateForm(testApp, admin, 'PUT', `/api/admin/templates/${randomUUID()}`, {
      fields: { nome: 'Fantasma' },
      image: { bytes: await makeImage() },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(ADMIN_MESSAGES.templateNotFound);
  });
});

describe('DELETE /api/admin/templates/{id}', () => {
  it('removes the template; carousels made with it keep their row, files and template_visual', async () => {
    const template = await createOk({ nome: 'Para excluir' });
    const user = await createUser(testApp);
    const carouselId = await insertCarousel(testApp, user.id, { templateVisual: template.id });
    const fileKey = `${user.id}/${carouselId}/carrossel.zip`;
    await testApp.ctx.storage.put('carrosseis', fileKey, new Uint8Array([1, 2, 3]), 'application/zip');

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/templates/${template.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(204);
    expect((await listTemplates()).some((entry) => entry.id === template.id)).toBe(false);
    const { rows } = await testApp.ctx.pool.query('select template_visual from carrosseis where id = $1', [
      carouselId,
    ]);
    expect(rows[0].template_visual).toBe(template.id);
    expect(await testApp.ctx.storage.get('carrosseis', fileKey)).not.toBeNull();

    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/templates/${template.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('reordering', () => {
  /** Three templates of one tipo with ordem 10, 20, 30, and one of another tipo between them. */
  async function seedGroup(tipo: string) {
    const a = await createOk({ nome: 'A', tipo, ordem: '10' });
    const b = await createOk({ nome: 'B', tipo, ordem: '20' });
    const c = await createOk({ nome: 'C', tipo, ordem: '30' });
    const other = await createOk({ nome: 'Outro tipo', tipo: `${tipo}-outro`, ordem: '15' });
    return { a, b, c, other };
  }

  async function move(id: string, direction: 'up' | 'down') {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/admin/templates/${id}/move`,
      headers: admin.headers,
      payload: { direction },
    });
  }

  async function readGroup(tipo: string): Promise<string[]> {
    return (await listTemplates())
      .filter((template) => template.tipo === tipo)
      .map((template) => `${template.nome}:${template.ordem}`);
  }

  it('at the ends nothing happens', async () => {
    const { a, c, other } = await seedGroup('fim');
    expect((await move(a.id, 'up')).statusCode).toBe(200);
    expect((await move(c.id, 'down')).statusCode).toBe(200);
    expect(await readGroup('fim')).toEqual(['A:10', 'B:20', 'C:30']);
    expect((await move(other.id, 'up')).statusCode).toBe(200);
    expect(await readGroup('fim-outro')).toEqual(['Outro tipo:15']);
  });

  it('in the middle it swaps ordem with the neighbour of the same tipo, not with the other tipo', async () => {
    const { b, other } = await seedGroup('meio');
    const response = await move(b.id, 'up');
    expect(response.statusCode).toBe(200);
    // The answer is the whole list, already reordered.
    const listed = (response.json() as AdminTemplate[]).filter((template) => template.tipo === 'meio');
    expect(listed.map((template) => template.nome)).toEqual(['B', 'A', 'C']);
    expect(await readGroup('meio')).toEqual(['B:10', 'A:20', 'C:30']);
    await move(b.id, 'down');
    await move(b.id, 'down');
    expect(await readGroup('meio')).toEqual(['A:10', 'C:20', 'B:30']);
    expect((await listTemplates()).find((template) => template.id === other.id)?.ordem).toBe(15);
    const { rows } = await testApp.ctx.pool.query(`select count(*)::int as n from logs where acao = $1`, [
      ADMIN_LOG_ACTIONS.reorderTemplate,
    ]);
    expect(rows[0].n).toBeGreaterThanOrEqual(3);
  });

  it('two templates sharing one ordem still change places', async () => {
    const first = await createOk({ nome: 'Empate 1', tipo: 'empate', ordem: '5' });
    const second = await createOk({ nome: 'Empate 2', tipo: 'empate', ordem: '5' });
    await move(second.id, 'up');
    expect(await readGroup('empate')).toEqual(['Empate 2:5', 'Empate 1:6']);
    expect(first.id).not.toBe(second.id);
  });

  it('a move leaves the whole tipo in a strict order, even where other templates were tied', async () => {
    // Three templates created with the default ordem: all at 0, listed by name.
    const tipo = 'empate-tres';
    await createOk({ nome: 'A', tipo });
    await createOk({ nome: 'B', tipo });
    const c = await createOk({ nome: 'C', tipo });
    expect(await readGroup(tipo)).toEqual(['A:0', 'B:0', 'C:0']);
    expect((await move(c.id, 'up')).statusCode).toBe(200);
    expect(await readGroup(tipo)).toEqual(['A:0', 'C:1', 'B:2']);
    // And the next move is a plain swap of two distinct values.
    expect((await move(c.id, 'up')).statusCode).toBe(200);
    expect(await readGroup(tipo)).toEqual(['C:0', 'A:1', 'B:2']);
  });

  it('concurrent moves run one after the other: ordem values stay distinct and every move counts', async () => {
    // Several rounds: the race (the second move waiting on the first one's locks) does not happen every time.
    for (let round = 0; round < 8; round++) {
      const tipo = `concorrente-${round}`;
      const { rows } = await testApp.ctx.pool.query<{ id: string; nome: string }>(
        `insert into templates (nome, tipo, ordem, design)
         values ('A', $1, 10, '{}'), ('B', $1, 20, '{}'), ('C', $1, 30, '{}') returning id, nome`,
        [tipo],
      );
      const a = rows.find((row) => row.nome === 'A');
      if (!a) throw new Error('seed');
      const results = await Promise.all([move(a.id, 'down'), move(a.id, 'down')]);
      expect(results.map((result) => result.statusCode)).toEqual([200, 200]);
      expect(await readGroup(tipo)).toEqual(['B:10', 'C:20', 'A:30']);
    }
  });

  it('PUT /ordem sets the value; a negative one is refused', async () => {
    const template = await createOk({ nome: 'Ordem direta', tipo: 'direta' });
    const set = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/templates/${template.id}/ordem`,
      headers: admin.headers,
      payload: { ordem: 7 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: template.id, ordem: 7 });
    const negative = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/templates/${template.id}/ordem`,
      headers: admin.headers,
      payload: { ordem: -2 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(ADMIN_MESSAGES.templateOrderInvalid);
  });

  it('an unknown direction is refused with its message', async () => {
    const template = await createOk({ nome: 'Direção', tipo: 'direcao' });
    const response = await move(template.id, 'left' as 'up');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ADMIN_MESSAGES.templateDirectionInvalid);
  });
});
